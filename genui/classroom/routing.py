"""The class view's websocket route, collected by ``genui/routing.py``."""

from django.urls import path

from genui.classroom.consumers import ClassViewConsumer

websocket_urlpatterns = [
    path("ws/studio/classes/<int:classroom_id>/", ClassViewConsumer.as_asgi()),
]
