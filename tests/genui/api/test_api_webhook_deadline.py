"""Webhook attempts end at a deadline however slowly a receiver trickles bytes, and a
slow or hanging receiver delays only its own partner's deliveries. The receivers are
real sockets on loopback, served by threads; timings have wide margins."""

from __future__ import annotations

import contextlib
import re
import socket
import threading
import time
from datetime import timedelta

import pytest
from django.utils import timezone

from genui.api.models import WebhookDelivery
from genui.api.sender import WebhookSender
from genui.api.webhooks import sender_wake, webhook_post
from tests.genui.api.support import PartnerClient, make_key, make_partner, start_generation

pytestmark = pytest.mark.django_db(transaction=True)

# A trickling receiver gives up after this long, so that a sender without a deadline
# fails the test instead of hanging it.
TRICKLE_SECONDS = 20
TRICKLE_EVERY = 0.2

OPENINGS = {
    # a header line that never ends
    "headers": b"HTTP/1.1 200 OK\r\nX-Trickle: ",
    # a status in time, then a body one byte at a time
    "body": b"HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n",
    # a TLS record header announcing 16 KB of handshake, which then trickles
    "tls": b"\x16\x03\x03\x40\x00",
}


class Endpoint:
    """A receiver on loopback that reads each request, then ``answer``s 200 at once,
    ``hang``s without a byte, or ``trickle``s the opening ``OPENINGS[kind]`` and then
    a byte every ``TRICKLE_EVERY`` seconds."""

    def __init__(self, mode: str, kind: str = "headers") -> None:
        self.mode, self.kind = mode, kind
        self.requests = 0
        self.posted = threading.Event()
        self._stop = threading.Event()
        self._connections: list[socket.socket] = []
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}/hooks"
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self._stop.is_set():
            try:
                connection, _ = self._listener.accept()
            except OSError:
                return
            self._connections.append(connection)
            threading.Thread(target=self._serve, args=(connection,), daemon=True).start()

    def _read_request(self, connection: socket.socket) -> None:
        data = b""
        while b"\r\n\r\n" not in data:
            data += connection.recv(65536) or b"\r\n\r\n"
        head, _, body = data.partition(b"\r\n\r\n")
        found = re.search(rb"(?im)^content-length:\s*(\d+)", head)
        length = int(found[1]) if found else 0
        while len(body) < length:
            body += connection.recv(65536) or b" " * length

    def _serve(self, connection: socket.socket) -> None:
        try:
            if self.kind == "tls":
                connection.recv(65536)
            else:
                self._read_request(connection)
            self.requests += 1
            self.posted.set()
            if self.mode == "answer":
                connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
            elif self.mode == "hang":
                self._stop.wait(TRICKLE_SECONDS)
            else:
                connection.sendall(OPENINGS[self.kind])
                ends = time.monotonic() + TRICKLE_SECONDS
                while time.monotonic() < ends and not self._stop.wait(TRICKLE_EVERY):
                    connection.sendall(b"a")
        except OSError:
            pass
        finally:
            connection.close()

    def close(self) -> None:
        self._stop.set()
        self._listener.close()
        for connection in self._connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)


@pytest.fixture
def endpoints():
    made: list[Endpoint] = []

    def make(mode: str, kind: str = "headers") -> Endpoint:
        made.append(Endpoint(mode, kind))
        return made[-1]

    yield make
    for endpoint in made:
        endpoint.close()


@pytest.fixture
def sender_factory(settings):
    settings.API_WEBHOOK_POLL_SECONDS = 0.05
    running: list[tuple[WebhookSender, threading.Thread]] = []

    def start() -> WebhookSender:
        sender = WebhookSender(poll_seconds=0.05)
        thread = threading.Thread(target=sender.run, daemon=True)
        thread.start()
        running.append((sender, thread))
        return sender

    yield start
    for sender, thread in running:
        sender.stop()
        thread.join(timeout=30)
        assert not thread.is_alive()


def post(url: str, port: int, timeout: float):
    return webhook_post(
        url=url,
        addresses=[(socket.AF_INET, ("127.0.0.1", port))],
        body=b'{"type":"generation.succeeded"}',
        headers={"Content-Type": "application/json"},
        timeout=timeout,
    )


def wait_for(predicate, seconds: float):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if result := predicate():
            return result
        time.sleep(0.05)
    raise AssertionError(f"not within {seconds} s")


