"""The worker loop shared by ``manage.py clover_worker`` and the embedded thread.

A worker loads the Clover checkpoint named by ``CLOVER_MODEL_PATH`` (model and
tokenizer) once, beats a heartbeat into the database from its own thread, and serves
generation jobs with ``genui.worker.jobs.JobLoop`` until it is told to stop. Without
a checkpoint it says so on /health and takes no job, so jobs wait for a worker that
can do them.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import threading
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.db import close_old_connections, connections
from django.utils import timezone

from genui.worker.models import WorkerHeartbeat
from genui.worker.services import worker_deregister, worker_heartbeat

logger = logging.getLogger("genui.worker")

# the longest lesson a job generates when neither CLOVER_MAX_NEW_TOKENS nor the checkpoint's
# generation_config.json says
DEFAULT_MAX_NEW_TOKENS = 4096


@dataclass
class LoadedModel:
    loaded: bool
    detail: str
    model_id: str = ""
    device: str = ""
    demo: bool = False  # trained by clover_model.train on the project's corpus
    model: object | None = field(default=None, repr=False)
    tokenizer: object | None = field(default=None, repr=False)
    # every token id's bytes, for the markup grammar (`genui.lessons.grammar.token_bytes`)
    vocabulary: list | None = field(default=None, repr=False)
    # the checkpoint's own limit (its generation_config.json: a demo checkpoint never saw a
    # lesson longer than its training sequences)
    max_new_tokens: int = DEFAULT_MAX_NEW_TOKENS
    # the catalog topics a demo checkpoint was trained on (slugs); None: any topic (a real
    # checkpoint), where no request is refused for its topic
    known_topics: tuple[str, ...] | None = None

    def new_tokens_limit(self) -> int:
        """The longest lesson to generate: CLOVER_MAX_NEW_TOKENS, else the checkpoint's."""
        return settings.CLOVER_MAX_NEW_TOKENS or self.max_new_tokens


