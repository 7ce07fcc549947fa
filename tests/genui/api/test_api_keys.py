"""API keys: shown once, stored hashed behind a visible prefix, scoped, revocable and
rotatable; each partner sees only its own jobs."""

from datetime import timedelta

import pytest
from django.core.exceptions import ValidationError
from django.utils import timezone

from genui.api.keys import api_key_hash
from genui.api.models import ApiKey
from genui.api.services import api_key_revoke, api_key_rotate
from tests.genui.api.support import PartnerClient, make_key, make_partner, start_generation

pytestmark = pytest.mark.django_db


def problem(response) -> dict:
    assert response["Content-Type"] == "application/problem+json"
    return response.json()


def test_a_key_is_stored_only_as_a_hash_behind_its_visible_prefix(partner):
    key, plaintext = make_key(partner)

    assert plaintext.startswith(f"clv_{key.prefix}_")
    stored = ApiKey.objects.get(pk=key.pk)
    assert stored.secret_hash == api_key_hash(plaintext)
    assert plaintext not in {str(getattr(stored, f.attname)) for f in ApiKey._meta.fields}


def test_requests_without_a_key_get_401_with_a_bearer_challenge():
    response = PartnerClient(None).get("/api/v1/lessons")

    assert response.status_code == 401
    assert response["WWW-Authenticate"].startswith("Bearer")
    body = problem(response)
    assert body["code"] == "authentication_required"
    assert body["status"] == 401 and body["instance"] == "/api/v1/lessons"


@pytest.mark.parametrize(
    "header",
    [
        "Bearer clv_abcdefgh_" + "x" * 40,
        "Bearer not-a-key",
        "Token something",
        "Bearer",
    ],
)
def test_wrong_keys_get_401_invalid_api_key(header, partner_key):
    response = PartnerClient(None).get("/api/v1/lessons", headers={"Authorization": header})

    assert response.status_code == 401
    assert problem(response)["code"] == "invalid_api_key"


def test_a_key_with_a_wrong_secret_is_refused_although_its_prefix_exists(partner_key):
    _, plaintext = partner_key
    forged = plaintext[:-1] + ("a" if plaintext[-1] != "a" else "b")

    response = PartnerClient(forged).get("/api/v1/lessons")

    assert problem(response)["code"] == "invalid_api_key"


def test_a_revoked_key_gets_401_at_once(partner_key, api):
    assert api.get("/api/v1/lessons").status_code == 200
    api_key_revoke(api_key=partner_key[0])

    response = api.get("/api/v1/lessons")

    assert response.status_code == 401
    assert problem(response)["code"] == "api_key_revoked"


def test_a_suspended_partners_keys_are_refused(partner, api):
    partner.is_active = False
    partner.save()

    assert problem(api.get("/api/v1/lessons"))["code"] == "partner_inactive"


def test_rotation_gives_a_new_key_and_retires_the_old_after_the_grace_period(partner_key):
    old, old_plaintext = partner_key

    new, new_plaintext = api_key_rotate(api_key=old, grace_seconds=3600)

    assert new.scopes == old.scopes and new.name == old.name and new.prefix != old.prefix
    assert PartnerClient(new_plaintext).get("/api/v1/lessons").status_code == 200
    assert PartnerClient(old_plaintext).get("/api/v1/lessons").status_code == 200
    ApiKey.objects.filter(pk=old.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    response = PartnerClient(old_plaintext).get("/api/v1/lessons")
    assert response.status_code == 401 and problem(response)["code"] == "api_key_revoked"
    old.refresh_from_db()
    assert old.replaced_by_id == new.pk


def test_a_revoked_key_cannot_be_rotated(partner_key):
    api_key_revoke(api_key=partner_key[0])
    with pytest.raises(ValidationError):
        api_key_rotate(api_key=partner_key[0])


def test_scopes_are_enforced_per_endpoint(partner):
    _, catalog_only = make_key(partner, scopes=[ApiKey.Scope.CATALOG_READ])
    _, generate_only = make_key(partner, scopes=[ApiKey.Scope.GENERATE])

    refused = PartnerClient(catalog_only).post("/api/v1/generations", {"prompt": "Tides"})
    assert refused.status_code == 403
    assert problem(refused)["code"] == "insufficient_scope"
    assert PartnerClient(catalog_only).get("/api/v1/lessons").status_code == 200
    assert PartnerClient(generate_only).get("/api/v1/lessons").status_code == 403
    assert PartnerClient(generate_only).get("/api/v1/lessons/1").status_code == 403


def test_unknown_scopes_are_refused_when_a_key_is_created(partner):
    with pytest.raises(ValidationError):
        make_key(partner, scopes=["admin"])
    with pytest.raises(ValidationError):
        make_key(partner, scopes=[])


def test_a_partner_sees_only_its_own_generations(api):
    job = start_generation(api)
    _, other_key = make_key(make_partner("Globex Education"))
    other = PartnerClient(other_key)

    for response in (
        other.get(f"/api/v1/generations/{job['id']}"),
        other.delete(f"/api/v1/generations/{job['id']}"),
        other.get(f"/api/v1/generations/{job['id']}/events"),
        other.get(f"/api/v1/generations/{job['id']}/page"),
    ):
        assert response.status_code == 404
        assert problem(response)["code"] == "not_found"
    assert api.get(f"/api/v1/generations/{job['id']}").status_code == 200


def test_a_key_records_when_it_was_last_used(partner_key, api):
    assert partner_key[0].last_used_at is None
    api.get("/api/v1/lessons")
    assert ApiKey.objects.get(pk=partner_key[0].pk).last_used_at is not None
