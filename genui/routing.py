"""Websocket routes of the whole project (each app contributes its own list).

The echo socket (``ws/echo/``) is a diagnostic of the embedded default: production
routes only the studio and the class view, and refuses ``ws/echo/`` as it refuses any unknown path.
"""

from django.conf import settings
from django.urls import re_path

from genui.classroom.routing import websocket_urlpatterns as classroom_websockets
from genui.core.consumers import NoRouteConsumer
from genui.site.routing import websocket_urlpatterns as site_websockets
from genui.studio.routing import websocket_urlpatterns as studio_websockets


def websocket_routes(deployment: str) -> list:
    """The websocket routes a deployment (``settings.DEPLOYMENT``) serves; any other
    path is refused."""
    diagnostics = site_websockets if deployment != "production" else []
    return [
        *diagnostics,
        *studio_websockets,
        *classroom_websockets,
        re_path(r"", NoRouteConsumer.as_asgi()),
    ]


websocket_urlpatterns = websocket_routes(settings.DEPLOYMENT)
