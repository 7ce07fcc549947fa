"""The studio websocket: generate, follow live, resume without loss or repeats."""

import pytest
from asgiref.sync import sync_to_async
from channels.auth import UserLazyObject
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import AnonymousUser

from genui.accounts.models import User
from genui.accounts.services import user_create
from genui.generation.models import GenerationJob
from genui.generation.services import (
    VARIATION_SAMPLING,
    generation_job_claim,
    generation_job_deliver,
    generation_job_events,
)
from genui.lessons.models import LessonVersion
from genui.lessons.services import lesson_create, lesson_version_add
from genui.routing import websocket_routes
from genui.studio.consumers import StudioConsumer

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]
REQUEST = {"subject": "astronomy", "grade": "middle", "language": "en"}


async def connect(user) -> WebsocketCommunicator:
    communicator = WebsocketCommunicator(StudioConsumer.as_asgi(), "/ws/studio/")
    communicator.scope["user"] = user
    connected, code = await communicator.connect()
    assert connected, code
    return communicator


@sync_to_async
def worker_emits(job_id, worker_id: str, events):
    if not GenerationJob.objects.filter(pk=job_id, lease_owner=worker_id).exists():
        generation_job_claim(worker_id=worker_id)
    generation_job_events(job_id=job_id, worker_id=worker_id, events=events)


@sync_to_async
def worker_delivers(job_id, worker_id: str) -> LessonVersion:
    return generation_job_deliver(
        job_id=job_id,
        worker_id=worker_id,
        markup='<cl-lesson title="Tides"></cl-lesson>',
        title="Tides",
        version_fields={"validation_passed": True},
        summary={"validation_ok": True},
    )


async def receive_until(communicator, count: int) -> list[dict]:
    return [await communicator.receive_json_from(timeout=5) for _ in range(count)]


async def test_the_studio_socket_is_served_at_ws_studio_in_every_deployment(teacher):
    for deployment in ("embedded", "production"):
        communicator = WebsocketCommunicator(URLRouter(websocket_routes(deployment)), "/ws/studio/")
        communicator.scope["user"] = teacher
        connected, code = await communicator.connect()
        assert connected, (deployment, code)
        await communicator.send_json_to({"type": "follow", "job": "nope"})
        assert (await communicator.receive_json_from())["error"] == "'job' must be a job id"
        await communicator.disconnect()


async def test_an_anonymous_socket_is_refused():
    communicator = WebsocketCommunicator(StudioConsumer.as_asgi(), "/ws/studio/")
    communicator.scope["user"] = AnonymousUser()
    connected, code = await communicator.connect()
    assert not connected and code == 4401


async def test_a_teacher_generates_and_follows_the_job_live(teacher):
    client = await connect(teacher)
    await client.send_json_to({"type": "generate", "prompt": "Why eclipses happen", **REQUEST})
    accepted, queued = await receive_until(client, 2)
    assert accepted["type"] == "accepted" and accepted["position"] == 1
    assert accepted["model_ready"] is False, "no worker with a model is running in this test"
    assert (queued["seq"], queued["type"]) == (1, "queued")

    await worker_emits(accepted["job"], "w1", [("step", {"i": 0}), ("step", {"i": 1})])
    started, step0, step1 = await receive_until(client, 3)
    assert [m["type"] for m in (started, step0, step1)] == ["started", "step", "step"]
    assert [m["seq"] for m in (started, step0, step1)] == [2, 3, 4]
    await client.disconnect()


