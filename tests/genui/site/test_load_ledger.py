"""``bench_load``'s summary: plain arithmetic on what the clients saw, checked on made-up
records (the benchmark itself is a script, not a test)."""

import pytest

from genui.site.load_ledger import JobRecord, Ledger, load_summary, percentile


def events(record: JobRecord, *timeline: tuple[float, str, int]) -> JobRecord:
    for at, kind, seq in timeline:
        record.event({"job": record.job, "seq": seq, "type": kind}, at)
    return record


def run_of_three_jobs() -> Ledger:
    ledger = Ledger(began=0.0, stopped=100.0, requests=5)
    ledger.refused.update({"queue_full": 1, "too_many_active_generations": 1})
    done = JobRecord("a", "teacher-01", "teacher", sent=1.0, accepted=1.1)
    events(done, (1.1, "queued", 1), (3.0, "started", 2), (3.5, "step", 3), (20.0, "done", 4))
    unknown = JobRecord("b", "partner-1", "partner", sent=2.0, accepted=2.2)
    events(unknown, (2.2, "queued", 1), (12.2, "started", 2))
    events(unknown, (12.3, "failed", 3))
    unknown.code = "topic_unknown"
    queued = JobRecord("c", "partner-1", "partner", sent=60.0, accepted=60.0)
    events(queued, (60.0, "queued", 1), (100.5, "cancelled", 2))
    for record in (done, unknown, queued):
        ledger.accepted(record)
    return ledger


def test_every_accepted_job_is_completed_cancelled_or_lost():
    ledger = run_of_three_jobs()
    ledger.accepted(JobRecord("d", "teacher-02", "teacher", sent=90.0, accepted=90.5))
    summary = load_summary(ledger)
    assert summary["requests"] == 5 and summary["refused"] == 2
    assert summary["jobs_requested"] == 4
    assert (summary["jobs_completed"], summary["jobs_cancelled"], summary["jobs_lost"]) == (2, 1, 1)
    assert summary["jobs_lost_detail"] == [{"job": "d", "account": "teacher-02", "last_seq": 0}]
    assert (summary["jobs_done"], summary["jobs_failed"], summary["jobs_topic_unknown"]) == (
        1,
        1,
        1,
    )
    assert summary["ok"] is False


def test_first_event_is_request_to_first_step_over_jobs_that_had_one():
    summary = load_summary(run_of_three_jobs())
    assert summary["p50_first_event_ms"] == summary["p95_first_event_ms"] == 2500.0
    assert summary["p95_accepted_ms"] == 200.0


def test_a_job_that_never_started_waits_until_the_clients_stopped():
    summary = load_summary(run_of_three_jobs())
    # waits: 1.9 s (teacher), 10 s and 40 s (partner, the last one never started)
    assert summary["mean_wait_ms_teachers"] == 1900.0
    assert summary["mean_wait_ms_partners"] == 25000.0
    assert summary["max_wait_ratio_between_accounts"] == pytest.approx(25 / 1.9, abs=0.01)


def test_waits_under_a_second_count_as_one_in_the_fairness_ratio():
    ledger = Ledger(began=0.0, stopped=10.0)
    for account, wait in (("teacher-01", 0.05), ("teacher-02", 3.0)):
        record = JobRecord(account, account, "teacher", sent=0.0, accepted=1.0)
        ledger.accepted(events(record, (1.0 + wait, "started", 2), (9.0, "done", 3)))
    summary = load_summary(ledger)
    assert summary["max_wait_ratio_between_accounts"] == 3.0
    assert summary["mean_wait_ms_by_account"] == {"teacher-01": 50.0, "teacher-02": 3000.0}


def test_a_repeated_sequence_number_is_a_duplicate_and_a_skipped_one_is_missing():
    ledger = Ledger(began=0.0, stopped=10.0)
    record = JobRecord("a", "teacher-01", "teacher", sent=0.0, accepted=0.1)
    events(record, (0.1, "queued", 1), (1, "started", 2), (2, "step", 2), (3, "step", 5))
    events(record, (4, "done", 6), (5, "failed", 7))
    ledger.accepted(record)
    summary = load_summary(ledger)
    assert summary["duplicates"] == 1
    assert summary["events_missing"] == 2
    assert summary["ended_twice"] == 1
    assert summary["jobs_done"] == 1 and summary["jobs_lost"] == 0
    assert summary["ok"] is False


def test_a_clean_run_passes():
    summary = load_summary(run_of_three_jobs())
    assert summary["duplicates"] == summary["events_missing"] == summary["jobs_lost"] == 0
    assert summary["ok"] is True


def test_percentile_is_nearest_rank():
    values = [5.0, 1.0, 4.0, 2.0, 3.0]
    assert percentile(values, 50) == 3.0
    assert percentile(values, 95) == 5.0
    assert percentile([7.0], 95) == 7.0
    assert percentile([], 50) is None
