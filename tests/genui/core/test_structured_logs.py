"""Production logs one JSON object a line, Django's lines and ours alike, each with the request
id bound where it was logged; the embedded default keeps readable lines."""

from __future__ import annotations

import json
import subprocess
import sys
import uuid
from urllib.request import Request, urlopen

import pytest

from genui.paths import REPO_ROOT
from tests.fixtures.servers import base_env

LOG_SOME_LINES = """
import logging
import django
django.setup()
from genui.core.logs import request_context
from django.conf import settings
print(settings.LOG_FORMAT, flush=True)
with request_context("req-from-the-balancer"):
    logging.getLogger("django.request").error("Internal Server Error: %s", "/studio/")
    worker = logging.getLogger("genui.worker")
    worker.info("worker %s took job %s", "w1", "j1", extra={"attempt": 2})
try:
    1 / 0
except ZeroDivisionError:
    logging.getLogger("genui.worker").exception("job j1 failed in the worker")
"""


def run_with(env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", LOG_SOME_LINES],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )


def production_settings_env(tmp_path, **more) -> dict[str, str]:
    """Production's variables: nothing here connects to the database or Redis."""
    return base_env(
        DJANGO_SETTINGS_MODULE="genui.settings.production",
        DATABASE_URL="postgres://genui:secret@db.internal:5432/genui",
        REDIS_URL="redis://cache.internal:6379/0",
        DJANGO_SECRET_KEY="log-format-tests-" + "s" * 40,
        DJANGO_ALLOWED_HOSTS="lessons.example.org",
        GENUI_DATA_DIR=str(tmp_path / "data"),
        **more,
    )


def test_production_logs_djangos_lines_and_ours_as_json_with_the_request_id(tmp_path):
    done = run_with(production_settings_env(tmp_path))

    assert done.stdout.strip() == "json"
    lines = [json.loads(line) for line in done.stderr.splitlines()]
    django_line, worker_line, crash = lines
    assert django_line["logger"] == "django.request" and django_line["level"] == "error"
    assert django_line["event"] == "Internal Server Error: /studio/"
    assert django_line["request_id"] == worker_line["request_id"] == "req-from-the-balancer"
    assert worker_line["event"] == "worker w1 took job j1" and worker_line["attempt"] == 2
    assert worker_line["timestamp"].endswith("Z")
    assert crash["level"] == "error" and "ZeroDivisionError" in crash["exception"]
    assert "request_id" not in crash, "the request's id is unbound when its context ends"


def test_the_embedded_default_logs_readable_lines_unless_told_json(tmp_path):
    env = base_env(DJANGO_SETTINGS_MODULE="genui.settings.base", GENUI_DATA_DIR=str(tmp_path))

    readable = run_with(env)
    as_json = run_with({**env, "GENUI_LOG_FORMAT": "json"})

    assert readable.stdout.strip() == "console"
    first = readable.stderr.splitlines()[0]
    assert "Internal Server Error: /studio/" in first and not first.startswith("{")
    assert "request_id=req-from-the-balancer" in first
    assert json.loads(as_json.stderr.splitlines()[0])["logger"] == "django.request"


@pytest.mark.services
def test_a_production_server_logs_each_request_as_json_and_guards_its_metrics(
    production_env, live_server_factory
):
    token = "scrape-" + uuid.uuid4().hex + uuid.uuid4().hex
    server = live_server_factory({**production_env, "GENUI_METRICS_TOKEN": token})

    def get(path: str, **headers):
        try:
            with urlopen(Request(server.url + path, headers=headers), timeout=10) as response:
                return response.status, response.headers, response.read().decode()
        except OSError as error:  # HTTPError: the refusal's status
            return error.code, error.headers, ""

    status, headers, _ = get("/health", **{"X-Request-ID": "probe-4242"})
    refused, challenge, _ = get("/metrics")
    wrong, _, _ = get("/metrics", Authorization="Bearer " + "x" * len(token))
    scraped, _, metrics = get("/metrics", Authorization=f"Bearer {token}")

    assert (status, headers["X-Request-ID"]) == (200, "probe-4242")
    assert (refused, wrong, scraped) == (401, 401, 200)
    assert challenge["WWW-Authenticate"].startswith("Bearer")
    assert 'genui_http_requests_total{method="GET",status="2xx",view="site:health"}' in metrics
    assert 'genui_jobs{kind="generate",state="queued"} 0.0' in metrics
    assert "genui_workers_alive" in metrics
    lines = [json.loads(line) for line in server.log().splitlines() if line.startswith("{")]
    probe = [line for line in lines if line.get("request_id") == "probe-4242"]
    assert [(line["event"], line["view"], line["status"]) for line in probe] == [
        ("request", "site:health", 200)
    ]
