"""Webhooks: queued in the transaction that finishes a job, POSTed to a real local
HTTP receiver with an HMAC signature, retried with backoff when it fails, logged
attempt by attempt, and never lost when a sender stops."""

from __future__ import annotations

import json
import threading
import time
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.db import transaction
from django.utils import timezone

from genui.api.models import WebhookDelivery
from genui.api.sender import WebhookSender
from genui.api.services import webhook_backoff_seconds, webhook_deliveries_claim
from genui.api.webhooks import webhook_signature, webhook_signature_valid
from genui.generation.models import GenerationJob
from tests.genui.api.support import fail_job, finish_job, run_job, start_generation

pytestmark = pytest.mark.django_db(transaction=True)


class Receiver:
    """A partner's webhook endpoint on loopback that answers ``statuses`` in turn
    (the last one from then on) and records every request."""

    def __init__(self, statuses: list[int]) -> None:
        self.statuses = statuses
        self.requests: list[tuple[dict, bytes]] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.requests.append((dict(self.headers), body))
                index = min(len(receiver.requests) - 1, len(receiver.statuses) - 1)
                self.send_response(receiver.statuses[index])
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/hooks/clover"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver_factory():
    receivers = []

    def make(statuses):
        receivers.append(Receiver(statuses))
        return receivers[-1]

    yield make
    for receiver in receivers:
        receiver.close()


@pytest.fixture
def fast_retries(settings):
    settings.API_WEBHOOK_BACKOFF_SECONDS = 0.05
    settings.API_WEBHOOK_POLL_SECONDS = 0.05
    settings.API_WEBHOOK_TIMEOUT_SECONDS = 5


@pytest.fixture
def sender(fast_retries):
    sender = WebhookSender(poll_seconds=0.05)
    thread = threading.Thread(target=sender.run, daemon=True)
    thread.start()
    yield sender
    sender.stop()
    thread.join(timeout=10)
    assert not thread.is_alive()


