"""A lesson in a browser without WebGL (blocked by a school's policy, or an old GPU): the scene
says so in one line below the validator's still picture of the version, or says there is no
picture, and the story, the section, the glossary, the quiz and the class's recording of the
answers all still work."""

from __future__ import annotations

import io
import os

import pytest
from django.urls import reverse
from PIL import Image
from playwright.sync_api import expect

from genui.classroom.models import QuizAnswer
from genui.lessons.validation.browser import CHROMIUM_FLAGS
from tests.fixtures.browser import sign_in
from tests.genui.classroom.support_classroom import make_class, make_markup_lesson

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

MARKUP = """<cl-lesson title="Moon phases" lang="en">
<cl-scene camera="0 3 8" label="The Moon">
<cl-sphere id="moon" name="Moon" radius="1" color="#c8c8c8"></cl-sphere>
</cl-scene>
<cl-story>
<cl-step title="New Moon"><p>The Moon is between the Earth and the Sun.</p></cl-step>
<cl-step title="Full Moon"><p>The Earth is between the Moon and the Sun.</p></cl-step>
</cl-story>
<cl-section heading="Why the Moon has phases"><p>Half of the Moon is always lit.</p></cl-section>
<cl-glossary><cl-term term="Phase">How much of the lit half we see.</cl-term></cl-glossary>
<cl-quiz>
<cl-question prompt="What lights the Moon?">
<cl-choice correct feedback="Yes.">The Sun</cl-choice>
<cl-choice feedback="No.">The Earth</cl-choice>
</cl-question>
</cl-quiz>
</cl-lesson>"""
LINE = ".no-webgl-line"


def still_png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (64, 40), "#3050a0").save(out, format="PNG")
    return out.getvalue()


@pytest.fixture(scope="module")
def no_webgl_browser(chromium_path):
    """Chromium with WebGL (and every other 3D API) switched off, as a school's policy does;
    otherwise the suite's `browser` fixture."""
    from playwright.sync_api import sync_playwright

    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium_path,
            headless=True,
            args=[*CHROMIUM_FLAGS, "--disable-3d-apis", "--disable-webgl"],
        )
        yield browser
        browser.close()
    if previous is None:
        os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE")
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


def test_a_student_without_webgl_sees_the_picture_steps_through_and_is_recorded(
    embedded_server, no_webgl_browser, teacher
):
    lesson = make_markup_lesson(teacher, markup=MARKUP)
    lesson.current_version.thumbnail_png = still_png()
    lesson.current_version.save(update_fields=["thumbnail_png"])
    classroom, _assignment = make_class(teacher, lesson=lesson)
    student = no_webgl_browser.new_context().new_page()
    errors = []
    student.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    student.on("pageerror", lambda error: errors.append(str(error)))
    student.goto(f"{embedded_server.url}/join/{classroom.code}/")
    student.get_by_label("Your name in this class").fill("Ada")
    student.get_by_role("button", name="Join the class").click()
    student.get_by_role("link", name="Moon phases").click()
    frame = student.frame_locator("#lesson-frame")

    expect(frame.locator(LINE)).to_have_text(
        "3D graphics are not available in this browser: here is a still picture of the scene; "
        "the rest of the lesson still works."
    )
    picture = frame.get_by_role("img", name="A still picture of the 3D scene")
    expect(picture).to_be_visible()
    # loaded from the sandboxed page, with no cookie: 64 pixels wide, as the version keeps it
    assert picture.evaluate("(img) => img.complete && img.naturalWidth") == 64

    frame.get_by_role("button", name="Next").click()
    expect(frame.get_by_text("Step 2 of 2", exact=True)).to_be_visible()
    expect(frame.get_by_text("The Earth is between the Moon and the Sun.")).to_be_visible()

    expect(frame.get_by_role("heading", name="Why the Moon has phases")).to_be_visible()
    expect(frame.get_by_text("How much of the lit half we see.")).to_be_visible()

    question = frame.locator("cl-question").first
    question.locator("cl-choice", has_text="The Sun").locator("button").click()
    question.get_by_role("button", name="Check answer").click()
    expect(question.locator(".feedback.is-correct")).to_contain_text("Yes.")
    for _ in range(100):
        if QuizAnswer.objects.exists():
            break
        student.wait_for_timeout(100)
    assert list(QuizAnswer.objects.values_list("choice", "correct")) == [(0, True)]
    # three.js reports the context it could not create; nothing else goes wrong
    assert [error for error in errors if not error.startswith("THREE.WebGLRenderer")] == [], errors


def test_a_version_without_a_picture_says_so_in_the_line_and_shows_no_broken_image(
    embedded_server, no_webgl_browser, teacher
):
    lesson = make_markup_lesson(teacher, markup=MARKUP)
    page = no_webgl_browser.new_context().new_page()
    sign_in(page, embedded_server, "tina", "pw-tina-123")
    page.goto(
        embedded_server.url + reverse("lessons:version-page", args=[lesson.current_version.pk])
    )
    expect(page.locator(LINE)).to_have_text(
        "3D graphics are not available in this browser and there is no picture of the scene; "
        "the rest of the lesson still works."
    )
    expect(page.locator(".no-webgl img")).to_have_count(0)
    page.get_by_role("button", name="Next").click()
    expect(page.get_by_text("Step 2 of 2", exact=True)).to_be_visible()
