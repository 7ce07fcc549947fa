"""What ``bench_load``'s simulated clients saw, and the summary made of it.

Every client writes into one `Ledger`: each request it sent, each refusal, each accepted
job (`JobRecord`) with the times its events arrived. `load_summary` turns that into the
figures ``bench_load`` prints (its docstring defines each one); it is plain arithmetic on
the records, tested on made-up ones. Times are ``time.perf_counter()`` seconds, all taken
in the benchmark's one process.
"""

from __future__ import annotations

import math
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

TERMINAL = ("done", "failed", "cancelled")
# A wait shorter than this counts as this long in the fairness ratio: a job that found the
# worker idle starts within a claim poll, and two such waits' ratio says nothing of fairness.
WAIT_FLOOR_SECONDS = 1.0
# The figures that must be zero for a run to pass.
MUST_BE_ZERO = ("jobs_lost", "duplicates", "events_missing", "ended_twice", "errors_5xx")


@dataclass
class JobRecord:
    """One accepted job, as its client saw it."""

    job: str
    account: str
    kind: str  # "teacher" or "partner"
    sent: float  # the request that was accepted left the client
    accepted: float  # its acceptance arrived (the studio's ``accepted``, the API's 202)
    started: float | None = None  # its ``started`` (or ``reclaimed``) event arrived
    first_step: float | None = None  # its first ``step`` event arrived
    ended: float | None = None  # its terminal event arrived
    final: str | None = None  # done, failed or cancelled
    code: str = ""  # a failed job's error code (topic_unknown ...)
    seqs: set[int] = field(default_factory=set)
    duplicates: int = 0
    ended_twice: int = 0
    cancel_sent: bool = False
    # when its ``reclaimed`` events arrived (a worker took it over from one that died) and
    # its ``attempt`` events (its page was generated again)
    reclaimed: list[float] = field(default_factory=list)
    repairs: list[float] = field(default_factory=list)

    @property
    def last_seq(self) -> int:
        return max(self.seqs, default=0)

    def event(self, message: dict, at: float) -> None:
        """One event of this job arrived at ``at``."""
        seq = message["seq"]
        if seq in self.seqs:
            self.duplicates += 1
            return
        self.seqs.add(seq)
        kind = message.get("type")
        if kind == "reclaimed":
            self.reclaimed.append(at)
        elif kind == "attempt":
            self.repairs.append(at)
        if kind in ("started", "reclaimed") and self.started is None:
            self.started = at
        elif kind == "step" and self.first_step is None:
            self.first_step = at
        elif kind in TERMINAL:
            if self.final is not None:
                self.ended_twice += 1
                return
            self.final, self.ended, self.code = kind, at, message.get("code") or ""


@dataclass
class Ledger:
    began: float
    stopped: float | None = None  # when the clients stopped sending requests
    requests: int = 0  # generation requests sent, refused ones included
    refused: Counter = field(default_factory=Counter)  # refusal code -> generation requests
    streams_refused: int = 0  # event streams refused (429 too_many_streams)
    errors_5xx: int = 0
    client_errors: Counter = field(default_factory=Counter)  # anything else unexpected
    reconnects: int = 0
    jobs: dict[str, JobRecord] = field(default_factory=dict)
    # (time, kind) of each server error and client error, for the chaos windows
    incidents: list[tuple[float, str]] = field(default_factory=list)

    def accepted(self, record: JobRecord) -> JobRecord:
        return self.jobs.setdefault(record.job, record)

    def server_error(self) -> None:
        """A 5xx answer, or a socket the server closed with 1011."""
        self.errors_5xx += 1
        self.incidents.append((time.perf_counter(), "5xx"))

    def client_error(self, kind: str) -> None:
        """Anything else unexpected (a refused connection, a 4xx ...)."""
        self.client_errors[kind] += 1
        self.incidents.append((time.perf_counter(), kind))