def wait_for(predicate, seconds: float = 20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if result := predicate():
            return result
        time.sleep(0.05)
    raise AssertionError("timed out")


def settled(job_id) -> WebhookDelivery | None:
    delivery = WebhookDelivery.objects.filter(job_id=job_id).first()
    return delivery if delivery and delivery.status != WebhookDelivery.Status.PENDING else None


def test_a_success_webhook_is_retried_until_the_receiver_accepts_it_and_is_signed(
    api, partner, receiver_factory, sender
):
    receiver = receiver_factory([500, 503, 200])
    job = start_generation(api, callback_url=receiver.url)
    run_job(job["id"])
    finish_job(job["id"])

    delivery = wait_for(lambda: settled(job["id"]))

    assert delivery.status == "delivered" and delivery.attempts == 3
    log = list(delivery.attempt_log.values_list("number", "status_code"))
    assert log == [(1, 500), (2, 503), (3, 200)]
    bodies = {body for _, body in receiver.requests}
    assert len(receiver.requests) == 3 and len(bodies) == 1
    for headers, body in receiver.requests:
        assert headers["Content-Type"] == "application/json"
        assert headers["Clover-Event"] == "generation.succeeded"
        assert headers["Clover-Delivery"] == str(delivery.pk)
        assert webhook_signature_valid(
            secret=partner.webhook_secret, header=headers["Clover-Signature"], body=body
        )
    payload = json.loads(bodies.pop())
    assert payload["type"] == "generation.succeeded" and payload["id"] == str(delivery.pk)
    assert payload["data"] == api.get(f"/api/v1/generations/{job['id']}").json()
    assert payload["data"]["result"]["version"]["validation_passed"] is True


def test_a_failed_job_sends_a_failure_webhook(api, receiver_factory, sender):
    receiver = receiver_factory([204])
    job = start_generation(api, callback_url=receiver.url)
    run_job(job["id"])
    fail_job(job["id"])

    delivery = wait_for(lambda: settled(job["id"]))

    assert delivery.event == "generation.failed" and delivery.status == "delivered"
    payload = json.loads(receiver.requests[0][1])
    assert payload["data"]["status"] == "failed" and payload["data"]["error"]


def test_a_cancelled_job_sends_a_cancellation_webhook(api, receiver_factory, sender):
    receiver = receiver_factory([200])
    job = start_generation(api, callback_url=receiver.url)
    api.delete(f"/api/v1/generations/{job['id']}")

    assert wait_for(lambda: settled(job["id"])).event == "generation.cancelled"


def test_a_job_without_a_callback_sends_nothing(api):
    job = start_generation(api)
    run_job(job["id"])
    finish_job(job["id"])
    assert not WebhookDelivery.objects.exists()


def test_a_receiver_that_never_accepts_is_given_up_after_the_last_attempt(
    api, receiver_factory, sender, settings
):
    settings.API_WEBHOOK_MAX_ATTEMPTS = 3
    receiver = receiver_factory([500])
    job = start_generation(api, callback_url=receiver.url)
    run_job(job["id"])
    fail_job(job["id"])

    delivery = wait_for(lambda: settled(job["id"]))

    assert delivery.status == "failed" and delivery.attempts == 3
    assert delivery.last_status_code == 500 and delivery.next_attempt_at is None
    assert len(receiver.requests) == 3


def test_an_unreachable_receiver_is_a_failed_attempt_with_the_reason(
    api, receiver_factory, fast_retries
):
    receiver = receiver_factory([200])
    job = start_generation(api, callback_url=receiver.url)
    receiver.close()
    run_job(job["id"])
    fail_job(job["id"])

    WebhookSender(poll_seconds=0.05).send_due()

    delivery = WebhookDelivery.objects.get(job_id=job["id"])
    assert delivery.status == "pending" and delivery.attempts == 1
    assert delivery.last_status_code is None and "refused" in delivery.last_error.lower()
    assert delivery.next_attempt_at > timezone.now()


def test_the_delivery_commits_or_rolls_back_with_the_job_outcome(api, receiver_factory):
    receiver = receiver_factory([200])
    job = start_generation(api, callback_url=receiver.url)
    run_job(job["id"])

    with pytest.raises(RuntimeError), transaction.atomic():
        fail_job(job["id"])
        raise RuntimeError("the finishing transaction fails")

    assert GenerationJob.objects.get(pk=job["id"]).status == "running"
    assert not WebhookDelivery.objects.exists()


def test_deliveries_wait_in_the_database_for_a_sender_and_survive_one_that_died(
    api, receiver_factory, fast_retries
):
    receiver = receiver_factory([200])
    job = start_generation(api, callback_url=receiver.url)
    run_job(job["id"])
    finish_job(job["id"])
    # A sender claims the delivery, then dies before posting it.
    [claimed] = webhook_deliveries_claim(limit=10)
    assert webhook_deliveries_claim(limit=10) == []
    WebhookDelivery.objects.filter(pk=claimed.pk).update(
        next_attempt_at=timezone.now() - timedelta(seconds=1)
    )

    assert WebhookSender(poll_seconds=0.05).send_due() == 1

    assert WebhookDelivery.objects.get(pk=claimed.pk).status == "delivered"
    assert len(receiver.requests) == 1


def test_backoff_doubles_up_to_its_cap(settings):
    settings.API_WEBHOOK_BACKOFF_SECONDS = 30
    settings.API_WEBHOOK_BACKOFF_MAX_SECONDS = 3600
    waits = [webhook_backoff_seconds(attempts) for attempts in range(1, 10)]

    assert 30 <= waits[0] <= 33 and 60 <= waits[1] <= 66 and 120 <= waits[2] <= 132
    assert all(3600 <= wait <= 3960 for wait in waits[7:])


def test_a_signature_fails_for_another_body_secret_or_an_old_timestamp():
    body, now = b'{"type":"generation.succeeded"}', int(time.time())
    header = webhook_signature(secret="whsec_a", timestamp=now, body=body)

    assert webhook_signature_valid(secret="whsec_a", header=header, body=body)
    assert not webhook_signature_valid(secret="whsec_a", header=header, body=body + b" ")
    assert not webhook_signature_valid(secret="whsec_b", header=header, body=body)
    stale = webhook_signature(secret="whsec_a", timestamp=now - 600, body=body)
    assert not webhook_signature_valid(secret="whsec_a", header=stale, body=body)
    assert not webhook_signature_valid(secret="whsec_a", header="garbage", body=body)
