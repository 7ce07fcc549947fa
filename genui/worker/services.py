"""Writes for workers: heartbeats and deregistration."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.utils import timezone

from genui.worker.models import WorkerHeartbeat

# Rows of workers silent for this long are deleted by the next heartbeat anywhere.
STALE_AFTER = timedelta(hours=1)


def worker_heartbeat(
    *,
    worker_id: str,
    hostname: str,
    pid: int,
    mode: str,
    state: str,
    started_at: datetime,
    jobs: int = 0,
    device: str = "",
    model_loaded: bool = False,
    model_id: str = "",
    model_detail: str = "",
    model_demo: bool = False,
    metrics: list | None = None,
) -> WorkerHeartbeat:
    """Record that ``worker_id`` is alive, in ``state``, now, with its ``metrics``
    (`genui.worker.metrics.worker_metrics_snapshot`)."""
    now = timezone.now()
    heartbeat, _ = WorkerHeartbeat.objects.update_or_create(
        worker_id=worker_id,
        defaults={
            "hostname": hostname,
            "pid": pid,
            "mode": mode,
            "state": state,
            "jobs": jobs,
            "device": device,
            "model_loaded": model_loaded,
            "model_id": model_id,
            "model_detail": model_detail,
            "model_demo": model_demo,
            "metrics": metrics or [],
            "started_at": started_at,
            "last_seen": now,
        },
    )
    WorkerHeartbeat.objects.filter(last_seen__lt=now - STALE_AFTER).delete()
    return heartbeat


def worker_deregister(*, worker_id: str) -> None:
    """Remove a worker that stops cleanly, so it is not reported as alive."""
    WorkerHeartbeat.objects.filter(worker_id=worker_id).delete()