def resolve_device(requested: str) -> str:
    """``auto`` means CUDA when torch sees a GPU, else the CPU."""
    if requested != "auto":
        return requested
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def cpu_threads(requested: int) -> int:
    """Threads for the model on a CPU: ``requested``, or half the cores (1 to 8). The worker
    shares the machine with the web server and the validator's Chromium; an oversubscribed
    OpenMP pool is many times slower than a smaller one (40 vs 800 ms per block step,
    measured on 2 cores), so leave the other half free."""
    return requested if requested > 0 else max(1, min(8, (os.cpu_count() or 2) // 2))


def checkpoint_known_topics(path: Path) -> tuple[str, ...] | None:
    """The topics a checkpoint can write lessons on: for a demo checkpoint (one
    ``clover_model.train`` wrote: it has ``training_summary.json``), the catalog topics of
    its training_config.json (``topics``: comma-separated slugs, empty for the whole
    catalog; slugs the catalog no longer has are left out); None for any other checkpoint."""
    if not (path / "training_summary.json").exists():
        return None
    from clover_model.corpus.topics import all_topics

    config = path / "training_config.json"
    chosen = json.loads(config.read_text()).get("topics", "") if config.exists() else ""
    wanted = {slug.strip() for slug in chosen.split(",") if slug.strip()}
    return tuple(t.slug for t in all_topics() if not wanted or t.slug in wanted)


def model_load(*, path: Path, device: str, dtype: str, threads: int = 0) -> LoadedModel:
    """Load the Clover checkpoint at ``path`` or explain why there is none."""
    if not (path / "config.json").exists():
        return LoadedModel(
            loaded=False,
            detail=f"no model loaded yet: no Clover checkpoint at {path} (set CLOVER_MODEL_PATH)",
        )
    import torch
    from transformers import AutoTokenizer, GenerationConfig

    from clover_model import CloverForBlockDiffusionLM
    from genui.lessons.grammar import token_bytes

    resolved = resolve_device(device)
    if resolved == "cpu":
        torch.set_num_threads(cpu_threads(threads))
    model = CloverForBlockDiffusionLM.from_pretrained(path, dtype=getattr(torch, dtype))
    model.to(resolved).eval()
    tokenizer = AutoTokenizer.from_pretrained(path)
    max_new_tokens = DEFAULT_MAX_NEW_TOKENS
    if (path / "generation_config.json").exists():
        max_new_tokens = GenerationConfig.from_pretrained(path).max_new_tokens or max_new_tokens
    model_id = path.name
    # clover_model.train writes training_summary.json: a checkpoint we trained ourselves
    demo = (path / "training_summary.json").exists()
    known_topics = checkpoint_known_topics(path)
    return LoadedModel(
        loaded=True,
        detail=f"loaded {model_id} ({dtype}) on {resolved}"
        + (
            f", a DEMO checkpoint trained on the project's lesson corpus"
            f" ({len(known_topics)} topics)"
            if demo
            else ""
        )
        + (f", {torch.get_num_threads()} threads" if resolved == "cpu" else ""),
        model_id=model_id,
        device=resolved,
        demo=demo,
        model=model,
        tokenizer=tokenizer,
        vocabulary=token_bytes(tokenizer),
        max_new_tokens=max_new_tokens,
        known_topics=known_topics,
    )


def model_load_configured(path: Path | None = None) -> LoadedModel:
    """`model_load` with the deployment's settings: CLOVER_MODEL_PATH (unless ``path`` is
    given), CLOVER_DEVICE, CLOVER_DTYPE and CLOVER_THREADS."""
    return model_load(
        path=path or Path(settings.CLOVER_MODEL_PATH),
        device=settings.CLOVER_DEVICE,
        dtype=settings.CLOVER_DTYPE,
        threads=settings.CLOVER_THREADS,
    )


class CloverWorker:
    """One model worker. ``run`` blocks until ``stop`` is called (from any thread)."""

    def __init__(self, *, mode: str, heartbeat_seconds: float | None = None) -> None:
        self.mode = mode
        self.heartbeat_seconds = heartbeat_seconds or settings.CLOVER_WORKER_HEARTBEAT
        self.hostname = socket.gethostname()
        self.pid = os.getpid()
        self.worker_id = f"{self.hostname}:{self.pid}:{uuid.uuid4().hex[:8]}"
        self.started_at = timezone.now()
        self.model = LoadedModel(loaded=False, detail="loading")
        self.loop = None  # the JobLoop, once the model is loaded
        self._stopping = threading.Event()
        self._done = threading.Event()  # the loop has handed back what it held

    def stop(self) -> None:
        self._stopping.set()

    def run(self) -> None:
        logger.info("worker %s starting (%s)", self.worker_id, self.mode)
        beating = threading.Thread(target=self._heartbeats, name="worker-heartbeat", daemon=True)
        try:
            self._beat(WorkerHeartbeat.State.STARTING)
            self._beat(WorkerHeartbeat.State.LOADING)
            self.model = self._load()
            logger.info("worker %s: %s", self.worker_id, self.model.detail)
            if self.model.loaded:
                # torch and the engine load only in a process that serves a model.
                from genui.worker.jobs import JobLoop

                self.loop = JobLoop(
                    worker_id=self.worker_id, lesson=self.model, stopping=self._stopping
                )
                beating.start()
                self.loop.run()
            else:
                beating.start()
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
        """Beat busy (with the number of jobs held) or idle until a stop; then stopping
        while the loop hands back what it holds."""
        while not self._stopping.is_set():
            jobs = self.loop.job_count() if self.loop is not None else 0
            state = WorkerHeartbeat.State.BUSY if jobs else WorkerHeartbeat.State.IDLE
            self._beat(state, jobs=jobs)
            self._stopping.wait(self.heartbeat_seconds)
        while not self._done.is_set():
            jobs = self.loop.job_count() if self.loop is not None else 0
            self._beat(WorkerHeartbeat.State.STOPPING, jobs=jobs)
            self._done.wait(self.heartbeat_seconds)
        close_old_connections()

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
