"""The partner event stream through a Redis or PostgreSQL outage (``bench_load --chaos``):
an exception inside the stream, after its response started, left the partner's connection
open and silent (Daphne can no longer answer 500), so a job ended for nobody. Now the stream
reads the database instead, and reaches the job's last event."""

import asyncio

import pytest
from asgiref.sync import sync_to_async
from channels.layers import InMemoryChannelLayer
from django.db import OperationalError

import genui.api.stream
from genui.accounts.services import user_create
from genui.api.stream import job_event_stream
from genui.generation.services import (
    generation_job_claim,
    generation_job_create,
    generation_job_deliver,
    generation_job_events,
)

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]


class RedisDown(InMemoryChannelLayer):
    """Redis restarting: nothing reaches it."""

    async def group_add(self, group, channel):
        raise ConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")

    async def receive(self, channel):
        raise ConnectionError("Connection closed by server.")

    async def group_send(self, group, message):
        raise ConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")


class RedisRestarts(InMemoryChannelLayer):
    """Joined, then every receive fails as Redis goes down under it."""

    async def receive(self, channel):
        await asyncio.sleep(0.05)
        raise ConnectionError("Connection closed by server.")


@sync_to_async
def running_job():
    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    job = generation_job_create(
        requester=teacher, prompt="Tides", subject="astronomy", grade="middle", language="en"
    )
    generation_job_claim(worker_id="w1")
    generation_job_events(job_id=job.pk, worker_id="w1", events=[("step", {"i": 0})])
    return job


@sync_to_async
def deliver(job):
    generation_job_deliver(
        job_id=job.pk,
        worker_id="w1",
        markup='<cl-lesson title="Tides"></cl-lesson>',
        title="Tides",
        version_fields={"validation_passed": True},
        summary={"validation_ok": True},
    )


async def stream_to_its_end(job, seconds: float = 20) -> list[str]:
    frames = []

    async def read():
        async for frame in job_event_stream(job.pk, after=0):
            frames.append(frame.decode())

    await asyncio.wait_for(read(), seconds)
    return [
        line.split(": ", 1)[1]
        for frame in frames
        for line in frame.splitlines()
        if line.startswith("event: ")
    ]


@pytest.mark.parametrize("layer", ["RedisDown", "RedisRestarts"])
async def test_the_stream_reaches_the_jobs_end_through_a_failing_channel_layer(settings, layer):
    settings.CHANNEL_LAYERS = {
        "default": {"BACKEND": f"tests.genui.api.test_api_stream_outages.{layer}"}
    }
    settings.API_SSE_POLL_SECONDS = 0.2
    job = await running_job()
    asyncio.get_running_loop().call_later(0.5, lambda: asyncio.ensure_future(deliver(job)))

    events = await stream_to_its_end(job)

    assert events == ["queued", "started", "step", "done"]


async def test_the_stream_reads_again_when_the_database_fails_for_a_while(settings, monkeypatch):
    settings.API_SSE_POLL_SECONDS = 0.2
    job = await running_job()
    read = genui.api.stream.generation_events_after
    failures = {"left": 3}

    def restarting(**kwargs):
        if failures["left"]:
            failures["left"] -= 1
            raise OperationalError("terminating connection due to administrator command")
        return read(**kwargs)

    monkeypatch.setattr(genui.api.stream, "generation_events_after", restarting)
    asyncio.get_running_loop().call_later(0.5, lambda: asyncio.ensure_future(deliver(job)))

    events = await stream_to_its_end(job)

    assert events == ["queued", "started", "step", "done"]
    assert failures["left"] == 0
