"""The curator's screens in Chromium, in a 1280 x 800 window: the review page's first screen
holds the preview, the checks in words and the decision; the review queue fits the width with
its quiz-check column in view; deciding lands back on the queue with a success message."""

import re

import pytest
from playwright.sync_api import expect

from genui.lessons.demo import demo_lesson
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_submit, lesson_version_add
from genui.markup.sanitizer import markup_sanitize
from tests.fixtures.browser import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
QUEUE = "/admin/lessons/lessoninreview/"
# a validation report the size of a real one: 24 checks, each with a detail
VALIDATION = {
    "ok": True,
    "kind": "markup",
    "error": "",
    "seconds": 3.1,
    "checks": [
        {"name": f"check_{n}", "ok": True, "detail": "measured " * 20, "viewport": "desktop"}
        for n in range(24)
    ],
}
QUIZ = {
    "checked": 3,
    "agree": 2,
    "flagged": 1,
    "questions": [
        {"number": 2, "status": "flag", "marked_text": "summer", "model_choice_text": "winter"}
    ],
}
# the box of an element in the window's coordinates, or null when it is not rendered
BOX = """(selector) => {
  const el = document.querySelector(selector);
  if (!el || !el.checkVisibility()) return null;
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
}"""


def submitted(owner, n: int) -> Lesson:
    lesson = lesson_create(
        owner=owner,
        title=f"Why we have seasons: the tilt of the Earth's axis ({n})",
        subject="astronomy",
        grade="middle",
        language="en",
    )
    sanitized = markup_sanitize(demo_lesson("seasons", "en").markup)
    lesson_version_add(
        lesson=lesson,
        content=sanitized.markup,
        created_by=owner,
        validation_passed=True,
        validation_report=VALIDATION,
        sanitizer_report=sanitized.report(),
        text_report={"language": "en", "words": 387, "failures": [], "raw": "x" * 4000},
        quiz_report=QUIZ,
        request={"prompt": "Why do we have seasons? " * 40},
    )
    lesson_submit(lesson=lesson, user=owner)
    return lesson


def assert_on_first_screen(page, selector: str) -> None:
    box = page.evaluate(BOX, selector)
    assert box is not None, f"{selector} is not shown"
    assert box["top"] >= 0 and box["bottom"] <= 800, f"{selector} is off the first screen: {box}"
    assert box["left"] >= 0 and box["right"] <= 1280, f"{selector} is cut at the side: {box}"


def test_the_review_page_first_screen_holds_preview_checks_and_decision(
    embedded_server, page, teacher, curator
):
    lesson = submitted(teacher, 1)
    sign_in(page, embedded_server, "carl", "pw-carl-123")

    page.goto(f"{embedded_server.url}{QUEUE}{lesson.pk}/change/")
    page.frame_locator("#review iframe").locator("cl-lesson").wait_for()

    preview = page.evaluate(BOX, "#review iframe")
    assert preview["bottom"] <= 800 and preview["bottom"] - preview["top"] >= 400, preview
    assert preview["right"] - preview["left"] >= 600, "the preview is wide enough to read"
    for selector in (
        ".genui-checks",
        "input[value='Approve and publish']",
        "#id_note",
        "input[value='Reject with this note']",
    ):
        assert_on_first_screen(page, selector)
    checks = page.locator(".genui-checks").inner_text()
    assert "Browser check: passed all 24 checks" in checks
    assert "Q2 flagged: marked “summer”, the model chose “winter”" in checks
    expect(page.locator("pre.genui-report").first).to_be_hidden()

    page.fill("#id_note", "Say why the tilt, not the distance, makes the seasons.")
    page.click("input[value='Reject with this note']")

    expect(page).to_have_url(re.compile(rf"{QUEUE}$"))
    expect(page.locator(".messagelist .success")).to_contain_text("Rejected")
    expect(page.locator(".messagelist .warning")).to_have_count(0)
    assert Lesson.objects.get(pk=lesson.pk).status == Lesson.Status.REJECTED
    assert page.errors == []


def test_the_review_queue_fits_1280_pixels_with_its_quiz_check_in_view(
    embedded_server, page, teacher, curator
):
    for n in range(3):
        submitted(teacher, n)
    sign_in(page, embedded_server, "carl", "pw-carl-123")

    page.goto(f"{embedded_server.url}{QUEUE}")

    overflow = page.evaluate(
        """() => [document.documentElement, ...document.querySelectorAll('#changelist *')]
             .filter((el) => el.scrollWidth > el.clientWidth + 1
                             && getComputedStyle(el).overflowX !== 'visible')
             .map((el) => `${el.localName}.${el.className}: ${el.scrollWidth}`)"""
    )
    assert overflow == [], f"the queue scrolls sideways at 1280 px: {overflow}"
    assert_on_first_screen(page, "th.column-quiz")
    assert_on_first_screen(page, "td.field-quiz")
    expect(page.locator("td.field-quiz").first).to_have_text("⚑ 2/3")
    assert page.errors == []
