"""The webhook sender: a loop that posts due deliveries until it is stopped.

It runs as a daemon thread of each server process (``API_WEBHOOK_SENDER``, started
by ``genui.asgi``) or as ``manage.py partner_webhooks``. Senders may run anywhere
and in any number: each delivery is claimed under a lease in the database, so none
is posted twice at once and a sender that dies mid-attempt hands its claims over
when their leases run out.

Posts run in a pool of ``API_WEBHOOK_CONCURRENCY`` threads, each ended by the whole-
attempt deadline (``API_WEBHOOK_TIMEOUT_SECONDS``), and the sender claims more as soon
as a slot is free rather than waiting for a batch. One partner holds at most
``API_WEBHOOK_PARTNER_CONCURRENCY`` slots, so a slow or hanging receiver delays its own
deliveries, never another partner's.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from concurrent.futures import Future, ThreadPoolExecutor, wait
from functools import partial

from django.conf import settings
from django.db import close_old_connections

from genui.api.models import WebhookDelivery
from genui.api.services import webhook_deliveries_claim, webhook_delivery_attempt
from genui.api.webhooks import sender_wake

logger = logging.getLogger("genui.api")


def _attempt(delivery: WebhookDelivery) -> None:
    try:
        attempt = webhook_delivery_attempt(delivery=delivery)
        logger.info(
            "webhook %s to %s: attempt %s, %s",
            delivery.pk,
            delivery.url,
            attempt.number,
            attempt.status_code or attempt.error,
        )
    except Exception:
        # The claim's lease runs out and another pass retries the delivery.
        logger.exception("webhook %s could not be attempted", delivery.pk)
    finally:
        close_old_connections()


class WebhookSender:
    """``run`` blocks until ``stop`` is called (from any thread)."""

    def __init__(
        self,
        *,
        poll_seconds: float | None = None,
        slots: int | None = None,
        per_partner: int | None = None,
    ) -> None:
        self.poll_seconds = poll_seconds or settings.API_WEBHOOK_POLL_SECONDS
        self.slots = slots or settings.API_WEBHOOK_CONCURRENCY
        self.per_partner = per_partner or settings.API_WEBHOOK_PARTNER_CONCURRENCY
        self._stopping = threading.Event()
        self._posts = ThreadPoolExecutor(max_workers=self.slots, thread_name_prefix="webhook-post")
        self._lock = threading.Lock()
        # partner id: posts in flight
        self._in_flight: Counter[int] = Counter()

    def stop(self) -> None:
        self._stopping.set()
        sender_wake.set()

    def _start_due(self) -> list[Future]:
        """Claim as many due deliveries as there are free slots and start posting them."""
        close_old_connections()
        with self._lock:
            free = self.slots - self._in_flight.total()
            busy = +self._in_flight
        if free <= 0:
            return []
        claimed = webhook_deliveries_claim(limit=free, per_partner=self.per_partner, busy=busy)
        posts = []
        for delivery in claimed:
            with self._lock:
                self._in_flight[delivery.partner_id] += 1
            post = self._posts.submit(_attempt, delivery)
            post.add_done_callback(partial(self._finished, delivery.partner_id))
            posts.append(post)
        return posts

    def _finished(self, partner_id: int, _post: Future) -> None:
        with self._lock:
            self._in_flight[partner_id] -= 1
        # A free slot: the loop may claim again.
        sender_wake.set()

    def send_due(self) -> int:
        """Claim the due deliveries that fit, post them and wait for those posts; how
        many were attempted."""
        posts = self._start_due()
        wait(posts)
        return len(posts)

    def run(self) -> None:
        logger.info("webhook sender started")
        try:
            while not self._stopping.is_set():
                try:
                    started = self._start_due()
                except Exception:
                    logger.exception("webhook sender pass failed; retrying")
                    started = []
                if not started:
                    sender_wake.wait(self.poll_seconds)
                    sender_wake.clear()
        finally:
            self._posts.shutdown(wait=True)
            close_old_connections()
            logger.info("webhook sender stopped")


_embedded: WebhookSender | None = None
_embedded_lock = threading.Lock()


def webhook_sender_start() -> WebhookSender:
    """Start the sender in a daemon thread of this process, once."""
    global _embedded
    with _embedded_lock:
        if _embedded is None:
            _embedded = WebhookSender()
            threading.Thread(target=_embedded.run, name="webhook-sender", daemon=True).start()
        return _embedded
