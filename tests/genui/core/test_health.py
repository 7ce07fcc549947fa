"""/health reports the database, the channel layer and the model workers."""

import json
import subprocess
import sys
import time

import pytest
from django.test import AsyncClient

from tests.fixtures.servers import REPO_ROOT, http_get_json


@pytest.mark.django_db
@pytest.mark.asyncio
async def test_health_reports_sqlite_and_the_in_memory_layer_when_embedded():
    response = await AsyncClient().get("/health")

    report = json.loads(response.content)
    assert response.status_code == 200
    assert report["database"] == {**report["database"], "ok": True, "vendor": "sqlite"}
    assert report["channel_layer"]["ok"] is True
    assert report["channel_layer"]["backend"] == "ThreadSafeInMemoryChannelLayer"
    assert report["worker"]["mode"] == "off"


@pytest.mark.django_db(transaction=True)
def test_health_of_the_embedded_server_reports_its_worker_thread(embedded_server):
    status, report = http_get_json(embedded_server.url + "/health")

    assert status == 200
    assert report["status"] == "ok"
    assert report["worker"]["mode"] == "embedded"
    [worker] = report["worker"]["workers"]
    assert worker["mode"] == "embedded"
    assert worker["model"]["loaded"] is False
    assert "no model loaded yet" in worker["model"]["detail"]


@pytest.mark.services
def test_health_on_postgresql_and_redis_reports_an_external_worker(
    production_env, live_server_factory
):
    server = live_server_factory(production_env)
    status, report = http_get_json(server.url + "/health")
    assert status == 200
    assert report["deployment"] == "production"
    assert report["database"]["ok"] is True
    assert report["database"]["vendor"] == "postgresql"
    assert report["channel_layer"] == {**report["channel_layer"], "ok": True}
    assert report["channel_layer"]["backend"] == "RedisChannelLayer"
    assert report["worker"]["alive"] == 0
    assert report["status"] == "degraded"

    worker = subprocess.Popen(
        [sys.executable, "manage.py", "clover_worker"],
        cwd=REPO_ROOT,
        env=production_env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        report = _wait_for_worker(server.url)
    finally:
        worker.terminate()
        worker.wait(timeout=20)
    assert report["status"] == "ok"
    [alive] = report["worker"]["workers"]
    assert alive["mode"] == "external"
    assert alive["pid"] == worker.pid
    assert alive["state"] == "idle"

    _, after = http_get_json(server.url + "/health")
    assert after["worker"]["alive"] == 0, "a worker that stops cleanly deregisters"


def _wait_for_worker(url: str, attempts: int = 100) -> dict:
    for _ in range(attempts):
        _, report = http_get_json(url + "/health")
        if report["worker"]["alive"] and report["worker"]["workers"][0]["state"] == "idle":
            return report
        time.sleep(0.2)
    raise AssertionError(f"no idle worker appeared: {report}")
