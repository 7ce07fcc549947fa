"""Reads for generation jobs: a user's jobs, queue positions, event replay."""

from __future__ import annotations

from genui.generation.models import GenerationJob, JobEvent


def generation_job_for_user(*, job_id, user) -> GenerationJob | None:
    """The job, if ``user`` may follow it: its requester, or a curator (the role, not
    the ``is_staff`` flag: other staff accounts see only their own jobs)."""
    job = GenerationJob.objects.filter(pk=job_id).first()
    if job is None or not generation_job_followable(job=job, user=user):
        return None
    return job


def generation_job_followable(*, job: GenerationJob, user) -> bool:
    """Whether ``user`` may follow or cancel ``job``."""
    if user is None or not user.is_authenticated:
        return False
    return job.requester_id == user.pk or bool(getattr(user, "is_curator", False))


def generation_queue_position(*, job: GenerationJob) -> int:
    """1 for the next job a worker will take; 0 once the job is no longer queued."""
    if job.status != GenerationJob.Status.QUEUED:
        return 0
    ahead = GenerationJob.objects.filter(
        status=GenerationJob.Status.QUEUED, created_at__lt=job.created_at
    ).count()
    return ahead + 1


def generation_job_events_since(*, job_id, after_seq: int = 0) -> list[dict]:
    """Every event after ``after_seq``, in order, as the messages clients receive."""
    events = JobEvent.objects.filter(job_id=job_id, seq__gt=after_seq).order_by("seq")
    return [event.as_message() for event in events]


def generation_jobs_cancel_requested(*, job_ids) -> set:
    """Which of the running jobs ``job_ids`` a person asked to cancel (one query for all)."""
    if not job_ids:
        return set()
    return set(
        GenerationJob.objects.filter(pk__in=list(job_ids), cancel_requested=True).values_list(
            "pk", flat=True
        )
    )
