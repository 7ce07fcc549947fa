"""A job through the worker (a tiny untrained checkpoint, the path of the job-loop tests) as an
operator sees it: the worker's and the validator's JSON log lines carry the job's id and the id
of the request that made it, and /metrics serves the worker's own metrics from its heartbeat."""

from __future__ import annotations

import io
import json
import logging
import time

import pytest
from django.test import Client
from prometheus_client.parser import text_string_to_metric_families

from genui.accounts.services import user_create
from genui.core.logs import request_context, structured_formatter
from genui.generation.models import GenerationJob
from genui.generation.services import generation_job_create, generation_lesson_edit
from genui.lessons.editing import editable_fields
from genui.lessons.services import lesson_create, lesson_version_add
from tests.genui.worker.conftest import running_worker
from tests.genui.worker.conftest import tiny_checkpoint as tiny_checkpoint

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


@pytest.fixture
def json_lines():
    """What the ``genui`` loggers write, formatted as production formats it."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(structured_formatter("json"))
    logger = logging.getLogger("genui")
    logger.addHandler(handler)
    level = logger.level
    logger.setLevel(logging.INFO)
    yield lambda: [json.loads(line) for line in stream.getvalue().splitlines()]
    logger.removeHandler(handler)
    logger.setLevel(level)


def wait_for(predicate, seconds=180):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if found := predicate():
            return found
        time.sleep(0.2)
    raise AssertionError("not in time")


def worker_samples(worker_id: str) -> dict[tuple[str, frozenset], float]:
    text = Client().get("/metrics").content.decode()
    return {
        (sample.name, frozenset((k, v) for k, v in sample.labels.items() if k != "worker")): (
            sample.value
        )
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.labels.get("worker") == worker_id
    }


def finished_both(samples: dict) -> dict | None:
    """``samples`` once they count a delivered check and a failed generation, and the text
    gate's reading of both pages (a heartbeat's snapshot is taken while jobs run, so one
    beat may hold the failure and not yet every check: the next beat holds all)."""
    finished = "genui_jobs_finished_total"
    delivered = frozenset({"kind": "check", "outcome": "delivered"}.items())
    failed = frozenset({"kind": "generate", "outcome": "failed"}.items())
    checks = samples.get(("genui_text_gate_checks_total", frozenset()), 0.0)
    done = samples.get((finished, delivered)) and samples.get((finished, failed))
    return samples if done and checks >= 2 else None


def test_a_jobs_log_lines_carry_its_ids_and_its_worker_publishes_its_metrics(
    settings,
    tiny_checkpoint,
    json_lines,
):
    from genui.corpus.lesson import lesson_markup
    from genui.corpus.topics import topic_by_slug

    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    lesson = lesson_create(
        owner=teacher, title="Lunar eclipse", subject="astronomy", grade="middle", language="en"
    )
    markup = lesson_markup(topic_by_slug("lunar-eclipse"), "middle", "en")
    base = lesson_version_add(lesson=lesson, content=markup, created_by=teacher)
    title = next(field for field in editable_fields(base.content) if field.label == "Title")
    with request_context("studio-req-gen"):
        generated = generation_job_create(
            requester=teacher,
            prompt="Why eclipses happen",
            subject="astronomy",
            grade="middle",
            language="en",
        )
    with request_context("studio-req-edit"):
        _, checked = generation_lesson_edit(
            lesson=lesson, base=base, edits={title.key: "Our eclipse"}, user=teacher
        )
    jobs = [generated, checked]
    overrides = {"CLOVER_MAX_NEW_TOKENS": 16, "CLOVER_BATCH_SIZE": 2}

    with running_worker(settings, tiny_checkpoint, **overrides) as worker:
        wait_for(lambda: all(GenerationJob.objects.get(pk=job.pk).finished for job in jobs))
        # the next heartbeats carry the counts of the finished jobs
        samples = wait_for(lambda: finished_both(worker_samples(worker.worker_id)))

    lines = json_lines()
    for job, request_id in ((generated, "studio-req-gen"), (checked, "studio-req-edit")):
        own = [line for line in lines if line.get("job_id") == str(job.pk)]
        assert own and all(line["request_id"] == request_id for line in own)
        assert {"genui.worker"} <= {line["logger"] for line in own}
    check_lines = [line for line in lines if line.get("job_id") == str(checked.pk)]
    validator = [line for line in check_lines if line["logger"] == "genui.lessons.validator"]
    assert validator and validator[0]["level"] == "info" and "timestamp" in validator[0]

    def count(name, **labels):
        return samples.get((name, frozenset(labels.items())), 0.0)

    # random weights: the generated page fails its checks (most often the text gate; a few
    # random tokens may read as text and fail elsewhere) and is repaired as often as the
    # settings and the job's deadline allow, on a busy machine perhaps not at all, then the
    # job fails; the edit's page passes. Every page is text-checked; a repair for broken text
    # follows a text failure, never more.
    assert GenerationJob.objects.get(pk=generated.pk).status == GenerationJob.Status.FAILED
    checks, failures = (
        count("genui_text_gate_checks_total"),
        count("genui_text_gate_failures_total"),
    )
    assert checks >= 2 and checks - failures >= 1
    assert count("genui_repair_attempts_total", reason="text") <= failures
    assert count("genui_job_first_event_seconds_count", kind="generate") >= 1
    assert count("genui_generation_tokens_per_forward_count") >= 1
    assert count("genui_generation_tokens_per_second_count") >= 1
    assert (
        count("genui_generation_tokens_total") > 0 and count("genui_generation_forwards_total") > 0
    )
    # the edit's page passes in the browser and its report is delivered
    assert count("genui_validation_seconds_count", outcome="pass") >= 1
    assert count("genui_job_delivered_seconds_count", kind="check") >= 1
