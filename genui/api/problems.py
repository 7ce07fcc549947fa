"""Errors as RFC 9457 problem details (``application/problem+json``) with stable codes.

Every error the API returns, from DRF views and from the catch-all route, is one JSON
object: ``type`` (a tag URI naming the code), ``title``, ``status``, ``detail``,
``instance`` (the request path) and ``code``; validation errors add ``errors`` (field
-> messages) and throttled requests ``retry_after`` beside the ``Retry-After`` header.
Partners branch on ``code``; titles and details are for people and may change.
"""

from __future__ import annotations

import json
import logging
import math

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404, HttpResponse
from rest_framework import exceptions, serializers

logger = logging.getLogger("genui.api")

PROBLEM_CONTENT_TYPE = "application/problem+json"
TYPE_BASE = "tag:clover-genui,2025:problems/"

TITLES = {
    "authentication_required": "Authentication required",
    "invalid_api_key": "Invalid API key",
    "api_key_revoked": "API key revoked",
    "partner_inactive": "Partner account suspended",
    "insufficient_scope": "Insufficient scope",
    "forbidden": "Forbidden",
    "not_found": "Not found",
    "method_not_allowed": "Method not allowed",
    "not_acceptable": "Not acceptable",
    "unsupported_media_type": "Unsupported media type",
    "malformed_request": "Malformed request",
    "validation_error": "Invalid request",
    "invalid_cursor": "Invalid cursor",
    "invalid_last_event_id": "Invalid Last-Event-ID",
    "invalid_idempotency_key": "Invalid Idempotency-Key",
    "idempotency_conflict": "Idempotency-Key reused",
    "generation_finished": "Generation already finished",
    "result_not_ready": "Result not ready",
    "payload_too_large": "Request body too large",
    "rate_limited": "Too many requests",
    "too_many_active_generations": "Too many active generations",
    "too_many_streams": "Too many open event streams",
    "service_unavailable": "Service briefly unavailable",
    "server_error": "Internal server error",
}

# DRF's exception classes, by the code the API gives them.
DRF_CODES = (
    (exceptions.NotAuthenticated, "authentication_required"),
    (exceptions.NotFound, "not_found"),
    (exceptions.MethodNotAllowed, "method_not_allowed"),
    (exceptions.NotAcceptable, "not_acceptable"),
    (exceptions.UnsupportedMediaType, "unsupported_media_type"),
    (exceptions.ParseError, "malformed_request"),
    (exceptions.ValidationError, "validation_error"),
    (exceptions.Throttled, "rate_limited"),
)


class ApiProblem(exceptions.APIException):
    """An API error with its own stable code (subclasses set status and code)."""

    status_code = 400
    code = "malformed_request"

    def __init__(self, detail: str | None = None) -> None:
        super().__init__(detail=detail or TITLES[self.code], code=self.code)


class InvalidCursor(ApiProblem):
    code = "invalid_cursor"


class InvalidLastEventId(ApiProblem):
    code = "invalid_last_event_id"


class InvalidIdempotencyKey(ApiProblem):
    code = "invalid_idempotency_key"


class IdempotencyKeyReused(ApiProblem):
    status_code = 409
    code = "idempotency_conflict"


class GenerationFinished(ApiProblem):
    status_code = 409
    code = "generation_finished"


class ResultNotReady(ApiProblem):
    status_code = 409
    code = "result_not_ready"


class AccountCapReached(ApiProblem):
    """A 429 for an account at one of its caps, with the seconds to wait
    (``Retry-After``, ``retry_after``)."""

    status_code = 429

    def __init__(self, detail: str, *, retry_after: int) -> None:
        super().__init__(detail)
        self.retry_after = retry_after


class TooManyActiveGenerations(AccountCapReached):
    """The partner account already has its cap of queued and running generations."""

    code = "too_many_active_generations"


class TooManyStreams(AccountCapReached):
    """The partner account already has its cap of event streams open."""

    code = "too_many_streams"


class CountsUnavailable(ApiProblem):
    """A 503 while the shared store of the rate limits cannot be reached (a Redis restart):
    retry after a few seconds."""

    status_code = 503
    code = "service_unavailable"
    retry_after = 5

    def __init__(self) -> None:
        super().__init__("the rate limits cannot be checked right now: retry in 5 s")


class PayloadTooLarge(ApiProblem):
    status_code = 413
    code = "payload_too_large"


