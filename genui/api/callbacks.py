"""Which callback URLs the API accepts for webhooks.

Production settings (``API_CALLBACK_REQUIRE_HTTPS``, ``API_CALLBACK_ALLOW_PRIVATE_NETWORKS``)
accept only https URLs whose host resolves to public addresses, so a partner cannot
make our servers POST into our own network. The check runs when a job is requested
and again before each delivery, since a name can be pointed elsewhere in between.
The embedded default, a single machine, allows http and loopback receivers.
"""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlsplit

from django.conf import settings

MAX_CALLBACK_URL = 2000


def _address_problem(host: str, port: int) -> str | None:
    try:
        infos = socket.getaddrinfo(host, port, proto=socket.IPPROTO_TCP)
    except (socket.gaierror, UnicodeError):
        return f"the host {host!r} does not resolve"
    for info in infos:
        address = ipaddress.ip_address(info[4][0].split("%", 1)[0])
        if not address.is_global or address.is_multicast:
            return f"the host {host!r} is a private, loopback or reserved address"
    return None


def callback_url_problems(url: str) -> list[str]:
    """Why ``url`` cannot receive webhooks (empty when it can)."""
    if len(url) > MAX_CALLBACK_URL:
        return [f"at most {MAX_CALLBACK_URL} characters"]
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return ["not a valid URL"]
    schemes = ("https",) if settings.API_CALLBACK_REQUIRE_HTTPS else ("https", "http")
    if parts.scheme not in schemes:
        return [f"the URL must use {' or '.join(schemes)}"]
    if not parts.hostname:
        return ["the URL has no host"]
    if parts.username or parts.password:
        return ["the URL must not contain credentials"]
    if settings.API_CALLBACK_ALLOW_PRIVATE_NETWORKS:
        return []
    default_port = 443 if parts.scheme == "https" else 80
    problem = _address_problem(parts.hostname, port or default_port)
    return [problem] if problem else []
