"""In Chromium: reloading the page that shows a new API key (once) makes no second key and
shows the secret no more."""

import re

import pytest
from playwright.sync_api import expect

from genui.api.models import ApiKey
from tests.fixtures.browser import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
KEY = re.compile(r"clv_[a-z0-9]{8}_[A-Za-z0-9]{40}")


def test_reloading_the_new_key_page_makes_no_second_active_key(
    embedded_server, page, curator, partner
):
    sign_in(page, embedded_server, "carl", "pw-carl-123")
    page.goto(f"{embedded_server.url}/admin/api/apikey/add/")
    page.select_option("#id_partner", label=partner.name)
    page.fill("#id_name", "LMS")
    page.get_by_label("Generate lessons and follow the jobs").check()
    page.get_by_role("button", name="Save", exact=True).click()
    [key] = KEY.findall(page.locator("[data-api-key]").inner_text())

    page.reload(wait_until="load")

    made = ApiKey.objects.filter(partner=partner, name="LMS", revoked_at__isnull=True)
    assert made.count() == 1 and key.startswith(f"clv_{made.get().prefix}_")
    expect(page.locator("#content")).to_contain_text("no new key was made")
    assert KEY.findall(page.content()) == []
    # the reloaded page answers 410 Gone, which Chromium logs
    assert [error for error in page.errors if "410" not in error] == []
