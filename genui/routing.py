"""Websocket routes of the whole project (each app contributes its own list)."""

from genui.core.routing import websocket_urlpatterns as core_websockets

websocket_urlpatterns = [*core_websockets]
