"""Webhooks cannot be turned against our own network: the host is looked up once,
every address of the answer is checked, and the POST connects to the checked
address while the name stays in the Host header, TLS SNI and the certificate check.
Addresses that embed IPv4 in IPv6 (NAT64, 6to4, IPv4-compatible ...) are refused."""

from __future__ import annotations

import datetime
import ipaddress
import socket
import ssl
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from genui.api import webhooks
from genui.api.callbacks import callback_address_refused, callback_url_resolve
from genui.api.models import WebhookDelivery
from genui.api.services import webhook_delivery_attempt
from genui.api.webhooks import webhook_post
from tests.genui.api.support import GENERATION, finish_job, run_job, start_generation

PUBLIC = "93.184.215.14"
REBINDING_HOST = "hooks.rebind.test"


class Receiver:
    """An HTTP(S) endpoint on loopback that answers 200 and records every request
    (its headers) and, over TLS, the server name the client asked for (SNI)."""

    def __init__(self, tls: ssl.SSLContext | None = None) -> None:
        self.requests: list[dict] = []
        self.server_names: list[str | None] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                self.rfile.read(int(self.headers["Content-Length"]))
                receiver.requests.append(dict(self.headers))
                self.send_response(200)
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_port
        if tls is not None:
            tls.sni_callback = lambda _sock, name, _context: self.server_names.append(name)
            self.server.socket = tls.wrap_socket(self.server.socket, server_side=True)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver():
    receiver = Receiver()
    yield receiver
    receiver.close()


class Resolver:
    """A stub of ``socket.getaddrinfo`` for names under ``.test``: each call for such
    a name answers the next list of ``answers`` (the last one from then on; an empty
    list: the name does not exist). Other
    names (address literals) go to the real resolver."""

    def __init__(self, *answers: list[str]) -> None:
        self.answers = answers
        self.calls: list[str] = []
        self.real = socket.getaddrinfo

    def __call__(self, host, port, *args, **kwargs):
        if not str(host).endswith(".test"):
            return self.real(host, port, *args, **kwargs)
        self.calls.append(host)
        addresses = self.answers[min(len(self.calls), len(self.answers)) - 1]
        if not addresses:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        return [
            (
                socket.AF_INET6 if ":" in address else socket.AF_INET,
                socket.SOCK_STREAM,
                socket.IPPROTO_TCP,
                "",
                (address, port, 0, 0) if ":" in address else (address, port),
            )
            for address in addresses
        ]


@pytest.fixture
def resolve(monkeypatch):
    def install(*answers: list[str]) -> Resolver:
        resolver = Resolver(*answers)
        monkeypatch.setattr(socket, "getaddrinfo", resolver)
        return resolver

    return install


@pytest.fixture
def production_callbacks(settings):
    settings.API_CALLBACK_REQUIRE_HTTPS = False
    settings.API_CALLBACK_ALLOW_PRIVATE_NETWORKS = False
    settings.API_WEBHOOK_TIMEOUT_SECONDS = 2


@pytest.fixture
def connects(monkeypatch):
    """Record every address a webhook connects to. Public addresses are refused here
    (no test reaches the internet); loopback ones really connect."""
    seen: list[str] = []
    real = webhooks._connect

    def connect(addresses, timeout):
        seen.extend(sockaddr[0] for _family, sockaddr in addresses)
        if any(ipaddress.ip_address(sockaddr[0]).is_global for _family, sockaddr in addresses):
            raise ConnectionRefusedError("connection refused (test: no internet)")
        return real(addresses, timeout)

    monkeypatch.setattr(webhooks, "_connect", connect, raising=False)
    return seen


def delivered_once(api, callback_url: str) -> WebhookDelivery:
    """A partner job with ``callback_url`` finished, and its webhook attempted once."""
    job = start_generation(api, callback_url=callback_url)
    run_job(job["id"])
    finish_job(job["id"])
    delivery = WebhookDelivery.objects.get(job_id=job["id"])
    webhook_delivery_attempt(delivery=delivery)
    return WebhookDelivery.objects.get(pk=delivery.pk)