def percentile(values: list[float], q: float) -> float | None:
    """The nearest-rank percentile: the smallest value with at least q% of them at or
    below it; None without values."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def _ms(seconds: float | None) -> float | None:
    return None if seconds is None else round(seconds * 1000, 1)


def job_wait(record: JobRecord, stopped: float) -> float:
    """Accepted to started; a job that never started waited (at least) until the clients
    stopped."""
    end = record.started if record.started is not None else stopped
    return max(0.0, end - record.accepted)


def wait_ratio(records: list[JobRecord], stopped: float) -> tuple[float | None, dict]:
    """The largest ratio between two accounts' mean waits, each wait counted as at least
    ``WAIT_FLOOR_SECONDS``; and each account's mean wait in ms (as measured, no floor)."""
    by_account: dict[str, list[float]] = {}
    for record in records:
        by_account.setdefault(record.account, []).append(job_wait(record, stopped))
    floored = [
        statistics.fmean(max(WAIT_FLOOR_SECONDS, wait) for wait in waits)
        for waits in by_account.values()
    ]
    ratio = max(floored) / min(floored) if len(floored) >= 2 else None
    means = {account: _ms(statistics.fmean(waits)) for account, waits in by_account.items()}
    return ratio, dict(sorted(means.items()))


def load_summary(ledger: Ledger) -> dict:
    """The figures of a run (defined in ``bench_load``'s docstring)."""
    stopped = ledger.stopped if ledger.stopped is not None else ledger.began
    records = list(ledger.jobs.values())
    ended = [r for r in records if r.final is not None]
    completed = [r for r in ended if r.final in ("done", "failed")]
    firsts = [r.first_step - r.sent for r in records if r.first_step is not None]
    acceptances = [r.accepted - r.sent for r in records]
    waits = [job_wait(r, stopped) for r in records]
    ratio, account_waits = wait_ratio(records, stopped)

    def mean_wait(kind: str) -> float | None:
        kind_waits = [job_wait(r, stopped) for r in records if r.kind == kind]
        return _ms(statistics.fmean(kind_waits)) if kind_waits else None

    summary = {
        "duration_s": round(stopped - ledger.began, 1),
        "requests": ledger.requests,
        "refused": sum(ledger.refused.values()),
        "refused_by_code": dict(sorted(ledger.refused.items())),
        "streams_refused": ledger.streams_refused,
        "jobs_requested": len(records),
        "jobs_completed": len(completed),
        "jobs_done": sum(r.final == "done" for r in records),
        "jobs_failed": sum(r.final == "failed" for r in records),
        "jobs_topic_unknown": sum(r.code == "topic_unknown" for r in records),
        "jobs_cancelled": sum(r.final == "cancelled" for r in records),
        "jobs_lost": len(records) - len(ended),
        # which ones (at most ten), with their client's account and the last event it saw
        "jobs_lost_detail": [
            {"job": r.job, "account": r.account, "last_seq": r.last_seq}
            for r in records
            if r.final is None
        ][:10],
        "duplicates": sum(r.duplicates for r in records),
        "events_missing": sum(r.last_seq - len(r.seqs) for r in records),
        "ended_twice": sum(r.ended_twice for r in records),
        "p50_accepted_ms": _ms(percentile(acceptances, 50)),
        "p95_accepted_ms": _ms(percentile(acceptances, 95)),
        "p50_first_event_ms": _ms(percentile(firsts, 50)),
        "p95_first_event_ms": _ms(percentile(firsts, 95)),
        "p50_wait_ms": _ms(percentile(waits, 50)),
        "p95_wait_ms": _ms(percentile(waits, 95)),
        "mean_wait_ms_teachers": mean_wait("teacher"),
        "mean_wait_ms_partners": mean_wait("partner"),
        "max_wait_ratio_between_accounts": None if ratio is None else round(ratio, 2),
        "accounts_with_jobs": len(account_waits),
        "errors_5xx": ledger.errors_5xx,
        "client_errors": dict(sorted(ledger.client_errors.items())),
        "reconnects": ledger.reconnects,
        "mean_wait_ms_by_account": account_waits,
    }
    summary["ok"] = all(summary[name] == 0 for name in MUST_BE_ZERO)
    return summary
