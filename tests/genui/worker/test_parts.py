"""Rewriting one part of a lesson: the parts found in the markup, the job that asks for one,
and the demo checkpoint writing it with the lesson before it as context (block-aligned
history, the markup grammar for one element, the rest of the page put back unchanged)."""

import time

import pytest
from django.core.exceptions import PermissionDenied, ValidationError

from genui.accounts.services import user_create
from genui.generation.models import GenerationJob
from genui.generation.selectors import generation_job_events_since
from genui.generation.services import MAX_INSTRUCTION_CHARS, generation_job_part
from genui.lessons.demo import demo_lessons
from genui.lessons.models import Lesson
from genui.lessons.parts import lesson_part, lesson_parts
from genui.lessons.services import lesson_create, lesson_submit, lesson_version_add
from genui.markup.sanitizer import markup_sanitize
from genui.worker.parts import PartRun, block_cut, part_prompt
from tests.fixtures.servers import DEMO_CHECKPOINT
from tests.genui.worker.conftest import running_worker

LESSONS = {(lesson.slug, lesson.lang): lesson.markup for lesson in demo_lessons()}
CELL = LESSONS[("animal-cell", "en")]


def test_every_part_of_every_demo_lesson_is_found_whole_in_page_order():
    for markup in LESSONS.values():
        parts = lesson_parts(markup)
        assert [p.kind for p in parts].count("step") == markup.count("<cl-step ")
        assert [p.kind for p in parts].count("quiz") == markup.count("<cl-quiz")
        assert [p.start for p in parts] == sorted(p.start for p in parts)
        for part in parts:
            text = markup[part.start : part.end]
            assert text.startswith(f"<{part.element}") and text.endswith(f"</{part.element}>")


def test_a_part_is_named_by_its_kind_number_and_title():
    keys = [(p.key, p.label) for p in lesson_parts(CELL)]
    assert keys[:2] == [
        ("step-1", "Story step 1: Cell membrane"),
        ("step-2", "Story step 2: Nucleus"),
    ]
    assert ("quiz-1", "Quiz: Check your understanding") in keys
    assert lesson_part(CELL, "step-9") is None


def test_the_instruction_is_a_line_after_the_request_in_the_lessons_language():
    assert part_prompt("Cells", label="Quiz", instruction="", language="en") == "Cells"
    assert part_prompt("Cells", label="Quiz", instruction="simpler words", language="en") == (
        "Cells\nRewrite Quiz: simpler words"
    )
    assert (
        part_prompt("细胞", label="测验", instruction="更简单", language="zh")
        == "细胞\n重写测验：更简单"
    )


@pytest.fixture(scope="module")
def demo():
    from genui.worker.loading import model_load

    return model_load(path=DEMO_CHECKPOINT, device="cpu", dtype="float32")


def part_run(demo, markup, key, **settings) -> PartRun:
    return PartRun(
        job_id="test",
        prompt="What is inside an animal cell?",
        subject="biology",
        grade="middle",
        language="en",
        engine_settings={"seed": 1, **settings},
        loaded=demo,
        max_new_tokens=demo.new_tokens_limit(),
        base_markup=markup,
        part_key=key,
        instruction="simpler words",
    )


def decode(run: PartRun) -> PartRun:
    from clover_model.engine import BatchEngine

    for _ in BatchEngine(run.loaded.model).run([run.engine_request()]):
        pass
    return run


def test_the_history_ends_on_a_block_boundary_of_the_lesson(demo):
    block = demo.model.config.block_size
    part = lesson_part(CELL, "step-2")
    cut, text = block_cut(demo.tokenizer, CELL, part.start, block)
    assert cut % block == 0 and 0 < part.start - len(text) < 80
    assert CELL.startswith(text)
    run = part_run(demo, CELL, "step-2")
    request = run.engine_request()
    lesson_ids = demo.tokenizer.encode(CELL, add_special_tokens=False)
    assert request.prompt[-cut:] == lesson_ids[:cut]
    assert run.lead == CELL[len(text) : part.start] + "<cl-step"


def test_a_part_a_teacher_broke_is_written_again_and_the_rest_stays_as_it_was(demo):
    part = lesson_part(CELL, "step-2")
    broken_part = CELL[part.start : part.end].replace("<p>", "<p>asdf qwer zxcv ", 1)
    broken = CELL[: part.start] + broken_part + CELL[part.end :]

    run = decode(part_run(demo, broken, "step-2"))

    assert run.failures() == []
    new = run.markup()
    assert new == CELL, "the demo model writes the catalog's step, and nothing else changes"
    summary = run.summary()
    assert summary["finish_reason"] == "eos" and summary["part"]["rewritten"] is True
    assert summary["part"]["unchanged"] is False and summary["part"]["part"] == "step-2"
    # the live preview gets the lesson before the part, the part, then the rest: the page
    steps = [payload for kind, payload in run.drain() if kind == "step"]
    assert "".join(step["text_append"] for step in steps) == new
    assert steps[0]["text_append"].startswith("<cl-lesson")
    # a block of a part costs about one forward: decoded in parallel, not token by token
    assert summary["tokens_per_forward"] > 3


