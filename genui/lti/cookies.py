"""The login's cookies as partitioned cookies (CHIPS): a browser that blocks third-party
cookies keeps a cookie marked ``Partitioned`` in a frame on another site, for that site only.

pylti1p3 sets the launch's state cookie and its session id cookie ``SameSite=None; Secure``
over HTTPS, which works in a frame only where the browser allows third-party cookies. Debian's
Chromium 156 does not (docs/lti.md): inside a real Moodle's frame on another site the login
fell back to the new-window page, and Moodle's deep linking cannot return from a new window.
Marked ``Partitioned``, the cookies are kept in the frame (keyed by the LMS's site), and sent
back with the platform's launch POST into the same frame. Python's ``http.cookies`` learns the
attribute only in 3.14, hence the Morsel below."""

from __future__ import annotations

from http.cookies import Morsel

from pylti1p3.contrib.django import DjangoOIDCLogin
from pylti1p3.contrib.django.cookie import DjangoCookieService
from pylti1p3.contrib.django.request import DjangoRequest

# pylti1p3's cookie check page sets its test cookie with these attributes over HTTPS
CHECK_ATTRIBUTES = "'; SameSite=None; secure'"


class PartitionedMorsel(Morsel):
    _reserved = {**Morsel._reserved, "partitioned": "Partitioned"}
    _flags = Morsel._flags | {"partitioned"}


def cookies_partition(response, names) -> None:
    """Mark the response's cookies ``names`` Partitioned (they must be Secure)."""
    for name in names:
        cookie = response.cookies.get(name)
        if cookie is None or not cookie["secure"]:
            continue
        partitioned = PartitionedMorsel()
        partitioned.set(cookie.key, cookie.value, cookie.coded_value)
        for attribute, value in cookie.items():
            if value != "":
                partitioned[attribute] = value
        partitioned["partitioned"] = True
        response.cookies[name] = partitioned


class PartitionedCookieService(DjangoCookieService):
    """pylti1p3's cookies, Partitioned over HTTPS."""

    def update_response(self, response):
        super().update_response(response)
        if self._request.is_secure():
            cookies_partition(response, list(self._cookie_data_to_set))


class ToolOIDCLogin(DjangoOIDCLogin):
    """pylti1p3's login with partitioned cookies, whose cookie check page tests for a
    partitioned cookie too (else it would send every launch in a third-party-cookie-blocking
    browser to a new window, where the cookie is not needed)."""

    def __init__(self, request, tool_config, launch_data_storage=None):
        wrapped = DjangoRequest(request)
        super().__init__(
            wrapped,
            tool_config,
            session_service=None,
            cookie_service=PartitionedCookieService(wrapped),
            launch_data_storage=launch_data_storage,
        )

    def get_cookies_allowed_js_check(self) -> str:
        page = super().get_cookies_allowed_js_check()
        if CHECK_ATTRIBUTES not in page:
            raise RuntimeError("pylti1p3's cookie check page changed: see genui/lti/cookies.py")
        return page.replace(CHECK_ATTRIBUTES, "'; SameSite=None; secure; Partitioned'")
