"""A demo checkpoint asked for a topic it was never trained on writes no lesson: the
command line exits with status 3 and names the nearest topics it knows, and the worker
fails the job at once with ``topic_unknown``, without decoding it."""

import json
import threading

import pytest
from django.conf import settings
from django.core.management import call_command

from genui.accounts.services import user_create
from genui.corpus.topics import all_topics
from genui.generation.models import GenerationJob
from genui.generation.selectors import generation_job_events_since
from genui.generation.services import generation_job_create
from genui.worker.generation import UNLEARNT, request_topic, topic_unknown_failure
from genui.worker.jobs import JobLoop
from genui.worker.loading import LoadedModel, checkpoint_known_topics, model_load
from genui.worker.routing import router_load
from tests.fixtures.catalog import new_topic  # noqa: F401  (a fixture)

ECLIPSES = {"solar-eclipse", "lunar-eclipse", "moon-phases"}


def test_a_demo_checkpoint_knows_the_topics_it_was_trained_on(tiny_demo_checkpoint):
    assert set(checkpoint_known_topics(tiny_demo_checkpoint)) == ECLIPSES
    (tiny_demo_checkpoint / "training_config.json").write_text(json.dumps({"topics": ""}))
    # a checkpoint whose summary lists no topics: the catalog of the day
    assert len(checkpoint_known_topics(tiny_demo_checkpoint)) == len(all_topics())
    (tiny_demo_checkpoint / "training_summary.json").unlink()
    assert checkpoint_known_topics(tiny_demo_checkpoint) is None  # not ours: any topic


def test_a_demo_checkpoint_knows_the_topics_its_summary_lists_not_those_added_since(
    tiny_demo_checkpoint,
    new_topic,  # noqa: F811
):
    trained = [topic.slug for topic in all_topics() if topic is not new_topic]
    (tiny_demo_checkpoint / "training_summary.json").write_text(json.dumps({"topics": trained}))
    (tiny_demo_checkpoint / "training_config.json").write_text(json.dumps({"topics": ""}))

    known = checkpoint_known_topics(tiny_demo_checkpoint)

    assert new_topic.slug not in known and set(known) == set(trained)


def test_the_shipped_checkpoint_knows_the_catalog_it_was_trained_on():
    known = checkpoint_known_topics(settings.CLOVER_MODEL_PATH)
    assert len(known) == 42 and {"free-fall", "lunar-eclipse", "buoyancy"} <= set(known)


def learnt_demo(known: tuple[str, ...]) -> LoadedModel:
    return LoadedModel(
        loaded=True,
        detail="",
        demo=True,
        known_topics=known,
        router=router_load(settings.CLOVER_ROUTER_PATH),
    )


def test_a_request_for_a_catalog_topic_the_model_has_not_learnt_says_so(
    new_topic,  # noqa: F811
):
    demo = learnt_demo(tuple(topic.slug for topic in all_topics() if topic is not new_topic))

    for prompt in ("Sailing into the wind", "sailing into the wind?", "我想要一节关于逆风航行的课"):
        decision = request_topic(demo, prompt=prompt)
        assert (decision.verdict, decision.topic, decision.known) == (
            UNLEARNT,
            new_topic.slug,
            False,
        ), prompt
    failure = topic_unknown_failure(decision)
    assert failure["error"].startswith(
        "the demo model has not learnt this topic yet (Sailing into the wind): its lesson is in"
        " the topic catalog; the model can write lessons on: "
    )
    assert failure["details"]["topic"] == {
        "slug": new_topic.slug,
        "en": "Sailing into the wind",
        "zh": "逆风航行",
    }
    assert len(failure["details"]["nearest_topics"]) >= 1
    # a topic it learnt is routed as before, even where the request names the other in passing
    assert request_topic(demo, prompt="月食是怎么回事？").topic == "lunar-eclipse"
    passing = "Why is the Moon red in a lunar eclipse? We were tacking on the lake that night"
    assert request_topic(demo, prompt=passing).topic == "lunar-eclipse"


def test_only_a_demo_checkpoint_is_held_to_its_topics():
    real = LoadedModel(loaded=True, detail="", known_topics=None)
    assert request_topic(real, prompt="How do bees make honey?") is None
    demo = learnt_demo(tuple(sorted(ECLIPSES)))
    assert request_topic(demo, prompt="月食是怎么回事？").topic == "lunar-eclipse"
    bees = request_topic(demo, prompt="How do bees make honey?")
    assert not bees.known and bees.verdict == "outside"
    assert {near.slug for near in bees.nearest} == ECLIPSES