def partner_with_job(name: str):
    """A partner and one of its generations, which the deliveries below belong to."""
    partner = make_partner(name)
    job = start_generation(PartnerClient(make_key(partner)[1]))
    return partner, job["id"]


def queue_delivery(partner_job, url: str, *, age_seconds: float = 0) -> WebhookDelivery:
    """A due delivery, as a finished job queues it, and the sender woken for it."""
    partner, job_id = partner_job
    delivery = WebhookDelivery.objects.create(
        partner=partner,
        job_id=job_id,
        event="generation.succeeded",
        url=url,
        body='{"type":"generation.succeeded"}',
        next_attempt_at=timezone.now() - timedelta(seconds=age_seconds),
    )
    sender_wake.set()
    return delivery


@pytest.mark.parametrize("kind", ["headers", "tls"], ids=["status-and-headers", "tls-handshake"])
def test_a_receiver_that_trickles_its_answer_is_cut_off_at_the_deadline(endpoints, kind):
    endpoint = endpoints("trickle", kind)
    url = f"{'https' if kind == 'tls' else 'http'}://receiver.test:{endpoint.port}/hooks"

    started = time.monotonic()
    outcome = post(url, endpoint.port, timeout=1.0)
    elapsed = time.monotonic() - started

    assert endpoint.requests == 1
    assert 0.9 <= elapsed < 5, elapsed
    assert not outcome.delivered and outcome.status_code is None
    assert "deadline of 1 s" in outcome.error


def test_a_status_in_time_counts_though_its_body_trickles_past_the_deadline(endpoints):
    endpoint = endpoints("trickle", "body")

    started = time.monotonic()
    outcome = post(endpoint.url, endpoint.port, timeout=1.0)
    elapsed = time.monotonic() - started

    assert 0.9 <= elapsed < 5, elapsed
    assert outcome.delivered and outcome.status_code == 200 and outcome.error == ""
    assert set(outcome.response_excerpt) <= {"a"} and len(outcome.response_excerpt) < 100


def test_a_slow_partner_does_not_hold_a_delivery_to_another_that_falls_due_meanwhile(
    endpoints, sender_factory, settings
):
    settings.API_WEBHOOK_TIMEOUT_SECONDS = 8
    slow, fast = endpoints("trickle"), endpoints("answer")
    sender_factory()
    slow_delivery = queue_delivery(partner_with_job("Slow Partner"), slow.url)
    assert slow.posted.wait(10)

    fast_delivery = queue_delivery(partner_with_job("Fast Partner"), fast.url)
    wait_for(lambda: WebhookDelivery.objects.get(pk=fast_delivery.pk).delivered_at, seconds=4)

    # The slow attempt is still trickling: nothing of it has been recorded yet.
    assert WebhookDelivery.objects.get(pk=slow_delivery.pk).attempts == 0
    slow.close()
    wait_for(lambda: WebhookDelivery.objects.get(pk=slow_delivery.pk).attempts, seconds=10)


def test_a_partner_with_many_hanging_deliveries_leaves_slots_for_the_others(
    endpoints, sender_factory, settings
):
    settings.API_WEBHOOK_TIMEOUT_SECONDS = 8
    hanging, fast = endpoints("hang"), endpoints("answer")
    crowd = partner_with_job("Crowded Partner")
    # Due before the other partner's, so a sender that takes them in order meets them first.
    for _ in range(settings.API_WEBHOOK_CONCURRENCY + 2):
        queue_delivery(crowd, hanging.url, age_seconds=60)
    other = queue_delivery(partner_with_job("Other Partner"), fast.url)

    sender_factory()
    wait_for(lambda: WebhookDelivery.objects.get(pk=other.pk).delivered_at, seconds=4)

    assert hanging.requests <= settings.API_WEBHOOK_PARTNER_CONCURRENCY
    hanging.close()


def test_a_hanging_receiver_is_a_failed_attempt_at_the_deadline(
    endpoints, sender_factory, settings
):
    settings.API_WEBHOOK_TIMEOUT_SECONDS = 1
    hanging = endpoints("hang")
    delivery = queue_delivery(partner_with_job("Hanging Partner"), hanging.url)

    started = time.monotonic()
    sender_factory()
    attempt = wait_for(lambda: delivery.attempt_log.first(), seconds=10)

    assert time.monotonic() - started < 6
    assert 900 <= attempt.duration_ms < 5000 and attempt.status_code is None
    assert "deadline of 1 s" in attempt.error
