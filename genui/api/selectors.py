"""Reads of the partner API: a partner's own generations, their progress and events,
and the published catalog (never a draft, a lesson in review or a rejected one)."""

from __future__ import annotations

from django.db.models import BooleanField, ExpressionWrapper, Q, QuerySet

from genui.api.models import PartnerAccount, PartnerGeneration
from genui.generation.models import GenerationJob, JobEvent
from genui.generation.selectors import generation_job_events_since
from genui.lessons.models import Lesson
from genui.lessons.selectors import lesson_published_by_slug

# The largest id a database row can have; a bigger one in a URL is simply not found.
MAX_ROW_ID = 2**63 - 1
TERMINAL_EVENTS = frozenset({"done", "failed", "cancelled"})
PROGRESS_EVENTS = ("step", "block", "attempt", "validation")


def partner_generation_get(*, partner: PartnerAccount, job_id) -> PartnerGeneration | None:
    """The generation, only if this partner requested it: another partner's job id
    answers exactly like an unknown one."""
    return (
        PartnerGeneration.objects.select_related("partner", "job__result_version__lesson")
        .filter(partner=partner, job_id=job_id)
        .first()
    )


def generation_progress(*, job: GenerationJob) -> dict:
    """``{"fraction": 0..1, "phase": ...}`` from the job's latest engine event.

    Phases: queued, generating, validating, then the job's final status. The fraction
    is the share of the token budget committed so far; a lesson usually ends early,
    so it jumps to 1 when the job succeeds.
    """
    if job.status == GenerationJob.Status.QUEUED:
        return {"fraction": 0.0, "phase": "queued"}
    latest = (
        JobEvent.objects.filter(job_id=job.pk, type__in=PROGRESS_EVENTS)
        .order_by("-seq")
        .values("type", "payload")
        .first()
    )
    latest_step = (
        JobEvent.objects.filter(job_id=job.pk, type__in=("step", "block"))
        .order_by("-seq")
        .values_list("payload", flat=True)
        .first()
    )
    fraction = float(((latest_step or {}).get("stats") or {}).get("progress") or 0.0)
    if job.status == GenerationJob.Status.SUCCEEDED:
        return {"fraction": 1.0, "phase": job.status}
    if job.finished:
        return {"fraction": fraction, "phase": job.status}
    validating = (
        latest is not None
        and latest["type"] == "validation"
        and latest["payload"].get("state") == "running"
    )
    return {"fraction": fraction, "phase": "validating" if validating else "generating"}


def generation_error_details(*, job: GenerationJob) -> dict | None:
    """What a failed job's ``failed`` event says beyond its error and code: the nearest
    topics of a ``topic_unknown`` job, the validator's findings of a page that failed;
    None for a job that did not fail."""
    if job.status != GenerationJob.Status.FAILED:
        return None
    payload = (
        JobEvent.objects.filter(job_id=job.pk, type="failed")
        .order_by("-seq")
        .values_list("payload", flat=True)
        .first()
    ) or {}
    return {key: value for key, value in payload.items() if key not in ("error", "code")}


def generation_events_after(*, job_id, after_seq: int) -> tuple[list[dict], bool]:
    """The job's events after ``after_seq`` (as the studio websocket sends them) and
    whether the stream is complete: the job's terminal event is at or before the
    last of them."""
    events = generation_job_events_since(job_id=job_id, after_seq=after_seq)
    if any(event["type"] in TERMINAL_EVENTS for event in events):
        return events, True
    job = GenerationJob.objects.filter(pk=job_id).values("status", "last_seq").first()
    finished = job is None or (
        job["status"] in GenerationJob.FINISHED and job["last_seq"] <= after_seq
    )
    return events, finished


def _published() -> QuerySet[Lesson]:
    return Lesson.objects.filter(
        status=Lesson.Status.PUBLISHED, current_version__isnull=False
    ).select_related("current_version")


def catalog_lessons(
    *, subject: str = "", grade: str = "", language: str = "", search: str = ""
) -> QuerySet[Lesson]:
    """Published lessons, newest first by id: an order that never changes, so a
    cursor walks the catalog without repeats or gaps while lessons are published."""
    lessons = (
        _published()
        .defer("current_version__content", "current_version__thumbnail_png")
        .annotate(
            has_thumbnail=ExpressionWrapper(
                Q(current_version__thumbnail_png__isnull=False), output_field=BooleanField()
            )
        )
    )
    if subject:
        lessons = lessons.filter(subject=subject)
    if grade:
        lessons = lessons.filter(grade=grade)
    if language:
        lessons = lessons.filter(language=language)
    if search.strip():
        lessons = lessons.filter(title__icontains=search.strip())
    return lessons.order_by("-id")


def catalog_lesson_get(*, lesson_id: int) -> Lesson | None:
    if not 0 < lesson_id <= MAX_ROW_ID:
        return None
    return _published().filter(pk=lesson_id).first()


def catalog_lesson_by_slug(*, slug: str) -> Lesson | None:
    """A published lesson by its share slug (the embeddable page's address)."""
    lesson = lesson_published_by_slug(slug=slug)
    return lesson if lesson is not None and lesson.current_version is not None else None
