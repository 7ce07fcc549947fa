"""Webhook signatures and the HTTP POST that delivers one webhook.

Every delivery carries ``Clover-Signature: t=<unix seconds>,v1=<hex>`` where the hex
is HMAC-SHA256, keyed with the partner's webhook secret, over ``"<t>." + body``.
Signing the timestamp with the body lets a receiver refuse replays of old
deliveries (docs/api.md shows the check). Redirects are not followed: a redirect to
an internal address would bypass the callback URL checks.
"""

from __future__ import annotations

import hashlib
import hmac
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass

SIGNATURE_HEADER = "Clover-Signature"
EVENT_HEADER = "Clover-Event"
DELIVERY_HEADER = "Clover-Delivery"
USER_AGENT = "Clover-Webhooks/1.0"
RESPONSE_EXCERPT = 500

# Set when a delivery is committed, so a sender in this process posts it at once
# instead of at its next poll.
sender_wake = threading.Event()


def webhook_signature(*, secret: str, timestamp: int, body: bytes) -> str:
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return f"t={timestamp},v1={mac.hexdigest()}"


def webhook_signature_valid(
    *, secret: str, header: str, body: bytes, tolerance_seconds: int = 300, now: float | None = None
) -> bool:
    """What a receiver checks: a v1 signature of this body, made recently."""
    fields = dict(part.split("=", 1) for part in header.split(",") if "=" in part)
    try:
        timestamp = int(fields.get("t", ""))
    except ValueError:
        return False
    if abs((now or time.time()) - timestamp) > tolerance_seconds:
        return False
    expected = webhook_signature(secret=secret, timestamp=timestamp, body=body)
    return hmac.compare_digest(expected.split("v1=", 1)[1], fields.get("v1", ""))


@dataclass(frozen=True)
class PostOutcome:
    status_code: int | None
    error: str
    duration_ms: int
    response_excerpt: str

    @property
    def delivered(self) -> bool:
        return self.status_code is not None and 200 <= self.status_code < 300


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


# No proxies from the environment either: a delivery goes where its URL says.
_opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), _NoRedirects())


def webhook_post(*, url: str, body: bytes, headers: dict[str, str], timeout: float) -> PostOutcome:
    """POST ``body`` once; any answer but a 2xx, or no answer, is a failed attempt."""
    request = urllib.request.Request(url, data=body, method="POST")
    for name, value in {"User-Agent": USER_AGENT, **headers}.items():
        request.add_header(name, value)
    started = time.monotonic()
    status, error, excerpt = None, "", ""
    try:
        with _opener.open(request, timeout=timeout) as response:
            status = response.status
            excerpt = response.read(RESPONSE_EXCERPT).decode(errors="replace")
    except urllib.error.HTTPError as failure:
        status = failure.code
        error = f"HTTP {failure.code}"
        excerpt = failure.read(RESPONSE_EXCERPT).decode(errors="replace")
    except (urllib.error.URLError, OSError, ValueError) as failure:
        error = str(getattr(failure, "reason", failure)) or type(failure).__name__
    duration_ms = int((time.monotonic() - started) * 1000)
    return PostOutcome(
        status_code=status, error=error, duration_ms=duration_ms, response_excerpt=excerpt
    )
