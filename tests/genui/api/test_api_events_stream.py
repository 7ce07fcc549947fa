"""The Server-Sent Events stream of a job, on a live Daphne server: every event in
order with its sequence number as the id, live while the job runs, resumable with
Last-Event-ID, closed after the terminal event."""

from __future__ import annotations

import http.client
import json
import threading
from datetime import timedelta
from urllib.parse import urlsplit

import pytest
from django.utils import timezone

from genui.api.stream import event_for_partner
from genui.generation.models import GenerationJob
from genui.generation.selectors import generation_job_events_since
from genui.generation.services import generation_job_claim, generation_job_release
from tests.genui.api.support import finish_job, make_key, make_partner, read_events, run_job

pytestmark = pytest.mark.slow


def open_stream(server, key: str, path: str, last_event_id: str | None = None):
    host = urlsplit(server.url)
    connection = http.client.HTTPConnection(host.hostname, host.port, timeout=30)
    headers = {"Authorization": f"Bearer {key}", "Accept": "text/event-stream"}
    if last_event_id is not None:
        headers["Last-Event-ID"] = last_event_id
    connection.request("GET", path, headers=headers)
    return connection.getresponse()


def create_job(server, key: str) -> str:
    host = urlsplit(server.url)
    connection = http.client.HTTPConnection(host.hostname, host.port, timeout=30)
    body = {"prompt": "Phases of the Moon", "subject": "astronomy", "grade": "primary"}
    connection.request(
        "POST",
        "/api/v1/generations",
        body=json.dumps({**body, "language": "en"}),
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    response = connection.getresponse()
    assert response.status == 202
    return json.loads(response.read())["id"]


@pytest.fixture
def stream_key(api_server) -> str:
    return make_key(make_partner("Streamers"))[1]


def test_the_stream_follows_a_running_job_live_and_ends_after_its_last_event(
    api_server, stream_key
):
    job_id = create_job(api_server, stream_key)
    response = open_stream(api_server, stream_key, f"/api/v1/generations/{job_id}/events")
    assert response.status == 200
    assert response.getheader("Content-Type").startswith("text/event-stream")
    received: list[dict] = []
    reader = threading.Thread(target=lambda: received.extend(read_events(response)))
    reader.start()

    run_job(job_id, steps=4)
    finish_job(job_id)
    reader.join(timeout=30)

    assert not reader.is_alive(), "the stream did not end after the terminal event"
    stored = generation_job_events_since(job_id=job_id)
    assert [int(event["id"]) for event in received] == [event["seq"] for event in stored]
    assert [event["event"] for event in received] == [event["type"] for event in stored]
    assert [json.loads(event["data"]) for event in received] == [
        event_for_partner(event) for event in stored
    ]
    assert received[-1]["event"] == "done"
    done = json.loads(received[-1]["data"])
    # links the partner's key opens, none of the studio's (a teacher's login)
    assert done["page_url"] == f"/api/v1/generations/{job_id}/page"
    assert done["thumbnail_url"] is None and "lesson_url" not in done


def test_the_stream_resumes_after_last_event_id(api_server, stream_key):
    job_id = create_job(api_server, stream_key)
    run_job(job_id, steps=3)
    finish_job(job_id)

    response = open_stream(
        api_server, stream_key, f"/api/v1/generations/{job_id}/events", last_event_id="3"
    )
    resumed = read_events(response)

    stored = generation_job_events_since(job_id=job_id, after_seq=3)
    assert [int(event["id"]) for event in resumed] == [event["seq"] for event in stored]
    assert resumed[0]["id"] == "4" and resumed[-1]["event"] == "done"
    everything = open_stream(
        api_server, stream_key, f"/api/v1/generations/{job_id}/events", last_event_id="99"
    )
    assert read_events(everything) == []


def test_partners_events_do_not_tell_which_worker_hosts_ran_their_job(api_server, stream_key):
    gpu_hosts = [f"gpu-{n}.lab.internal:{4240 + n}:ab12cd3{n}" for n in range(3)]
    job_id = create_job(api_server, stream_key)
    run_job(job_id, steps=1, worker=gpu_hosts[0])
    # the first worker stalls: its lease runs out and another takes the job over ...
    GenerationJob.objects.filter(pk=job_id).update(
        lease_expires_at=timezone.now() - timedelta(seconds=1)
    )
    generation_job_claim(worker_id=gpu_hosts[1])
    # ... then hands it back on a clean stop, and a third one finishes it
    generation_job_release(job_id=job_id, worker_id=gpu_hosts[1])
    generation_job_claim(worker_id=gpu_hosts[2])
    finish_job(job_id, worker=gpu_hosts[2])

    response = open_stream(api_server, stream_key, f"/api/v1/generations/{job_id}/events")
    received = read_events(response)

    kinds = [event["event"] for event in received]
    assert kinds == ["queued", "started", "step", "reclaimed", "requeued", "started", "done"]
    stream = "".join(event["data"] for event in received)
    for host in gpu_hosts:
        for part in host.split(":"):
            assert part not in stream
    assert all("worker" not in json.loads(event["data"]) for event in received)


def test_a_bad_last_event_id_is_a_problem(api_server, stream_key):
    job_id = create_job(api_server, stream_key)
    response = open_stream(
        api_server, stream_key, f"/api/v1/generations/{job_id}/events", last_event_id="-1"
    )
    assert response.status == 400
    assert response.getheader("Content-Type") == "application/problem+json"
    assert json.loads(response.read())["code"] == "invalid_last_event_id"
