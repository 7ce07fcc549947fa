"""``Authorization: Bearer clv_...`` authentication and per-view scopes.

A request authenticated by a key runs as the partner's service user
(``request.user``) with the key as ``request.auth``. A request without a key is
refused by ``HasScope`` with 401; a key without the view's scope gets 403.
"""

from __future__ import annotations

from rest_framework.authentication import BaseAuthentication, get_authorization_header
from rest_framework.exceptions import PermissionDenied
from rest_framework.permissions import BasePermission

from genui.api.models import ApiKey
from genui.api.problems import AuthenticationRefused
from genui.api.services import ApiKeyRefused, api_key_authenticate

KEYWORD = "Bearer"


class ApiKeyAuthentication(BaseAuthentication):
    def authenticate(self, request):
        header = get_authorization_header(request).split()
        if not header:
            return None
        if header[0].decode(errors="replace").lower() != KEYWORD.lower() or len(header) != 2:
            raise AuthenticationRefused(
                "send the key as 'Authorization: Bearer clv_...'", code="invalid_api_key"
            )
        try:
            key = api_key_authenticate(plaintext=header[1].decode(errors="replace"))
        except ApiKeyRefused as refused:
            raise AuthenticationRefused(str(refused), code=refused.code) from None
        return key.partner.user, key

    def authenticate_header(self, request) -> str:
        return f'{KEYWORD} realm="clover-api"'


class HasScope(BasePermission):
    """The view's ``required_scope`` must be among the key's scopes."""

    def has_permission(self, request, view) -> bool:
        key = request.auth
        if not isinstance(key, ApiKey):
            return False
        scope = getattr(view, "required_scope", None)
        if scope is not None and not key.has_scope(scope):
            raise PermissionDenied(
                f"this API key lacks the '{scope}' scope", code="insufficient_scope"
            )
        return True
