"""The worker's job loop on a real (tiny, untrained) Clover checkpoint: it claims
jobs, streams their denoising to the event log, reads each page's text and validates
it in Chromium, retries with another seed, and fails the job with the findings when
no attempt passes (random weights never write a valid lesson)."""

import json
import logging
import time

import pytest

from genui.accounts.services import user_create
from genui.api.models import WebhookDelivery
from genui.generation.models import GenerationJob
from genui.generation.selectors import generation_job_events_since
from genui.generation.services import (
    WORKER_ERROR_MESSAGE,
    generation_job_cancel,
    generation_job_create,
)
from genui.lessons.models import LessonVersion
from genui.lessons.validation.report import ValidationReport
from tests.genui.api.support import PartnerClient, make_key, make_partner, start_generation
from tests.genui.worker.conftest import running_worker

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


@pytest.fixture
def worker(settings, tiny_checkpoint):
    overrides = {"CLOVER_MAX_NEW_TOKENS": 16, "CLOVER_BATCH_SIZE": 2}
    with running_worker(settings, tiny_checkpoint, **overrides) as worker:
        yield worker


def wait_finished(jobs, seconds=180):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if all(GenerationJob.objects.get(pk=job.pk).finished for job in jobs):
            return [GenerationJob.objects.get(pk=job.pk) for job in jobs]
        time.sleep(0.2)
    raise AssertionError("jobs did not finish in time")


def test_jobs_are_decoded_streamed_validated_retried_and_failed_with_findings(worker):
    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    jobs = [
        generation_job_create(
            requester=teacher, prompt=prompt, subject="astronomy", grade="middle", language=lang
        )
        for prompt, lang in (("Why eclipses happen", "en"), ("日食是怎么发生的", "zh"))
    ]

    finished = wait_finished(jobs)

    for job in finished:
        assert job.status == GenerationJob.Status.FAILED
        # random weights write neither text that reads right nor a valid page
        assert job.error.startswith("no ") and job.error.endswith(" after 2 attempts")
        events = generation_job_events_since(job_id=job.pk)
        kinds = [event["type"] for event in events]
        assert kinds[:2] == ["queued", "started"]
        assert "step" in kinds and "block" in kinds
        assert kinds.count("attempt") == 1
        assert kinds.count("validation") == 4
        assert kinds[-1] == "failed" and events[-1]["failures"]
        assert [event["seq"] for event in events] == list(range(1, len(events) + 1))
        step = next(event for event in events if event["type"] == "step")
        assert {"block", "step", "text_append", "draft", "stats"} <= set(step)
        assert step["stats"]["forwards"] >= 1
    assert LessonVersion.objects.count() == 0


def test_a_running_job_is_cancelled_between_steps(worker, settings):
    settings.CLOVER_MAX_NEW_TOKENS = 4000
    # no lease renewal (every 200 s) comes in time: the worker's cancel poll stops the job
    settings.CLOVER_JOB_LEASE = 600
    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    job = generation_job_create(
        requester=teacher, prompt="A long lesson", subject="physics", grade="high", language="en"
    )
    deadline = time.monotonic() + 60
    while GenerationJob.objects.get(pk=job.pk).status != GenerationJob.Status.RUNNING:
        assert time.monotonic() < deadline
        time.sleep(0.1)

    generation_job_cancel(job=job, user=teacher)

    [job] = wait_finished([job], seconds=60)
    assert job.status == GenerationJob.Status.CANCELLED
    assert generation_job_events_since(job_id=job.pk)[-1]["type"] == "cancelled"


def corpus_lesson(language: str) -> str:
    from genui.corpus.lesson import lesson_markup
    from genui.corpus.topics import topic_by_slug

    return lesson_markup(topic_by_slug("lunar-eclipse"), "middle", language)


def finished_job(monkeypatch, markup: str, language: str) -> tuple[GenerationJob, list[dict]]:
    """A teacher's lunar eclipse job whose every attempt writes ``markup``, once finished, and
    the validation checks its events report."""
    monkeypatch.setattr("genui.worker.generation.JobRun.markup", lambda run: markup)
    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    job = generation_job_create(
        requester=teacher,
        prompt="Lunar eclipses" if language == "en" else "月食",
        subject="astronomy",
        grade="middle",
        language=language,
    )
    [job] = wait_finished([job])
    events = generation_job_events_since(job_id=job.pk)
    return job, [e for e in events if e["type"] == "validation" and e["state"] == "done"]


def test_a_page_whose_text_is_word_salad_is_retried_and_fails_with_the_reason(worker, monkeypatch):
    salad = corpus_lesson("en").replace(
        'feedback="', 'feedback="Then feedback=&quot;The Moon is the Sun in the Sun. ', 1
    )
    job, checks = finished_job(monkeypatch, salad, "en")

    assert job.status == GenerationJob.Status.FAILED
    assert "no lesson whose text reads right after 2 attempts" in job.error
    events = generation_job_events_since(job_id=job.pk)
    assert len(checks) == 2 and not any(check["ok"] for check in checks)
    assert all("text: markup fragment in cl-choice@feedback" in c["failures"][0] for c in checks)
    [attempt] = [e for e in events if e["type"] == "attempt"]
    assert attempt["reason"] == "the lesson's text is broken"
    assert LessonVersion.objects.count() == 0


