"""OpenAPI details drf-spectacular cannot infer: the Bearer key scheme and the problem
responses each operation documents (so schemathesis can hold the API to them)."""

from __future__ import annotations

from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.utils import OpenApiResponse

from genui.api.problems import PROBLEM_CONTENT_TYPE, ProblemSerializer

PROBLEM_DESCRIPTIONS = {
    400: "Invalid request (code names the problem; errors lists fields)",
    401: "No key, an unknown key, or a revoked one",
    403: "The key lacks the operation's scope",
    404: "Not found (or not this partner's)",
    406: "The Accept header excludes the only media type this operation returns",
    409: "Conflict (code says which)",
    413: "The request body is too large",
    415: "The body is not JSON",
    429: "Rate limit reached: retry after Retry-After seconds",
}


def problems(*statuses: int) -> dict:
    """``extend_schema`` responses: a problem document for each status."""
    return {
        (code, PROBLEM_CONTENT_TYPE): OpenApiResponse(
            ProblemSerializer, description=PROBLEM_DESCRIPTIONS[code]
        )
        for code in statuses
    }


class ApiKeyAuthenticationScheme(OpenApiAuthenticationExtension):
    target_class = "genui.api.authentication.ApiKeyAuthentication"
    name = "PartnerKey"

    def get_security_definition(self, auto_schema):
        return {
            "type": "http",
            "scheme": "bearer",
            "bearerFormat": "clv_<prefix>_<secret>",
            "description": "A partner API key, created in the admin or with "
            "`manage.py partner_key_create`.",
        }
