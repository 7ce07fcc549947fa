"""The partner API on the production path (PostgreSQL, Redis, several processes): rate
limits shared by web processes through Redis, a job's events streamed while a worker
process writes them, and webhook claims that never overlap (SKIP LOCKED)."""

from __future__ import annotations

import http.client
import json
import subprocess
import sys
import threading
from urllib.parse import urlsplit

import pytest

from tests.fixtures.servers import REPO_ROOT
from tests.genui.api.support import read_events

pytestmark = [pytest.mark.services, pytest.mark.slow]

PARTNER = """
import django, sys; django.setup()
from genui.api.services import api_key_create, partner_create
partner = partner_create(name="Production Partner", requests_per_minute=int(sys.argv[1]))
print(api_key_create(partner=partner, name="p", scopes=["generate", "catalog:read"])[1])
"""
# A worker process's side of a job: claim it, log engine events, deliver the page.
WORKER = """
import django, sys; django.setup()
from genui.generation.services import (
    generation_job_claim, generation_job_deliver, generation_job_events)
from genui.lessons.demo import demo_lesson
[job] = generation_job_claim(worker_id="gpu-0")
for step in range(1, 6):
    generation_job_events(job_id=job.pk, worker_id="gpu-0", events=[("step", {"step": step})])
generation_job_deliver(
    job_id=job.pk, worker_id="gpu-0", markup=demo_lesson("seasons", "en").markup,
    title="Seasons", version_fields={"validation_passed": True}, summary={})
"""
# Finished partner jobs with callback URLs on a reserved name: deliveries are queued
# and claimed here, never posted.
DELIVERIES = """
import django; django.setup()
from genui.api.models import PartnerGeneration
from genui.api.services import api_key_create, partner_create
from genui.generation.services import generation_job_cancel, generation_job_create
partner = partner_create(name="Hooked")
key, _ = api_key_create(partner=partner, name="k", scopes=["generate"])
for i in range(12):
    job = generation_job_create(requester=partner.user, prompt=f"lesson {i}",
                                subject="physics", grade="high", language="en")
    PartnerGeneration.objects.create(
        job=job, partner=partner, api_key=key, request_fingerprint="-",
        callback_url="https://hooks.example.invalid/clover", base_url="https://api.invalid/")
    generation_job_cancel(job=job, user=partner.user)
"""
CLAIMER = """
import django, json, sys, time; django.setup()
from genui.api.services import webhook_deliveries_claim
print("ready", flush=True)
sys.stdin.readline()
claimed = []
while batch := webhook_deliveries_claim(limit=2):
    claimed += [str(delivery.pk) for delivery in batch]
    time.sleep(0.01)
print(json.dumps(claimed))
"""


def python(code: str, env: dict, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        cwd=REPO_ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def run(code: str, env: dict, *args: str) -> str:
    process = python(code, env, *args)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 0, err
    return out.strip()


def request(server, method: str, path: str, key: str, body: dict | None = None):
    host = urlsplit(server.url)
    connection = http.client.HTTPConnection(host.hostname, host.port, timeout=30)
    headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    connection.request(method, path, body=json.dumps(body) if body else None, headers=headers)
    return connection.getresponse()


def test_web_processes_share_each_keys_rate_limit_through_redis(
    production_env, live_server_factory
):
    key = run(PARTNER, production_env, "4")
    first, second = live_server_factory(production_env), live_server_factory(production_env)

    statuses = [
        request(server, "GET", "/api/v1/lessons", key).status
        for server in (first, second, first, second, first, second)
    ]

    assert statuses == [200, 200, 200, 200, 429, 429]


def test_the_event_stream_follows_a_job_that_a_worker_process_finishes(
    production_env, live_server_factory
):
    key = run(PARTNER, production_env, "100")
    server = live_server_factory(production_env)
    created = request(
        server,
        "POST",
        "/api/v1/generations",
        key,
        {"prompt": "Seasons", "subject": "earth", "grade": "middle", "language": "en"},
    )
    job_id = json.loads(created.read())["id"]
    stream = request(server, "GET", f"/api/v1/generations/{job_id}/events", key)
    received: list[dict] = []
    reader = threading.Thread(target=lambda: received.extend(read_events(stream)))
    reader.start()

    run(WORKER, production_env)
    reader.join(timeout=60)

    assert not reader.is_alive()
    kinds = [event["event"] for event in received]
    assert kinds == ["queued", "started", "step", "step", "step", "step", "step", "done"]
    assert [int(event["id"]) for event in received] == list(range(1, 9))
    result = json.loads(request(server, "GET", f"/api/v1/generations/{job_id}", key).read())
    assert result["status"] == "succeeded" and result["result"]["title"] == "Seasons"


def test_concurrent_senders_claim_every_webhook_delivery_exactly_once(production_env):
    run(DELIVERIES, production_env)

    claimers = [python(CLAIMER, production_env) for _ in range(3)]
    for claimer in claimers:
        assert claimer.stdout.readline().strip() == "ready", claimer.stderr.read()
    for claimer in claimers:
        claimer.stdin.write("go\n")
        claimer.stdin.flush()
    results = []
    for claimer in claimers:
        out, err = claimer.communicate(timeout=120)
        assert claimer.returncode == 0, err
        results.append(json.loads(out))

    claimed = [delivery for result in results for delivery in result]
    assert len(claimed) == len(set(claimed)) == 12
