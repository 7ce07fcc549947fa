"""Writes for generation jobs: create, claim with a lease, renew, log events, finish.

Every write a worker makes is guarded by its lease (``lease_owner`` under a row
lock), so a worker that lost its lease (it stalled, and another worker reclaimed the
job) can neither log events nor finish the job: nothing is done twice. Events are
published to the job's channel-layer group after their transaction commits, so a
client never sees an event that is not also in the database.
"""

from __future__ import annotations

import logging
import secrets
from collections import Counter
from datetime import timedelta

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import connection, transaction
from django.db.models import F, Min
from django.dispatch import Signal
from django.utils import timezone

from genui.generation.models import MAX_PROMPT_CHARS, GenerationJob, JobEvent
from genui.generation.selectors import generation_job_followable
from genui.lessons.models import Grade, Language, LessonVersion, Subject
from genui.lessons.parts import lesson_part
from genui.lessons.services import (
    EDITABLE,
    lesson_create,
    lesson_version_add,
    lesson_version_edit,
)

Status = GenerationJob.Status
# What teachers and partners read when the worker itself failed (code ``worker_error``):
# the exception's own text (paths, hosts, driver messages) goes to the worker's log only.
WORKER_ERROR_MESSAGE = "the worker failed while making this lesson; please try again"

logger = logging.getLogger("genui.generation")


# Sent with ``job=`` inside the transaction that gives a job its final status, after
# the final event is logged: a receiver's writes (the partner API's webhook deliveries)
# commit or roll back with the job's outcome, so no finished job is ever missed and
# none is announced twice. Every way a job ends goes through ``_finish``.
generation_job_finished = Signal()


class LeaseLost(RuntimeError):
    """This worker no longer holds the job's lease: stop working on it."""


class QueueFull(Exception):
    """The requester already holds its cap of active (queued or running) jobs."""

    def __init__(self, *, active: int, limit: int) -> None:
        self.active, self.limit = active, limit
        self.retry_after = settings.GENUI_QUEUE_RETRY_AFTER_SECONDS
        super().__init__(
            f"{active} of your lessons are queued or being written, the most one account may "
            f"have at once is {limit}: wait for one to finish (or cancel one), then ask again"
        )


def job_group(job_id) -> str:
    return f"job.{job_id}"


# A lesson is generated as markup only: the model writes the lesson runtime's elements. A
# free-HTML version (`LessonVersion.Kind.FREE_HTML`) is a page a person brings, never one
# the worker writes, so a request for one is refused rather than answered with markup.
MODE_NOT_GENERATED = (
    "mode must be markup: the model writes lesson markup only, free_html pages are not generated"
)


def _choice(name: str, value: str, choices) -> list[str]:
    return (
        [] if value in choices.values else [f"{name} must be one of: {', '.join(choices.values)}"]
    )


PROMPT_MISSING = "describe the lesson you want"


def generation_request_errors(
    *, prompt: str, subject: str, grade: str, language: str, mode: str = "markup"
) -> dict[str, list[str]]:
    """What is wrong with a generation request, by field (empty when it is valid)."""
    errors: dict[str, list[str]] = {}
    text = (prompt or "").strip()
    if not text:
        errors["prompt"] = [PROMPT_MISSING]
    elif len(text) > MAX_PROMPT_CHARS:
        errors["prompt"] = [f"at most {MAX_PROMPT_CHARS} characters (this one has {len(text)})"]
    for name, value, choices in (
        ("subject", subject, Subject),
        ("grade", grade, Grade),
        ("language", language, Language),
    ):
        if problems := _choice(name, value, choices):
            errors[name] = problems
    if mode != LessonVersion.Kind.MARKUP:
        errors["mode"] = [MODE_NOT_GENERATED]
    return errors


def _refuse_when_full(requester, active_limit: int | None) -> None:
    """With ``active_limit``, refuse (`QueueFull`) a requester that already has that many
    jobs of any kind queued or running. Call it inside the transaction that creates the job:
    the requester's row stays locked while it counts, so two requests at once cannot both
    take the last place."""
    if active_limit is None:
        return
    _requester_locked(requester)
    active = GenerationJob.objects.filter(
        requester=requester, status__in=(Status.QUEUED, Status.RUNNING)
    ).count()
    if active >= active_limit:
        raise QueueFull(active=active, limit=active_limit)


