"""A job's events as a Server-Sent Events stream, served asynchronously.

The stream is an async generator: under Daphne a connection that waits for the next
event holds no thread. It joins the job's channel-layer group first (the group the
studio websocket follows), then replays the stored events after ``Last-Event-ID``
from the database, then sends live events as the worker publishes them. Each event
is sent once, in order, with its sequence number as the SSE ``id``. The database
is read again whenever a live message does not continue the sequence and every
``API_SSE_POLL_SECONDS`` of silence, so a lost or absent live message (a worker in
another process on the in-memory layer) only delays an event. The stream ends
after the job's terminal event (done, failed, cancelled), or after
``API_SSE_MAX_SECONDS``, when the client reconnects with ``Last-Event-ID``.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator

from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings

from genui.api.selectors import TERMINAL_EVENTS, generation_events_after
from genui.generation.services import job_group

RECONNECT_MILLISECONDS = 2000


def sse_frame(message: dict) -> bytes:
    data = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
    return f"id: {message['seq']}\nevent: {message['type']}\ndata: {data}\n\n".encode()


@database_sync_to_async
def _stored_events(job_id, after: int) -> tuple[list[dict], bool]:
    return generation_events_after(job_id=job_id, after_seq=after)


class _LiveEvents:
    """The job's group on the channel layer, read with a timeout."""

    def __init__(self, job_id) -> None:
        self.layer = get_channel_layer()
        self.group = job_group(job_id)
        self.channel: str | None = None

    async def join(self) -> None:
        if self.layer is not None:
            self.channel = await self.layer.new_channel()
            await self.layer.group_add(self.group, self.channel)

    async def leave(self) -> None:
        if self.channel is not None:
            await self.layer.group_discard(self.group, self.channel)

    async def next(self, timeout: float) -> list[dict] | None:
        """The next published batch of events, or None after ``timeout`` seconds."""
        if self.channel is None:
            await asyncio.sleep(timeout)
            return None
        try:
            message = await asyncio.wait_for(self.layer.receive(self.channel), timeout)
        except TimeoutError:
            return None
        return message.get("events") or []


async def job_event_stream(job_id, *, after: int) -> AsyncIterator[bytes]:
    """SSE frames of the job's events after sequence number ``after``."""
    yield f"retry: {RECONNECT_MILLISECONDS}\n\n".encode()
    live = _LiveEvents(job_id)
    await live.join()
    deadline = time.monotonic() + settings.API_SSE_MAX_SECONDS
    last_sent = time.monotonic()
    check_database = True
    try:
        while True:
            pending: list[dict] = []
            if check_database:
                pending, complete = await _stored_events(job_id, after)
                if complete and not pending:
                    return
            for message in pending:
                yield sse_frame(message)
                after, last_sent = message["seq"], time.monotonic()
                if message["type"] in TERMINAL_EVENTS:
                    return
            if time.monotonic() > deadline:
                return
            if time.monotonic() - last_sent >= settings.API_SSE_KEEPALIVE_SECONDS:
                yield b": keep-alive\n\n"
                last_sent = time.monotonic()
            batch = await live.next(settings.API_SSE_POLL_SECONDS)
            check_database = batch is None
            for message in batch or ():
                if message["seq"] <= after:
                    continue
                if message["seq"] != after + 1:
                    # A gap: the database has what the channel layer dropped.
                    check_database = True
                    break
                yield sse_frame(message)
                after, last_sent = message["seq"], time.monotonic()
                if message["type"] in TERMINAL_EVENTS:
                    return
    finally:
        await live.leave()