async def test_a_finished_job_reaches_the_client_live_and_replayed_with_its_lesson_paths(teacher):
    client = await connect(teacher)
    await client.send_json_to({"type": "generate", "prompt": "Tides", **REQUEST})
    accepted, _queued = await receive_until(client, 2)
    await worker_emits(accepted["job"], "w1", [("step", {"i": 0})])
    await receive_until(client, 2)

    version = await worker_delivers(accepted["job"], "w1")
    live = await client.receive_json_from(timeout=5)
    await client.disconnect()
    again = await connect(teacher)
    await again.send_json_to({"type": "follow", "job": accepted["job"], "after": live["seq"] - 1})
    replayed = await again.receive_json_from(timeout=5)

    assert live["type"] == "done" and replayed == live
    assert (live["lesson"], live["version"]) == (version.lesson_id, version.pk)
    assert live["lesson_url"] == f"/studio/lessons/{version.lesson_id}/"
    assert live["page_url"] == f"/lessons/v/{version.pk}/"
    assert live["thumbnail_url"] is None and "has_thumbnail" not in live
    await again.disconnect()


async def test_bad_input_gets_a_clear_error_and_the_socket_stays_usable(teacher):
    client = await connect(teacher)
    await client.send_to(text_data="{nope")
    assert (await client.receive_json_from())["error"] == "malformed JSON"
    await client.send_json_to({"type": "generate", "prompt": "", **REQUEST, "language": "fr"})
    error = await client.receive_json_from()
    assert set(error["fields"]) == {"prompt", "language"}
    await client.send_json_to({"type": "follow", "job": "not-a-uuid"})
    assert "job id" in (await client.receive_json_from())["error"]
    assert await sync_to_async(GenerationJob.objects.count)() == 0

    await client.send_json_to({"type": "generate", "prompt": "Tides", **REQUEST})
    assert (await client.receive_json_from())["type"] == "accepted"
    await client.disconnect()


async def test_a_reconnecting_client_gets_every_missed_event_once_in_order(teacher):
    first = await connect(teacher)
    await first.send_json_to({"type": "generate", "prompt": "Moon phases", **REQUEST})
    accepted, _ = await receive_until(first, 2)
    job = accepted["job"]
    await worker_emits(job, "w1", [("step", {"i": i}) for i in range(3)])
    seen = await receive_until(first, 4)
    last_seen = seen[-2]["seq"]
    await first.disconnect()

    await worker_emits(job, "w1", [("step", {"i": i}) for i in range(3, 6)])
    second = await connect(teacher)
    await second.send_json_to({"type": "follow", "job": job, "after": last_seen})
    replayed = await receive_until(second, 4)
    await worker_emits(job, "w1", [("block", {"index": 0})])
    live = await second.receive_json_from(timeout=5)

    seqs = [message["seq"] for message in [*replayed, live]]
    assert seqs == list(range(last_seen + 1, last_seen + 6))
    assert live["type"] == "block"
    assert await second.receive_nothing(timeout=0.3)
    await second.disconnect()


async def test_another_teachers_job_cannot_be_followed_or_cancelled(teacher):
    owner = await connect(teacher)
    await owner.send_json_to({"type": "generate", "prompt": "Seasons", **REQUEST})
    job = (await owner.receive_json_from())["job"]
    other = await sync_to_async(user_create)(username="olga", password="pw-olga-1", role="teacher")

    intruder = await connect(other)
    for kind in ("follow", "cancel"):
        await intruder.send_json_to({"type": kind, "job": job, "after": 0})
        assert (await intruder.receive_json_from())["error"] == "no such job"
    assert await intruder.receive_nothing(timeout=0.3)
    await owner.disconnect()
    await intruder.disconnect()


async def test_cancelling_a_queued_job_reaches_the_client(teacher):
    client = await connect(teacher)
    await client.send_json_to({"type": "generate", "prompt": "Volcanoes", **REQUEST})
    accepted, _ = await receive_until(client, 2)
    await client.send_json_to({"type": "cancel", "job": accepted["job"]})
    cancelled = await client.receive_json_from()
    assert (cancelled["type"], cancelled["seq"]) == ("cancelled", 2)
    await client.disconnect()


