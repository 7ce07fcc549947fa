"""The webhook sender: a loop that posts due deliveries until it is stopped.

It runs as a daemon thread of each server process (``API_WEBHOOK_SENDER``, started
by ``genui.asgi``) or as ``manage.py partner_webhooks``. Senders may run anywhere
and in any number: each delivery is claimed under a lease in the database, so none
is posted twice at once and a sender that dies mid-attempt hands its claims over
when their leases run out. Posts of one batch run in parallel, so one slow receiver
does not hold up the others.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import ThreadPoolExecutor

from django.conf import settings
from django.db import close_old_connections

from genui.api.models import WebhookDelivery
from genui.api.services import webhook_deliveries_claim, webhook_delivery_attempt
from genui.api.webhooks import sender_wake

logger = logging.getLogger("genui.api")

BATCH = 8


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

    def __init__(self, *, poll_seconds: float | None = None) -> None:
        self.poll_seconds = poll_seconds or settings.API_WEBHOOK_POLL_SECONDS
        self._stopping = threading.Event()
        self._posts = ThreadPoolExecutor(max_workers=BATCH, thread_name_prefix="webhook-post")

    def stop(self) -> None:
        self._stopping.set()
        sender_wake.set()

    def send_due(self) -> int:
        """Claim the due deliveries and post them; how many were attempted."""
        close_old_connections()
        claimed = webhook_deliveries_claim(limit=BATCH)
        list(self._posts.map(_attempt, claimed))
        return len(claimed)

    def run(self) -> None:
        logger.info("webhook sender started")
        try:
            while not self._stopping.is_set():
                try:
                    sent = self.send_due()
                except Exception:
                    logger.exception("webhook sender pass failed; retrying")
                    sent = 0
                if not sent:
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
