"""The worker process shared by ``manage.py clover_worker`` and the embedded thread.

A worker loads the Clover checkpoint named by ``CLOVER_MODEL_PATH`` once
(`genui.worker.loading`), beats a heartbeat into the database from its own thread (with its metrics:
`genui.worker.metrics`), and
serves generation jobs with ``genui.worker.jobs.JobLoop`` until it is told to stop.
Without a checkpoint it says so on /health and takes no job, so jobs wait for a worker
that can do them.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import uuid

from django.conf import settings
from django.db import close_old_connections, connections
from django.utils import timezone

from genui.worker.loading import LoadedModel, model_load_configured
from genui.worker.metrics import worker_metrics_snapshot
from genui.worker.models import WorkerHeartbeat
from genui.worker.services import worker_deregister, worker_heartbeat

logger = logging.getLogger("genui.worker")

# what a worker holds until its checkpoint has loaded
LOADING = LoadedModel(loaded=False, detail="loading")


class CloverWorker:
    """One model worker. ``run`` blocks until ``stop`` is called (from any thread)."""

    def __init__(self, *, mode: str, heartbeat_seconds: float | None = None) -> None:
        self.mode = mode
        self.heartbeat_seconds = heartbeat_seconds or settings.CLOVER_WORKER_HEARTBEAT
        self.hostname = socket.gethostname()
        self.pid = os.getpid()
        self.worker_id = f"{self.hostname}:{self.pid}:{uuid.uuid4().hex[:8]}"
        self.started_at = timezone.now()
        self.model = LOADING  # the heartbeat says "loading" until the model is in
        self.loop = None  # the JobLoop, once the model is loaded
        # a beat reads the state and writes it in one go, so a stale "loading" beat never
        # lands after the one that says what was loaded
        self._state_lock = threading.Lock()
        self._stopping = threading.Event()
        self._done = threading.Event()  # the loop has handed back what it held

    def stop(self) -> None:
        self._stopping.set()

    def run(self) -> None:
        logger.info("worker %s starting (%s)", self.worker_id, self.mode)
        beating = threading.Thread(target=self._heartbeats, name="worker-heartbeat", daemon=True)
        try:
            self._beat(WorkerHeartbeat.State.STARTING)
            # Beats go on while the checkpoint loads, which can take longer than the three
            # beats after which a silent worker counts as dead.
            beating.start()
            loaded = self._load()
            with self._state_lock:
                self.model = loaded
            # what was loaded is known at once, not one heartbeat later
            self._beat_state()
            logger.info("worker %s: %s", self.worker_id, self.model.detail)
            if self.model.loaded:
                # The job loop brings torch, the engine and the browser validator: they load
                # only in a process that serves a model (an embedded worker without a
                # checkpoint leaves the web process without them).
                from genui.worker.jobs import JobLoop

                self.loop = JobLoop(
                    worker_id=self.worker_id, loaded=self.model, stopping=self._stopping
                )
                self.loop.run()
            else:
                # Without a model the worker takes no job: jobs wait for one that has it.
                self._stopping.wait()
        finally:
            # Whatever ended the loop (a stop, or an error), the heartbeat ends with it.
            self._stopping.set()
            self._done.set()
            if beating.is_alive():
                beating.join(timeout=self.heartbeat_seconds + 5)
            close_old_connections()
            worker_deregister(worker_id=self.worker_id)
            connections.close_all()
            logger.info("worker %s stopped", self.worker_id)

    def _heartbeats(self) -> None:
        """Beat loading while the model loads, then busy (with the number of jobs held) or
        idle until a stop; then stopping while the loop hands back what it holds."""
        while not self._stopping.is_set():
            self._beat_state()
            self._stopping.wait(self.heartbeat_seconds)
        while not self._done.is_set():
            jobs = self.loop.job_count() if self.loop is not None else 0
            self._beat(WorkerHeartbeat.State.STOPPING, jobs=jobs)
            self._done.wait(self.heartbeat_seconds)
        close_old_connections()

    def _beat_state(self) -> None:
        """One beat of the state as it is: loading, busy (with the jobs held) or idle."""
        with self._state_lock:
            jobs = self.loop.job_count() if self.loop is not None else 0
            if self.model is LOADING:
                state = WorkerHeartbeat.State.LOADING
            else:
                state = WorkerHeartbeat.State.BUSY if jobs else WorkerHeartbeat.State.IDLE
            self._beat(state, jobs=jobs)

    def _load(self) -> LoadedModel:
        try:
            return model_load_configured()
        except Exception as error:
            logger.exception("worker %s could not load the model", self.worker_id)
            return LoadedModel(loaded=False, detail=f"model failed to load: {error}")

    def _beat(self, state: str, *, jobs: int = 0) -> None:
        close_old_connections()
        try:
            worker_heartbeat(
                worker_id=self.worker_id,
                hostname=self.hostname,
                pid=self.pid,
                mode=self.mode,
                state=state,
                jobs=jobs,
                started_at=self.started_at,
                device=self.model.device,
                model_loaded=self.model.loaded,
                model_id=self.model.model_id,
                model_detail=self.model.detail,
                model_demo=self.model.demo,
                metrics=worker_metrics_snapshot(),
            )
        except Exception:
            # A database hiccup must not kill the worker: the next beat retries.
            logger.exception("worker %s heartbeat failed", self.worker_id)


_embedded: CloverWorker | None = None
_embedded_lock = threading.Lock()


def embedded_worker_start() -> CloverWorker:
    """Start the worker in a daemon thread of this (server) process, once."""
    global _embedded
    with _embedded_lock:
        if _embedded is None:
            _embedded = CloverWorker(mode=WorkerHeartbeat.Mode.EMBEDDED)
            thread = threading.Thread(
                target=_embedded.run, name="clover-embedded-worker", daemon=True
            )
            thread.start()
        return _embedded
