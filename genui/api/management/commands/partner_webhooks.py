"""``python manage.py partner_webhooks``: a dedicated webhook sender process.

Server processes already run a sender thread (``API_WEBHOOK_SENDER``); run this where
outbound requests should leave from other hosts, or to drain the queue alone.
SIGTERM and SIGINT stop it after the posts in flight.
"""

import signal

from django.core.management.base import BaseCommand

from genui.api.sender import WebhookSender


class Command(BaseCommand):
    help = "Deliver partner webhooks until stopped."

    def add_arguments(self, parser):
        parser.add_argument(
            "--poll",
            type=float,
            default=None,
            help="Seconds between checks for due deliveries (default: API_WEBHOOK_POLL_SECONDS).",
        )

    def handle(self, *args, poll, **options):
        sender = WebhookSender(poll_seconds=poll)
        for signum in (signal.SIGTERM, signal.SIGINT):
            signal.signal(signum, lambda *_: sender.stop())
        self.stdout.write("webhook sender running; Ctrl-C to stop")
        sender.run()
