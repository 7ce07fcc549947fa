"""``bench_load --chaos``'s per-fault figures, on a made-up ledger (the run itself is a script,
not a test: it restarts this machine's PostgreSQL and Redis)."""

from genui.site.load_chaos import ChaosLog, Fault, chaos_summary, server_errors_outside
from genui.site.load_ledger import JobRecord, Ledger


def events(record: JobRecord, *timeline: tuple[float, str, int]) -> JobRecord:
    for at, kind, seq in timeline:
        record.event({"job": record.job, "seq": seq, "type": kind}, at)
    return record


def test_each_fault_counts_the_jobs_in_flight_and_the_errors_of_its_window():
    ledger = Ledger(began=0.0, stopped=300.0)
    # ended before the worker was killed at 100: not in flight
    before = events(
        JobRecord("a", "teacher-01", "teacher", 1, 2), (2, "queued", 1), (50, "done", 2)
    )
    # running when the worker died: taken over by the new worker, then delivered (seq 3 twice)
    reclaimed = events(
        JobRecord("b", "teacher-02", "teacher", 90, 91),
        (91, "queued", 1),
        (92, "started", 2),
        (95, "step", 3),
        (95.5, "step", 3),
        (140, "reclaimed", 4),
        (150, "done", 5),
    )
    # queued when the worker died; its page generated again after Chromium was killed at 200,
    # and its client never saw its end
    lost = events(
        JobRecord("c", "partner-1", "partner", 99, 99.5),
        (99.5, "queued", 1),
        (160, "started", 2),
        (205, "attempt", 3),
    )
    for record in (before, reclaimed, lost):
        ledger.accepted(record)
    ledger.incidents += [(100.5, "5xx"), (104, "studio socket: OSError"), (200, "5xx")]
    chaos = ChaosLog(
        [
            Fault("worker_killed", began=100.0, detail="SIGKILL", recovered=120.0),
            Fault("chromium_killed", began=200.0, recovered=None),
        ]
    )

    worker, chromium = chaos_summary(chaos, ledger)

    assert worker == {
        "fault": "worker_killed",
        "at_s": 100.0,
        "detail": "SIGKILL",
        "recovered_s": 20.0,
        "first_done_s": 50.0,
        "jobs_in_flight": 2,
        "jobs_lost": 1,
        "duplicates": 1,
        "ended_twice": 0,
        "jobs_reclaimed": 1,
        "jobs_repaired": 0,  # its repair came after the next fault
        "jobs_failed": 0,
        "errors_5xx": 1,
        "client_errors": 1,
    }
    # never recovered: its window is the fault's moment and ten seconds after it
    assert chromium["recovered_s"] is None and chromium["first_done_s"] is None
    assert (chromium["jobs_in_flight"], chromium["jobs_lost"]) == (1, 1)
    assert (chromium["errors_5xx"], chromium["client_errors"]) == (1, 0)
    assert (chromium["jobs_reclaimed"], chromium["jobs_repaired"]) == (0, 1)
    assert server_errors_outside(chaos, ledger) == 0
    ledger.incidents.append((150.0, "5xx"))  # 20 s after the worker's recovery: no fault's
    assert server_errors_outside(chaos, ledger) == 1


def test_the_ledger_times_each_error_for_the_windows():
    ledger = Ledger(began=0.0)
    ledger.server_error()
    ledger.client_error("api events: OSError")
    assert ledger.errors_5xx == 1 and ledger.client_errors == {"api events: OSError": 1}
    assert [kind for _, kind in ledger.incidents] == ["5xx", "api events: OSError"]
    assert ledger.incidents[0][0] <= ledger.incidents[1][0]
