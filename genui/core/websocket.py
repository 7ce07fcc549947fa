"""The project's websocket base: every consumer takes JSON objects only, bounded in
size, and answers anything else with an error message while the socket stays open."""

import json

from channels.generic.websocket import AsyncJsonWebsocketConsumer


class JsonObjectConsumer(AsyncJsonWebsocketConsumer):
    max_message_bytes = 4096

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
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
