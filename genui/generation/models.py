"""A generation job and its events.

A job is stored before anything is acknowledged. A worker claims it with a lease
(owner and expiry), renews the lease with heartbeats and writes events with
increasing sequence numbers; a job whose lease expires is claimed again by another
worker. Clients replay events from any sequence number, then follow them live.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models

from genui.core.logs import current_request_id
from genui.lessons.models import Grade, Language, LessonVersion, Subject

MAX_PROMPT_CHARS = 2000


class GenerationJob(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        SUCCEEDED = "succeeded", "Succeeded"
        FAILED = "failed", "Failed"
        CANCELLED = "cancelled", "Cancelled"

    FINISHED = (Status.SUCCEEDED, Status.FAILED, Status.CANCELLED)

    class ErrorCode(models.TextChoices):
        """Why a job failed, for programs (the API, the studio); ``error`` says it to people."""

        TOPIC_UNKNOWN = "topic_unknown", "The demo model does not know the topic"
        GENERATION_FAILED = "generation_failed", "No valid lesson was generated"
        WORKERS_UNRESPONSIVE = "workers_unresponsive", "Its workers stopped responding"
        WORKER_ERROR = "worker_error", "The worker failed while making the lesson"

    class Kind(models.TextChoices):
        GENERATE = "generate", "Write a lesson page"
        CHECK = "check", "Check a saved version (a teacher's edit)"
        PART = "part", "Rewrite one part of a lesson"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.GENERATE)
    requester = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="generation_jobs"
    )
    prompt = models.TextField(max_length=MAX_PROMPT_CHARS)
    subject = models.CharField(max_length=20, choices=Subject.choices, default=Subject.GENERAL)
    grade = models.CharField(max_length=10, choices=Grade.choices, default=Grade.MIDDLE)
    language = models.CharField(max_length=5, choices=Language.choices, default=Language.ENGLISH)
    mode = models.CharField(
        max_length=10, choices=LessonVersion.Kind.choices, default=LessonVersion.Kind.MARKUP
    )
    engine_settings = models.JSONField(default=dict, blank=True)
    # a part job's part: {"version": the version's id, "part": "step-2", "instruction": "..."}
    part = models.JSONField(default=dict, blank=True)
    lesson = models.ForeignKey(
        "lessons.Lesson", null=True, blank=True, on_delete=models.SET_NULL, related_name="jobs"
    )
    status = models.CharField(
        max_length=10, choices=Status.choices, default=Status.QUEUED, db_index=True
    )
    cancel_requested = models.BooleanField(default=False)
    attempts = models.PositiveIntegerField(default=0)
    lease_owner = models.CharField(max_length=120, blank=True)
    lease_expires_at = models.DateTimeField(null=True, blank=True, db_index=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    progress = models.JSONField(default=dict, blank=True)
    error = models.TextField(blank=True)
    error_code = models.CharField(max_length=30, choices=ErrorCode.choices, blank=True)
    result_version = models.ForeignKey(
        LessonVersion, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    last_seq = models.PositiveIntegerField(default=0)
    # the id of the request (HTTP, or a studio's websocket message) being served when the job
    # was created, whichever service created it: the worker's and the validator's log lines
    # about the job carry it (`genui.core.logs`)
    request_id = models.CharField(max_length=64, blank=True, default=current_request_id)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status", "created_at"])]

    def __str__(self) -> str:
        return f"{self.prompt[:40]} ({self.status})"

    @property
    def finished(self) -> bool:
        return self.status in self.FINISHED


class JobEvent(models.Model):
    job = models.ForeignKey(GenerationJob, on_delete=models.CASCADE, related_name="events")
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=20)
    payload = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["job", "seq"]
        constraints = [models.UniqueConstraint(fields=["job", "seq"], name="unique_job_event_seq")]

    def __str__(self) -> str:
        return f"{self.job_id}#{self.seq} {self.type}"

    def as_message(self) -> dict:
        return {"job": str(self.job_id), "seq": self.seq, "type": self.type, **self.payload}
