"""The websocket every path no app routes gets: the handshake is refused."""

from __future__ import annotations

from channels.generic.websocket import AsyncWebsocketConsumer


class NoRouteConsumer(AsyncWebsocketConsumer):
    """Every websocket path no app routes: the handshake is refused (HTTP 403), as an
    unknown page answers 404, rather than failing with a server error."""

    async def connect(self):
        await self.close()
