"""The model worker announces itself, reports what it has loaded and leaves cleanly."""

import threading
import time
from types import SimpleNamespace

import pytest

from genui.worker.models import WorkerHeartbeat
from genui.worker.runtime import CloverWorker


@pytest.mark.django_db(transaction=True)
def test_a_running_worker_heartbeats_and_deregisters_when_stopped(settings, tmp_path):
    settings.CLOVER_MODEL_PATH = tmp_path / "missing"
    worker = CloverWorker(mode="external", heartbeat_seconds=0.1)
    thread = threading.Thread(target=worker.run)
    thread.start()
    try:
        for _ in range(100):
            row = WorkerHeartbeat.objects.filter(worker_id=worker.worker_id).first()
            if row and row.state == "idle":
                break
            time.sleep(0.05)
        first_seen = row.last_seen
        time.sleep(0.3)
        row.refresh_from_db()
        assert row.last_seen > first_seen
        assert row.model_loaded is False
    finally:
        worker.stop()
        thread.join(timeout=10)
    assert not WorkerHeartbeat.objects.filter(worker_id=worker.worker_id).exists()


def test_the_heartbeat_says_busy_with_its_jobs_then_stopping_while_it_hands_them_back():
    worker = CloverWorker(mode="external", heartbeat_seconds=0.01)
    held = iter([0, 2, 2, 1])
    worker.loop = SimpleNamespace(job_count=lambda: next(held, 1))
    beats = []

    def beat(state, *, jobs=0):
        beats.append((state, jobs))
        if len(beats) == 3:
            worker.stop()  # a stop while it holds two jobs
        if state == WorkerHeartbeat.State.STOPPING:
            worker._done.set()  # the loop has handed them back

    worker._beat = beat
    worker._heartbeats()

    assert beats == [("idle", 0), ("busy", 2), ("busy", 2), ("stopping", 1)]