async def test_a_socket_flooding_messages_is_throttled_and_another_teacher_is_not(
    teacher, settings
):
    settings.GENUI_WS_MESSAGES_PER_CONNECTION = (5, 10)
    other = await sync_to_async(user_create)(
        username="calm", password="pw-calm-123", role="teacher"
    )
    flood, calm = await connect(teacher), await connect(other)

    for _ in range(8):
        await flood.send_json_to({"type": "follow", "job": "nope"})
    answers = await receive_until(flood, 8)
    await calm.send_json_to({"type": "follow", "job": "nope"})

    assert [a.get("code") for a in answers] == [None] * 5 + ["rate_limited"] * 3
    assert all(1 <= a["retry_after"] <= 10 for a in answers[5:])
    assert (await calm.receive_json_from(timeout=5))["error"] == "'job' must be a job id"
    await flood.disconnect()
    await calm.disconnect()


async def test_a_teacher_cannot_escape_the_message_rate_by_opening_more_sockets(teacher, settings):
    settings.GENUI_WS_MESSAGES_PER_CONNECTION = (5, 10)
    settings.GENUI_WS_MESSAGES_PER_USER = (8, 60)
    first, second = await connect(teacher), await connect(teacher)

    for client in (first, second):
        for _ in range(5):
            await client.send_json_to({"type": "follow", "job": "nope"})
    answers = await receive_until(first, 5) + await receive_until(second, 5)

    # the two sockets' messages interleave: which two are refused is not fixed
    assert sorted(str(a.get("code")) for a in answers) == ["None"] * 8 + ["rate_limited"] * 2
    await first.disconnect()
    await second.disconnect()


async def test_a_fourth_lesson_while_three_are_queued_is_refused_with_queue_full(teacher, settings):
    settings.GENUI_ACTIVE_JOBS_PER_TEACHER = 3
    client = await connect(teacher)
    for _ in range(3):
        await client.send_json_to({"type": "generate", "prompt": "Tides", **REQUEST})
        accepted, _queued = await receive_until(client, 2)
        assert accepted["type"] == "accepted"

    await client.send_json_to({"type": "generate", "prompt": "Tides", **REQUEST})
    refused = await client.receive_json_from(timeout=5)

    assert refused["type"] == "error" and refused["code"] == "queue_full"
    assert refused["retry_after"] == settings.GENUI_QUEUE_RETRY_AFTER_SECONDS
    assert "at once is 3" in refused["error"]
    assert await sync_to_async(GenerationJob.objects.count)() == 3
    await client.disconnect()


async def test_a_teacher_signed_in_through_the_auth_middleware_can_generate(teacher):
    # AuthMiddlewareStack puts a lazy user in the scope, not a User: the queue cap's
    # lock must take the user model from settings, not from the object's type
    lazy = UserLazyObject()
    lazy._wrapped = teacher
    client = await connect(lazy)
    await client.send_json_to({"type": "generate", "prompt": "Tides", **REQUEST})

    accepted, queued = await receive_until(client, 2)

    assert (accepted["type"], queued["type"]) == ("accepted", "queued")
    await client.disconnect()


async def test_staff_without_curator_permission_cannot_follow_or_cancel_others_job(teacher):
    owner = await connect(teacher)
    await owner.send_json_to({"type": "generate", "prompt": "Seasons", **REQUEST})
    job = (await owner.receive_json_from())["job"]
    await owner.receive_json_from()
    staff = await sync_to_async(User.objects.create_user)(
        username="sam", password="pw-sam-123", is_staff=True
    )

    intruder = await connect(staff)
    for kind in ("follow", "cancel"):
        await intruder.send_json_to({"type": kind, "job": job, "after": 0})
        assert (await intruder.receive_json_from())["error"] == "no such job"
    assert await intruder.receive_nothing(timeout=0.3)
    assert await owner.receive_nothing(timeout=0.3), "the job was cancelled"
    status = await sync_to_async(lambda: GenerationJob.objects.get(pk=job).status)()
    assert status == GenerationJob.Status.QUEUED
    await owner.disconnect()
    await intruder.disconnect()


