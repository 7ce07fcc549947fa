"""The login's cookies, as pylti1p3 does them for a tool in an LMS's frame: over HTTPS the
state cookie is SameSite=None; Secure and (the tool's addition) Partitioned; without
``lti1p3_new_window`` the login first answers with the cookie check page, which offers a new
window where the frame keeps no cookie."""

import urllib.parse

import pytest
from django.test import Client

from genui.lti.models import Deployment, Platform

pytestmark = pytest.mark.django_db

ISSUER = "https://lms.example.org"


@pytest.fixture
def login_params():
    platform = Platform.objects.create(
        name="Example LMS",
        issuer=ISSUER,
        client_id="client-1",
        auth_login_url=f"{ISSUER}/auth",
        auth_token_url=f"{ISSUER}/token",
        key_set_url=f"{ISSUER}/jwks",
    )
    Deployment.objects.create(platform=platform, deployment_id="d-1")
    return {
        "iss": ISSUER,
        "login_hint": "user-1",
        "target_link_uri": "https://testserver/lti/launch/",
        "client_id": "client-1",
        "lti_deployment_id": "d-1",
    }


def test_over_https_the_state_cookie_is_samesite_none_and_secure(login_params):
    response = Client().get("/lti/login/", {**login_params, "lti1p3_new_window": "1"}, secure=True)
    assert response.status_code == 302
    location = urllib.parse.urlsplit(response["Location"])
    query = dict(urllib.parse.parse_qsl(location.query))
    assert f"{location.scheme}://{location.netloc}{location.path}" == f"{ISSUER}/auth"
    assert query["redirect_uri"] == "https://testserver/lti/launch/"
    assert query["client_id"] == "client-1" and query["nonce"]
    state = response.cookies[f"lti1p3-{query['state']}"]
    assert state.value == query["state"]
    assert state["samesite"] == "None" and state["secure"] and state["httponly"]
    # and Partitioned (CHIPS): the only kind a browser that blocks third-party cookies keeps in
    # an LMS's frame on another site (Debian's Chromium 156 inside a real Moodle, docs/lti.md)
    header = response.cookies.output()
    line = next(line for line in header.splitlines() if f"lti1p3-{query['state']}=" in line)
    assert line.rstrip().endswith("; Partitioned") or "; Partitioned;" in line, line
    assert "Secure" in line and "SameSite=None" in line


def test_over_plain_http_no_cookie_is_partitioned(login_params):
    response = Client().get("/lti/login/", {**login_params, "lti1p3_new_window": "1"})
    assert response.status_code == 302
    assert response.cookies and "Partitioned" not in response.cookies.output()


def test_the_login_first_checks_that_the_frame_keeps_cookies(login_params):
    response = Client().get("/lti/login/", login_params, secure=True)
    assert response.status_code == 200
    page = response.content.decode()
    assert "lti1p3_new_window" in page
    # the check's test cookie is partitioned too, as the state cookie will be
    assert "SameSite=None; secure; Partitioned" in page
    assert "Open the activity in a new window" in page
    policy = response["Content-Security-Policy"]
    assert "script-src 'unsafe-inline'" in policy and "frame-ancestors *" in policy
    assert "X-Frame-Options" not in response
