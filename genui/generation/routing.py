from django.urls import path

from genui.generation.consumers import StudioConsumer

websocket_urlpatterns = [
    path("ws/studio/", StudioConsumer.as_asgi()),
]
