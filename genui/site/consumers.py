"""A websocket that proves the whole real-time path: browser, Daphne, the channel
layer (Redis when ``REDIS_URL`` names one) and back. A diagnostic of the embedded
default: production does not route it."""

from __future__ import annotations

import time

from genui.core.websocket import JsonObjectConsumer
from genui.site.selectors import health_report


class EchoConsumer(JsonObjectConsumer):
    """``{"type": "echo", "payload": ...}`` comes back as ``{"type": "echo", ...}``
    after a trip through the channel layer; ``{"type": "health"}`` returns /health (its
    details to staff only). Routed in the embedded default only (``genui.routing``)."""

    async def connect(self):
        await self.accept()

    async def receive_json(self, content, **kwargs):
        kind = content.get("type")
        if kind == "echo":
            await self.channel_layer.send(
                self.channel_name,
                {"type": "echo.reply", "payload": content.get("payload"), "sent": time.time()},
            )
        elif kind == "health":
            staff = getattr(self.scope.get("user"), "is_staff", False)
            report = await health_report(detailed=staff)
            await self.send_json({"type": "health", "report": report})
        else:
            await self.send_error(f"unknown message type {kind!r}")

    async def echo_reply(self, event):
        await self.send_json(
            {
                "type": "echo",
                "payload": event["payload"],
                "layer": type(self.channel_layer).__name__,
                "layer_ms": round((time.time() - event["sent"]) * 1000, 2),
            }
        )
