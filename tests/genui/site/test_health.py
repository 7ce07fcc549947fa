"""/health reports the database, the channel layer and the model workers: whether the
site is up to anyone, the details (hosts, pids, checkpoints, error texts) to staff."""

import json
import subprocess
import sys
import time

import pytest
from django.db import OperationalError
from django.test import Client
from django.utils import timezone

from genui.worker.services import worker_heartbeat
from tests.fixtures.accounts import signed_in
from tests.fixtures.servers import REPO_ROOT, http_get_json

GPU_HOST = "gpu-7.lab.internal"
CHECKPOINT = "/srv/models/clover-35b-a3b"
DATABASE_ERROR = 'connection to server at "db.internal" (10.0.3.4), port 5432 failed'


def a_worker_on_a_gpu_host() -> None:
    worker_heartbeat(
        worker_id=f"{GPU_HOST}:4242:ab12cd34",
        hostname=GPU_HOST,
        pid=4242,
        mode="external",
        state="idle",
        started_at=timezone.now(),
        model_detail=f"no model loaded yet: no Clover checkpoint at {CHECKPOINT}",
    )


@pytest.mark.django_db
def test_health_reports_sqlite_and_the_in_memory_layer_to_staff_when_embedded(curator):
    response = signed_in(curator).get("/health")

    report = json.loads(response.content)
    assert response.status_code == 200
    assert report["database"] == {**report["database"], "ok": True, "vendor": "sqlite"}
    assert report["channel_layer"]["ok"] is True
    assert report["channel_layer"]["backend"] == "ThreadSafeInMemoryChannelLayer"
    assert report["worker"]["mode"] == "off"


@pytest.mark.django_db
@pytest.mark.parametrize("visitor", ["anonymous", "teacher"])
def test_anonymous_health_does_not_leak_worker_hosts_pids_or_checkpoint_paths(
    visitor, teacher, curator, settings
):
    settings.CLOVER_WORKER = "external"
    a_worker_on_a_gpu_host()
    client = Client() if visitor == "anonymous" else signed_in(teacher)

    response = client.get("/health")

    assert response.status_code == 200
    assert json.loads(response.content) == {"status": "ok"}
    staff = signed_in(curator).get("/health").content.decode()
    for secret in (GPU_HOST, "4242", CHECKPOINT):
        assert secret in staff
        assert secret not in response.content.decode()


@pytest.mark.django_db
def test_anonymous_health_does_not_leak_database_error_text(curator, monkeypatch):
    def unreachable():
        raise OperationalError(DATABASE_ERROR)

    monkeypatch.setattr("genui.site.selectors._database_ping", unreachable)

    response = Client().get("/health")

    assert response.status_code == 503
    assert json.loads(response.content) == {"status": "error"}
    staff = signed_in(curator).get("/health")
    assert staff.status_code == 503
    assert json.loads(staff.content)["database"]["error"] == DATABASE_ERROR


@pytest.mark.django_db
def test_health_without_a_worker_is_degraded_for_anyone(settings):
    settings.CLOVER_WORKER = "external"

    response = Client().get("/health")

    assert response.status_code == 200
    assert json.loads(response.content) == {"status": "degraded"}


@pytest.mark.django_db(transaction=True)
def test_health_of_the_embedded_server_reports_its_worker_thread(embedded_server):
    staff = embedded_server.staff_headers()
    status, report = http_get_json(embedded_server.url + "/health", headers=staff)

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
    assert http_get_json(server.url + "/health") == (200, {"status": "degraded"})
    staff = server.staff_headers()
    status, report = http_get_json(server.url + "/health", headers=staff)
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
        report = _wait_for_worker(server.url, staff)
    finally:
        worker.terminate()
        worker.wait(timeout=20)
    assert report["status"] == "ok"
    [alive] = report["worker"]["workers"]
    assert alive["mode"] == "external"
    assert alive["pid"] == worker.pid
    assert alive["state"] == "idle"

    _, after = http_get_json(server.url + "/health", headers=staff)
    assert after["worker"]["alive"] == 0, "a worker that stops cleanly deregisters"


def _wait_for_worker(url: str, staff: dict[str, str], attempts: int = 100) -> dict:
    for _ in range(attempts):
        _, report = http_get_json(url + "/health", headers=staff)
        if report["worker"]["alive"] and report["worker"]["workers"][0]["state"] == "idle":
            return report
        time.sleep(0.2)
    raise AssertionError(f"no idle worker appeared: {report}")