async def test_a_curator_follows_and_cancels_a_teachers_job(teacher, curator):
    owner = await connect(teacher)
    await owner.send_json_to({"type": "generate", "prompt": "Seasons", **REQUEST})
    job = (await owner.receive_json_from())["job"]
    await owner.receive_json_from()

    reviewer = await connect(curator)
    await reviewer.send_json_to({"type": "follow", "job": job, "after": 0})
    assert (await reviewer.receive_json_from())["type"] == "queued"
    await reviewer.send_json_to({"type": "cancel", "job": job})

    assert (await reviewer.receive_json_from())["type"] == "cancelled"
    assert (await owner.receive_json_from())["type"] == "cancelled"
    await owner.disconnect()
    await reviewer.disconnect()


async def test_events_the_channel_layer_dropped_still_reach_the_client_in_order(
    teacher, monkeypatch
):
    client = await connect(teacher)
    await client.send_json_to({"type": "generate", "prompt": "Tides", **REQUEST})
    accepted, _queued = await receive_until(client, 2)
    job_id = accepted["job"]
    # a full channel under load: the batch with events 2 to 4 never reaches the group
    monkeypatch.setattr("genui.generation.services._publish", lambda job_id, messages: None)
    await worker_emits(job_id, "w1", [("step", {"i": 0}), ("step", {"i": 1})])
    monkeypatch.undo()
    await worker_emits(job_id, "w1", [("step", {"i": 2})])  # event 5, published

    received = await receive_until(client, 4)

    assert [m["seq"] for m in received] == [2, 3, 4, 5]
    assert [m["type"] for m in received] == ["started", "step", "step", "step"]
    assert await client.receive_nothing(timeout=0.3)
    await client.disconnect()


async def test_a_job_whose_live_messages_all_stop_still_reaches_the_client_to_its_end(
    teacher, monkeypatch
):
    """Redis restarted: it forgot the job's group, and the events published while it was
    down never came. The socket reads the database every few seconds: the client gets every
    event, once, in order, to the job's end."""
    monkeypatch.setattr("genui.studio.consumers.FOLLOW_CHECK_SECONDS", 0.3, raising=False)
    client = await connect(teacher)
    await client.send_json_to({"type": "generate", "prompt": "Tides", **REQUEST})
    accepted, _queued = await receive_until(client, 2)
    job_id = accepted["job"]
    monkeypatch.setattr("genui.generation.services._publish", lambda job_id, messages: None)
    await worker_emits(job_id, "w1", [("step", {"i": 0})])
    await worker_delivers(job_id, "w1")

    received = await receive_until(client, 3)

    assert [m["seq"] for m in received] == [2, 3, 4]
    assert [m["type"] for m in received] == ["started", "step", "done"]
    assert await client.receive_nothing(timeout=1.0)  # nothing twice
    await client.disconnect()


@sync_to_async
def greedy_lesson(owner, seed: int = 7):
    lesson = lesson_create(
        owner=owner, title="Tides", subject="astronomy", grade="middle", language="en"
    )
    lesson_version_add(
        lesson=lesson,
        content='<cl-lesson title="Tides"></cl-lesson>',
        created_by=owner,
        seed=seed,
        engine_settings={"threshold": 0.9, "temperature": 0.0, "top_p": 1.0},
    )
    return lesson


@sync_to_async
def job_row(job_id) -> GenerationJob:
    return GenerationJob.objects.select_related("lesson").get(pk=job_id)


@sync_to_async
def version_numbers(lesson) -> list[int]:
    return sorted(lesson.versions.values_list("number", flat=True))


