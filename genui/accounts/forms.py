"""Login forms that throttle password guessing, for the site's login and the admin's.

Failed logins are counted per user name and per client address in Django's cache
(Redis in production, shared by every web process), in windows of
``GENUI_LOGIN_WINDOW_SECONDS``: past ``GENUI_LOGIN_FAILURES_PER_USERNAME`` failures for
one name, or ``GENUI_LOGIN_FAILURES_PER_IP`` from one address, every login for that
name or from that address is refused until the window ends, right password or not,
without checking it. A successful login clears its name's count.
"""

from __future__ import annotations

import time

from django.conf import settings
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import AuthenticationForm
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from genui.core.counters import window_count


def _keys(request, username: str) -> list[tuple[str, int]]:
    """The counters a login attempt touches, with the failures each allows."""
    window = int(time.time() // settings.GENUI_LOGIN_WINDOW_SECONDS)
    address = (request.META.get("REMOTE_ADDR") or "unknown") if request else "unknown"
    return [
        (
            f"login:fail:user:{username.strip().lower()}:{window}",
            settings.GENUI_LOGIN_FAILURES_PER_USERNAME,
        ),
        (f"login:fail:ip:{address}:{window}", settings.GENUI_LOGIN_FAILURES_PER_IP),
    ]


def login_throttled(request, username: str) -> bool:
    return any((cache.get(key) or 0) >= limit for key, limit in _keys(request, username))


def login_failed(request, username: str) -> None:
    for key, _limit in _keys(request, username):
        window_count(key, settings.GENUI_LOGIN_WINDOW_SECONDS)


def login_succeeded(request, username: str) -> None:
    cache.delete(_keys(request, username)[0][0])


class ThrottledLoginMixin:
    """`clean` refuses a throttled name or address before checking the password."""

    error_messages = {
        **AuthenticationForm.error_messages,
        "throttled": _(
            "Too many failed logins for this account or from this address. "
            "Wait a few minutes, then try again."
        ),
    }

    def clean(self):
        username = self.data.get("username", "") or ""
        if login_throttled(self.request, username):
            raise ValidationError(self.error_messages["throttled"], code="throttled")
        try:
            cleaned = super().clean()
        except ValidationError as error:
            if error.code == "invalid_login":
                login_failed(self.request, username)
            raise
        login_succeeded(self.request, username)
        return cleaned


class ThrottledAuthenticationForm(ThrottledLoginMixin, AuthenticationForm):
    pass


class ThrottledAdminAuthenticationForm(ThrottledLoginMixin, AdminAuthenticationForm):
    error_messages = {
        **AdminAuthenticationForm.error_messages,
        "throttled": ThrottledLoginMixin.error_messages["throttled"],
    }
