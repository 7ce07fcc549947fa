"""``python manage.py bench_studio [--requests 20] [--concurrent 20]``: the studio end to end.

Starts the product as a teacher's laptop runs it (Daphne, SQLite, the embedded worker, the
checkpoint at CLOVER_MODEL_PATH, on a fresh data directory; `genui.site.bench`), signs
teachers in, and over the real studio websocket measures:

1. sequential requests (the worker idle before each): time from sending the request to the
   first ``step`` event and to the job's final event (the page validated and saved);
2. ``--concurrent`` requests sent at once, by as many teachers (one teacher may have only
   ``GENUI_ACTIVE_JOBS_PER_TEACHER`` jobs queued or running): every one must finish
   (``done``, or ``failed`` with a reason), none dropped or duplicated, and the queue must
   be fair: each job starts within one batch of its place in the queue.

Prints one line per request and a JSON summary last (``first_event_ms_median``,
``result_ms_median``, ``requested``, ``completed``, ``fair``...). Target: the first step
event within 500 ms of the request when the worker is idle.
"""

import asyncio
import json
import statistics
import time

from django.conf import settings
from django.core.management.base import BaseCommand

from genui.site.bench import PROMPTS, BenchServer, bench_server, studio_generate_message

TERMINAL = {"done", "failed", "cancelled"}


class Command(BaseCommand):
    help = "Benchmark the studio: request to first step event and to validated result."

    def add_arguments(self, parser):
        parser.add_argument("--requests", type=int, default=20, help="sequential requests")
        parser.add_argument("--concurrent", type=int, default=20, help="requests sent at once")
        parser.add_argument("--timeout", type=float, default=600, help="seconds per job")

    def handle(self, *args, **options):
        teachers = max(1, options["concurrent"])
        with bench_server(prefix="bench-studio-", teachers=teachers) as server:
            self.stdout.write(f"server up, model loaded in {server.model_load_seconds:.1f} s")
            summary = asyncio.run(self._bench(server, options))
        self.stdout.write(json.dumps(summary))

    async def _bench(self, server: BenchServer, options) -> dict:
        from websockets.asyncio.client import connect

        url, origin = server.ws_url("/ws/studio/"), server.origin
        sessions = [server.session_headers(key) for key in server.accounts["teachers"]]
        async with connect(url, origin=origin, additional_headers=sessions[0]) as socket:
            sequential = []
            for index in range(options["requests"]):
                run = await _one(socket, PROMPTS[index % len(PROMPTS)], options["timeout"])
                sequential.append(run)
                self.stdout.write(
                    f"request {index + 1:2d}: started {run['started_ms'] or 0:7.0f} ms, "
                    f"first step {run['first_event_ms'] or 0:7.0f} ms, "
                    f"result {run['result_ms']:8.0f} ms ({run['final']})"
                )
        concurrent = await _concurrent(url, origin, sessions, options)
        firsts = [r["first_event_ms"] for r in sequential if r["first_event_ms"] is not None]
        results = [r["result_ms"] for r in sequential]
        starts = [r["started_ms"] for r in sequential if r["started_ms"] is not None]
        return {
            "started_ms_median": statistics.median(starts) if starts else None,
            "first_event_ms_median": statistics.median(firsts) if firsts else None,
            "result_ms_median": statistics.median(results) if results else None,
            "sequential": len(sequential),
            "sequential_done": sum(r["final"] == "done" for r in sequential),
            **concurrent,
            "target_first_event_ms": 500,
        }


async def _one(socket, prompt, timeout: float) -> dict:
    sent = time.perf_counter()
    await socket.send(studio_generate_message(prompt))
    first = started = None
    async with asyncio.timeout(timeout):
        while True:
            message = json.loads(await socket.recv())
            if message.get("type") == "started" and started is None:
                started = (time.perf_counter() - sent) * 1000
            if message.get("type") == "step" and first is None:
                first = (time.perf_counter() - sent) * 1000
            if message.get("type") in TERMINAL:
                return {
                    "started_ms": started,
                    "first_event_ms": first,
                    "result_ms": (time.perf_counter() - sent) * 1000,
                    "final": message["type"],
                }


async def _concurrent(url, origin, sessions: list[dict], options) -> dict:
    """Send every request at once, one teacher and one socket each. Every job must end
    exactly once, and the queue must be fair: a job starts at most one batch
    (CLOVER_BATCH_SIZE jobs decode together) away from its place in the queue when it was
    accepted."""
    from websockets.asyncio.client import connect

    count = options["concurrent"]
    started_order, finals = [], {}

    async def client(index: int):
        headers = sessions[index]
        async with connect(url, origin=origin, additional_headers=headers) as socket:
            await socket.send(studio_generate_message(PROMPTS[index % len(PROMPTS)]))
            job = place = None
            async with asyncio.timeout(options["timeout"] * count):
                while True:
                    message = json.loads(await socket.recv())
                    kind = message.get("type")
                    if kind == "accepted":
                        job, place = message["job"], (message["position"], time.perf_counter())
                    elif kind == "started":
                        started_order.append(job)
                    elif kind in TERMINAL:
                        finals.setdefault(job, []).append(kind)
                        return job, place

    began = time.perf_counter()
    outcomes = await asyncio.gather(*(client(i) for i in range(count)), return_exceptions=True)
    jobs = [item for item in outcomes if not isinstance(item, BaseException)]
    queue = [job for job, _ in sorted(jobs, key=lambda item: item[1])]
    displacement = [
        abs(started_order.index(job) - rank)
        for rank, job in enumerate(queue)
        if job in started_order
    ]
    return {
        "requested": count,
        "completed": sum(1 for states in finals.values() if states in (["done"], ["failed"])),
        "done": sum(1 for states in finals.values() if states == ["done"]),
        "dropped": count - len(finals),
        "duplicated": sum(1 for states in finals.values() if len(states) > 1),
        "errors": [repr(item) for item in outcomes if isinstance(item, BaseException)][:3],
        "max_queue_displacement": max(displacement, default=0),
        "fair": max(displacement, default=0) <= settings.CLOVER_BATCH_SIZE,
        "concurrent_seconds": round(time.perf_counter() - began, 1),
    }