def test_a_page_whose_text_reads_right_is_delivered_with_its_text_report(worker, monkeypatch):
    job, _ = finished_job(monkeypatch, corpus_lesson("zh"), "zh")

    assert job.status == GenerationJob.Status.SUCCEEDED, job.error
    version = LessonVersion.objects.get()
    assert version.validation_passed is True
    assert version.text_report["failures"] == [] and version.text_report["language"] == "zh"
    assert version.validation_report["ok"] is True


def test_a_page_over_the_scene_budget_is_retried_not_delivered_without_its_scene(
    worker, monkeypatch
):
    clouds = '<cl-particles count="20000"></cl-particles>' * 6  # 120,000 particles
    lesson = corpus_lesson("en").replace("</cl-scene>", clouds + "</cl-scene>", 1)
    assert clouds in lesson
    job, checks = finished_job(monkeypatch, lesson, "en")

    assert job.status == GenerationJob.Status.FAILED
    assert "no valid page after 2 attempts" in job.error
    assert len(checks) == 2
    assert all(any(f.startswith("scene budget: ") for f in c["failures"]) for c in checks)
    assert LessonVersion.objects.count() == 0


def test_a_page_checked_for_longer_than_a_lease_keeps_its_job(worker, monkeypatch, settings):
    """A busy browser may take longer than a lease to check a page: the lease is renewed
    meanwhile, so the job is not claimed again (by this worker too) while it is checked."""
    from genui.worker.jobs import JobLoop

    settings.CLOVER_JOB_LEASE = 1.5
    validate = JobLoop._validate

    def slow(loop, html):
        time.sleep(4 * settings.CLOVER_JOB_LEASE)
        return validate(loop, html)

    monkeypatch.setattr("genui.worker.jobs.JobLoop._validate", slow)
    job, checks = finished_job(monkeypatch, corpus_lesson("en"), "en")

    assert job.status == GenerationJob.Status.SUCCEEDED, job.error
    assert job.attempts == 1 and len(checks) == 1
    events = generation_job_events_since(job_id=job.pk)
    assert not [e for e in events if e["type"] == "reclaimed"]


def test_a_page_the_validator_could_not_check_is_never_delivered_as_valid(worker, monkeypatch):
    monkeypatch.setattr(
        "genui.worker.jobs.JobLoop._validate",
        lambda loop, html: ValidationReport(kind="markup", error="TargetClosedError: crashed"),
    )
    job, checks = finished_job(monkeypatch, corpus_lesson("zh"), "zh")

    assert job.status == GenerationJob.Status.FAILED
    assert "no valid page after 2 attempts" in job.error
    assert checks and all(
        c["failures"] == ["validation_ran: TargetClosedError: crashed"] for c in checks
    )
    assert LessonVersion.objects.count() == 0


def test_a_crash_in_the_worker_reaches_partners_as_a_code_never_as_its_exception_text(
    worker, monkeypatch, caplog
):
    secret = "cannot read /srv/models/clover-35b-a3b/model.safetensors on gpu-7.lab.internal"

    def crash(run):
        raise OSError(secret)

    monkeypatch.setattr("genui.worker.generation.JobRun.markup", crash)
    # the project's loggers keep to their own handler: let caplog read the worker's log
    monkeypatch.setattr(logging.getLogger("genui"), "propagate", True)
    partner = make_partner("Crashers")
    api = PartnerClient(make_key(partner)[1])
    created = start_generation(api, callback_url="http://127.0.0.1:9/hook")
    job = GenerationJob.objects.get(pk=created["id"])

    [job] = wait_finished([job])

    assert job.status == GenerationJob.Status.FAILED
    assert (job.error_code, job.error) == ("worker_error", WORKER_ERROR_MESSAGE)
    seen_by_partner = {
        "generation": api.get(f"/api/v1/generations/{job.pk}").content.decode(),
        "events": json.dumps(generation_job_events_since(job_id=job.pk)),
        "webhook": WebhookDelivery.objects.get(job=job).body,
    }
    for where, text in seen_by_partner.items():
        assert "worker_error" in text, where
        for leak in ("/srv/models", "gpu-7", "OSError", "safetensors"):
            assert leak not in text, f"{where} shows {leak!r}"
    assert secret in caplog.text, "the exception stays in the worker's log"


def test_a_teachers_edit_is_checked_in_the_browser_and_keeps_its_report(worker):
    from genui.generation.services import generation_lesson_edit
    from genui.lessons.editing import editable_fields
    from genui.lessons.services import lesson_create, lesson_version_add

    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    lesson = lesson_create(
        owner=teacher, title="月食", subject="astronomy", grade="middle", language="zh"
    )
    base = lesson_version_add(lesson=lesson, content=corpus_lesson("zh"), created_by=teacher)
    title = next(field for field in editable_fields(base.content) if field.label == "Title")

    version, job = generation_lesson_edit(
        lesson=lesson, base=base, edits={title.key: "我们的月食课"}, user=teacher
    )
    assert (job.kind, job.result_version_id) == (GenerationJob.Kind.CHECK, version.pk)
    assert version.validation_passed is None, "saved before it is checked"

    [job] = wait_finished([job])

    assert job.status == GenerationJob.Status.SUCCEEDED, job.error
    version.refresh_from_db()
    assert version.validation_passed is True and version.validation_report["ok"] is True
    assert version.thumbnail_png and version.text_report["failures"] == []
    events = generation_job_events_since(job_id=job.pk)
    assert [e["type"] for e in events][-3:] == ["validation", "validation", "done"]
    assert events[-1]["version"] == version.pk and events[-1]["validation_ok"] is True
    assert LessonVersion.objects.filter(lesson=lesson).count() == 2, "a check adds no version"
