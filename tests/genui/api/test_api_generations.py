"""Generations through the API: 202 and the job's URLs, idempotent retries, status and
progress, the result with its validation report and page, cancellation, callback URL
rules."""

import pytest

from genui.api.models import PartnerGeneration
from genui.generation.models import GenerationJob
from genui.generation.services import MODE_NOT_GENERATED, generation_job_claim
from tests.genui.api.support import (
    GENERATION,
    PartnerClient,
    fail_job,
    finish_job,
    make_key,
    make_partner,
    run_job,
    start_generation,
)

pytestmark = pytest.mark.django_db


def test_a_generation_is_accepted_with_its_id_and_urls(api):
    response = api.post("/api/v1/generations", GENERATION)

    assert response.status_code == 202
    body = response.json()
    job = GenerationJob.objects.get(pk=body["id"])
    assert job.status == "queued" and job.requester.partner_account.name == "Acme Learning"
    assert body["status"] == "queued" and body["queue_position"] == 1
    assert body["progress"] == {"fraction": 0.0, "phase": "queued"}
    assert body["urls"]["self"] == f"http://testserver/api/v1/generations/{job.pk}"
    assert body["urls"]["events"].endswith(f"/api/v1/generations/{job.pk}/events")
    assert response["Location"] == body["urls"]["self"]
    assert body["result"] is None and body["last_event_id"] == 1


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"prompt": "   "}, "prompt"),
        ({"prompt": "x" * 2001}, "prompt"),
        ({"language": "fr"}, "language"),
        ({"subject": None}, "subject"),
        ({"mode": "video"}, "mode"),
        ({"callback_url": "ftp://example.org/hook"}, "callback_url"),
    ],
)
def test_invalid_requests_are_problems_naming_the_field(api, overrides, field):
    response = api.post("/api/v1/generations", {**GENERATION, **overrides})

    assert response.status_code == 400
    assert response["Content-Type"] == "application/problem+json"
    body = response.json()
    assert body["code"] == "validation_error" and field in body["errors"]
    assert GenerationJob.objects.count() == 0


def test_a_free_html_request_is_refused_not_answered_with_markup(api):
    response = api.post("/api/v1/generations", {**GENERATION, "mode": "free_html"})

    assert response.status_code == 400
    assert response.json()["errors"]["mode"] == [MODE_NOT_GENERATED]
    assert GenerationJob.objects.count() == 0