async def test_regenerating_a_lesson_writes_a_new_version_of_it_with_a_new_seed(teacher):
    lesson = await greedy_lesson(teacher)
    client = await connect(teacher)
    await client.send_json_to(
        {"type": "generate", "prompt": "Tides", "lesson": lesson.pk, **REQUEST}
    )
    accepted, _ = await receive_until(client, 2)
    job = await job_row(accepted["job"])

    assert job.lesson_id == lesson.pk
    # a greedy decode writes the same words for any seed: the new version samples
    assert job.engine_settings["seed"] != 7
    assert job.engine_settings["temperature"] == VARIATION_SAMPLING["temperature"] > 0
    assert job.engine_settings["top_p"] == VARIATION_SAMPLING["top_p"]
    await worker_emits(accepted["job"], "w1", [])
    await worker_delivers(accepted["job"], "w1")
    assert await version_numbers(lesson) == [1, 2]
    await client.disconnect()


async def test_keeping_the_seed_decodes_as_the_current_version_did(teacher):
    lesson = await greedy_lesson(teacher, seed=7)
    client = await connect(teacher)
    message = {"type": "generate", "prompt": "Tides", "lesson": lesson.pk, "keep_seed": True}
    await client.send_json_to({**message, **REQUEST})
    accepted, _ = await receive_until(client, 2)

    job = await job_row(accepted["job"])
    assert job.engine_settings == {"threshold": 0.9, "temperature": 0.0, "top_p": 1.0, "seed": 7}
    await client.disconnect()


async def test_a_new_version_of_someone_elses_lesson_is_refused_like_a_missing_one(teacher):
    other = await sync_to_async(user_create)(
        username="other-teacher", password="pw-12345678!", role="teacher"
    )
    theirs = await greedy_lesson(other)
    client = await connect(teacher)
    answers = []
    for lesson_id in (theirs.pk, 999_999, "x", True):
        await client.send_json_to(
            {"type": "generate", "prompt": "Tides", "lesson": lesson_id, **REQUEST}
        )
        answers.append(await client.receive_json_from(timeout=5))

    assert [a["type"] for a in answers] == ["error"] * 4
    assert {a["error"] for a in answers} == {"no such lesson"}
    assert await sync_to_async(GenerationJob.objects.count)() == 0
    await client.disconnect()


async def test_a_lesson_id_that_is_not_a_whole_number_names_no_lesson(teacher):
    # int() would read 1.5 as lesson 1: the teacher's own lesson, quietly
    mine = await greedy_lesson(teacher)
    client = await connect(teacher)
    answers = []
    for lesson_id in (mine.pk + 0.5, float(mine.pk), f"{mine.pk}.0"):
        await client.send_json_to(
            {"type": "generate", "prompt": "Tides", "lesson": lesson_id, **REQUEST}
        )
        answers.append(await client.receive_json_from(timeout=5))

    assert [a["error"] for a in answers] == ["no such lesson"] * 3
    assert await sync_to_async(GenerationJob.objects.count)() == 0
    await client.disconnect()


async def test_a_part_of_a_lesson_is_rewritten_by_a_part_job_without_a_prompt(teacher):
    lesson = await greedy_lesson(teacher)
    await sync_to_async(lesson_version_add)(
        lesson=lesson,
        content='<cl-lesson title="Tides"><cl-section heading="Why"><p>Moon.</p></cl-section>'
        "</cl-lesson>",
        created_by=teacher,
        request={"prompt": "Tides, please"},
    )
    client = await connect(teacher)
    await client.send_json_to(
        {"type": "generate", "lesson": lesson.pk, "part": "section-1", "instruction": "shorter"}
    )
    accepted, queued = await receive_until(client, 2)
    assert accepted["type"] == "accepted" and queued["type"] == "queued"
    job = await job_row(accepted["job"])
    assert job.kind == GenerationJob.Kind.PART and job.lesson_id == lesson.pk
    assert job.part["part"] == "section-1" and job.part["instruction"] == "shorter"
    assert job.prompt == "Tides, please"

    await client.send_json_to({"type": "generate", "lesson": lesson.pk, "part": "step-4"})
    error = await client.receive_json_from(timeout=5)
    assert error["type"] == "error" and "part" in error["fields"]
    await client.disconnect()
