"""``bench_load --chaos``: faults injected while the load runs, and what each one cost.

The server runs as production does (`genui.site.bench`: Daphne, a separate ``clover_worker``,
PostgreSQL and Redis). While the simulated clients keep asking, `chaos_run` injects, one after
the other, each fault of ``FAULTS``:

- ``worker_killed``: the worker gets SIGKILL (it hands nothing back) and a new one is started
  at once, as a supervisor (systemd's ``Restart=always``) would;
- ``chromium_killed``: the validator's Chromium (every browser process under the worker)
  gets SIGKILL;
- ``redis_restarted``: Redis is shut down (``redis-cli shutdown nosave``: its keys go, as
  this machine runs it without persistence) and started again as ``.ci/test`` starts it;
- ``postgres_restarted``: ``pg_ctlcluster ... restart`` (fast shutdown: open connections are
  cut).

After each, `chaos_run` polls ``/health`` as staff until it answers 200 ``ok`` with a worker
whose model is loaded (after ``worker_killed``: the new worker), then lets the load run
``settle`` seconds before the next fault. Whatever happens, `Services.ensure` leaves
PostgreSQL and Redis running at the end. The services restarted are those the benchmark's
URLs name (their ports: `Services`).

`chaos_summary` reports per fault (`Fault`): the seconds until ``/health`` answered ``ok``
again (``recovered_s``) and until a job was next delivered (``first_done_s``, from the
clients' ledger), the jobs in flight when it struck, of them those lost (no terminal event
when the grace period ended), duplicated events, jobs taken over after a dead worker
(``reclaimed``) or generated again (``repaired``) between this fault and the next, and
failed; and the 5xx answers and other
client errors between the fault and ten seconds after its recovery.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urlparse

from genui.site.bench import BenchServer
from genui.site.load_ledger import Ledger
from genui.site.load_memory import descendants, is_chromium, process_table

FAULTS = ("worker_killed", "chromium_killed", "redis_restarted", "postgres_restarted")
RECOVERY_LIMIT_SECONDS = 240
WINDOW_AFTER_RECOVERY_SECONDS = 10


@dataclass
class Fault:
    name: str
    began: float  # perf_counter when it was injected
    detail: str = ""
    recovered: float | None = None  # /health answered ok again (with a loaded worker)


@dataclass
class ChaosLog:
    faults: list[Fault] = field(default_factory=list)


def _as_root(command: list[str]) -> list[str]:
    return command if os.geteuid() == 0 else ["sudo", *command]


def _run(command: list[str], timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout)


@dataclass(frozen=True)
class Services:
    """This machine's PostgreSQL cluster and Redis server, named by the ports of the URLs the
    benchmark runs on, and driven as ``.ci/test`` drives them (``pg_ctlcluster``; Redis
    started by ``redis-server --daemonize yes`` without persistence)."""

    postgres_port: int = 5432
    redis_port: int = 6379

    @classmethod
    def from_urls(cls, postgres_url: str, redis_url: str) -> Services:
        return cls(urlparse(postgres_url).port or 5432, urlparse(redis_url).port or 6379)

    def postgres_cluster(self) -> tuple[str, str]:
        """(version, name) of the cluster on ``postgres_port`` (``pg_lsclusters``)."""
        listed = _run(["pg_lsclusters", "--no-header"], timeout=30).stdout
        for line in listed.splitlines():
            fields = line.split()
            if len(fields) >= 3 and fields[2] == str(self.postgres_port):
                return fields[0], fields[1]
        raise RuntimeError(f"no PostgreSQL cluster on port {self.postgres_port}: {listed}")

    def postgres_ready(self) -> bool:
        command = ["pg_isready", "-q", "-h", "127.0.0.1", "-p", str(self.postgres_port)]
        return _run(command, timeout=10).returncode == 0

    def redis_ready(self) -> bool:
        try:
            ping = _run(self._redis_cli("ping"), timeout=10)
        except subprocess.TimeoutExpired:
            return False
        return ping.stdout.strip() == "PONG"

    def _redis_cli(self, *arguments: str) -> list[str]:
        return ["redis-cli", "-h", "127.0.0.1", "-p", str(self.redis_port), *arguments]

    def _redis_start(self) -> subprocess.CompletedProcess:
        return _run(
            _as_root(
                [
                    "redis-server",
                    "--daemonize",
                    "yes",
                    "--bind",
                    "127.0.0.1",
                    "--port",
                    str(self.redis_port),
                    "--save",
                    "",
                    "--appendonly",
                    "no",
                ]
            )
        )

    def _postgres(self, action: str) -> subprocess.CompletedProcess:
        version, name = self.postgres_cluster()
        command = ["pg_ctlcluster", "--skip-systemctl-redirect", version, name, action]
        return _run(_as_root(command), timeout=120)

    def postgres_restart(self) -> str:
        done = self._postgres("restart")
        _wait(self.postgres_ready)
        version, name = self.postgres_cluster()
        return f"pg_ctlcluster {version} {name} restart: exit {done.returncode}"

    def redis_restart(self) -> str:
        _run(self._redis_cli("shutdown", "nosave"))
        _wait(lambda: not self.redis_ready(), limit=30)
        done = self._redis_start()
        _wait(self.redis_ready)
        return f"redis-cli shutdown nosave; redis-server --daemonize yes: exit {done.returncode}"

    def ensure(self) -> list[str]:
        """Start PostgreSQL and Redis if either is down; what was started."""
        started = []
        if not self.postgres_ready():
            self._postgres("start")
            _wait(self.postgres_ready)
            started.append("postgresql")
        if not self.redis_ready():
            self._redis_start()
            _wait(self.redis_ready)
            started.append("redis")
        return started


def _wait(ready: Callable[[], bool], limit: float = 60) -> bool:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if ready():
            return True
        time.sleep(0.5)
    return False


def chromium_browsers(root: int) -> list[int]:
    """The Chromium browser processes under ``root`` (not their renderers and helpers)."""
    table = process_table()
    return [
        pid
        for pid in descendants([root], table)
        if is_chromium(table[pid][1]) and not is_chromium(table.get(table[pid][0], (0, ""))[1])
    ]


async def _healthy(server: BenchServer, worker_pid: int | None) -> bool:
    """/health as staff: 200, ``ok``, and a live worker with its model loaded (the one with
    ``worker_pid`` when given)."""
    from genui.site.load_clients import _http, _json_object

    headers = server.session_headers(server.accounts["operator"])
    try:
        response = await asyncio.wait_for(_http(server.port, "GET", "/health", headers), 10)
        report = _json_object(await asyncio.wait_for(response.read(), 10))
    except (OSError, ValueError, TimeoutError, asyncio.IncompleteReadError):
        return False
    if response.status != 200 or report.get("status") != "ok":
        return False
    workers = report.get("worker", {}).get("workers", [])
    return any(
        (worker_pid is None or worker.get("pid") == worker_pid)
        and worker.get("model", {}).get("loaded")
        for worker in workers
    )


async def chaos_run(
    server: BenchServer,
    ledger: Ledger,
    log: Callable[[str], None],
    chaos: ChaosLog,
    services: Services,
    *,
    faults: tuple[str, ...] = FAULTS,
    first: float = 60,
    settle: float = 60,
) -> None:
    """Inject each fault in turn (``first`` seconds into the load, then ``settle`` seconds
    after each recovery); returns when the last has recovered and settled."""
    if server.worker is None:
        raise ValueError("chaos needs the worker in its own process (worker='external')")
    await asyncio.sleep(first)
    for name in faults:
        fault = Fault(name, time.perf_counter())
        chaos.faults.append(fault)
        log(f"{fault.began - ledger.began:5.0f} s: chaos: {name}")
        expected_pid = None
        if name == "worker_killed":
            old = server.worker.pid
            await asyncio.to_thread(server.worker.kill)
            server.worker.start()
            expected_pid = server.worker.pid
            fault.detail = f"SIGKILL to worker {old}; worker {expected_pid} started"
        elif name == "chromium_killed":
            browsers = chromium_browsers(server.worker.pid)
            for pid in browsers:
                os.kill(pid, signal.SIGKILL)
            fault.detail = f"SIGKILL to Chromium {browsers or 'none running'}"
        elif name == "redis_restarted":
            fault.detail = await asyncio.to_thread(services.redis_restart)
        elif name == "postgres_restarted":
            fault.detail = await asyncio.to_thread(services.postgres_restart)
        else:
            raise ValueError(f"unknown fault {name!r}")
        deadline = time.perf_counter() + RECOVERY_LIMIT_SECONDS
        while time.perf_counter() < deadline:
            if await _healthy(server, expected_pid):
                fault.recovered = time.perf_counter()
                break
            await asyncio.sleep(0.5)
        took = "never" if fault.recovered is None else f"{fault.recovered - fault.began:.1f} s"
        log(f"chaos: {name}: {fault.detail}; /health ok again after {took}")
        await asyncio.sleep(settle)


def chaos_summary(chaos: ChaosLog, ledger: Ledger) -> list[dict]:
    """Per fault, the figures of the module docstring."""
    records = list(ledger.jobs.values())
    rows = []
    for number, fault in enumerate(chaos.faults):
        # what happened to a job from this fault to the next one
        until = chaos.faults[number + 1].began if number + 1 < len(chaos.faults) else float("inf")

        def between(times: list[float], start: float = fault.began, end: float = until) -> bool:
            return any(start <= at < end for at in times)

        in_flight = [
            r
            for r in records
            if r.accepted <= fault.began and (r.ended is None or r.ended > fault.began)
        ]
        start, end = _window(fault)
        incidents = [kind for at, kind in ledger.incidents if start <= at <= end]
        done_after = [
            r.ended for r in records if r.final == "done" and r.ended and r.ended > fault.began
        ]
        rows.append(
            {
                "fault": fault.name,
                "at_s": round(fault.began - ledger.began, 1),
                "detail": fault.detail,
                "recovered_s": (
                    None if fault.recovered is None else round(fault.recovered - fault.began, 1)
                ),
                "first_done_s": round(min(done_after) - fault.began, 1) if done_after else None,
                "jobs_in_flight": len(in_flight),
                "jobs_lost": sum(r.final is None for r in in_flight),
                "duplicates": sum(r.duplicates for r in in_flight),
                "ended_twice": sum(r.ended_twice for r in in_flight),
                "jobs_reclaimed": sum(between(r.reclaimed) for r in in_flight),
                "jobs_repaired": sum(between(r.repairs) for r in in_flight),
                "jobs_failed": sum(
                    r.final == "failed" and r.code != "topic_unknown" for r in in_flight
                ),
                "errors_5xx": incidents.count("5xx"),
                "client_errors": len(incidents) - incidents.count("5xx"),
            }
        )
    return rows


def _window(fault: Fault) -> tuple[float, float]:
    """From the fault to ``WINDOW_AFTER_RECOVERY_SECONDS`` after its recovery (after the
    fault itself when it never recovered)."""
    return fault.began, (fault.recovered or fault.began) + WINDOW_AFTER_RECOVERY_SECONDS


def server_errors_outside(chaos: ChaosLog, ledger: Ledger) -> int:
    """The 5xx answers that came in no fault's window."""
    windows = [_window(fault) for fault in chaos.faults]
    return sum(
        kind == "5xx" and not any(start <= at <= end for start, end in windows)
        for at, kind in ledger.incidents
    )


