"""Reads for health reporting: the database, the channel layer and the model workers."""

from __future__ import annotations

import asyncio
import time

from asgiref.sync import sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings
from django.db import connection

from genui.worker.selectors import worker_status

LAYER_TIMEOUT_SECONDS = 2.0


def _database_ping() -> dict:
    started = time.perf_counter()
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    return {
        "ok": True,
        "vendor": connection.vendor,
        "latency_ms": round((time.perf_counter() - started) * 1000, 2),
    }


async def database_health() -> dict:
    try:
        return await sync_to_async(_database_ping, thread_sensitive=True)()
    except Exception as error:
        return {"ok": False, "vendor": connection.vendor, "error": str(error)}


async def channel_layer_health() -> dict:
    """Send a message to a fresh channel and receive it back through the layer."""
    layer = get_channel_layer()
    backend = type(layer).__name__ if layer is not None else None
    if layer is None:
        return {"ok": False, "backend": None, "error": "no channel layer configured"}
    started = time.perf_counter()
    try:
        channel = await layer.new_channel()
        await layer.send(channel, {"type": "health.ping"})
        message = await asyncio.wait_for(layer.receive(channel), LAYER_TIMEOUT_SECONDS)
    except Exception as error:
        return {"ok": False, "backend": backend, "error": str(error) or type(error).__name__}
    return {
        "ok": message.get("type") == "health.ping",
        "backend": backend,
        "latency_ms": round((time.perf_counter() - started) * 1000, 2),
    }


async def health_report(*, detailed: bool) -> dict:
    """What /health shows. ``status`` is ``ok``, ``degraded`` (no live worker) or
    ``error`` (the database or the channel layer is down). Only ``detailed`` (for staff)
    adds the checks themselves: worker hosts, pids and models, error texts."""
    database, layer = await asyncio.gather(database_health(), channel_layer_health())
    try:
        worker = await worker_status()
    except Exception as error:
        worker = {"mode": settings.CLOVER_WORKER, "ok": False, "error": str(error)}
    if not (database["ok"] and layer["ok"]):
        status = "error"
    elif not worker["ok"]:
        status = "degraded"
    else:
        status = "ok"
    if not detailed:
        return {"status": status}
    return {
        "status": status,
        "deployment": settings.DEPLOYMENT,
        "database": database,
        "channel_layer": layer,
        "worker": worker,
    }
