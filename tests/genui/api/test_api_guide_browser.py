"""docs/api.md, followed literally on the embedded default: `make serve` prints the demo
logins; the demo curator signs in to the admin, adds a partner and a key, reads the key off
the page that shows it once; the key then starts a generation over HTTP and follows it."""

import json
import re
import sys
import time
import urllib.request

import pytest
from playwright.sync_api import expect

from tests.fixtures.servers import base_env, http_get_json

pytestmark = [pytest.mark.browser, pytest.mark.slow]
KEY = re.compile(r"clv_[a-z0-9]{8}_[A-Za-z0-9]{40}")


def post_json(url: str, body: dict, headers: dict[str, str]) -> tuple[int, dict]:
    request = urllib.request.Request(
        url,
        data=json.dumps(body).encode(),
        headers={**headers, "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, json.loads(response.read())


def test_the_demo_curator_makes_a_partner_key_in_the_admin_that_generates(
    live_server_factory, tmp_path, page
):
    # make serve: `manage.py serve`, the embedded default in a fresh data directory
    env = base_env(GENUI_DATA_DIR=str(tmp_path / "data"), CLOVER_THREADS="1")
    server = live_server_factory(
        env, argv=[sys.executable, "manage.py", "serve", "--port", "{port}"]
    )
    [password] = re.findall(r"demo curator: curator / (\S+)", server.log())

    # 1. the admin, signed in as the demo curator
    page.goto(f"{server.url}/admin/")
    page.fill("#id_username", "curator")
    page.fill("#id_password", password)
    page.click("input[type=submit], button[type=submit]")
    partner_api = page.get_by_role("table", name="Partner API")
    expect(partner_api).to_be_visible()

    # 2. Partner accounts → Add partner account: a name, Save
    partner_api.get_by_role("link", name="Partner accounts").click()
    page.get_by_role("link", name=re.compile("Add partner account", re.I)).click()
    page.fill("#id_name", "Acme Learning")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator(".messagelist")).to_contain_text("Acme Learning")

    # 3. API keys → Add API key: the partner, a name, the scope, Save; the key shows once
    page.goto(f"{server.url}/admin/")
    partner_api.get_by_role("link", name="API keys").click()
    page.get_by_role("link", name=re.compile("Add API key", re.I)).click()
    page.select_option("#id_partner", label="Acme Learning")
    page.fill("#id_name", "LMS")
    page.get_by_label("Generate lessons and follow the jobs").check()
    page.get_by_role("button", name="Save", exact=True).click()
    [key] = KEY.findall(page.locator("[data-api-key]").inner_text())

    # Generate a lesson, then follow it, as the guide's curl commands do
    api = f"{server.url}/api/v1"
    auth = {"Authorization": f"Bearer {key}"}
    status, job = post_json(
        f"{api}/generations",
        {
            "prompt": "Why does the Moon have phases?",
            "subject": "astronomy",
            "grade": "middle",
            "language": "en",
        },
        {**auth, "Idempotency-Key": "acme-order-1001"},
    )
    assert status == 202 and job["status"] == "queued" and job["id"]
    status, followed = http_get_json(f"{api}/generations/{job['id']}", headers=auth)
    assert status == 200 and followed["id"] == job["id"]

    # the bundled demo checkpoint (tracked in git) writes the lesson in seconds
    deadline = time.monotonic() + 240
    while followed["status"] in {"queued", "running"} and time.monotonic() < deadline:
        time.sleep(1)
        _, followed = http_get_json(f"{api}/generations/{job['id']}", headers=auth)
    assert followed["status"] == "succeeded", followed