@pytest.mark.django_db
def test_dns_rebinding_to_loopback_after_the_check_never_reaches_loopback(
    api, receiver, resolve, connects, production_callbacks
):
    resolver = resolve([PUBLIC], ["127.0.0.1"])
    job = start_generation(api, callback_url=f"http://{REBINDING_HOST}:{receiver.port}/hook")
    run_job(job["id"])
    finish_job(job["id"])
    # From the delivery on, the name answers a public address once, then loopback.
    resolver.calls.clear()

    webhook_delivery_attempt(delivery=WebhookDelivery.objects.get(job_id=job["id"]))

    delivery = WebhookDelivery.objects.get(job_id=job["id"])
    assert receiver.requests == [], "the webhook was posted to loopback"
    assert connects == [PUBLIC]
    assert resolver.calls == [REBINDING_HOST], "the host was looked up more than once"
    assert delivery.attempts == 1 and delivery.status == "pending"
    assert "refused" in delivery.last_error


@pytest.mark.django_db
def test_dns_rebinding_between_attempts_is_refused_before_connecting(
    api, receiver, resolve, connects, production_callbacks
):
    resolve([PUBLIC], ["127.0.0.1"])

    delivery = delivered_once(api, f"http://{REBINDING_HOST}:{receiver.port}/hook")

    assert receiver.requests == [] and connects == []
    assert delivery.last_error.startswith("refused: the host 'hooks.rebind.test' is a private")


@pytest.mark.django_db
def test_a_name_answering_a_public_and_a_loopback_address_is_refused_whole(
    api, receiver, resolve, connects, production_callbacks
):
    resolve([PUBLIC, "127.0.0.1"])

    response = api.post(
        "/api/v1/generations",
        {**GENERATION, "callback_url": f"http://{REBINDING_HOST}:{receiver.port}/hook"},
    )

    assert response.status_code == 400
    assert "private, loopback" in response.json()["errors"]["callback_url"][0]
    assert receiver.requests == [] and connects == []


@pytest.mark.django_db
def test_the_post_connects_to_the_resolved_address_and_names_the_host(
    api, receiver, resolve, connects
):
    # The embedded default: loopback receivers are allowed.
    resolver = resolve(["127.0.0.1"])

    delivery = delivered_once(api, f"http://hooks.partner.test:{receiver.port}/hook?x=1")

    assert delivery.status == "delivered"
    assert connects == ["127.0.0.1"]
    [headers] = receiver.requests
    assert headers["Host"] == f"hooks.partner.test:{receiver.port}"
    assert resolver.calls == ["hooks.partner.test"]