def generation_job_create(
    *,
    requester,
    prompt: str,
    subject: str,
    grade: str,
    language: str,
    mode: str = LessonVersion.Kind.MARKUP,
    lesson=None,
    engine_settings: dict | None = None,
    active_limit: int | None = None,
    extra: dict | None = None,
) -> GenerationJob:
    """Store a job durably, with its first event; workers find it when they next poll
    for claims (`generation_job_claim`). With ``active_limit``, refuse (`QueueFull`) a
    requester that already has that many jobs queued or running: the requester's row is
    locked while it counts, so two requests at once cannot both take the last place.
    ``extra``: more fields of the job (a part job's ``kind`` and ``part``)."""
    errors = generation_request_errors(
        prompt=prompt, subject=subject, grade=grade, language=language, mode=mode
    )
    if errors:
        raise ValidationError(errors)
    with transaction.atomic():
        _refuse_when_full(requester, active_limit)
        job = GenerationJob.objects.create(
            requester=requester,
            prompt=prompt.strip(),
            subject=subject,
            grade=grade,
            language=language,
            mode=mode,
            lesson=lesson,
            engine_settings=engine_settings or {},
            **(extra or {}),
        )
        _append(job.pk, [("queued", {"prompt": job.prompt, "language": language})])
    return job


def generation_job_check_create(*, version: LessonVersion, requester) -> GenerationJob:
    """A job for a worker to check a saved version in the browser, as a generated page is
    checked before delivery (a teacher's edit: `genui.lessons.services.lesson_version_edit`):
    the version keeps the report (`generation_job_check_done`). Queued with the generations,
    so a worker that dies mid-check loses nothing: another one checks it."""
    lesson = version.lesson
    with transaction.atomic():
        job = GenerationJob.objects.create(
            requester=requester,
            kind=GenerationJob.Kind.CHECK,
            prompt=f"check version {version.number} of {lesson.title}"[:MAX_PROMPT_CHARS],
            subject=lesson.subject,
            grade=lesson.grade,
            language=lesson.language,
            lesson=lesson,
            result_version=version,
        )
        _append(job.pk, [("queued", {"prompt": job.prompt, "language": job.language})])
    return job


def generation_lesson_edit(
    *, lesson, base: LessonVersion, edits: dict, user, active_limit: int | None = None
):
    """Save a teacher's edits as a new version (`lesson_version_edit`) and queue its check
    in the browser, together: no saved edit goes unchecked. The check counts toward
    ``active_limit`` like a generation: with that many jobs of the teacher's queued or
    running, nothing is saved (`QueueFull`). -> (version, check job)."""
    with transaction.atomic():
        # the requester's row before the lesson's, in the order a new version's job takes them
        _refuse_when_full(user, active_limit)
        version = lesson_version_edit(lesson=lesson, base=base, edits=edits, user=user)
        return version, generation_job_check_create(version=version, requester=user)


def generation_job_check_done(*, job_id, worker_id: str, version_fields: dict):
    """Keep a check's reports on the version it checked and finish the job (the version's
    lesson and id in the ``done`` event, like a generation's); None when the version went."""
    with transaction.atomic():
        job = _held(job_id, worker_id)
        version = job.result_version
        if version is None:
            _finish(job, Status.FAILED, error="the version to check was deleted")
            return None
        for name, value in version_fields.items():
            setattr(version, name, value)
        version.save(update_fields=list(version_fields))
        _finish(
            job,
            Status.SUCCEEDED,
            event_payload={**_saved(version), "validation_ok": bool(version.validation_passed)},
        )
    return version


# A new version of a lesson decoded greedily samples: a greedy decode writes the same words
# whatever its seed, so a new seed alone would save the same page again. The worker's repair
# attempts sample the same way (`genui.worker.generation.REPAIR_SAMPLING`).
VARIATION_SAMPLING = {"temperature": 0.7, "top_p": 0.9}


