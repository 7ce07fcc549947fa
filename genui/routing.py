"""Websocket routes of the whole project (each app contributes its own list)."""

from genui.core.routing import websocket_urlpatterns as core_websockets
from genui.generation.routing import websocket_urlpatterns as generation_websockets

websocket_urlpatterns = [*core_websockets, *generation_websockets]