@pytest.fixture(scope="module")
def certificates(tmp_path_factory):
    """A test CA (its PEM file) and a server context with a certificate it signed
    for ``hooks.partner.test``."""
    folder = tmp_path_factory.mktemp("tls")
    now = datetime.datetime.now(datetime.UTC)

    def certificate(subject, issuer, public_key, signing_key, *, ca: bool, names=()):
        builder = (
            x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, subject)]))
            .issuer_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, issuer)]))
            .public_key(public_key)
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(hours=1))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
        )
        if ca:
            builder = builder.add_extension(
                x509.KeyUsage(
                    digital_signature=True, content_commitment=False, key_encipherment=False,
                    data_encipherment=False, key_agreement=False, key_cert_sign=True,
                    crl_sign=True, encipher_only=False, decipher_only=False,
                ),
                critical=True,
            )  # fmt: skip
        if names:
            builder = builder.add_extension(
                x509.SubjectAlternativeName([x509.DNSName(name) for name in names]),
                critical=False,
            )
        return builder.sign(signing_key, hashes.SHA256())

    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca = certificate("Clover test CA", "Clover test CA", ca_key.public_key(), ca_key, ca=True)
    key = ec.generate_private_key(ec.SECP256R1())
    leaf = certificate(
        "hooks.partner.test", "Clover test CA", key.public_key(), ca_key,
        ca=False, names=["hooks.partner.test"],
    )  # fmt: skip
    ca_file, chain_file, key_file = folder / "ca.pem", folder / "chain.pem", folder / "key.pem"
    ca_file.write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    chain_file.write_bytes(leaf.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return ca_file, chain_file, key_file


@pytest.fixture
def tls_receiver(certificates, monkeypatch):
    ca_file, chain_file, key_file = certificates
    monkeypatch.setenv("SSL_CERT_FILE", str(ca_file))
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(chain_file, key_file)
    receiver = Receiver(tls=context)
    yield receiver
    receiver.close()


def test_tls_to_the_pinned_address_sends_the_name_as_sni_and_checks_its_certificate(
    tls_receiver,
):
    loopback = [(socket.AF_INET, ("127.0.0.1", tls_receiver.port))]

    outcome = webhook_post(
        url=f"https://hooks.partner.test:{tls_receiver.port}/hook",
        addresses=loopback,
        body=b"{}",
        headers={"Content-Type": "application/json"},
        timeout=5,
    )

    assert outcome.delivered, outcome.error
    assert tls_receiver.server_names == ["hooks.partner.test"]
    [headers] = tls_receiver.requests
    assert headers["Host"] == f"hooks.partner.test:{tls_receiver.port}"


def test_tls_to_the_pinned_address_refuses_a_certificate_for_another_name(tls_receiver):
    loopback = [(socket.AF_INET, ("127.0.0.1", tls_receiver.port))]

    outcome = webhook_post(
        url=f"https://hooks.other.test:{tls_receiver.port}/hook",
        addresses=loopback,
        body=b"{}",
        headers={},
        timeout=5,
    )

    assert not outcome.delivered and outcome.status_code is None
    assert "certificate" in outcome.error.lower()
    assert tls_receiver.requests == []


EMBEDDED_IPV4 = [
    pytest.param("64:ff9b::7f00:1", id="nat64-loopback"),
    pytest.param("64:ff9b::a00:1", id="nat64-private"),
    pytest.param("64:ff9b::5db8:d70e", id="nat64-public"),
    pytest.param("64:ff9b:1::a00:1", id="local-nat64"),
    pytest.param("2002:7f00:1::1", id="6to4-loopback"),
    pytest.param("2002:c0a8:1::1", id="6to4-private"),
    pytest.param("2002:5db8:d70e::1", id="6to4-public"),
    pytest.param("::7f00:1", id="ipv4-compatible-loopback"),
    pytest.param("::5db8:d70e", id="ipv4-compatible-public"),
    pytest.param("::ffff:127.0.0.1", id="ipv4-mapped-loopback"),
    pytest.param("2001:0:4136:e378:8000:63bf:3fff:fdd2", id="teredo"),
]
OTHER_INTERNAL = [
    pytest.param("0.0.0.0", id="unspecified"),
    pytest.param("::", id="unspecified-v6"),
    pytest.param("127.0.0.2", id="loopback"),
    pytest.param("::1", id="loopback-v6"),
    pytest.param("10.0.0.1", id="private"),
    pytest.param("172.16.5.4", id="private-172"),
    pytest.param("100.64.0.1", id="carrier-grade-nat"),
    pytest.param("fd00::1", id="unique-local"),
    pytest.param("169.254.169.254", id="link-local-metadata"),
    pytest.param("fe80::1", id="link-local-v6"),
    pytest.param("224.0.0.251", id="multicast"),
    pytest.param("ff02::1", id="multicast-v6"),
    pytest.param("240.0.0.1", id="reserved"),
    pytest.param("255.255.255.255", id="broadcast"),
]


@pytest.mark.parametrize("address", [*EMBEDDED_IPV4, *OTHER_INTERNAL])
def test_ssrf_through_an_internal_or_ipv4_embedding_address_is_refused(address):
    assert callback_address_refused(ipaddress.ip_address(address))


@pytest.mark.parametrize("address", ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"])
def test_public_unicast_addresses_are_accepted(address):
    assert not callback_address_refused(ipaddress.ip_address(address))


@pytest.mark.parametrize("address", EMBEDDED_IPV4)
def test_ssrf_through_a_name_answering_nat64_6to4_or_ipv4_compatible_is_refused(
    address, resolve, production_callbacks
):
    resolve([address])

    target = callback_url_resolve("https://hooks.partner.test/hook")

    assert target.addresses == ()
    assert target.problems == (
        "the host 'hooks.partner.test' is a private, loopback or reserved address",
    )


@pytest.mark.django_db
@pytest.mark.parametrize(
    "url",
    ["https://[64:ff9b::7f00:1]/hook", "https://[2002:7f00:1::1]/hook", "https://[::7f00:1]/hook"],
)
def test_a_partner_cannot_request_a_callback_to_a_translated_loopback_address(api, url, settings):
    settings.API_CALLBACK_REQUIRE_HTTPS = True
    settings.API_CALLBACK_ALLOW_PRIVATE_NETWORKS = False

    response = api.post("/api/v1/generations", {**GENERATION, "callback_url": url})

    assert response.status_code == 400
    assert "private, loopback" in response.json()["errors"]["callback_url"][0]


def test_a_name_that_does_not_resolve_is_refused_with_the_reason(resolve, production_callbacks):
    resolve([])

    target = callback_url_resolve("https://hooks.partner.test/hook")

    assert target.problems == ("the host 'hooks.partner.test' does not resolve",)