def generation_job_new_version(
    *,
    lesson,
    requester,
    prompt: str,
    subject: str,
    grade: str,
    language: str,
    keep_seed: bool = False,
    active_limit: int | None = None,
) -> GenerationJob:
    """A job that writes a new version of ``lesson``, the requester's own (PermissionDenied
    otherwise). It decodes as the current version was decoded, with a new seed, sampling
    (`VARIATION_SAMPLING`) where that version was greedy; with ``keep_seed`` it keeps that
    version's seed and settings too, to write the same page again from the same request."""
    if lesson.owner_id != requester.pk:
        raise PermissionDenied("only the lesson's owner can write a new version of it")
    base = lesson.current_version
    engine_settings = dict(base.engine_settings) if base else {}
    if keep_seed and base is not None and base.seed is not None:
        engine_settings["seed"] = base.seed
    else:
        engine_settings = _new_seed(engine_settings)
    return generation_job_create(
        requester=requester,
        prompt=prompt,
        subject=subject,
        grade=grade,
        language=language,
        lesson=lesson,
        engine_settings=engine_settings,
        active_limit=active_limit,
    )


# the longest instruction for rewriting a part ("simpler words", "add a question about ...")
MAX_INSTRUCTION_CHARS = 500


def _new_seed(engine_settings: dict) -> dict:
    """A new seed, sampling (`VARIATION_SAMPLING`) where the settings were greedy."""
    settings_ = {**engine_settings, "seed": secrets.randbelow(2**31)}
    if float(settings_.get("temperature", 0)) == 0:
        settings_.update(VARIATION_SAMPLING)
    return settings_


def generation_job_part(
    *,
    lesson,
    requester,
    part: str,
    instruction: str = "",
    grade: str = "",
    active_limit: int | None = None,
) -> GenerationJob:
    """A job that has the model rewrite one part of ``lesson``'s current version (a story
    step, a section, the quiz, the glossary: `genui.lessons.parts`) and saves the lesson with
    the new part as a new version (`genui.worker.parts`). The request is the version's own,
    at ``grade`` (the lesson's when empty), with the teacher's ``instruction``; it decodes as
    a new version does (`generation_job_new_version`). Only the owner, only a draft, only a
    page written in lesson markup (PermissionDenied, ValidationError otherwise)."""
    if lesson.owner_id != requester.pk:
        raise PermissionDenied("only the lesson's owner can have a part rewritten")
    base = lesson.current_version
    errors: dict[str, list[str]] = {}
    if lesson.status not in EDITABLE:
        errors["lesson"] = ["only a draft can change: withdraw it from review first"]
    elif base is None or base.kind != LessonVersion.Kind.MARKUP:
        errors["lesson"] = ["this lesson has no page written in lesson markup"]
    elif lesson_part(base.content, part) is None:
        errors["part"] = [f"the lesson has no part {part!r}"]
    instruction = " ".join((instruction or "").split())
    if len(instruction) > MAX_INSTRUCTION_CHARS:
        errors["instruction"] = [
            f"at most {MAX_INSTRUCTION_CHARS} characters (this one has {len(instruction)})"
        ]
    if errors:
        raise ValidationError(errors)
    request = base.request or {}
    prompt = str(request.get("prompt") or lesson.title)[:MAX_PROMPT_CHARS]
    return generation_job_create(
        requester=requester,
        prompt=prompt,
        subject=lesson.subject,
        grade=grade or lesson.grade,
        language=lesson.language,
        lesson=lesson,
        engine_settings=_new_seed(base.engine_settings or {}),
        active_limit=active_limit,
        extra={
            "kind": GenerationJob.Kind.PART,
            "part": {"version": base.pk, "part": part, "instruction": instruction},
        },
    )


def _requester_locked(requester) -> None:
    """Lock the requester's row until the transaction ends (PostgreSQL; SQLite's write
    lock already serialises writers)."""
    get_user_model().objects.select_for_update().filter(pk=requester.pk).first()


def _locked(jobs):
    if connection.features.has_select_for_update_skip_locked:
        return jobs.select_for_update(skip_locked=True)
    return jobs


def _next_claims(now, limit: int):
    """Up to ``limit`` jobs to claim, locked: first those whose worker stopped renewing
    the lease (oldest first: they were started already), then queued ones, fairly: each
    place goes to the oldest queued job of the account with the fewest running jobs
    (the oldest waiting first among equals), so one account's flood of jobs cannot keep
    another's out."""
    expired = _locked(
        GenerationJob.objects.filter(status=Status.RUNNING, lease_expires_at__lt=now)
    ).order_by("created_at")
    picked = list(expired[:limit])
    running = Counter(
        GenerationJob.objects.filter(status=Status.RUNNING, lease_expires_at__gte=now)
        .values_list("requester_id", flat=True)
        .iterator()
    )
    waiting = dict(
        GenerationJob.objects.filter(status=Status.QUEUED)
        .values("requester_id")
        .annotate(oldest=Min("created_at"))
        .values_list("requester_id", "oldest")
    )
    while len(picked) < limit and waiting:
        account = min(waiting, key=lambda requester: (running[requester], waiting[requester]))
        job = (
            _locked(GenerationJob.objects.filter(status=Status.QUEUED, requester_id=account))
            .exclude(pk__in=[job.pk for job in picked])
            .order_by("created_at")
            .first()
        )
        if job is None:  # nothing more of this account's, or another claimer holds it
            del waiting[account]
            continue
        picked.append(job)
        running[account] += 1
    return picked


