"""The ASGI entry point, served by Daphne: ``daphne genui.asgi:application``.

HTTP goes to Django (with static files, three.js included, served locally when
``GENUI_SERVE_STATIC`` is on); websockets go through the session and auth stack,
limited to the allowed hosts. With ``CLOVER_WORKER=embedded`` the model worker
starts in a thread of this process, and the partner API's webhook sender runs in
another (``API_WEBHOOK_SENDER``).
"""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "genui.settings.base")
django_http = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402
from django.conf import settings  # noqa: E402

from genui.core.static import PublicStaticFilesHandler  # noqa: E402
from genui.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": PublicStaticFilesHandler(django_http) if settings.SERVE_STATIC else django_http,
        "websocket": AllowedHostsOriginValidator(
            AuthMiddlewareStack(URLRouter(websocket_urlpatterns))
        ),
    }
)

if settings.CLOVER_WORKER == "embedded":
    from genui.worker.runtime import embedded_worker_start

    embedded_worker_start()

if settings.API_WEBHOOK_SENDER:
    from genui.api.sender import webhook_sender_start

    webhook_sender_start()
