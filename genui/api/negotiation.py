"""Parsers and renderers of the API.

JSON in, with a size limit checked before anything is read; JSON out. Two views
answer with other media types (a lesson page as HTML, a job's events as an SSE
stream): their renderers only let content negotiation accept those types, the views
build the responses themselves.
"""

from __future__ import annotations

import io

from django.conf import settings
from rest_framework.parsers import JSONParser
from rest_framework.renderers import BaseRenderer

from genui.api.problems import PayloadTooLarge


def body_too_large_problem(request) -> PayloadTooLarge | None:
    """A declared Content-Length over ``API_MAX_REQUEST_BYTES`` is refused before any
    byte is parsed."""
    limit = settings.API_MAX_REQUEST_BYTES
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        length = 0
    if length > limit:
        return PayloadTooLarge(f"the request body may have at most {limit} bytes")
    return None


class LimitedJSONParser(JSONParser):
    """JSON bodies of at most ``API_MAX_REQUEST_BYTES``, even without a Content-Length."""

    def parse(self, stream, media_type=None, parser_context=None):
        limit = settings.API_MAX_REQUEST_BYTES
        body = stream.read(limit + 1) if stream is not None else b""
        if len(body) > limit:
            raise PayloadTooLarge(f"the request body may have at most {limit} bytes")
        return super().parse(io.BytesIO(body), media_type, parser_context)


class HTMLPageRenderer(BaseRenderer):
    media_type = "text/html"
    format = "html"
    charset = "utf-8"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        return data


class PNGRenderer(BaseRenderer):
    media_type = "image/png"
    format = "png"
    charset = None
    render_style = "binary"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        return data


class EventStreamRenderer(BaseRenderer):
    media_type = "text/event-stream"
    format = "event-stream"
    charset = "utf-8"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        return data
