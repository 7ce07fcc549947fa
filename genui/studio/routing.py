"""The studio's websocket route, collected by ``genui/routing.py``."""

from django.urls import path

from genui.studio.consumers import StudioConsumer

websocket_urlpatterns = [
    path("ws/studio/", StudioConsumer.as_asgi()),
]
