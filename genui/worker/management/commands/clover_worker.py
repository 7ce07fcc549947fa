"""``python manage.py clover_worker``: the dedicated model worker process.

Run one per GPU (or several on a CPU host) next to web processes started with
``CLOVER_WORKER=external``. SIGTERM and SIGINT stop it cleanly.
"""

import signal

from django.core.management.base import BaseCommand

from genui.worker.models import WorkerHeartbeat
from genui.worker.runtime import CloverWorker


class Command(BaseCommand):
    help = "Run the Clover model worker: load the model once, heartbeat, serve jobs."

    def add_arguments(self, parser):
        parser.add_argument(
            "--heartbeat",
            type=float,
            default=None,
            help="Seconds between heartbeats (default: CLOVER_WORKER_HEARTBEAT or 5).",
        )

    def handle(self, *args, **options):
        worker = CloverWorker(
            mode=WorkerHeartbeat.Mode.EXTERNAL, heartbeat_seconds=options["heartbeat"]
        )
        for signum in (signal.SIGTERM, signal.SIGINT):
            signal.signal(signum, lambda *_: worker.stop())
        self.stdout.write(f"clover worker {worker.worker_id} running; Ctrl-C to stop")
        worker.run()
