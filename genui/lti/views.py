"""The tool's LTI endpoints: the public key set (docs/lti.md)."""

from __future__ import annotations

from django.http import JsonResponse
from django.views.decorators.http import require_GET

from genui.lti.keys import tool_jwks


@require_GET
def jwks(request):
    """The tool's public keys: the signing key and the one before it."""
    response = JsonResponse(tool_jwks())
    response["Cache-Control"] = "public, max-age=300"
    response["Access-Control-Allow-Origin"] = "*"
    return response
