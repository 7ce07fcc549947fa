"""The embedded default's channel layer: channels' in-memory layer, safe across threads.

The embedded worker runs in a thread of the server process and publishes job events
with ``async_to_sync(layer.group_send)``, that is from its own event loop. The in-memory
layer's queues belong to the server's loop, and asyncio queues are not thread-safe: a
message put from another loop does not wake the consumer waiting on it, which then only
sees it when something else wakes the server's loop (Daphne's checks run once a second).
Live events came in bursts, a second late. Here a send from a foreign loop is handed to
the loop that receives on the channel.
"""

from __future__ import annotations

import asyncio

from channels.layers import InMemoryChannelLayer


class ThreadSafeInMemoryChannelLayer(InMemoryChannelLayer):
    """Sends from a thread's own loop go to the loop that receives (the server's: one
    per process). Without a live receiving loop, sends are direct, as in the base layer."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._server_loop: asyncio.AbstractEventLoop | None = None

    async def receive(self, channel):
        self._server_loop = asyncio.get_running_loop()
        return await super().receive(channel)

    async def send(self, channel, message):
        return await self._on_server_loop(super().send(channel, message))

    async def group_send(self, group, message):
        # the whole fan-out runs on the server's loop: it also reads the group table
        return await self._on_server_loop(super().group_send(group, message))

    async def _on_server_loop(self, coroutine):
        server = self._server_loop
        if server is None or server is asyncio.get_running_loop() or not server.is_running():
            return await coroutine
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(coroutine, server))
