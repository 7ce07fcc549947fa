"""``python manage.py bench_load [--teachers 50] [--partners 5] [--duration 300]``: the
product under load, measured (a script, not a timed test).

Starts the product as ``bench_studio`` does (Daphne on loopback, SQLite, the embedded worker
with the checkpoint at CLOVER_MODEL_PATH, a fresh data directory: `genui.site.bench`), then
for ``--duration`` seconds runs ``--teachers`` simulated teachers on the studio websocket and
``--partners`` partner accounts on the REST API, each with ``--partner-lanes`` jobs in
flight (by default as many as it may hold event streams open). Each client behaves as a
real one (`genui.site.load_clients`): it asks for a lesson, follows the job to its end,
thinks ``--think`` seconds on average and asks again; a refused request is retried after
the Retry-After it was given. After the duration no new request is sent; with ``--drain
cancel`` (the default) each client cancels its job if it has not started, and every job
still in flight gets ``--grace`` seconds to end.

Prints progress every 30 s and a JSON summary as the last line. Exits with status 1 when
any of ``jobs_lost``, ``duplicates``, ``events_missing``, ``ended_twice`` or ``errors_5xx``
is not 0. The figures, all measured by the clients (times from ``time.perf_counter``):

- ``requests``: generation requests sent (studio ``generate`` messages, API ``POST
  /generations``), refused and retried ones each counted.
- ``refused``: generation requests refused by a limit: the studio's ``queue_full`` or
  ``rate_limited`` error, the API's 429 (``too_many_active_generations``,
  ``rate_limited``); ``refused_by_code`` splits them. Not jobs, never lost.
  ``streams_refused``: event stream opens answered 429 (retried after Retry-After).
- ``jobs_requested``: jobs accepted (the studio's ``accepted`` message, the API's 202):
  ``jobs_completed + jobs_cancelled + jobs_lost``.
- ``jobs_completed``: accepted jobs whose client received ``done`` or ``failed`` (a topic the
  demo model does not know, ``jobs_topic_unknown``, is a ``failed`` job);
  ``jobs_done``, ``jobs_failed`` split them.
- ``jobs_cancelled``: accepted jobs that ended ``cancelled`` (only the drain cancels).
- ``jobs_lost``: accepted jobs whose client had received no terminal event (done, failed,
  cancelled) when the grace period ended. Must be 0.
- ``duplicates``: events received again with a sequence number already received for the
  same job (over reconnections too). Must be 0.
- ``events_missing``: for each job, its highest sequence number received minus the number
  of its distinct sequence numbers received (events skipped), summed. Must be 0.
- ``ended_twice``: a second terminal event (another sequence number) for one job. Must be 0.
- ``p50_accepted_ms``, ``p95_accepted_ms``: from sending the request that was accepted to
  receiving its acceptance, over accepted jobs.
- ``p50_first_event_ms``, ``p95_first_event_ms``: from sending the request that was
  accepted to receiving the job's first ``step`` event (the first words on the teacher's
  screen), over the jobs that got one (not the ``topic_unknown`` ones, nor those cancelled
  before they started). Queue wait included: under load this is mostly the wait.
- wait of a job: from receiving its acceptance to receiving its ``started`` (or
  ``reclaimed``) event; for a job that never started, to the moment the clients stopped
  sending (a lower bound). ``p50_wait_ms``, ``p95_wait_ms`` over accepted jobs;
  ``mean_wait_ms_teachers``, ``mean_wait_ms_partners`` per kind of client,
  ``mean_wait_ms_by_account`` per account (means of the waits as measured).
- ``max_wait_ratio_between_accounts``: each account (a teacher; a partner, all its lanes
  together) with at least one accepted job has a mean wait, each wait counted as at least
  1 s (`WAIT_FLOOR_SECONDS`: two sub-second waits' ratio says nothing of fairness); the
  figure is the largest mean divided by the smallest. It shows fairness: no account's jobs
  wait many times longer than another's. ``null`` with fewer than two such accounts.
- ``errors_5xx``: HTTP answers 500 to 599 (API requests, event streams, websocket
  handshakes) and studio sockets the server closed with 1011 (internal error). Must be 0.
- ``client_errors``: anything else unexpected, by kind (connections refused or dropped,
  other 4xx); ``reconnects``: sockets and streams opened again to resume a job.
- ``server_tracebacks``: Python tracebacks in Daphne's output (the worker's included).
"""

import asyncio
import json

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from genui.site.bench import bench_server
from genui.site.load_clients import LoadPlan, load_run
from genui.site.load_ledger import MUST_BE_ZERO, load_summary


class Command(BaseCommand):
    help = "Load the product with simulated teachers and partners; print a JSON summary."

    def add_arguments(self, parser):
        parser.add_argument("--teachers", type=int, default=50, help="studio clients")
        parser.add_argument("--partners", type=int, default=5, help="partner API accounts")
        parser.add_argument(
            "--partner-lanes",
            type=int,
            default=settings.API_SSE_STREAMS_PER_PARTNER,
            help="jobs each partner keeps in flight (default: its event stream cap)",
        )
        parser.add_argument("--duration", type=float, default=300, help="seconds of requests")
        parser.add_argument(
            "--grace", type=float, default=300, help="seconds after that for jobs to end"
        )
        parser.add_argument("--think", type=float, default=5, help="mean seconds between jobs")
        parser.add_argument("--ramp", type=float, default=10, help="seconds to start clients")
        parser.add_argument(
            "--drain",
            choices=["cancel", "wait"],
            default="cancel",
            help="at the stop, cancel the jobs not started yet (cancel) or not (wait)",
        )
        parser.add_argument("--seed", type=int, default=1)

    def handle(self, *args, **options):
        plan = LoadPlan(
            teachers=options["teachers"],
            partners=options["partners"],
            partner_lanes=options["partner_lanes"],
            duration=options["duration"],
            grace=options["grace"],
            think=options["think"],
            ramp=options["ramp"],
            drain=options["drain"],
            seed=options["seed"],
        )
        if plan.teachers + plan.partners * plan.partner_lanes < 1:
            raise CommandError("no clients: give --teachers or --partners")
        with bench_server(
            prefix="bench-load-", teachers=plan.teachers, partners=plan.partners
        ) as server:
            self.stdout.write(f"server up, model loaded in {server.model_load_seconds:.1f} s")
            ledger = asyncio.run(load_run(server, plan, self.stdout.write))
            tracebacks = server.log.read_text(errors="replace").count("Traceback (most recent")
        summary = {
            "teachers": plan.teachers,
            "partners": plan.partners,
            "partner_lanes": plan.partner_lanes,
            "grace_s": plan.grace,
            "drain": plan.drain,
            "model_load_s": round(server.model_load_seconds, 1),
            "server_tracebacks": tracebacks,
            **load_summary(ledger),
        }
        self.stdout.write(json.dumps(summary, ensure_ascii=False))
        if not summary["ok"]:
            failed = ", ".join(f"{name}={summary[name]}" for name in MUST_BE_ZERO if summary[name])
            raise CommandError(f"the load run failed: {failed}")
