"""The studio's websocket: start a generation, follow it live, resume, cancel.

Client messages (JSON):
  {"type": "generate", "prompt": ..., "subject": ..., "grade": ..., "language": ...}
      with ``"lesson": <id>`` (one of the teacher's own), a new version of that lesson: a new
      seed unless ``"keep_seed": true`` (`generation_job_new_version`); with ``"lesson"`` and
      ``"part": "step-2"`` (and optional ``"instruction"``, ``"grade"``), that part of it
      rewritten by the model into a new version (`generation_job_part`; no prompt needed)
  {"type": "follow", "job": "<uuid>", "after": <seq>}   resume after the last seen event
  {"type": "cancel", "job": "<uuid>"}
Server messages: {"type": "accepted", "job": ..., "position": n}, then the job's events
({"job", "seq", "type", ...}: queued, started, step, block, validation, done, failed,
cancelled ...), each exactly once and in order, or {"type": "error", ...} (``"code":
"queue_full"`` with ``retry_after`` seconds when the teacher already has
``GENUI_ACTIVE_JOBS_PER_TEACHER`` jobs queued or running).
"""

from __future__ import annotations

import asyncio
import logging
import uuid

from channels.db import database_sync_to_async
from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import DatabaseError

from genui.core.websocket import JsonObjectConsumer
from genui.generation.links import event_for_client
from genui.generation.models import GenerationJob
from genui.generation.selectors import (
    generation_job_events_since,
    generation_job_for_user,
    generation_queue_position,
)
from genui.generation.services import (
    QueueFull,
    generation_job_cancel,
    generation_job_create,
    generation_job_new_version,
    generation_job_part,
    job_group,
)
from genui.lessons.selectors import lesson_owned
from genui.worker.selectors import worker_model_available

logger = logging.getLogger("genui.studio")
TERMINAL_EVENTS = ("done", "failed", "cancelled")
# How often a socket reads its followed jobs' events from the database and joins their groups
# again (`StudioConsumer._watch_followed`): the longest an event waits when its live message
# was lost.
FOLLOW_CHECK_SECONDS = 5.0


class UnknownLesson(Exception):
    """A new version was asked of a lesson that is missing or not the teacher's."""


@database_sync_to_async
def _create(user, content: dict) -> tuple[GenerationJob, int, bool]:
    request = {
        "requester": user,
        "prompt": str(content.get("prompt") or ""),
        "subject": str(content.get("subject") or "general"),
        "grade": str(content.get("grade") or "middle"),
        "language": str(content.get("language") or "en"),
        "active_limit": settings.GENUI_ACTIVE_JOBS_PER_TEACHER,
    }
    if content.get("lesson") is None:
        job = generation_job_create(**request)
    else:
        # the same answer for "missing" and "not yours": ids are not disclosed
        lesson = lesson_owned(user=user, lesson_id=content["lesson"])
        if lesson is None:
            raise UnknownLesson
        if content.get("part") is not None:
            job = generation_job_part(
                lesson=lesson,
                requester=user,
                part=str(content["part"]),
                instruction=str(content.get("instruction") or ""),
                grade=str(content.get("grade") or ""),
                active_limit=request["active_limit"],
            )
        else:
            job = generation_job_new_version(
                lesson=lesson, keep_seed=content.get("keep_seed") is True, **request
            )
    return job, generation_queue_position(job=job), worker_model_available()


@database_sync_to_async
def _job(user, job_id) -> GenerationJob | None:
    return generation_job_for_user(job_id=job_id, user=user)


@database_sync_to_async
def _events(job_id, after: int) -> list[dict]:
    return generation_job_events_since(job_id=job_id, after_seq=after)


@database_sync_to_async
def _cancel(job, user) -> None:
    generation_job_cancel(job=job, user=user)