def test_the_same_idempotency_key_and_body_return_the_same_job(api):
    headers = {"Idempotency-Key": "order-42"}
    first = api.post("/api/v1/generations", GENERATION, headers=headers)
    again = api.post("/api/v1/generations", GENERATION, headers=headers)

    assert first.status_code == again.status_code == 202
    assert again.json()["id"] == first.json()["id"]
    assert again["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first
    assert GenerationJob.objects.count() == 1


def test_the_same_idempotency_key_with_another_body_is_a_409(api):
    headers = {"Idempotency-Key": "order-42"}
    api.post("/api/v1/generations", GENERATION, headers=headers)

    response = api.post("/api/v1/generations", {**GENERATION, "grade": "high"}, headers=headers)

    assert response.status_code == 409
    assert response.json()["code"] == "idempotency_conflict"
    assert GenerationJob.objects.count() == 1


def test_idempotency_keys_belong_to_one_partner(api):
    _, other_key = make_key(make_partner("Globex Education"))
    headers = {"Idempotency-Key": "shared-name"}
    mine = api.post("/api/v1/generations", GENERATION, headers=headers).json()
    theirs = PartnerClient(other_key).post("/api/v1/generations", GENERATION, headers=headers)

    assert theirs.status_code == 202 and theirs.json()["id"] != mine["id"]


def test_a_malformed_idempotency_key_is_refused(api):
    response = api.post(
        "/api/v1/generations", GENERATION, headers={"Idempotency-Key": "has spaces"}
    )
    assert response.status_code == 400
    assert response.json()["code"] == "invalid_idempotency_key"


def test_a_request_that_loses_the_race_for_its_idempotency_key_returns_the_winner(api, monkeypatch):
    """Two requests with one key both find no earlier job; the unique constraint lets
    one insert and the other answers with that job instead of failing."""
    from genui.api import services

    winner = api.post("/api/v1/generations", GENERATION, headers={"Idempotency-Key": "race"})
    lookups = iter([None])
    real_lookup = services._by_idempotency_key
    monkeypatch.setattr(
        services,
        "_by_idempotency_key",
        lambda partner, key: next(lookups, None) or real_lookup(partner, key),
    )

    loser = api.post("/api/v1/generations", GENERATION, headers={"Idempotency-Key": "race"})

    assert loser.status_code == 202 and loser.json()["id"] == winner.json()["id"]
    assert loser["Idempotent-Replayed"] == "true"
    assert GenerationJob.objects.count() == 1


def test_status_and_progress_follow_the_job(api):
    job = start_generation(api)
    run_job(job["id"], steps=3)

    running = api.get(f"/api/v1/generations/{job['id']}").json()

    assert running["status"] == "running" and running["queue_position"] == 0
    assert running["progress"] == {"fraction": 0.3, "phase": "generating"}
    assert running["started_at"] is not None and running["last_event_id"] == 5


def test_a_succeeded_generation_shows_its_version_report_and_page(api):
    job = start_generation(api)
    run_job(job["id"])
    finish_job(job["id"])

    body = api.get(f"/api/v1/generations/{job['id']}").json()

    assert body["status"] == "succeeded" and body["progress"]["fraction"] == 1.0
    result = body["result"]
    assert result["title"] == "Seasons"
    assert result["version"]["number"] == 1 and result["version"]["kind"] == "markup"
    assert result["version"]["validation_passed"] is True
    assert result["version"]["validation_report"]["checks"][0]["name"] == "renders"
    assert result["urls"]["page"].endswith(f"/api/v1/generations/{job['id']}/page")
    page = api.get(f"/api/v1/generations/{job['id']}/page")
    assert page.status_code == 200 and page["Content-Type"].startswith("text/html")
    html = page.content.decode()
    assert "<cl-lesson" in html and "/static/" not in html
    assert "frame-ancestors 'none'" in page["Content-Security-Policy"]


PNG = b"\x89PNG\r\n\x1a\n" + b"thumbnail"


def test_a_succeeded_generations_thumbnail_opens_with_the_partners_key(api):
    job = start_generation(api)
    run_job(job["id"])
    finish_job(job["id"], thumbnail=PNG)

    url = api.get(f"/api/v1/generations/{job['id']}").json()["result"]["urls"]["thumbnail"]
    response = api.get(url.removeprefix("http://testserver"))

    assert url == f"http://testserver/api/v1/generations/{job['id']}/thumbnail.png"
    assert response.status_code == 200 and response["Content-Type"] == "image/png"
    assert response.content == PNG


def test_a_thumbnail_is_a_409_before_success_and_a_404_for_a_page_without_one(api):
    job = start_generation(api)
    path = f"/api/v1/generations/{job['id']}/thumbnail.png"
    early = api.get(path)
    run_job(job["id"])
    finish_job(job["id"])

    assert early.status_code == 409
    assert api.get(f"/api/v1/generations/{job['id']}").json()["result"]["urls"]["thumbnail"] is None
    assert api.get(path).status_code == 404


def test_a_page_before_success_is_a_409(api):
    job = start_generation(api)
    response = api.get(f"/api/v1/generations/{job['id']}/page")
    assert response.status_code == 409 and response.json()["code"] == "result_not_ready"


def test_a_failed_generation_says_why(api):
    job = start_generation(api)
    run_job(job["id"])
    fail_job(job["id"])

    body = api.get(f"/api/v1/generations/{job['id']}").json()

    assert body["status"] == "failed" and body["result"] is None
    assert body["error"] == "no valid page after 3 attempts"
    assert body["progress"]["phase"] == "failed"


def test_delete_cancels_a_queued_job_at_once(api):
    job = start_generation(api)

    response = api.delete(f"/api/v1/generations/{job['id']}")

    assert response.status_code == 200 and response.json()["status"] == "cancelled"
    assert GenerationJob.objects.get(pk=job["id"]).status == "cancelled"


def test_delete_asks_a_running_job_to_stop_and_refuses_a_finished_one(api):
    job = start_generation(api)
    generation_job_claim(worker_id="w")

    response = api.delete(f"/api/v1/generations/{job['id']}")

    assert response.status_code == 202
    assert response.json()["status"] == "running" and response.json()["cancel_requested"]
    finished = start_generation(api, prompt="Tides")
    run_job(finished["id"])
    finish_job(finished["id"])
    refused = api.delete(f"/api/v1/generations/{finished['id']}")
    assert refused.status_code == 409 and refused.json()["code"] == "generation_finished"


def test_unknown_generations_are_404(api):
    response = api.get("/api/v1/generations/00000000-0000-0000-0000-000000000000")
    assert response.status_code == 404 and response.json()["code"] == "not_found"


def test_the_embedded_default_accepts_a_loopback_callback(api):
    job = start_generation(api, callback_url="http://127.0.0.1:9/hook")
    assert PartnerGeneration.objects.get(job_id=job["id"]).callback_url.endswith(":9/hook")


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("http://example.org/hook", "must use https"),
        ("https://127.0.0.1/hook", "private, loopback"),
        ("https://localhost:8443/hook", "private, loopback"),
        ("https://10.1.2.3/hook", "private, loopback"),
        ("https://192.168.0.10/hook", "private, loopback"),
        ("https://[::1]/hook", "private, loopback"),
        ("https://169.254.169.254/latest", "private, loopback"),
        ("https://user:pw@93.184.215.14/hook", "credentials"),
    ],
)
def test_production_settings_refuse_plain_http_and_internal_callbacks(api, settings, url, reason):
    settings.API_CALLBACK_REQUIRE_HTTPS = True
    settings.API_CALLBACK_ALLOW_PRIVATE_NETWORKS = False

    response = api.post("/api/v1/generations", {**GENERATION, "callback_url": url})

    assert response.status_code == 400
    assert reason in response.json()["errors"]["callback_url"][0]


def test_production_settings_accept_a_public_https_callback(api, settings):
    settings.API_CALLBACK_REQUIRE_HTTPS = True
    settings.API_CALLBACK_ALLOW_PRIVATE_NETWORKS = False
    # An address literal: no DNS lookup leaves this machine.
    start_generation(api, callback_url="https://93.184.215.14/hooks/clover")
