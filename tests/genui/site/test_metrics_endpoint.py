"""/metrics: what an operator's scraper reads (requests by view and status class, websocket
sessions, the queue and the workers from the database), who may read it, and the request id
every response carries back and every job keeps."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from channels.testing import WebsocketCommunicator
from django.test import Client
from django.utils import timezone
from prometheus_client import CollectorRegistry, Counter
from prometheus_client.parser import text_string_to_metric_families

from genui.core.logs import request_context
from genui.core.metrics import registry_snapshot
from genui.generation.models import GenerationJob
from genui.generation.services import generation_job_claim, generation_job_create
from genui.studio.consumers import StudioConsumer
from genui.worker.models import WorkerHeartbeat
from genui.worker.services import worker_heartbeat
from tests.genui.api.support import PartnerClient, make_key, make_partner, start_generation

TOKEN = "scrape-" + "k" * 40


def scrape(client: Client | None = None, **headers) -> dict[tuple[str, frozenset], float]:
    response = (client or Client()).get("/metrics", headers=headers)
    assert response.status_code == 200, response.content
    assert response["Content-Type"].startswith("text/plain; version=")
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(response.content.decode())
        for sample in family.samples
    }


def value(samples, name: str, **labels) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


@pytest.mark.django_db
def test_a_request_is_counted_by_its_view_name_and_status_class_never_its_path():
    landing = {"view": "site:landing", "method": "GET", "status": "2xx"}
    unmatched = {"view": "<unmatched>", "method": "GET", "status": "4xx"}
    before = scrape()

    Client().get("/")
    Client().get("/no-such-page-4711")
    after = scrape()

    assert value(after, "genui_http_requests_total", **landing) == (
        value(before, "genui_http_requests_total", **landing) + 1
    )
    assert value(after, "genui_http_request_duration_seconds_count", **landing) >= 1
    assert value(after, "genui_http_requests_total", **unmatched) >= 1
    labels = {label for _, pairs in after for label in pairs}
    assert not any("4711" in label_value for _, label_value in labels)


@pytest.mark.django_db
def test_the_metrics_need_the_operators_token_when_one_is_set(settings):
    settings.GENUI_METRICS_TOKEN = TOKEN

    missing = Client().get("/metrics")
    wrong = Client().get("/metrics", headers={"Authorization": "Bearer " + "x" * 47})

    assert missing.status_code == wrong.status_code == 401
    assert missing["WWW-Authenticate"].startswith("Bearer")
    assert b"genui_" not in missing.content + wrong.content
    assert ("genui_workers_alive", frozenset()) in scrape(Authorization=f"Bearer {TOKEN}")


@pytest.mark.django_db
def test_without_a_token_only_the_embedded_defaults_loopback_reads_the_metrics(settings):
    settings.GENUI_METRICS_TOKEN = None

    from_the_network = Client(REMOTE_ADDR="10.20.30.40").get("/metrics")
    settings.GENUI_METRICS_LOOPBACK = False  # production
    from_loopback_in_production = Client().get("/metrics")

    assert from_the_network.status_code == 404
    assert from_loopback_in_production.status_code == 404


@pytest.mark.django_db
def test_the_queue_depth_per_state_is_read_from_the_database(teacher):
    request = {"subject": "astronomy", "grade": "middle", "language": "en"}
    for prompt in ("Eclipses", "Tides", "Seasons"):
        generation_job_create(requester=teacher, prompt=prompt, **request)
    generation_job_claim(worker_id="w-test", limit=1)
    GenerationJob.objects.update(created_at=timezone.now() - timedelta(seconds=90))

    samples = scrape()

    assert value(samples, "genui_jobs", state="queued", kind="generate") == 2
    assert value(samples, "genui_jobs", state="running", kind="generate") == 1
    assert value(samples, "genui_jobs", state="queued", kind="check") == 0
    assert ("genui_jobs", frozenset({"state": "queued", "kind": "check"}.items())) in samples
    assert 90 <= value(samples, "genui_job_queue_oldest_seconds") < 120


@pytest.mark.django_db
def test_each_workers_heartbeat_age_and_own_metrics_come_from_its_row():
    registry = CollectorRegistry()
    Counter("genui_text_gate_failures", "broken pages", registry=registry).inc(3)
    started = timezone.now()
    for worker_id, host in (("gpu-1:10:aa", "gpu-1"), ("gpu-2:20:bb", "gpu-2")):
        worker_heartbeat(
            worker_id=worker_id,
            hostname=host,
            pid=10,
            mode="external",
            state="idle",
            started_at=started,
            model_loaded=True,
            metrics=registry_snapshot(registry),
        )
    WorkerHeartbeat.objects.filter(worker_id="gpu-2:20:bb").update(
        last_seen=started - timedelta(minutes=5)
    )

    samples = scrape()

    ages = {
        dict(labels)["worker"]: sample
        for (name, labels), sample in samples.items()
        if name == "genui_worker_heartbeat_age_seconds"
    }
    assert ages["gpu-1:10:aa"] < 60 and 300 <= ages["gpu-2:20:bb"] < 400
    assert value(samples, "genui_workers_alive") == 1
    assert value(samples, "genui_workers_model_loaded") == 1
    for worker_id in ("gpu-1:10:aa", "gpu-2:20:bb"):
        assert value(samples, "genui_text_gate_failures_total", worker=worker_id) == 3


@pytest.mark.django_db
def test_a_request_id_comes_back_as_sent_or_is_made_when_missing_or_unfit():
    kept = Client().get("/health", headers={"X-Request-ID": "lb-7f3a.42"})
    made = Client().get("/health")
    unfit = Client().get("/health", headers={"X-Request-ID": "a b\u00e9" + "x" * 80})

    assert kept["X-Request-ID"] == "lb-7f3a.42"
    assert re.fullmatch(r"[0-9a-f]{32}", made["X-Request-ID"])
    assert re.fullmatch(r"[0-9a-f]{32}", unfit["X-Request-ID"])


@pytest.mark.django_db
def test_a_job_made_over_the_api_keeps_the_id_of_the_request_that_made_it():
    _, key = make_key(make_partner())
    api = PartnerClient(key)
    api.client.defaults["HTTP_X_REQUEST_ID"] = "partner-req-0815"

    created = start_generation(api)

    assert GenerationJob.objects.get(pk=created["id"]).request_id == "partner-req-0815"


@pytest.mark.django_db
def test_a_job_made_outside_any_request_has_no_request_id(teacher):
    request = {"subject": "astronomy", "grade": "middle", "language": "en"}
    outside = generation_job_create(requester=teacher, prompt="Tides", **request)
    with request_context("cli-1"):
        inside = generation_job_create(requester=teacher, prompt="Tides", **request)

    assert (outside.request_id, inside.request_id) == ("", "cli-1")


@pytest.mark.asyncio
@pytest.mark.django_db(transaction=True)
async def test_studio_sockets_are_counted_and_each_message_has_its_own_request_id(teacher):
    from asgiref.sync import sync_to_async

    opened = {"consumer": "StudioConsumer"}
    before = await sync_to_async(scrape)()
    communicator = WebsocketCommunicator(StudioConsumer.as_asgi(), "/ws/studio/")
    communicator.scope["user"] = teacher
    connected, _ = await communicator.connect()
    assert connected
    during = await sync_to_async(scrape)()
    job_ids = []
    for prompt in ("Why eclipses happen", "Why tides happen"):
        await communicator.send_json_to(
            {"type": "generate", "prompt": prompt, "subject": "astronomy", "language": "en"}
        )
        while (message := await communicator.receive_json_from(timeout=5))["type"] != "accepted":
            pass
        job_ids.append(message["job"])
    await communicator.disconnect()
    after = await sync_to_async(scrape)()

    name = "genui_websocket_sessions_open"
    assert value(during, name, **opened) == value(before, name, **opened) + 1
    assert value(after, name, **opened) == value(before, name, **opened)
    total = "genui_websocket_sessions_total"
    assert value(after, total, **opened) == value(before, total, **opened) + 1
    ids = [
        await sync_to_async(lambda pk: GenerationJob.objects.get(pk=pk).request_id)(job_id)
        for job_id in job_ids
    ]
    assert all(re.fullmatch(r"[0-9a-f]{32}", request_id) for request_id in ids)
    assert ids[0] != ids[1]


def test_production_refuses_a_metrics_token_short_enough_to_guess():
    from genui.settings.env import production_problems, read_environment

    base = {
        "DATABASE_URL": "postgres://genui:pw@db:5432/genui",
        "REDIS_URL": "redis://cache:6379/0",
        "DJANGO_SECRET_KEY": "k" * 40,
        "DJANGO_ALLOWED_HOSTS": "lessons.example.org",
    }

    short = production_problems(read_environment({**base, "GENUI_METRICS_TOKEN": "letmein"}))
    long = production_problems(read_environment({**base, "GENUI_METRICS_TOKEN": TOKEN}))

    assert short == ["GENUI_METRICS_TOKEN must be at least 32 characters."]
    assert long == []