def generation_job_claim(*, worker_id: str, limit: int = 1) -> list[GenerationJob]:
    """Claim up to ``limit`` jobs (`_next_claims`: reclaimed ones first, then queued ones
    fairly across accounts). ``SELECT ... FOR UPDATE SKIP LOCKED`` on PostgreSQL; on
    SQLite the IMMEDIATE transaction holds the database's write lock for the whole
    claim, which serialises claimers just as safely."""
    now = timezone.now()
    lease = timedelta(seconds=settings.CLOVER_JOB_LEASE)
    claimed = []
    with transaction.atomic():
        for job in _next_claims(now, limit):
            if job.attempts >= settings.CLOVER_JOB_MAX_ATTEMPTS:
                _finish(
                    job,
                    Status.FAILED,
                    error="gave up: its workers stopped responding",
                    code=GenerationJob.ErrorCode.WORKERS_UNRESPONSIVE,
                )
                continue
            reclaimed = job.status == Status.RUNNING
            job.status = Status.RUNNING
            job.attempts += 1
            job.lease_owner = worker_id
            job.lease_expires_at = now + lease
            job.heartbeat_at = now
            job.started_at = job.started_at or now
            job.save()
            kind = "reclaimed" if reclaimed else "started"
            # Events go to teachers and partners: the worker's id (host and pid) stays in
            # ``lease_owner`` and the worker's log.
            _append(job.pk, [(kind, {"attempt": job.attempts})])
            claimed.append(job)
    return claimed


def _held(job_id, worker_id: str) -> GenerationJob:
    job = GenerationJob.objects.select_for_update().get(pk=job_id)
    if job.status != Status.RUNNING or job.lease_owner != worker_id:
        raise LeaseLost(f"worker {worker_id} no longer holds job {job_id}")
    return job


@transaction.atomic
def generation_job_renew(*, job_id, worker_id: str, progress: dict | None = None) -> bool:
    """Extend the lease; returns whether the job's cancellation was requested."""
    job = _held(job_id, worker_id)
    now = timezone.now()
    job.heartbeat_at = now
    job.lease_expires_at = now + timedelta(seconds=settings.CLOVER_JOB_LEASE)
    if progress is not None:
        job.progress = progress
    job.save(update_fields=["heartbeat_at", "lease_expires_at", "progress"])
    return job.cancel_requested


@transaction.atomic
def generation_job_events(
    *, job_id, worker_id: str, events: list[tuple[str, dict]]
) -> list[JobEvent]:
    """Log a batch of events for a job this worker holds."""
    _held(job_id, worker_id)
    return _append(job_id, events)


@transaction.atomic
def generation_job_fail(
    *,
    job_id,
    worker_id: str,
    error: str,
    details: dict | None = None,
    code: str = GenerationJob.ErrorCode.GENERATION_FAILED,
) -> None:
    """End a job this worker holds as failed: ``error`` for people, ``code`` (one of
    `GenerationJob.ErrorCode`) for programs, ``details`` in the ``failed`` event. Both
    reach clients: never pass an exception's text (``WORKER_ERROR_MESSAGE`` instead)."""
    job = _held(job_id, worker_id)
    _finish(job, Status.FAILED, error=error, code=code, event_payload=details or {})


@transaction.atomic
def generation_job_cancel(*, job: GenerationJob, user) -> GenerationJob:
    """Cancel at once when queued; a running job stops at the worker's next step."""
    job = GenerationJob.objects.select_for_update().get(pk=job.pk)
    if not generation_job_followable(job=job, user=user):
        raise PermissionDenied("only the requester or a curator can cancel this job")
    if job.finished:
        return job
    if job.status == Status.QUEUED:
        _finish(job, Status.CANCELLED, event_payload={"by": "requester"})
    else:
        job.cancel_requested = True
        job.save(update_fields=["cancel_requested"])
    return job