def database_check(database_url: str) -> dict:
    """What the database says after the run (PostgreSQL): jobs not finished, jobs with more
    than one terminal event, reclaims, and delivered versions against succeeded jobs."""
    import psycopg

    queries = {
        "jobs_db": "SELECT count(*) FROM generation_generationjob",
        "jobs_unfinished_db": (
            "SELECT count(*) FROM generation_generationjob "
            "WHERE status NOT IN ('succeeded', 'failed', 'cancelled')"
        ),
        "jobs_ended_twice_db": (
            "SELECT count(*) FROM (SELECT job_id FROM generation_jobevent "
            "WHERE type IN ('done', 'failed', 'cancelled') GROUP BY job_id "
            "HAVING count(*) > 1) AS twice"
        ),
        "reclaimed_events_db": (
            "SELECT count(*) FROM generation_jobevent WHERE type = 'reclaimed'"
        ),
        "jobs_succeeded_db": (
            "SELECT count(*) FROM generation_generationjob WHERE status = 'succeeded'"
        ),
        "versions_db": "SELECT count(*) FROM lessons_lessonversion",
    }
    url = database_url.partition("?")[0]
    with psycopg.connect(url, connect_timeout=10) as connection:
        return {name: connection.execute(query).fetchone()[0] for name, query in queries.items()}
