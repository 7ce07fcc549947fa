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
- ``memory``: the resident memory (RSS) of the web process, the worker and the validator's
  Chromium (all its processes together; the Playwright driver apart), sampled every
  ``--memory-every`` seconds from the start to the end of the grace period (``samples``, in
  MiB), and per process the growth after ``--warmup`` seconds: the median of the first five
  samples after the warm-up against the median of the last five (``growth``), and
  ``growth_ok`` (each grew by at most 10%; null with too few samples after the warm-up).
  `genui.site.load_memory` says how each is read. A run whose ``growth_ok`` is false fails.

As production runs it: ``--worker external`` starts a ``clover_worker`` process beside
Daphne (``CLOVER_WORKER=external``) instead of the embedded thread; ``--postgres`` (an admin
URL) runs the server on a new PostgreSQL database, dropped after, and ``--redis`` (a URL)
puts the channel layer and the cache in Redis. With ``--postgres`` the summary also has
``database``: what the database says after the drain (`genui.site.load_chaos.database_check`:
jobs not finished, jobs ended twice, reclaims, versions against succeeded jobs).

``--chaos`` (implies ``--worker external``, ``--postgres`` and ``--redis`` on this machine's
services unless given): while the load runs, the worker is killed (SIGKILL) and started again,
the validator's Chromium is killed, Redis and PostgreSQL are restarted, one after the other
(``--chaos-faults`` picks some), then the clients stop and the jobs drain. The clients send
until the last fault has recovered and settled, whatever ``--duration`` says. ``chaos`` in
the summary has one row per fault (`genui.site.load_chaos`); PostgreSQL and Redis are left
running whatever happens. A chaos run fails when a fault never recovered, a job was lost or
duplicated, an event missing, the database holds an unfinished job or one ended twice, or a
5xx came outside the faults' windows (``errors_5xx_outside_faults``; those inside are each
fault's ``errors_5xx``).
"""

import asyncio
import contextlib
import json
import shutil
import signal
import sys
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from genui.site.bench import bench_postgres_database, bench_server, bench_service_arguments
from genui.site.load_chaos import (
    FAULTS,
    ChaosLog,
    Services,
    chaos_run,
    chaos_summary,
    database_check,
    server_errors_outside,
)
from genui.site.load_clients import LoadPlan, load_run
from genui.site.load_ledger import MUST_BE_ZERO, load_summary
from genui.site.load_memory import MemoryLog, memory_summary

POSTGRES_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres"
CHAOS_REDIS_URL = "redis://127.0.0.1:6379/12"


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
        parser.add_argument(
            "--worker",
            choices=["embedded", "external"],
            default="embedded",
            help="the worker in Daphne (embedded) or a clover_worker process beside it",
        )
        bench_service_arguments(parser, redis_db=13)
        parser.add_argument(
            "--logs",
            default="",
            help="a folder to copy Daphne's and the worker's output into at the end",
        )
        parser.add_argument(
            "--memory-every", type=float, default=60, help="seconds between memory samples"
        )
        parser.add_argument(
            "--warmup",
            type=float,
            default=600,
            help="seconds of the run before the memory growth is measured",
        )

        parser.add_argument("--chaos", action="store_true", help="inject faults under load")
        parser.add_argument(
            "--chaos-faults",
            default=",".join(FAULTS),
            help=f"the faults, in order (default: {','.join(FAULTS)})",
        )
        parser.add_argument(
            "--chaos-first", type=float, default=60, help="seconds of load before the first fault"
        )
        parser.add_argument(
            "--chaos-settle",
            type=float,
            default=60,
            help="seconds of load after each fault has recovered",
        )

    def handle(self, *args, **options):
        # SIGTERM (a timeout, an operator) ends the run through its cleanups: the server,
        # its worker and the benchmark's database go, PostgreSQL and Redis stay up
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
        if options["chaos"]:
            options["worker"] = "external"
            options["postgres"] = options["postgres"] or POSTGRES_ADMIN_URL
            options["redis"] = options["redis"] or CHAOS_REDIS_URL
            faults = tuple(name for name in options["chaos_faults"].split(",") if name)
            unknown = sorted(set(faults) - set(FAULTS))
            if unknown or not faults:
                raise CommandError(f"--chaos-faults: unknown {unknown}; known: {FAULTS}")
            backends = Services.from_urls(options["postgres"], options["redis"])
            try:
                self._handle(options, faults, backends)
            finally:
                started = backends.ensure()
                if started:
                    self.stdout.write(f"chaos: started {', '.join(started)} again")
        else:
            self._handle(options, (), None)

    def _handle(self, options, faults: tuple[str, ...], backends: Services | None):
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
        if options["memory_every"] <= 0:
            raise CommandError("--memory-every must be a positive number of seconds")
        memory = MemoryLog(every=options["memory_every"])
        chaos = ChaosLog()
        during = None
        if faults:

            async def during(ledger):
                await chaos_run(
                    server,
                    ledger,
                    self.stdout.write,
                    chaos,
                    backends,
                    faults=faults,
                    first=options["chaos_first"],
                    settle=options["chaos_settle"],
                )

        database = {}
        with contextlib.ExitStack() as stack:
            services = {"REDIS_URL": options["redis"]} if options["redis"] else {}
            if options["postgres"]:
                created = bench_postgres_database(options["postgres"])
                services["DATABASE_URL"] = stack.enter_context(created)
            server = stack.enter_context(
                bench_server(
                    prefix="bench-load-",
                    teachers=plan.teachers,
                    partners=plan.partners,
                    services=services,
                    worker=options["worker"],
                )
            )
            self.stdout.write(f"server up, model loaded in {server.model_load_seconds:.1f} s")
            ledger = asyncio.run(load_run(server, plan, self.stdout.write, memory, during))
            logs = [server.log] + ([server.worker.log] if server.worker else [])
            tracebacks = sum(
                log.read_text(errors="replace").count("Traceback (most recent") for log in logs
            )
            if options["logs"]:
                keep = Path(options["logs"])
                keep.mkdir(parents=True, exist_ok=True)
                for log in logs:
                    shutil.copyfile(log, keep / log.name)
            if options["postgres"]:
                if backends is not None:
                    backends.ensure()  # a fault may have left PostgreSQL down
                database = database_check(services["DATABASE_URL"])
        summary = {
            "database": "postgresql" if options["postgres"] else "sqlite",
            "layer": "redis" if options["redis"] else "in-memory",
            "worker": options["worker"],
            "teachers": plan.teachers,
            "partners": plan.partners,
            "partner_lanes": plan.partner_lanes,
            "grace_s": plan.grace,
            "drain": plan.drain,
            "model_load_s": round(server.model_load_seconds, 1),
            "server_tracebacks": tracebacks,
            **load_summary(ledger),
            "memory": memory_summary(memory, options["warmup"]),
        }
        if database:
            summary["database_check"] = database
        zero = list(MUST_BE_ZERO)
        problems = []
        if database.get("jobs_unfinished_db") or database.get("jobs_ended_twice_db"):
            problems.append("the database holds unfinished jobs or jobs ended twice")
        if faults:
            summary["chaos"] = chaos_summary(chaos, ledger)
            if any(row["recovered_s"] is None for row in summary["chaos"]):
                problems.append("a fault never recovered")
            # a 5xx while a fault lasts is the fault's figure (its row); any other fails
            summary["errors_5xx_outside_faults"] = server_errors_outside(chaos, ledger)
            zero[zero.index("errors_5xx")] = "errors_5xx_outside_faults"
        if summary["memory"]["growth_ok"] is False:
            problems.append("memory grew by more than 10% after the warm-up")
        failed = [f"{name}={summary[name]}" for name in zero if summary[name]] + problems
        summary["ok"] = not failed
        self.stdout.write(json.dumps(summary, ensure_ascii=False))
        if failed:
            raise CommandError(f"the load run failed: {', '.join(failed)}")