class AuthenticationRefused(exceptions.AuthenticationFailed):
    """A 401 whose code says why (invalid, revoked, suspended)."""

    def __init__(self, detail: str, code: str) -> None:
        super().__init__(detail=detail, code=code)
        self.problem_code = code


def problem_response(
    *, status: int, code: str, detail: str, instance: str = "", headers=None, **extra
) -> HttpResponse:
    """The one place a problem document is written."""
    body = {
        "type": TYPE_BASE + code,
        "title": TITLES.get(code, "Error"),
        "status": status,
        "detail": detail,
        "code": code,
        **({"instance": instance} if instance else {}),
        **extra,
    }
    response = HttpResponse(
        json.dumps(body, ensure_ascii=False), status=status, content_type=PROBLEM_CONTENT_TYPE
    )
    for name, value in (headers or {}).items():
        response[name] = value
    return response


def _code_of(exc: exceptions.APIException) -> str:
    if isinstance(exc, ApiProblem):
        return exc.code
    if isinstance(exc, AuthenticationRefused):
        return exc.problem_code
    if isinstance(exc, exceptions.AuthenticationFailed):
        return "invalid_api_key"
    if isinstance(exc, exceptions.PermissionDenied):
        codes = exc.get_codes()
        return codes if codes in TITLES else "forbidden"
    for kind, code in DRF_CODES:
        if isinstance(exc, kind):
            return code
    return "server_error"


def _as_api_exception(exc: Exception) -> exceptions.APIException | None:
    if isinstance(exc, Http404):
        return exceptions.NotFound(str(exc) or "not found")
    if isinstance(exc, DjangoPermissionDenied):
        return exceptions.PermissionDenied(str(exc) or None)
    if isinstance(exc, DjangoValidationError):
        # A service refused the request: the same shape as a serializer's refusal.
        if hasattr(exc, "error_dict"):
            return exceptions.ValidationError(exc.message_dict)
        return exceptions.ValidationError({"non_field_errors": exc.messages})
    if isinstance(exc, exceptions.APIException):
        return exc
    return None


def _field_errors(detail) -> dict[str, list[str]]:
    if isinstance(detail, dict):
        return {
            str(field): [str(item) for item in (value if isinstance(value, list) else [value])]
            for field, value in detail.items()
        }
    return {"non_field_errors": [str(item) for item in detail]}


def exception_handler(exc: Exception, context: dict) -> HttpResponse:
    """DRF's ``EXCEPTION_HANDLER``: every error of every API view as a problem."""
    # Imported here: rest_framework.views imports this module's callers at setup.
    from rest_framework.views import set_rollback

    request = context.get("request")
    instance = request.path if request is not None else ""
    api_exc = _as_api_exception(exc)
    set_rollback()
    if api_exc is None:
        logger.exception("unhandled error in %s", instance or "an API view")
        return problem_response(
            status=500, code="server_error", detail="the server failed", instance=instance
        )
    code = _code_of(api_exc)
    headers, extra = {}, {}
    if getattr(api_exc, "auth_header", None):
        headers["WWW-Authenticate"] = api_exc.auth_header
    if isinstance(api_exc, exceptions.Throttled):
        wait = max(1, math.ceil(api_exc.wait or 1))
        headers["Retry-After"] = str(wait)
        extra["retry_after"] = wait
        detail = f"rate limit reached: retry in {wait} s"
    elif isinstance(api_exc, exceptions.ValidationError):
        extra["errors"] = _field_errors(api_exc.detail)
        detail = "the request has invalid fields: see errors"
    else:
        detail = str(api_exc.detail)
    if retry_after := getattr(api_exc, "retry_after", None):
        headers["Retry-After"] = str(retry_after)
        extra["retry_after"] = retry_after
    return problem_response(
        status=api_exc.status_code,
        code=code,
        detail=detail,
        instance=instance,
        headers=headers,
        **extra,
    )


class ProblemSerializer(serializers.Serializer):
    """The schema of a problem document (RFC 9457) as this API writes it."""

    type = serializers.CharField()
    title = serializers.CharField()
    status = serializers.IntegerField()
    detail = serializers.CharField()
    code = serializers.ChoiceField(choices=sorted(TITLES))
    instance = serializers.CharField(required=False)
    errors = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()), required=False
    )
    retry_after = serializers.IntegerField(required=False)
