"""Reads for workers: who is alive and what they have loaded."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from genui.worker.models import WorkerHeartbeat


def worker_alive_window() -> timedelta:
    """A worker missing three heartbeats in a row is no longer counted as alive."""
    return timedelta(seconds=3 * settings.CLOVER_WORKER_HEARTBEAT)


def _alive(now):
    return WorkerHeartbeat.objects.filter(last_seen__gte=now - worker_alive_window())


def worker_model_available() -> bool:
    """Whether a live worker holds a model (otherwise new jobs wait in the queue)."""
    return _alive(timezone.now()).filter(model_loaded=True).exists()


def worker_model() -> dict | None:
    """What the live workers have loaded, for the studio (None when no worker holds a model):
    its id, whether it is the bundled demo, and the worker's own (English) description."""
    heartbeat = _alive(timezone.now()).filter(model_loaded=True).order_by("worker_id").first()
    if heartbeat is None:
        return None
    return {
        "id": heartbeat.model_id,
        "demo": heartbeat.model_demo,
        "detail": heartbeat.model_detail,
    }


def worker_model_loading() -> bool:
    """Whether a live worker is still loading its model (none holds one yet): right after
    the server starts, the embedded worker beats while the checkpoint loads."""
    alive = _alive(timezone.now())
    return alive.exists() and not alive.filter(model_loaded=True).exists()


async def worker_status() -> dict:
    """The worker section of /health: the configured mode and every live worker."""
    now = timezone.now()
    alive = _alive(now)
    workers = [
        {
            "id": heartbeat.worker_id,
            "host": heartbeat.hostname,
            "pid": heartbeat.pid,
            "mode": heartbeat.mode,
            "state": heartbeat.state,
            "jobs": heartbeat.jobs,
            "device": heartbeat.device,
            "model": {
                "loaded": heartbeat.model_loaded,
                "id": heartbeat.model_id or None,
                "detail": heartbeat.model_detail,
            },
            "last_seen_seconds": round((now - heartbeat.last_seen).total_seconds(), 1),
        }
        async for heartbeat in alive.order_by("worker_id")
    ]
    mode = settings.CLOVER_WORKER
    return {
        "mode": mode,
        "ok": bool(workers) or mode == "off",
        "alive": len(workers),
        "model_loaded": any(worker["model"]["loaded"] for worker in workers),
        "workers": workers,
    }
