"""The worker through a Redis or PostgreSQL outage (``bench_load --chaos`` found both): its
bookkeeping thread, which writes every job's events and renews every lease, outlives a
channel layer that fails and writes that fail, and no event is lost or doubled."""

import threading
import time

import pytest
from channels.layers import InMemoryChannelLayer
from django.db import OperationalError

import genui.worker.jobs
from genui.accounts.services import user_create
from genui.generation.models import GenerationJob
from genui.generation.selectors import generation_job_events_since
from genui.generation.services import generation_job_create
from tests.genui.worker.conftest import running_worker

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


class RedisDown(InMemoryChannelLayer):
    """A channel layer whose Redis is restarting: every group send fails."""

    async def group_send(self, group, message):
        raise ConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")


@pytest.fixture
def worker(settings, tiny_checkpoint):
    overrides = {"CLOVER_MAX_NEW_TOKENS": 16, "CLOVER_BATCH_SIZE": 2}
    with running_worker(settings, tiny_checkpoint, **overrides) as worker:
        yield worker


def finished(job: GenerationJob, seconds: float = 180) -> GenerationJob:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        job.refresh_from_db()
        if job.finished:
            return job
        time.sleep(0.2)
    raise AssertionError(f"job {job.pk} did not finish: the worker stopped?")


def eclipse_job() -> GenerationJob:
    """A teacher's request for an eclipse lesson, queued."""
    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    return generation_job_create(
        requester=teacher,
        prompt="Why eclipses happen",
        subject="astronomy",
        grade="middle",
        language="en",
    )


def assert_ran_once_to_its_end(job: GenerationJob) -> None:
    """Its events numbered 1..n without a gap, one claim, one end: random weights write no
    valid page, so it fails after its two attempts (as in test_job_loop)."""
    events = generation_job_events_since(job_id=job.pk)
    kinds = [event["type"] for event in events]
    assert [event["seq"] for event in events] == list(range(1, len(events) + 1))
    assert kinds[:2] == ["queued", "started"] and "reclaimed" not in kinds
    assert "step" in kinds and kinds.count("attempt") == 1
    assert kinds[-1] == "failed" and kinds.count("failed") == 1
    assert job.status == GenerationJob.Status.FAILED
    assert job.error.endswith(" after 2 attempts"), job.error


def test_a_channel_layer_that_fails_loses_no_event_and_stops_no_job(worker, settings, caplog):
    settings.CHANNEL_LAYERS = {
        "default": {"BACKEND": "tests.genui.worker.test_worker_outages.RedisDown"}
    }
    # the studio's request itself: stored and answered though its queued event is not sent
    job = eclipse_job()

    assert_ran_once_to_its_end(finished(job))
    # every batch of events was tried live, and said so
    unsent = [r for r in caplog.records if "not sent live" in r.getMessage()]
    assert len(unsent) > 3


def test_writes_that_fail_for_a_while_are_written_later_in_order(worker, settings, monkeypatch):
    # leases renewed every second by the bookkeeping thread: were it dead, the job's lease
    # would expire under it and another claim would take the job over ("reclaimed")
    settings.CLOVER_JOB_LEASE = 3
    settings.CLOVER_MAX_NEW_TOKENS = 64
    write = genui.worker.jobs.generation_job_events
    failures = {"left": 2}

    def database_restarting(**kwargs):
        restarting = threading.current_thread().name == "job-bookkeeping"
        if restarting and failures["left"] and any(kind == "step" for kind, _ in kwargs["events"]):
            failures["left"] -= 1
            raise OperationalError("terminating connection due to administrator command")
        return write(**kwargs)

    monkeypatch.setattr(genui.worker.jobs, "generation_job_events", database_restarting)
    job = eclipse_job()

    assert_ran_once_to_its_end(finished(job))
    assert failures["left"] < 2  # at least one write failed (the job may end before two)


def test_claims_that_fail_for_a_while_do_not_stop_the_worker(worker, monkeypatch):
    claim = genui.worker.jobs.generation_job_claim
    failures = {"left": 3}

    def database_restarting(**kwargs):
        if failures["left"]:
            failures["left"] -= 1
            raise OperationalError("the database system is shutting down")
        return claim(**kwargs)

    monkeypatch.setattr(genui.worker.jobs, "generation_job_claim", database_restarting)
    job = eclipse_job()

    assert_ran_once_to_its_end(finished(job))
    assert failures["left"] == 0


def test_a_page_finished_while_the_database_restarts_is_claimed_again_not_failed(
    worker, settings, monkeypatch
):
    settings.CLOVER_JOB_LEASE = 3
    flush = genui.worker.jobs.JobLoop._flush
    failures = {"left": 1}

    def database_restarting(self, run):
        if failures["left"] and threading.current_thread().name.startswith("finish"):
            failures["left"] -= 1
            raise OperationalError("terminating connection due to administrator command")
        return flush(self, run)

    monkeypatch.setattr(genui.worker.jobs.JobLoop, "_flush", database_restarting)
    job = eclipse_job()

    job = finished(job)
    kinds = [event["type"] for event in generation_job_events_since(job_id=job.pk)]
    assert failures["left"] == 0
    assert job.error_code != GenerationJob.ErrorCode.WORKER_ERROR, job.error
    assert "reclaimed" in kinds and kinds[-1] == "failed" and kinds.count("failed") == 1
    assert job.error.endswith(" after 2 attempts"), job.error
