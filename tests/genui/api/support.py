"""Helpers of the partner API tests: a client that sends a key, partners and keys,
lessons in every review state, and jobs driven to an end through the generation
services (the way a worker finishes them)."""

from __future__ import annotations

import json

from django.test import Client

from genui.api.models import ApiKey
from genui.api.services import api_key_create, partner_create
from genui.generation.models import GenerationJob
from genui.generation.services import (
    generation_job_claim,
    generation_job_deliver,
    generation_job_events,
    generation_job_fail,
)
from genui.lessons.demo import demo_lesson
from genui.lessons.models import Lesson
from genui.lessons.services import (
    lesson_archive,
    lesson_create,
    lesson_publish,
    lesson_reject,
    lesson_submit,
    lesson_version_add,
)

ALL_SCOPES = ApiKey.Scope.values
GENERATION = {
    "prompt": "Why do we have seasons?",
    "subject": "astronomy",
    "grade": "middle",
    "language": "en",
}


class PartnerClient:
    """A test client that sends one partner key as ``Authorization: Bearer``."""

    def __init__(self, key: str | None) -> None:
        self.key = key
        self.client = Client()

    def _headers(self, headers: dict | None) -> dict:
        auth = {"Authorization": f"Bearer {self.key}"} if self.key else {}
        return {**auth, **(headers or {})}

    def get(self, path: str, headers: dict | None = None, **params):
        return self.client.get(path, params, headers=self._headers(headers))

    def post(self, path: str, body=None, headers: dict | None = None):
        data = body if isinstance(body, str | bytes) else json.dumps(body or {})
        return self.client.post(
            path, data, content_type="application/json", headers=self._headers(headers)
        )

    def delete(self, path: str, headers: dict | None = None):
        return self.client.delete(path, headers=self._headers(headers))


def make_partner(name: str = "Acme Learning", **limits):
    return partner_create(name=name, **limits)


def make_key(partner, scopes=ALL_SCOPES, name: str = "test") -> tuple[ApiKey, str]:
    return api_key_create(partner=partner, name=name, scopes=scopes)


def start_generation(api: PartnerClient, **overrides) -> dict:
    response = api.post("/api/v1/generations", {**GENERATION, **overrides})
    assert response.status_code == 202, response.content
    return response.json()


def run_job(job_id, *, steps: int = 3, worker: str = "test-worker") -> None:
    """Claim the job and log engine events as a worker would."""
    [claimed] = generation_job_claim(worker_id=worker)
    assert str(claimed.pk) == str(job_id)
    events = [
        ("step", {"block": 0, "step": i, "text_append": "<cl", "stats": {"progress": i / 10}})
        for i in range(1, steps + 1)
    ]
    generation_job_events(job_id=job_id, worker_id=worker, events=events)


def finish_job(
    job_id, *, worker: str = "test-worker", thumbnail: bytes | None = None
) -> GenerationJob:
    """Deliver a validated page for a running job (the worker's success path)."""
    markup = demo_lesson("seasons", "en").markup
    generation_job_deliver(
        job_id=job_id,
        worker_id=worker,
        markup=markup,
        title="Seasons",
        version_fields={
            "validation_report": {"ok": True, "checks": [{"name": "renders", "ok": True}]},
            "validation_passed": True,
            "model_id": "clover-test",
            "thumbnail_png": thumbnail,
        },
        summary={"validation_ok": True},
    )
    return GenerationJob.objects.get(pk=job_id)


def fail_job(job_id, *, worker: str = "test-worker") -> GenerationJob:
    generation_job_fail(job_id=job_id, worker_id=worker, error="no valid page after 3 attempts")
    return GenerationJob.objects.get(pk=job_id)


def lesson_in_state(owner, curator, state: str, *, title: str, **fields) -> Lesson:
    """A lesson with a validated version, moved through the review workflow."""
    request = {"subject": "physics", "grade": "high", "language": "en", **fields}
    lesson = lesson_create(owner=owner, title=title, **request)
    markup = demo_lesson("atomic-structure", "en").markup
    lesson_version_add(lesson=lesson, content=markup, validation_passed=True)
    if state in {"in_review", "published", "rejected", "archived"}:
        lesson_submit(lesson=lesson, user=owner)
    if state in {"published", "archived"}:
        lesson_publish(lesson=lesson, curator=curator)
    if state == "rejected":
        lesson_reject(lesson=lesson, curator=curator, note="inaccurate")
    if state == "archived":
        lesson_archive(lesson=lesson, user=curator)
    return Lesson.objects.get(pk=lesson.pk)


def read_events(response) -> list[dict]:
    """Parse SSE frames until the server closes the stream."""
    events, frame = [], {}
    for raw in response:
        line = raw.decode().rstrip("\n")
        if not line:
            if "data" in frame:
                events.append(frame)
            frame = {}
        elif not line.startswith(":"):
            name, _, value = line.partition(": ")
            frame[name] = value
    return events
