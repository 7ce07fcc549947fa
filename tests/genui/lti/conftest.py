"""The test platform beside the live tool: ``lms`` is a TestPlatform serving on a loopback
port, registered with the tool (served by ``embedded_server``) as an admin would."""

from __future__ import annotations

import urllib.parse

import pytest
import requests

from genui.lti.models import Deployment, Platform
from tests.genui.lti.support_platform import TestPlatform


@pytest.fixture
def lms(embedded_server):
    platform = TestPlatform(tool_url=embedded_server.url).start()
    # an activity the course had before the tool linked any lesson to it
    platform.links["link-0"] = {"title": "Unlinked activity", "custom": {}}
    registered = Platform.objects.create(**platform.registration)
    Deployment.objects.create(platform=registered, deployment_id=platform.deployment_id)
    yield platform
    platform.stop()


def http_launch(lms: TestPlatform, *, user: str, link=None, kind="resource", **token_changes):
    """A launch by a plain HTTP client: login initiation, the tool's redirect to the auth URL
    (state cookie, nonce), then the id_token posted back -> (session, id_token, state,
    launch response). ``token_changes`` are passed to ``lms.id_token``."""
    session = requests.Session()
    params = {**lms.login_params(user=user, link=link, kind=kind), "lti1p3_new_window": "1"}
    login = session.get(f"{lms.tool_url}/lti/login/", params=params, allow_redirects=False)
    assert login.status_code == 302, login.text
    auth = urllib.parse.urlsplit(login.headers["Location"])
    assert f"{auth.scheme}://{auth.netloc}{auth.path}" == f"{lms.url}/auth"
    query = dict(urllib.parse.parse_qsl(auth.query))
    token = lms.id_token(user=user, nonce=query["nonce"], link=link, kind=kind, **token_changes)
    response = session.post(
        f"{lms.tool_url}/lti/launch/",
        data={"id_token": token, "state": query["state"]},
        allow_redirects=False,
    )
    return session, token, query["state"], response
