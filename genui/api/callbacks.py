"""Which callback URLs the API accepts for webhooks, and where a delivery connects.

Production settings (``API_CALLBACK_REQUIRE_HTTPS``, ``API_CALLBACK_ALLOW_PRIVATE_NETWORKS``)
accept only https URLs whose host resolves to public addresses, so a partner cannot
make our servers POST into our own network. The check runs when a job is requested
and again before each delivery, since a name can be pointed elsewhere in between.

A delivery resolves the host exactly once: every address the answer holds is checked,
and the POST connects to those checked addresses, never to the name (a second lookup
could answer differently: DNS rebinding). The name still goes in the Host header, in
TLS SNI and in the certificate check (``genui.api.webhooks``). Addresses that carry
an IPv4 address inside IPv6 (NAT64, 6to4, Teredo, IPv4-compatible and IPv4-mapped)
are refused whole, whatever they embed. The embedded default, a single machine, allows
http and loopback receivers.
"""

from __future__ import annotations

import ipaddress
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings

MAX_CALLBACK_URL = 2000

# Ranges that translate to or tunnel IPv4: a gateway on the way would carry the POST to
# whatever IPv4 address they embed, 127.0.0.1 or 10.0.0.1 included.
EMBEDDED_IPV4_NETWORKS = tuple(
    ipaddress.ip_network(network)
    for network in (
        "64:ff9b::/96",  # NAT64 (RFC 6052)
        "64:ff9b:1::/48",  # local-use NAT64 (RFC 8215)
        "2002::/16",  # 6to4 (RFC 3056)
        "2001::/32",  # Teredo (RFC 4380)
        "::/96",  # IPv4-compatible (RFC 4291, deprecated)
        "::ffff:0:0/96",  # IPv4-mapped (RFC 4291)
    )
)

# (family, socket address) as ``socket.getaddrinfo`` gives them.
Address = tuple[int, tuple]


@dataclass(frozen=True)
class CallbackTarget:
    """A callback URL resolved once: the addresses a delivery may connect to (each one
    checked), or why it may not be delivered (then no addresses)."""

    url: str
    addresses: tuple[Address, ...] = ()
    problems: tuple[str, ...] = ()


def callback_address_refused(address: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """Whether a webhook may not connect to ``address``: anything but a public unicast
    address, and every range that embeds an IPv4 address."""
    if address.version == 6 and any(address in network for network in EMBEDDED_IPV4_NETWORKS):
        return True
    return (
        not address.is_global
        or address.is_private
        or address.is_loopback
        or address.is_link_local
        or address.is_multicast
        or address.is_reserved
        or address.is_unspecified
    )


def _form_problems(url: str) -> tuple[list[str], str, int]:
    """What is wrong with the URL itself; else its host and port."""
    if len(url) > MAX_CALLBACK_URL:
        return [f"at most {MAX_CALLBACK_URL} characters"], "", 0
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return ["not a valid URL"], "", 0
    schemes = ("https",) if settings.API_CALLBACK_REQUIRE_HTTPS else ("https", "http")
    if parts.scheme not in schemes:
        return [f"the URL must use {' or '.join(schemes)}"], "", 0
    if not parts.hostname:
        return ["the URL has no host"], "", 0
    if parts.username or parts.password:
        return ["the URL must not contain credentials"], "", 0
    return [], parts.hostname, port or (443 if parts.scheme == "https" else 80)


def callback_url_resolve(url: str) -> CallbackTarget:
    """Check ``url``, look its host up once and check every address of the answer.

    One refused address refuses the URL: a name that answers a public and a private
    address would otherwise reach the private one on some attempts.
    """
    problems, host, port = _form_problems(url)
    if problems:
        return CallbackTarget(url=url, problems=tuple(problems))
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP)
    except (OSError, UnicodeError):
        return CallbackTarget(url=url, problems=(f"the host {host!r} does not resolve",))
    addresses = []
    for family, _type, _proto, _name, sockaddr in infos:
        if family not in (socket.AF_INET, socket.AF_INET6):
            continue
        address = ipaddress.ip_address(sockaddr[0].split("%", 1)[0])
        if not settings.API_CALLBACK_ALLOW_PRIVATE_NETWORKS and callback_address_refused(address):
            problem = f"the host {host!r} is a private, loopback or reserved address"
            return CallbackTarget(url=url, problems=(problem,))
        if (family, sockaddr) not in addresses:
            addresses.append((family, sockaddr))
    if not addresses:
        return CallbackTarget(url=url, problems=(f"the host {host!r} does not resolve",))
    return CallbackTarget(url=url, addresses=tuple(addresses))


def callback_url_problems(url: str) -> list[str]:
    """Why ``url`` cannot receive webhooks (empty when it can), as checked when a job is
    requested. The embedded default looks nothing up here: a delivery resolves the
    host when it is sent."""
    if settings.API_CALLBACK_ALLOW_PRIVATE_NETWORKS:
        return _form_problems(url)[0]
    return list(callback_url_resolve(url).problems)
