"""The model worker announces itself, reports what it has loaded and leaves cleanly."""

import threading
import time
from types import SimpleNamespace

import pytest

from genui.worker.loading import LoadedModel
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


@pytest.mark.django_db(transaction=True)
def test_a_worker_beats_loading_while_a_slow_checkpoint_loads(settings, tmp_path):
    """A load longer than the alive window (three beats) must not make the worker look dead."""
    settings.CLOVER_MODEL_PATH = tmp_path / "missing"
    worker = CloverWorker(mode="external", heartbeat_seconds=0.05)
    loading = threading.Event()
    loaded = threading.Event()
    load = worker._load

    def slow_load():
        loading.set()
        loaded.wait(timeout=10)
        return load()

    worker._load = slow_load
    thread = threading.Thread(target=worker.run)
    thread.start()
    try:
        assert loading.wait(timeout=10)
        seen = set()
        deadline = time.monotonic() + 10
        while len(seen) < 3 and time.monotonic() < deadline:
            row = WorkerHeartbeat.objects.filter(worker_id=worker.worker_id).first()
            if row is not None and row.state == "loading":
                seen.add(row.last_seen)
            time.sleep(0.02)
        # three beats at least, all while the load still runs: 0.15 s of the worker's time
        assert len(seen) >= 3 and not loaded.is_set()
    finally:
        loaded.set()
        worker.stop()
        thread.join(timeout=10)
    assert not WorkerHeartbeat.objects.filter(worker_id=worker.worker_id).exists()


def test_the_heartbeat_says_busy_with_its_jobs_then_stopping_while_it_hands_them_back():
    worker = CloverWorker(mode="external", heartbeat_seconds=0.01)
    worker.model = LoadedModel(loaded=True, detail="loaded")
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
