"""Limits and the error format: per-key rate limits with 429 and Retry-After, request
size limits, malformed bodies, and problem details everywhere under /api/v1/."""

import json

import pytest
from django.core.signals import request_finished
from django.db import close_old_connections

from genui.api.problems import TITLES, TYPE_BASE
from tests.fixtures.servers import REPO_ROOT
from tests.genui.api.support import (
    GENERATION,
    PartnerClient,
    make_key,
    make_partner,
    start_generation,
)

pytestmark = pytest.mark.django_db


def test_a_partner_over_its_rate_gets_429_with_retry_after_and_other_partners_do_not():
    partner = make_partner("Tiny Quota", requests_per_minute=3)
    busy = PartnerClient(make_key(partner)[1])
    other = PartnerClient(make_key(make_partner("Other School", requests_per_minute=3))[1])

    statuses = [busy.get("/api/v1/lessons").status_code for _ in range(4)]

    assert statuses == [200, 200, 200, 429]
    refused = busy.get("/api/v1/lessons")
    body = refused.json()
    assert body["code"] == "rate_limited" and 1 <= body["retry_after"] <= 60
    assert refused["Retry-After"] == str(body["retry_after"])
    assert other.get("/api/v1/lessons").status_code == 200


def test_a_partner_cannot_multiply_its_rate_limit_by_minting_more_keys():
    partner = make_partner("Many Keys", requests_per_minute=3, generations_per_minute=2)
    keys = [PartnerClient(make_key(partner)[1]) for _ in range(4)]

    statuses = [api.get("/api/v1/lessons").status_code for api in keys]
    posts = [api.post("/api/v1/generations", GENERATION).status_code for api in keys[:1]]

    assert statuses == [200, 200, 200, 429]  # one budget for the account
    assert posts == [429]


def test_a_partner_flooding_generations_is_refused_past_its_active_cap_on_every_key(settings):
    settings.GENUI_ACTIVE_JOBS_PER_PARTNER = 2
    partner = make_partner("Flood", generations_per_minute=100, requests_per_minute=100)
    first, second = (PartnerClient(make_key(partner)[1]) for _ in range(2))
    other = PartnerClient(make_key(make_partner("Patient School"))[1])

    statuses = [api.post("/api/v1/generations", GENERATION).status_code for api in (first, first)]
    refused = second.post("/api/v1/generations", GENERATION)

    assert statuses == [202, 202]
    assert refused.status_code == 429
    body = refused.json()
    assert body["code"] == "too_many_active_generations" and "at once is 2" in body["detail"]
    assert refused["Retry-After"] == str(settings.GENUI_QUEUE_RETRY_AFTER_SECONDS)
    assert body["retry_after"] == settings.GENUI_QUEUE_RETRY_AFTER_SECONDS
    assert other.post("/api/v1/generations", GENERATION).status_code == 202


def test_generation_requests_have_their_own_lower_limit():
    partner = make_partner("Few Jobs", generations_per_minute=2)
    api = PartnerClient(make_key(partner)[1])

    statuses = [api.post("/api/v1/generations", GENERATION).status_code for _ in range(3)]

    assert statuses == [202, 202, 429]
    assert api.get("/api/v1/lessons").status_code == 200


def test_a_body_over_the_size_limit_is_413_before_anything_is_parsed(api, settings):
    settings.API_MAX_REQUEST_BYTES = 1024
    body = json.dumps({**GENERATION, "prompt": "x" * 2000})

    response = api.post("/api/v1/generations", body)

    assert response.status_code == 413
    assert response.json()["code"] == "payload_too_large"


def test_an_oversized_body_is_refused_even_without_a_key(settings):
    settings.API_MAX_REQUEST_BYTES = 1024
    response = PartnerClient(None).post("/api/v1/generations", "x" * 5000)
    assert response.status_code == 413


def test_malformed_json_is_a_400_problem(api):
    response = api.post("/api/v1/generations", b'{"prompt": ')
    assert response.status_code == 400
    assert response.json()["code"] == "malformed_request"


def test_a_body_that_is_not_json_is_415(api):
    response = api.client.post(
        "/api/v1/generations",
        "prompt=Tides",
        content_type="application/x-www-form-urlencoded",
        headers={"Authorization": f"Bearer {api.key}"},
    )
    assert response.status_code == 415
    assert response.json()["code"] == "unsupported_media_type"


def test_a_wrong_method_is_405(api):
    response = api.delete("/api/v1/lessons")
    assert response.status_code == 405
    assert response.json()["code"] == "method_not_allowed"


def test_unknown_api_paths_answer_in_the_api_error_format(api):
    response = api.get("/api/v1/nothing/here")
    assert response.status_code == 404
    body = response.json()
    assert response["Content-Type"] == "application/problem+json"
    assert body == {
        "type": TYPE_BASE + "not_found",
        "title": TITLES["not_found"],
        "status": 404,
        "detail": "no such API endpoint",
        "code": "not_found",
        "instance": "/api/v1/nothing/here",
    }


def test_every_error_code_is_explained_in_the_partner_guide():
    guide = (REPO_ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    assert [code for code in TITLES if f"`{code}`" not in guide] == []


def test_a_partner_cannot_hold_more_event_streams_open_than_its_cap(settings):
    settings.API_SSE_STREAMS_PER_PARTNER = 2
    settings.GENUI_ACTIVE_JOBS_PER_PARTNER = 10
    partner = make_partner("Stream Hoarder", requests_per_minute=100)
    keys = [PartnerClient(make_key(partner)[1]) for _ in range(3)]
    job = start_generation(keys[0])["id"]
    events = f"/api/v1/generations/{job}/events"

    opened = [api.get(events, {"Accept": "text/event-stream"}) for api in keys]

    assert [response.status_code for response in opened] == [200, 200, 429]
    refused = opened[2].json()
    assert refused["code"] == "too_many_streams" and opened[2]["Retry-After"] == "10"
    other = PartnerClient(make_key(make_partner("Other Streams"))[1])
    theirs = start_generation(other)["id"]
    assert other.get(f"/api/v1/generations/{theirs}/events").status_code == 200
    # a stream that ends gives its place back (closed as the server closes it; the test
    # database must outlive the request_finished signal this sends)
    request_finished.disconnect(close_old_connections)
    try:
        opened[0].close()
    finally:
        request_finished.connect(close_old_connections)
    assert keys[2].get(events, {"Accept": "text/event-stream"}).status_code == 200


def test_while_the_rate_limits_cannot_be_read_a_request_gets_503_with_retry_after(monkeypatch):
    from redis.exceptions import ConnectionError as RedisConnectionError

    from genui.api.throttling import PartnerKeyThrottle
    from genui.generation.models import GenerationJob

    class Restarting:
        def get(self, *args, **kwargs):
            raise RedisConnectionError("Error 111 connecting to 127.0.0.1:6379.")

        set = get

    api = PartnerClient(make_key(make_partner("During a restart"))[1])
    monkeypatch.setattr(PartnerKeyThrottle, "cache", Restarting())
    refused = api.post("/api/v1/generations", GENERATION)

    assert refused.status_code == 503
    body = refused.json()
    assert body["code"] == "service_unavailable" and body["retry_after"] == 5
    assert refused["Retry-After"] == "5"
    assert not GenerationJob.objects.exists()  # nothing was made uncounted
    monkeypatch.undo()
    assert api.post("/api/v1/generations", GENERATION).status_code == 202
