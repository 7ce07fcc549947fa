"""What every request leaves behind for an operator: a request id, a log line, metrics.

``RequestObserverMiddleware`` (first in ``MIDDLEWARE``) gives each HTTP request an id, the
caller's ``X-Request-ID`` when it is a tame token, else a new one (`genui.core.logs`), binds it
for every log line of the request (and for a job the request creates:
`genui.generation.services.generation_job_create`), returns it in the response's
``X-Request-ID``, logs one ``request`` line and counts the request by view name and status
class (`genui.core.metrics`). Websocket consumers get the same per message
(`genui.core.websocket`).
"""

from __future__ import annotations

import logging
import time

from genui.core.logs import request_context, request_id_from
from genui.core.metrics import (
    HTTP_REQUEST_SECONDS,
    HTTP_REQUESTS,
    method_label,
    status_class,
)

logger = logging.getLogger("genui.request")

REQUEST_ID_HEADER = "X-Request-ID"
# the view label of a request no URL pattern matched (a 404 of an unknown path, say)
UNMATCHED = "<unmatched>"


def view_name(request) -> str:
    """The matched URL pattern's name ("studio:library"), or the view's dotted path when the
    pattern has none: never the raw path, whose ids would make a series per lesson."""
    match = getattr(request, "resolver_match", None)
    if match is None:
        return UNMATCHED
    return match.view_name or match._func_path


class RequestObserverMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request_id = request_id_from(request.headers.get(REQUEST_ID_HEADER))
        request.request_id = request_id
        started = time.perf_counter()
        with request_context(request_id):
            response = self.get_response(request)
            seconds = time.perf_counter() - started
            view = view_name(request)
            status = status_class(response.status_code)
            method = method_label(request.method)
            HTTP_REQUESTS.labels(view=view, method=method, status=status).inc()
            HTTP_REQUEST_SECONDS.labels(view=view, method=method, status=status).observe(seconds)
            logger.info(
                "request",
                extra={
                    "method": method,
                    "view": view,
                    "status": response.status_code,
                    "seconds": round(seconds, 4),
                },
            )
        response[REQUEST_ID_HEADER] = request_id
        return response
