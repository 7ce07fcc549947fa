"""A websocket that proves the whole real-time path: browser, Daphne, the channel
layer (Redis in production) and back."""

from __future__ import annotations

import time

from genui.core.selectors import health_report
from genui.core.websocket import JsonObjectConsumer


class EchoConsumer(JsonObjectConsumer):
    """``{"type": "echo", "payload": ...}`` comes back as ``{"type": "echo", ...}``
    after a trip through the channel layer; ``{"type": "health"}`` returns /health."""

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
            await self.send_json({"type": "health", "report": await health_report()})
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