def test_without_the_grammar_the_part_is_cut_where_its_element_ends(demo):
    run = decode(part_run(demo, CELL, "quiz-1", constrained=False))

    assert run.engine_request().constraint is None
    assert run.failures() == [] and run.markup() == CELL
    assert run.summary()["part"]["unchanged"] is True


def test_a_part_the_model_never_closes_is_a_failure_not_a_lesson(demo):
    run = decode(part_run(demo, CELL, "step-1", constrained=False))
    run.finished.tokens = run.finished.tokens[:5]  # as if the budget ran out mid-element

    assert run.failures() == ["part: the model did not write a whole <cl-step>"]


@pytest.mark.django_db
def test_only_the_owner_of_a_draft_asks_for_a_part_that_exists():
    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    other = user_create(username="theo", password="pw-theo-123", role="teacher")
    lesson = lesson_create(
        owner=teacher, title="Cell", subject="biology", grade="middle", language="en"
    )
    version = lesson_version_add(
        lesson=lesson, content=CELL, created_by=teacher, request={"prompt": "Cells"}
    )
    lesson.refresh_from_db()

    with pytest.raises(PermissionDenied):
        generation_job_part(lesson=lesson, requester=other, part="step-1")
    with pytest.raises(ValidationError) as missing:
        generation_job_part(lesson=lesson, requester=teacher, part="step-9")
    assert "part" in missing.value.message_dict
    with pytest.raises(ValidationError) as long:
        generation_job_part(
            lesson=lesson,
            requester=teacher,
            part="step-1",
            instruction="x" * (MAX_INSTRUCTION_CHARS + 1),
        )
    assert "instruction" in long.value.message_dict

    job = generation_job_part(
        lesson=lesson,
        requester=teacher,
        part="quiz-1",
        instruction=" add  a question ",
        grade="primary",
    )
    assert job.kind == GenerationJob.Kind.PART and job.lesson_id == lesson.pk
    assert job.part == {"version": version.pk, "part": "quiz-1", "instruction": "add a question"}
    assert (job.prompt, job.grade, job.language) == ("Cells", "primary", "en")
    assert job.engine_settings["seed"] >= 0 and job.engine_settings["temperature"] > 0

    lesson_submit(lesson=Lesson.objects.get(pk=lesson.pk), user=teacher)
    with pytest.raises(ValidationError) as submitted:
        generation_job_part(
            lesson=Lesson.objects.get(pk=lesson.pk), requester=teacher, part="step-1"
        )
    assert "lesson" in submitted.value.message_dict


@pytest.fixture
def demo_worker(settings):
    with running_worker(settings, DEMO_CHECKPOINT) as worker:
        yield worker


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_part_job_saves_the_lesson_with_the_new_part_as_a_checked_version(demo_worker):
    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    lesson = lesson_create(
        owner=teacher, title="Cell", subject="biology", grade="middle", language="en"
    )
    part = lesson_part(CELL, "step-3")
    broken = CELL[: part.start] + CELL[part.start : part.end].replace("<p>", "<p>zzz ", 1)
    broken += CELL[part.end :]
    base = lesson_version_add(
        lesson=lesson, content=broken, created_by=teacher, request={"prompt": "Animal cells"}
    )
    lesson.refresh_from_db()

    job = generation_job_part(lesson=lesson, requester=teacher, part="step-3")
    deadline = time.monotonic() + 180
    while not GenerationJob.objects.get(pk=job.pk).finished:
        assert time.monotonic() < deadline, "the part job did not finish"
        time.sleep(0.2)

    job.refresh_from_db()
    events = generation_job_events_since(job_id=job.pk)
    assert job.status == GenerationJob.Status.SUCCEEDED, [
        e.get("failures") for e in events if e["type"] in ("validation", "failed")
    ]
    version = job.result_version
    assert version.lesson_id == lesson.pk and version.number == base.number + 1
    assert version.content == markup_sanitize(CELL).markup, "the catalog's step again"
    assert version.validation_passed is True
    stats = version.generation_stats["part"]
    assert stats["part"] == "step-3" and stats["from_version"] == base.number
    assert stats["rewritten"] is True and stats["unchanged"] is False
    kinds = [event["type"] for event in generation_job_events_since(job_id=job.pk)]
    assert kinds[:2] == ["queued", "started"] and kinds[-1] == "done" and "step" in kinds
    # the quiz is checked on the new version after delivery, as after any generation
    while not version.quiz_report:
        assert time.monotonic() < deadline + 60, "the new version's quiz was not checked"
        time.sleep(0.2)
        version.refresh_from_db()
    assert version.quiz_report["checked"] >= 1 and version.quiz_report["answers"] == "choices"
