"""Partner keys in the admin (created and shown once, revoked, rotated), the webhook
delivery log, and the command that makes a key for the guide's curl examples."""

import io
import re

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from genui.api.models import ApiKey, PartnerAccount, WebhookAttempt, WebhookDelivery
from genui.api.services import webhook_deliveries_claim, webhook_delivery_attempt
from genui.api.webhooks import PostOutcome
from tests.fixtures.accounts import signed_in
from tests.genui.api.support import (
    PartnerClient,
    fail_job,
    run_job,
    start_generation,
)

pytestmark = pytest.mark.django_db
KEY = re.compile(r"clv_[a-z0-9]{8}_[A-Za-z0-9]{40}")


@pytest.fixture
def admin_client():
    user = get_user_model().objects.create_superuser("root", "root@example.org", "pw-root-123")
    return signed_in(user)


def test_a_partner_added_in_the_admin_gets_a_service_user_and_a_webhook_secret(admin_client):
    response = admin_client.post(
        "/admin/api/partneraccount/add/",
        {
            "name": "Initech Learning",
            "contact_email": "dev@initech.example",
            "is_active": "on",
            "requests_per_minute": "60",
            "generations_per_minute": "5",
            "keys-TOTAL_FORMS": "0",
            "keys-INITIAL_FORMS": "0",
        },
    )

    assert response.status_code == 302, response.content
    partner = PartnerAccount.objects.get(name="Initech Learning")
    assert partner.user.username == "partner-initech-learning"
    assert not partner.user.has_usable_password() and not partner.user.is_staff
    assert partner.webhook_secret.startswith("whsec_")


def test_a_key_created_in_the_admin_is_shown_once_and_works(admin_client, partner):
    created = admin_client.post(
        "/admin/api/apikey/add/",
        {"partner": partner.pk, "name": "LMS sync", "scopes": ["catalog:read"]},
    )
    response = admin_client.get(created["Location"])

    assert created.status_code == 302
    assert response.status_code == 200
    assert "no-store" in response["Cache-Control"]
    [plaintext] = KEY.findall(response.content.decode())
    key = ApiKey.objects.get(name="LMS sync")
    assert key.scopes == ["catalog:read"] and key.created_by.username == "root"
    assert PartnerClient(plaintext).get("/api/v1/lessons").status_code == 200
    change_page = admin_client.get(f"/admin/api/apikey/{key.pk}/change/").content.decode()
    assert plaintext not in change_page and key.prefix in change_page


def test_the_admin_revokes_keys(admin_client, partner_key):
    key, plaintext = partner_key

    admin_client.post("/admin/api/apikey/", {"action": "revoke_keys", "_selected_action": [key.pk]})

    assert PartnerClient(plaintext).get("/api/v1/lessons").status_code == 401


def test_the_admin_rotates_keys_showing_the_new_ones_once(admin_client, partner_key):
    key, old_plaintext = partner_key

    response = admin_client.post(
        "/admin/api/apikey/", {"action": "rotate_keys", "_selected_action": [key.pk]}, follow=True
    )

    [new_plaintext] = KEY.findall(response.content.decode())
    assert new_plaintext != old_plaintext
    assert PartnerClient(new_plaintext).get("/api/v1/lessons").status_code == 200
    key.refresh_from_db()
    assert key.expires_at is not None and key.replaced_by.prefix in new_plaintext


def test_reloading_the_page_that_shows_new_keys_makes_no_other_key(admin_client, partner_key):
    key, _ = partner_key
    add = {"partner": key.partner_id, "name": "LMS", "scopes": ["catalog:read"]}
    rotate = {"action": "rotate_keys", "_selected_action": [key.pk]}

    for url, data in (("/admin/api/apikey/add/", add), ("/admin/api/apikey/", rotate)):
        before = ApiKey.objects.count()
        created = admin_client.post(url, data)
        shown = admin_client.get(created["Location"])
        reloaded = admin_client.get(created["Location"])

        assert created.status_code == 302, "the page that shows the key answers a GET"
        assert len(KEY.findall(shown.content.decode())) == 1
        assert reloaded.status_code == 410 and KEY.findall(reloaded.content.decode()) == []
        assert "no new key was made" in reloaded.content.decode()
        assert ApiKey.objects.count() == before + 1


def test_the_delivery_log_shows_every_attempt(admin_client, api, monkeypatch):
    job = start_generation(api, callback_url="http://127.0.0.1:9/hook")
    run_job(job["id"])
    fail_job(job["id"])
    monkeypatch.setattr(
        "genui.api.services.webhook_post",
        lambda **kwargs: PostOutcome(
            status_code=502, error="HTTP 502", duration_ms=12, response_excerpt="bad gateway"
        ),
    )
    [claimed] = webhook_deliveries_claim()
    webhook_delivery_attempt(delivery=claimed)
    delivery = WebhookDelivery.objects.get()
    assert WebhookAttempt.objects.filter(delivery=delivery).count() == 1

    listing = admin_client.get("/admin/api/webhookdelivery/").content.decode()
    detail = admin_client.get(f"/admin/api/webhookdelivery/{delivery.pk}/change/")

    assert "generation.failed" in listing
    assert "bad gateway" in detail.content.decode() and "502" in detail.content.decode()


def test_the_command_prints_a_working_key_for_scripts(api):
    out = io.StringIO()
    call_command("partner_key_create", "Curl Examples", "--quiet", stdout=out)

    plaintext = out.getvalue().strip()
    assert KEY.fullmatch(plaintext)
    assert PartnerClient(plaintext).get("/api/v1/lessons").status_code == 200
    again = io.StringIO()
    call_command("partner_key_create", "Curl Examples", "--scopes", "generate", stdout=again)
    assert "shown only now" in again.getvalue() and "webhook" not in again.getvalue()
    assert PartnerAccount.objects.filter(name="Curl Examples").count() == 1
