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
``API_SSE_MAX_SECONDS``, when the client reconnects with ``Last-Event-ID``. A partner
account holds at most ``API_SSE_STREAMS_PER_PARTNER`` streams open at once
(`stream_slot_take`), all its keys together.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import uuid
from collections.abc import AsyncIterator

from asgiref.sync import sync_to_async
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError
from django.http import StreamingHttpResponse
from django.urls import reverse

from genui.api.selectors import TERMINAL_EVENTS, generation_events_after
from genui.generation.links import event_for_client
from genui.generation.services import job_group

logger = logging.getLogger("genui.api")
RECONNECT_MILLISECONDS = 2000


def stream_slot_take(partner_id) -> tuple[str, str] | None:
    """One of the partner account's ``API_SSE_STREAMS_PER_PARTNER`` places for an open
    event stream, as ``(cache key, token)``, or None when all are taken. A place is a
    cache key added atomically (Redis in production: every web process sees it); it
    outlives the longest stream (``API_SSE_MAX_SECONDS``) by a minute, so a place a
    crashed process never gave back frees itself."""
    token = uuid.uuid4().hex
    for index in range(settings.API_SSE_STREAMS_PER_PARTNER):
        key = f"api:sse:{partner_id}:{index}"
        if cache.add(key, token, timeout=settings.API_SSE_MAX_SECONDS + 60):
            return key, token
    return None


def stream_slot_release(slot: tuple[str, str] | None) -> None:
    """Give a place back, only if it is still this stream's."""
    if slot is not None and cache.get(slot[0]) == slot[1]:
        cache.delete(slot[0])


class PartnerEventStream(StreamingHttpResponse):
    """An event stream that gives its place back when it ends (the server closes every
    response it sent, a finished stream or one whose client went away)."""

    def __init__(self, streaming_content, *, slot: tuple[str, str], **kwargs) -> None:
        super().__init__(streaming_content, **kwargs)
        self.slot = slot

    def close(self) -> None:
        try:
            super().close()
        finally:
            stream_slot_release(self.slot)


def event_for_partner(message: dict) -> dict:
    """A job event as a partner receives it: a ``done`` event links the generation's page and
    thumbnail in the partner API (``page_url``, ``thumbnail_url``: None without one), which
    the partner's key opens, not the studio's pages, which need a teacher's login."""
    message = event_for_client(message)
    if message["type"] != "done" or "page_url" not in message:
        return message
    job = message["job"]
    fields = {k: v for k, v in message.items() if k not in ("lesson_url", "page_url")}
    return {
        **fields,
        "page_url": reverse("api:generation-page", args=[job]),
        "thumbnail_url": reverse("api:generation-thumbnail", args=[job])
        if message["thumbnail_url"]
        else None,
    }


def sse_frame(message: dict) -> bytes:
    data = json.dumps(event_for_partner(message), ensure_ascii=False, separators=(",", ":"))
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

    # A channel layer that fails (Redis restarting) costs the stream its live path, never the
    # stream: it reads the database every ``API_SSE_POLL_SECONDS`` instead (an exception
    # here, after the response started, would leave the partner's connection open and
    # silent: Daphne cannot answer 500 any more).

    async def join(self) -> None:
        if self.layer is None:
            return
        try:
            channel = await self.layer.new_channel()
            await self.layer.group_add(self.group, channel)
        except Exception as error:
            logger.warning("event stream of %s: live events off (%s)", self.group, error)
            return
        self.channel = channel

    async def leave(self) -> None:
        if self.channel is not None:
            with contextlib.suppress(Exception):
                await self.layer.group_discard(self.group, self.channel)

    async def next(self, timeout: float) -> list[dict] | None:
        """The next published batch of events, or None after ``timeout`` seconds."""
        if self.channel is None:
            await asyncio.sleep(timeout)
            if self.layer is not None:
                await self.join()  # the layer failed at the start: live again once it works
            return None
        started = time.monotonic()
        try:
            message = await asyncio.wait_for(self.layer.receive(self.channel), timeout)
        except TimeoutError:
            return None
        except Exception as error:
            logger.warning("event stream of %s: live event lost (%s)", self.group, error)
            await asyncio.sleep(max(0.0, timeout - (time.monotonic() - started)))
            await self.join()  # a restarted Redis forgot the group
            return None
        return message.get("events") or []


async def job_event_stream(
    job_id, *, after: int, slot: tuple[str, str] | None = None
) -> AsyncIterator[bytes]:
    """SSE frames of the job's events after sequence number ``after``; the stream's place
    (`stream_slot_take`) is given back when it ends, its client gone included (the server
    then cancels the response rather than closing it)."""
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
                try:
                    pending, complete = await _stored_events(job_id, after)
                except DatabaseError as error:  # PostgreSQL restarting: read it again soon
                    logger.warning("event stream of job %s: not read (%s)", job_id, error)
                    pending, complete = [], False
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
        await sync_to_async(stream_slot_release)(slot)
