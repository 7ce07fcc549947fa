"""``python manage.py bench_class [--classes 30] [--students 30] [--duration 10]``: a class
period under load, measured (a script, not a timed test).

Starts the product as ``bench_load`` does (Daphne on loopback, SQLite, the embedded worker,
a fresh data directory: `genui.site.bench`), gives each of ``--classes`` bench teachers a
class with a demo lesson assigned, opens each teacher's class view socket, then lets
``--students`` students per class join by the class code and answer the quiz over
``--duration`` minutes (`genui.site.class_load`). With ``--postgres`` and ``--redis`` the
server runs on a fresh PostgreSQL database and the Redis channel layer and cache, as in
production, instead of SQLite and the in-memory layer. Prints a line a minute and a JSON
summary as the last line; exits with status 1 unless ``ok``. The figures:

- ``students_joined``, ``joins_failed``, ``p95_join_ms``: the join flow, from the code page
  to the lesson document loaded.
- ``records_sent``: record POSTs (open, steps, answers), retries included;
  ``answers_sent``: answers meant to be recorded; ``retries_sent``: answers POSTed a second
  time after their 204 (as the page retries a POST whose response was lost);
  ``records_accepted``: 204s, retries aside.
- ``answers_recorded``: answer rows in the classes' CSV exports (the teacher's download of
  the database); ``answers_lost``: answers sent and not there; ``duplicates``: answers there
  that were not sent (a retry recorded again). Both must be 0.
- ``updates_missing``: records accepted without an update reaching their teacher's class
  view socket (must be 0); ``updates_extra``: updates beyond them.
- ``p50/p95/max_answer_to_view_ms``: from a record's POST to the teacher's socket receiving
  its update (matched in order in each class: `genui.site.class_load`);
  ``p95_answer_to_view_ms_after_joins``: the same over the records sent after the last
  student joined (the class at work, without the rush at the door).
- ``p50/p95_post_ms``: from a record's POST to its 204.
- ``figures_fetched``: the class view's figures fetched again after updates (debounced as
  static/classroom/live.js does).
- ``http_errors``: unexpected statuses by request and status; ``errors_5xx``: those of them
  500 to 599; ``client_errors``: connections refused or dropped, timeouts, crashes.
- ``server_tracebacks``: Python tracebacks in Daphne's output.
"""

import asyncio
import contextlib
import json

from django.core.management.base import BaseCommand, CommandError

from genui.site.bench import bench_postgres_database, bench_server, bench_service_arguments
from genui.site.class_load import ClassPlan, class_period_run, class_summary


class Command(BaseCommand):
    help = "A class period under load: students join and answer, teachers watch; JSON summary."

    def add_arguments(self, parser):
        parser.add_argument("--classes", type=int, default=30, help="classes, one teacher each")
        parser.add_argument("--students", type=int, default=30, help="students per class")
        parser.add_argument("--duration", type=float, default=10, help="minutes of the period")
        parser.add_argument(
            "--join-spread",
            type=float,
            default=90,
            help="seconds within which students join (at most a third of the period)",
        )
        parser.add_argument(
            "--wrong-first",
            type=float,
            default=0.35,
            help="share of questions answered wrong first",
        )
        parser.add_argument(
            "--retries", type=float, default=0.05, help="share of answers POSTed twice"
        )
        parser.add_argument("--seed", type=int, default=1)
        bench_service_arguments(parser, redis_db=14)

    def handle(self, *args, **options):
        if options["classes"] < 1 or options["students"] < 1 or options["duration"] <= 0:
            raise CommandError("give at least one class of one student, and a duration")
        duration = options["duration"] * 60
        plan = ClassPlan(
            students=options["students"],
            duration=duration,
            join_spread=min(options["join_spread"], duration / 3),
            wrong_first=options["wrong_first"],
            retry_share=options["retries"],
            seed=options["seed"],
        )
        with contextlib.ExitStack() as stack:
            services = {"REDIS_URL": options["redis"]} if options["redis"] else {}
            if options["postgres"]:
                database = bench_postgres_database(options["postgres"])
                services["DATABASE_URL"] = stack.enter_context(database)
            server = stack.enter_context(
                bench_server(
                    prefix="bench-class-",
                    teachers=options["classes"],
                    setup="genui.site.class_load:bench_classes_create",
                    services=services,
                )
            )
            self.stdout.write(f"server up, model loaded in {server.model_load_seconds:.1f} s")
            ledger, exports = asyncio.run(class_period_run(server, plan, self.stdout.write))
            tracebacks = server.log.read_text(errors="replace").count("Traceback (most recent")
        summary = {
            "database": "postgresql" if options["postgres"] else "sqlite",
            "layer": "redis" if options["redis"] else "in-memory",
            "classes": options["classes"],
            "students_per_class": plan.students,
            "duration_min": options["duration"],
            "join_spread_s": plan.join_spread,
            "server_tracebacks": tracebacks,
            **class_summary(ledger, exports),
        }
        summary["ok"] = summary["ok"] and tracebacks == 0
        self.stdout.write(json.dumps(summary, ensure_ascii=False))
        if not summary["ok"]:
            raise CommandError("the class period failed: see the summary")
