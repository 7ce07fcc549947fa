"""Webhook signatures and the HTTP POST that delivers one webhook.

Every delivery carries ``Clover-Signature: t=<unix seconds>,v1=<hex>`` where the hex
is HMAC-SHA256, keyed with the partner's webhook secret, over ``"<t>." + body``.
Signing the timestamp with the body lets a receiver refuse replays of old
deliveries (docs/api.md shows the check).

The POST goes to the addresses the callback check resolved and approved
(``genui.api.callbacks.callback_url_resolve``), never to a fresh lookup of the name,
which a rebinding DNS server could point at 127.0.0.1 in between. Redirects are not
followed and proxies from the environment are not used: either would send the POST
somewhere the check never saw.

An attempt has one deadline for all of it: connecting, the TLS handshake, sending and
reading the answer. A socket timeout alone bounds each read, which a receiver that
trickles a byte now and then never trips; at the deadline a watchdog shuts the
connection down, which ends whatever read or write is waiting.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import http.client
import socket
import ssl
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

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


class _Deadline:
    """The end of one attempt, ``seconds`` from now. Sockets handed to ``watch`` are
    shut down when it passes; ``close`` stops the watchdog and forgets them."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.ends = time.monotonic() + seconds
        self.passed = False
        self._lock = threading.Lock()
        self._watched: list[socket.socket] = []
        self._timer = threading.Timer(seconds, self._expire)
        self._timer.daemon = True
        self._timer.start()

    def remaining(self) -> float:
        left = self.ends - time.monotonic()
        if left <= 0:
            raise TimeoutError("the attempt's deadline passed")
        return left

    def watch(self, sock: socket.socket) -> None:
        # A duplicate descriptor of the same connection: TLS takes the original over,
        # and a shutdown through either ends the connection for both.
        with self._lock:
            self._watched.append(sock.dup())
            if self.passed:
                self._shut(self._watched[-1])

    def _expire(self) -> None:
        with self._lock:
            self.passed = True
            for sock in self._watched:
                self._shut(sock)

    @staticmethod
    def _shut(sock: socket.socket) -> None:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)

    def close(self) -> None:
        self._timer.cancel()
        with self._lock:
            for sock in self._watched:
                sock.close()
            self._watched.clear()


def _connect(addresses: Sequence[tuple[int, tuple]], timeout: float) -> socket.socket:
    """A TCP connection to the first of ``addresses`` that answers; no name is looked up."""
    failure: OSError = OSError("no address to connect to")
    for family, sockaddr in addresses:
        sock = socket.socket(family, socket.SOCK_STREAM)
        try:
            sock.settimeout(timeout)
            sock.connect(sockaddr)
        except OSError as error:
            sock.close()
            failure = error
        else:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            return sock
    raise failure


class _PinnedHTTPConnection(http.client.HTTPConnection):
    """HTTP to ``addresses``; the Host header names the URL's host."""

    def __init__(self, host: str, port: int, *, addresses, deadline: _Deadline) -> None:
        super().__init__(host, port, timeout=deadline.seconds)
        self.addresses = addresses
        self.deadline = deadline

    def connect(self) -> None:
        self.sock = _connect(self.addresses, self.deadline.remaining())
        self.deadline.watch(self.sock)


class _PinnedHTTPSConnection(http.client.HTTPSConnection):
    """HTTPS to ``addresses``; SNI, the certificate check and the Host header all use
    the URL's host, so a certificate must be valid for the name, not the address."""

    def __init__(self, host: str, port: int, *, addresses, deadline: _Deadline) -> None:
        # The system's trusted CAs (``SSL_CERT_FILE`` chooses others), hostnames checked.
        self.tls = ssl.create_default_context()
        super().__init__(host, port, timeout=deadline.seconds, context=self.tls)
        self.addresses = addresses
        self.deadline = deadline

    def connect(self) -> None:
        sock = _connect(self.addresses, self.deadline.remaining())
        try:
            # Watched before the handshake, which a receiver can trickle too.
            self.deadline.watch(sock)
            self.sock = self.tls.wrap_socket(sock, server_hostname=self.host)
        except BaseException:
            sock.close()
            raise


def _excerpt(response: http.client.HTTPResponse) -> bytes:
    """The first bytes of the answer's body, or those that came before the deadline."""
    try:
        return response.read(RESPONSE_EXCERPT)
    except http.client.IncompleteRead as cut:
        return cut.partial[:RESPONSE_EXCERPT]
    except (OSError, http.client.HTTPException):
        return b""


def webhook_post(
    *,
    url: str,
    addresses: Sequence[tuple[int, tuple]],
    body: bytes,
    headers: dict[str, str],
    timeout: float,
) -> PostOutcome:
    """POST ``body`` once to ``url`` at one of ``addresses`` (``(family, sockaddr)``,
    already checked by ``genui.api.callbacks``), all of it within ``timeout`` seconds.
    Any answer but a 2xx, or no status line and headers by the deadline, is a failed
    attempt; a status that came in time counts even if its body is cut off (the
    excerpt is what arrived). Redirects are not followed and no proxy is used."""
    started = time.monotonic()
    status, error, excerpt = None, "", ""
    connection = None
    deadline = _Deadline(timeout)
    try:
        parts = urlsplit(url)
        host = (parts.hostname or "").encode("idna").decode("ascii")
        https = parts.scheme == "https"
        port = parts.port or (443 if https else 80)
        pinned = _PinnedHTTPSConnection if https else _PinnedHTTPConnection
        connection = pinned(host, port, addresses=addresses, deadline=deadline)
        target = parts.path or "/"
        if parts.query:
            target += f"?{parts.query}"
        connection.request("POST", target, body=body, headers={"User-Agent": USER_AGENT, **headers})
        response = connection.getresponse()
        if deadline.passed:
            # The shutdown ended the headers early: http.client takes that for their end.
            raise TimeoutError("the attempt's deadline passed")
        status = response.status
        excerpt = _excerpt(response).decode(errors="replace")
        if not 200 <= status < 300:
            error = f"HTTP {status}"
    except (OSError, http.client.HTTPException, ValueError) as failure:
        error = str(failure) or type(failure).__name__
        # Each socket operation may wait for what was left at connect, so a socket's
        # timeout means the deadline has passed too.
        if deadline.passed or isinstance(failure, TimeoutError):
            error = f"no answer within the deadline of {timeout:g} s"
    finally:
        deadline.close()
        if connection is not None:
            connection.close()
    duration_ms = int((time.monotonic() - started) * 1000)
    return PostOutcome(
        status_code=status, error=error, duration_ms=duration_ms, response_excerpt=excerpt
    )