class StudioConsumer(JsonObjectConsumer):
    max_message_bytes = 8192

    async def connect(self):
        self.user = self.scope.get("user")
        if self.user is None or not self.user.is_authenticated:
            await self.close(code=4401)
            return
        # job id -> the last sequence number sent to this client
        self.following: dict[str, int] = {}
        self.ended: set[str] = set()  # followed jobs whose last event was sent
        await self.accept()
        self._watcher = asyncio.create_task(self._watch_followed())

    async def disconnect(self, code):
        watcher = getattr(self, "_watcher", None)
        if watcher is not None:
            watcher.cancel()
        for job_id in getattr(self, "following", {}):
            await self.channel_layer.group_discard(job_group(job_id), self.channel_name)

    async def _watch_followed(self) -> None:
        """Every ``FOLLOW_CHECK_SECONDS``, for each followed job not ended: join its group
        again and send what the database has beyond the last event sent. The live group is
        the fast path, not the only one: a Redis that restarted forgot every group (this
        socket would hear nothing more), and an event published while it was down never
        came (`genui.generation.services._publish`)."""
        while True:
            await asyncio.sleep(FOLLOW_CHECK_SECONDS)
            for job_id in [job for job in self.following if job not in self.ended]:
                try:
                    await self.channel_layer.group_add(job_group(job_id), self.channel_name)
                except Exception as error:  # Redis still down: the database is read anyway
                    logger.info("studio socket: group of job %s not joined: %s", job_id, error)
                try:
                    for message in await _events(job_id, self.following[job_id]):
                        await self._deliver(message)
                except DatabaseError as error:  # PostgreSQL restarting: next round
                    logger.info("studio socket: events of job %s not read: %s", job_id, error)

    async def receive_json(self, content, **kwargs):
        handler = {
            "generate": self._generate,
            "follow": self._follow,
            "cancel": self._cancel,
        }.get(content.get("type"))
        if handler is None:
            await self.send_error(f"unknown message type {content.get('type')!r}")
            return
        await handler(content)

    async def _generate(self, content: dict) -> None:
        try:
            job, position, model_ready = await _create(self.user, content)
        except ValidationError as error:
            await self.send_error("invalid request", fields=error.message_dict)
            return
        except UnknownLesson:
            await self.send_error("no such lesson", fields={"lesson": ["no such lesson"]})
            return
        except QueueFull as full:
            await self.send_error(str(full), code="queue_full", retry_after=full.retry_after)
            return
        await self.send_json(
            {
                "type": "accepted",
                "job": str(job.pk),
                "position": position,
                "model_ready": model_ready,
            }
        )
        await self._subscribe(str(job.pk), after=0)

    async def _follow(self, content: dict) -> None:
        job = await self._owned_job(content)
        if job is None:
            return
        after = content.get("after", 0)
        if not isinstance(after, int) or after < 0:
            await self.send_error("'after' must be a non-negative integer")
            return
        await self._subscribe(str(job.pk), after=after)

    async def _cancel(self, content: dict) -> None:
        job = await self._owned_job(content)
        if job is None:
            return
        try:
            await _cancel(job, self.user)
        except PermissionDenied as error:
            await self.send_error(str(error), job=str(job.pk))

    async def _owned_job(self, content: dict) -> GenerationJob | None:
        try:
            job_id = uuid.UUID(str(content.get("job")))
        except ValueError:
            await self.send_error("'job' must be a job id")
            return None
        job = await _job(self.user, job_id)
        if job is None:
            # The same answer for "missing" and "not yours": ids are not disclosed.
            await self.send_error("no such job", job=str(job_id))
        return job

    async def _subscribe(self, job_id: str, *, after: int) -> None:
        """Join the live group first, then replay from the database; live events
        already replayed are skipped, so each event arrives once, in order."""
        await self.channel_layer.group_add(job_group(job_id), self.channel_name)
        self.following[job_id] = after
        for message in await _events(job_id, after):
            await self._deliver(message)

    async def job_events(self, event: dict) -> None:
        for message in event["events"]:
            last = self.following.get(message["job"])
            if last is not None and message["seq"] > last + 1:
                # a gap: the channel layer dropped a batch (a full channel under load); the
                # database has every event, so the client still gets each once, in order
                for stored in await _events(message["job"], last):
                    await self._deliver(stored)
            await self._deliver(message)

    async def _deliver(self, message: dict) -> None:
        job_id = message["job"]
        if job_id not in self.following or message["seq"] <= self.following[job_id]:
            return
        self.following[job_id] = message["seq"]
        if message["type"] in TERMINAL_EVENTS:
            self.ended.add(job_id)
        await self.send_json(event_for_client(message))
