"""The site's own Content Security Policy: the studio, curation (the admin), sign-in,
the landing page and the API docs.

These pages run only the site's static scripts (and the one inline import map of
``base.html``, by a per-request nonce); they talk to their own origin (HTTP and the
studio's websocket) and frame only their own lesson pages. Responses that carry
lesson content set their own, sandboxed policy (``genui.lessons.csp``) and keep it.
"""

from __future__ import annotations

import secrets

from django.utils.deprecation import MiddlewareMixin


def site_csp(*, nonce: str) -> str:
    return "; ".join(
        (
            "default-src 'self'",
            f"script-src 'self' 'nonce-{nonce}'",
            # The admin's widgets and a few of our elements set style attributes.
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            # 'self' covers the studio's websocket on the same host.
            "connect-src 'self'",
            "frame-src 'self'",
            "worker-src 'none'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        )
    )


class SitePolicyMiddleware(MiddlewareMixin):
    """Give every response without a policy of its own the site's policy.

    ``request.csp_nonce`` is the nonce templates put on inline scripts."""

    def process_request(self, request) -> None:
        request.csp_nonce = secrets.token_urlsafe(16)

    def process_response(self, request, response):
        if "Content-Security-Policy" not in response:
            nonce = getattr(request, "csp_nonce", None) or secrets.token_urlsafe(16)
            response["Content-Security-Policy"] = site_csp(nonce=nonce)
        return response
