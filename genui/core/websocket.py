"""The project's websocket base: every consumer takes JSON objects only, bounded in
size and in rate, and answers anything else with an error message while the socket
stays open.

Rate: at most ``GENUI_WS_MESSAGES_PER_CONNECTION`` (messages, seconds) on one socket,
counted in the process that holds it, and ``GENUI_WS_MESSAGES_PER_USER`` over all of a
user's sockets, counted in Django's cache (Redis in production, shared by every web
process). A message over either is dropped with ``{"type": "error", "code":
"rate_limited", "retry_after": seconds}``.

Each accepted socket counts in the websocket metrics (`genui.core.metrics`, by consumer class),
and each message is handled under a request id of its own (`genui.core.logs`): the log lines it
causes, and a job it creates, carry it.
"""

import json
import math
import time
from collections import deque

from asgiref.sync import sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.conf import settings

from genui.core.counters import window_count
from genui.core.logs import request_context, request_id_from
from genui.core.metrics import WEBSOCKETS, WEBSOCKETS_OPEN


class JsonObjectConsumer(AsyncJsonWebsocketConsumer):
    max_message_bytes = 4096
    _counted_open = False

    async def accept(self, subprotocol=None, headers=None):
        await super().accept(subprotocol, headers)
        consumer = type(self).__name__
        WEBSOCKETS.labels(consumer=consumer).inc()
        WEBSOCKETS_OPEN.labels(consumer=consumer).inc()
        self._counted_open = True

    async def websocket_disconnect(self, message):
        try:
            await super().websocket_disconnect(message)
        finally:
            if self._counted_open:
                self._counted_open = False
                WEBSOCKETS_OPEN.labels(consumer=type(self).__name__).dec()

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        with request_context(request_id_from(None)):
            await self._receive(text_data)

    async def _receive(self, text_data) -> None:
        if wait := await self._over_rate():
            await self.send_error(
                "too many messages: slow down", code="rate_limited", retry_after=wait
            )
            return
        if text_data is None or len(text_data) > self.max_message_bytes:
            limit = self.max_message_bytes // 1024
            await self.send_error(f"send a JSON text message of at most {limit} KiB")
            return
        try:
            content = json.loads(text_data)
        except ValueError:
            await self.send_error("malformed JSON")
            return
        if not isinstance(content, dict):
            await self.send_error("expected a JSON object")
            return
        await self.receive_json(content)

    async def send_error(self, error: str, **extra) -> None:
        await self.send_json({"type": "error", "error": error, **extra})

    async def _over_rate(self) -> int:
        """Seconds until this message would be within both limits; 0 when it is."""
        now = time.monotonic()
        count, seconds = settings.GENUI_WS_MESSAGES_PER_CONNECTION
        recent = self.__dict__.setdefault("_recent", deque())
        while recent and now - recent[0] >= seconds:
            recent.popleft()
        if len(recent) >= count:
            return max(1, math.ceil(seconds - (now - recent[0])))
        recent.append(now)
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            return 0
        count, seconds = settings.GENUI_WS_MESSAGES_PER_USER
        window = int(time.time() // seconds)
        sent = await sync_to_async(window_count)(f"ws:rate:{user.pk}:{window}", seconds)
        if sent > count:
            return max(1, math.ceil((window + 1) * seconds - time.time()))
        return 0
