"""Several web processes on one host: with PROMETHEUS_MULTIPROC_DIR, any of them serves the
sums of all of them, drops the sessions of a process that exited, and leaves out what a worker
process wrote there (workers publish through the database)."""

from __future__ import annotations

import subprocess
import sys

from prometheus_client.parser import text_string_to_metric_families

from genui.paths import REPO_ROOT
from tests.fixtures.servers import base_env

A_WEB_PROCESS = """
import sys
import django
django.setup()
from django.http import HttpResponse
from django.test import RequestFactory
from genui.core.metrics import WEBSOCKETS_OPEN, exposition, web_families
from genui.core.observe import RequestObserverMiddleware
from genui.worker.metrics import TEXT_GATE_CHECKS

requests, sessions = int(sys.argv[1]), int(sys.argv[2])
observe = RequestObserverMiddleware(lambda request: HttpResponse("ok"))
for _ in range(requests):
    observe(RequestFactory().get("/lessons/123/"))
WEBSOCKETS_OPEN.labels(consumer="StudioConsumer").inc(sessions)
TEXT_GATE_CHECKS.inc()
sys.stdout.write(exposition(web_families()).decode())
"""


def web_process(env, requests: int, sessions: int) -> str:
    return subprocess.run(
        [sys.executable, "-c", A_WEB_PROCESS, str(requests), str(sessions)],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout


def samples(text: str) -> dict[str, float]:
    return {
        sample.name: sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name in ("genui_http_requests_total", "genui_websocket_sessions_open")
        or sample.name.startswith("genui_text_gate")
    }


def test_any_web_process_serves_the_hosts_sums_and_only_the_live_sessions(tmp_path):
    shared = tmp_path / "prometheus"
    shared.mkdir()
    env = base_env(
        DJANGO_SETTINGS_MODULE="genui.settings.test",
        GENUI_DATA_DIR=str(tmp_path / "data"),
        PROMETHEUS_MULTIPROC_DIR=str(shared),
    )

    web_process(env, requests=3, sessions=2)  # served, then exited
    served = samples(web_process(env, requests=4, sessions=1))

    assert served == {
        "genui_http_requests_total": 7.0,
        "genui_websocket_sessions_open": 1.0,
    }