def test_generate_lesson_writes_no_page_for_an_unknown_topic_and_exits_with_3(
    tiny_demo_checkpoint, tmp_path, capsys, monkeypatch
):
    def never(*args, **kwargs):
        raise AssertionError("an unknown topic must not be generated")

    monkeypatch.setattr("genui.worker.management.commands.generate_lesson.lesson_generate", never)
    page, stats = tmp_path / "page.html", tmp_path / "stats.json"

    with pytest.raises(SystemExit) as exit:
        call_command(
            "generate_lesson",
            "--prompt", "The Big Bang",
            "--subject", "astronomy",
            "--model", str(tiny_demo_checkpoint),
            "--out", str(page),
            "--stats", str(stats),
        )  # fmt: skip

    assert exit.value.code == 3
    assert not page.exists()
    figures = json.loads(stats.read_text())
    assert figures["topic_known"] is False and figures["topic"] is None
    assert {near["slug"] for near in figures["nearest_topics"]} == ECLIPSES
    assert {"en", "zh"} <= set(figures["nearest_topics"][0])
    said = capsys.readouterr().err
    assert "does not know the topic of 'The Big Bang'" in said and "wrote no page" in said
    assert "Lunar eclipse / 月食 (lunar-eclipse)" in said


def test_generate_lesson_says_which_catalog_topic_it_has_not_learnt(
    tiny_demo_checkpoint,
    tmp_path,
    capsys,
    new_topic,  # noqa: F811
):
    with pytest.raises(SystemExit) as exit:
        call_command(
            "generate_lesson",
            "--prompt", "Tacking",
            "--model", str(tiny_demo_checkpoint),
            "--out", str(tmp_path / "page.html"),
        )  # fmt: skip

    assert exit.value.code == 3 and not (tmp_path / "page.html").exists()
    said = capsys.readouterr().err
    assert f"has not learnt {new_topic.slug}, the catalog topic of 'Tacking'" in said


def test_generate_lesson_records_the_topic_it_was_asked_for(tiny_demo_checkpoint, tmp_path):
    page, stats = tmp_path / "page.html", tmp_path / "stats.json"
    call_command(
        "generate_lesson",
        "--prompt", "月食是怎么回事？",
        "--language", "zh",
        "--model", str(tiny_demo_checkpoint),
        "--max-new-tokens", "8",
        "--out", str(page),
        "--stats", str(stats),
    )  # fmt: skip
    figures = json.loads(stats.read_text())
    assert figures["topic_known"] is True and figures["topic"] == "lunar-eclipse"
    assert page.exists()


@pytest.mark.django_db
def test_the_worker_fails_an_unknown_topic_at_once_and_decodes_a_known_one(
    settings, tiny_demo_checkpoint, monkeypatch
):
    # the loop's own thread closes stale connections; here it shares the test's transaction
    monkeypatch.setattr("genui.worker.jobs.close_old_connections", lambda: None)
    settings.CLOVER_BATCH_SIZE = 4
    settings.CLOVER_MAX_NEW_TOKENS = 8
    loaded = model_load(path=tiny_demo_checkpoint, device="cpu", dtype="float32")
    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    bees, eclipse = (
        generation_job_create(
            requester=teacher, prompt=prompt, subject=subject, grade="primary", language=language
        )
        for prompt, subject, language in (
            ("做一个关于蜜蜂酿蜜的课件", "general", "zh"),
            ("Why do lunar eclipses happen?", "astronomy", "en"),
        )
    )
    loop = JobLoop(worker_id="w1", loaded=loaded, stopping=threading.Event())
    try:
        loop._claim()

        bees.refresh_from_db()
        assert bees.status == GenerationJob.Status.FAILED
        assert bees.error_code == GenerationJob.ErrorCode.TOPIC_UNKNOWN
        assert bees.error.startswith("the demo model does not know this topic")
        events = generation_job_events_since(job_id=bees.pk)
        assert [event["type"] for event in events] == ["queued", "started", "failed"]
        assert events[-1]["code"] == "topic_unknown"
        assert {near["slug"] for near in events[-1]["nearest_topics"]} == ECLIPSES
        # the known topic is being decoded; the refused one never reached the engine
        assert [run.job_id for run in loop._active()] == [str(eclipse.pk)]
        assert GenerationJob.objects.get(pk=eclipse.pk).status == GenerationJob.Status.RUNNING
    finally:
        loop._release_all()
        loop._finishing.shutdown()