@transaction.atomic
def generation_job_cancelled(*, job_id, worker_id: str) -> None:
    """The worker stopped a job whose cancellation was requested."""
    _finish(_held(job_id, worker_id), Status.CANCELLED, event_payload={"by": "requester"})


@transaction.atomic
def generation_job_release(*, job_id, worker_id: str) -> None:
    """A worker shutting down cleanly hands its job back to the queue at once."""
    job = _held(job_id, worker_id)
    job.status = Status.QUEUED
    job.lease_owner = ""
    job.lease_expires_at = None
    job.save(update_fields=["status", "lease_owner", "lease_expires_at"])
    _append(job_id, [("requeued", {})])


def _saved(version: LessonVersion) -> dict:
    """What a done event names of the version a job saved or checked; the paths to it are
    added where the event leaves for a client (`genui.generation.links`)."""
    return {
        "lesson": version.lesson_id,
        "version": version.pk,
        "has_thumbnail": bool(version.thumbnail_png),
    }


def _finish(
    job: GenerationJob, status: str, *, error: str = "", code: str = "", event_payload=None
) -> None:
    job.status = status
    job.error = error
    job.error_code = code
    job.finished_at = timezone.now()
    job.lease_owner = ""
    job.lease_expires_at = None
    job.save()
    payload = {
        **(event_payload or {}),
        **({"error": error} if error else {}),
        **({"code": code} if code else {}),
    }
    _append(job.pk, [({"succeeded": "done"}.get(status, status), payload)])
    generation_job_finished.send(sender=GenerationJob, job=job)


def _append(job_id, events: list[tuple[str, dict]]) -> list[JobEvent]:
    """Give events the job's next sequence numbers; publish them after commit."""
    GenerationJob.objects.filter(pk=job_id).update(last_seq=F("last_seq") + len(events))
    last = GenerationJob.objects.values_list("last_seq", flat=True).get(pk=job_id)
    first = last - len(events) + 1
    rows = JobEvent.objects.bulk_create(
        JobEvent(job_id=job_id, seq=first + i, type=kind, payload=payload)
        for i, (kind, payload) in enumerate(events)
    )
    messages = [row.as_message() for row in rows]
    transaction.on_commit(lambda: _publish(job_id, messages))
    return rows


def _publish(job_id, messages: list[dict]) -> None:
    """Send committed events to the job's live followers. The database has them already:
    when the channel layer fails (Redis restarting), they are not lost, only late (a follower
    that reconnects, or notices the gap at its next event, reads them from the database), so
    the failure is logged and the caller goes on: a worker's bookkeeping thread or a web
    request must not die of it."""
    layer = get_channel_layer()
    if layer is None:
        return
    send = async_to_sync(layer.group_send)
    try:
        send(job_group(job_id), {"type": "job.events", "events": messages})
    except Exception as error:
        logger.warning(
            "events %s-%s of job %s not sent live (%s: %s): followers read them from the database",
            messages[0]["seq"] if messages else "",
            messages[-1]["seq"] if messages else "",
            job_id,
            type(error).__name__,
            error,
        )


def generation_job_deliver(
    *,
    job_id,
    worker_id: str,
    markup: str,
    title: str,
    version_fields: dict,
    summary: dict,
    subject: str = "",
):
    """Save a generated page as a new version of the job's lesson (a new draft lesson
    for a new request) and mark the job succeeded, atomically and only while this
    worker still holds the job: a version is never saved twice. A new lesson's subject
    is ``subject`` when the worker knows the page's better than the request does (the
    catalog topic a demo checkpoint wrote: the page says "Astronomy" however the form was
    left), else the request's."""
    with transaction.atomic():
        job = _held(job_id, worker_id)
        lesson = job.lesson or lesson_create(
            owner=job.requester,
            title=title or job.prompt[:120],
            subject=subject or job.subject,
            grade=job.grade,
            language=job.language,
        )
        version = lesson_version_add(
            lesson=lesson, content=markup, created_by=job.requester, **version_fields
        )
        job.lesson = lesson
        job.result_version = version
        job.save(update_fields=["lesson", "result_version"])
        _finish(job, Status.SUCCEEDED, event_payload={**_saved(version), **summary})
    return version
