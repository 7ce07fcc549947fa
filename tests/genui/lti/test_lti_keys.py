"""The tool's signing keys: the key set serves the newest and the one before it, a rotation
(the command or the admin action) makes a new one that signs, and the admin never shows a
private key."""

import jwt
import pytest
from django.core.management import call_command
from django.test import Client

from genui.lti.keys import tool_key_current
from genui.lti.models import ToolKey

pytestmark = pytest.mark.django_db


def _kids(client) -> list[str]:
    response = client.get("/lti/jwks.json")
    assert response.status_code == 200
    keys = response.json()["keys"]
    assert all(k["kty"] == "RSA" and k["alg"] == "RS256" and "d" not in k for k in keys)
    return [k["kid"] for k in keys]


def test_the_key_set_serves_the_signing_key_and_the_previous_one_after_rotations():
    client = Client()
    first = _kids(client)
    assert len(first) == 1 and ToolKey.objects.count() == 1
    call_command("lti_key_rotate")
    second = _kids(client)
    assert len(second) == 2 and second[1] == first[0]
    call_command("lti_key_rotate")
    third = _kids(client)
    assert third[1] == second[0] and first[0] not in third
    assert tool_key_current().kid == third[0]


def test_a_signature_of_the_current_key_verifies_with_the_served_key():
    key = tool_key_current()
    token = jwt.encode({"a": 1}, key.private_key, algorithm="RS256", headers={"kid": key.kid})
    served = Client().get("/lti/jwks.json").json()["keys"][0]
    public = jwt.PyJWK(served).key
    assert jwt.decode(token, public, algorithms=["RS256"]) == {"a": 1}


def test_the_admin_rotates_a_key_and_shows_no_private_key(curator):
    from django.contrib.auth import get_user_model

    admin_user = get_user_model().objects.create_superuser("root", password="pw-root-123")
    client = Client()
    client.force_login(admin_user)
    old = tool_key_current()
    response = client.post(
        "/admin/lti/toolkey/",
        {"action": "rotate", "_selected_action": [old.pk]},
        follow=True,
    )
    assert response.status_code == 200
    assert ToolKey.objects.count() == 2 and tool_key_current().pk != old.pk
    page = client.get(f"/admin/lti/toolkey/{old.pk}/change/").content.decode()
    assert old.kid in page and "PRIVATE KEY" not in page


def test_the_platform_admin_shows_the_urls_to_enter_in_the_lms():
    from django.contrib.auth import get_user_model

    admin_user = get_user_model().objects.create_superuser("root", password="pw-root-123")
    client = Client()
    client.force_login(admin_user)
    page = client.get("/admin/lti/platform/add/").content.decode()
    for url in ("/lti/login/", "/lti/launch/", "/lti/jwks.json"):
        assert f"http://testserver{url}" in page
