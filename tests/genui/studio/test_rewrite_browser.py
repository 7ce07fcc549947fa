"""Rewriting one part in a real browser, on the embedded default with the demo checkpoint: a
teacher whose edit broke a story step has the model write that step again, watches the whole
page stream into the preview, and finds the repaired lesson as a new version."""

import pytest
from playwright.sync_api import expect

from genui.lessons.demo import demo_lesson
from genui.lessons.models import Lesson
from genui.lessons.parts import lesson_part
from genui.lessons.services import lesson_create, lesson_version_add
from genui.markup.sanitizer import markup_sanitize
from tests.fixtures.browser import sign_in
from tests.fixtures.servers import DEMO_CHECKPOINT

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]


@pytest.mark.skipif(not (DEMO_CHECKPOINT / "config.json").exists(), reason="no demo checkpoint")
def test_a_teacher_has_a_broken_step_rewritten_and_gets_a_new_version(demo_server, page, teacher):
    markup = markup_sanitize(demo_lesson("animal-cell", "en").markup).markup
    step = lesson_part(markup, "step-2")
    broken = markup[: step.start] + markup[step.start : step.end].replace("<p>", "<p>zzz qqq ", 1)
    broken += markup[step.end :]
    lesson = lesson_create(
        owner=teacher,
        title="Inside an animal cell",
        subject="biology",
        grade="middle",
        language="en",
    )
    lesson_version_add(
        lesson=lesson,
        content=broken,
        created_by=teacher,
        request={"prompt": "What is inside an animal cell?", "grade": "middle"},
    )

    sign_in(page, demo_server, "tina", "pw-tina-123")
    page.goto(f"{demo_server.url}/studio/lessons/{lesson.pk}/")
    page.get_by_role("link", name="Rewrite a part").click()
    page.get_by_label("Part").select_option("step-2")
    page.get_by_label("Instruction (optional)").fill("fix the text")
    page.get_by_role("button", name="Rewrite this part").click()

    open_lesson = page.locator("#live-result a")
    open_lesson.wait_for(timeout=240_000)
    expect(page.locator("#live-status")).to_have_text("Done: the lesson passed every check.")
    # the preview received the lesson before the part, the part, then the rest: the whole page
    frame = page.frame_locator("#live-preview")
    expect(frame.locator("cl-step")).to_have_count(3)
    expect(frame.locator("cl-quiz")).to_have_count(1)
    open_lesson.click()

    lesson = Lesson.objects.get(pk=lesson.pk)
    assert lesson.current_version.number == 2
    assert lesson.current_version.content == markup, "the step is whole again, the rest as it was"
    expect(page.get_by_text("Story step 2: Nucleus of v1 rewritten by the model")).to_be_visible()
