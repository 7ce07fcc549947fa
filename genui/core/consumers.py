"""A websocket that proves the whole real-time path: browser, Daphne, the channel
layer (Redis in production) and back."""

from __future__ import annotations

import json
import time

from channels.generic.websocket import AsyncJsonWebsocketConsumer

from genui.core.selectors import health_report

MAX_ECHO_BYTES = 4096


class EchoConsumer(AsyncJsonWebsocketConsumer):
    """``{"type": "echo", "payload": ...}`` comes back as ``{"type": "echo", ...}``
    after a trip through the channel layer; ``{"type": "health"}`` returns /health."""

    async def connect(self):
        await self.accept()

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        if text_data is None or len(text_data) > MAX_ECHO_BYTES:
            await self.send_json({"type": "error", "error": "send a JSON text frame under 4 KiB"})
            return
        try:
            content = json.loads(text_data)
        except ValueError:
            await self.send_json({"type": "error", "error": "malformed JSON"})
            return
        if not isinstance(content, dict):
            await self.send_json({"type": "error", "error": "expected a JSON object"})
            return
        await self.receive_json(content)

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
            await self.send_json({"type": "error", "error": f"unknown message type {kind!r}"})

    async def echo_reply(self, event):
        await self.send_json(
            {
                "type": "echo",
                "payload": event["payload"],
                "layer": type(self.channel_layer).__name__,
                "layer_ms": round((time.time() - event["sent"]) * 1000, 2),
            }
        )
