"""Lessons and the students' pages on a phone (360x640), a tablet (768x1024) and a laptop
(1366x768), in English and Chinese: no text wider than its box, no short word broken over two
lines, no control cut off by the screen's edge or by a box that hides its overflow, no two
controls on top of each other, and on the touch screens (phone, tablet) every control a target
of at least 44x44 CSS px.

One page load per screen and language for each page; ``layout_audit.js`` measures everything
in the page, through the lesson runtime's shadow roots. A failing check saves a screenshot of
the page and names it; ``LAYOUT_SCREENSHOTS=<dir>`` saves one of every page for a look."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from genui.classroom.codes import code_display
from genui.classroom.services import assignment_create, classroom_create
from genui.corpus.topics import topic_by_slug
from genui.lessons.demo import demo_lesson
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_version_add
from genui.markup.sanitizer import markup_sanitize
from tests.fixtures.browser import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

AUDIT = (Path(__file__).parent / "layout_audit.js").read_text(encoding="utf-8")
# (width, height, a touch screen)
SCREENS = {
    "phone": (360, 640, True),
    "tablet": (768, 1024, True),
    "laptop": (1366, 768, False),
}
LOCALES = {"en": "en-US", "zh": "zh-CN"}
# the smallest touch target (WCAG 2.5.5, Apple's and Google's guidelines: 44 CSS px)
TARGET = 44
# Topics with a story, a chart, a legend and the most controls; each screen and language gets
# one, so that every topic is seen on a phone.
TOPICS = {
    ("phone", "en"): "solar-eclipse",
    ("phone", "zh"): "free-fall",
    ("tablet", "en"): "free-fall",
    ("tablet", "zh"): "simple-circuit",
    ("laptop", "en"): "simple-circuit",
    ("laptop", "zh"): "solar-eclipse",
}
CASES = [
    pytest.param(screen, lang, id=f"{screen}-{lang}") for screen in SCREENS for lang in LOCALES
]


@pytest.fixture
def screen_page(browser, request):
    """A page in a fresh context with the screen and language of the test's parameters."""
    screen, lang = request.node.callspec.params["screen"], request.node.callspec.params["lang"]
    width, height, touch = SCREENS[screen]
    context = browser.new_context(
        viewport={"width": width, "height": height},
        locale=LOCALES[lang],
        has_touch=touch,
        is_mobile=touch,
    )
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(f"pageerror: {error}"))
    yield page
    context.close()


def audit(target, skip: str | None = None) -> dict:
    return target.evaluate(AUDIT, {"skip": skip})


def small_targets(report: dict) -> list[str]:
    return [
        f"{t['name']}: {t['width']:.0f}x{t['height']:.0f}"
        for t in report["targets"]
        if t["width"] < TARGET - 0.5 or t["height"] < TARGET - 0.5
    ]


def check(page, report: dict, *, where: str, screen: str, tmp_path: Path) -> None:
    """Fail with every problem of ``report`` at once, and a screenshot of the page."""
    problems = [
        *(f"overflows: {x}" for x in report["overflowing"]),
        *(f"cut off: {x}" for x in report["cut"]),
        *(f"overlap: {x}" for x in report["overlapping"]),
        *(f"a short word broken over two lines: {x}" for x in report["broken"]),
    ]
    if SCREENS[screen][2]:
        problems += [f"smaller than {TARGET}x{TARGET}: {x}" for x in small_targets(report)]
    name = re.sub(r"[^a-z0-9]+", "-", where.lower()).strip("-")
    shots = os.environ.get("LAYOUT_SCREENSHOTS")
    screenshot = None
    if shots or problems:
        folder = Path(shots) if shots else tmp_path
        folder.mkdir(parents=True, exist_ok=True)
        screenshot = folder / f"{name}.png"
        page.screenshot(path=str(screenshot), full_page=True)
    assert not problems, (
        f"{where} at {report['width']}px (screenshot: {screenshot}):\n  " + "\n  ".join(problems)
    )


def open_lesson(page) -> None:
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=20)
    page.evaluate("async () => { await cloverLesson.ready }")


@pytest.mark.parametrize(("screen", "lang"), CASES)
def test_a_demo_lesson_fits_the_screen_with_controls_a_finger_can_use(
    embedded_server, screen_page, screen, lang, tmp_path
):
    slug = TOPICS[(screen, lang)]
    screen_page.goto(f"{embedded_server.url}/lessons/demo/{slug}/{lang}/")
    open_lesson(screen_page)

    report = audit(screen_page)

    names = " ".join(t["name"] for t in report["targets"])
    for control in ("cl-story > button.dot", "cl-slider > input", "cl-choice > button.choice"):
        assert control in names, f"the audit saw no {control}"
    check(screen_page, report, where=f"{slug} {lang} {screen}", screen=screen, tmp_path=tmp_path)
    assert screen_page.errors == []


def class_with_lesson(teacher, lang: str):
    """A class in ``lang`` with the demo lesson of the phone's case assigned -> (class, the
    lesson's title)."""
    slug = TOPICS[("phone", lang)]
    demo = demo_lesson(slug, lang)
    subject = topic_by_slug(slug).subject
    lesson = lesson_create(
        owner=teacher, title=demo.title, subject=subject, grade="middle", language=lang
    )
    lesson_version_add(
        lesson=lesson,
        content=markup_sanitize(demo.markup).markup,
        validation_passed=True,
        request={"prompt": demo.title, "subject": subject, "grade": "middle", "language": lang},
    )
    classroom = classroom_create(teacher=teacher, name="7B Science", grade="middle", language=lang)
    assignment_create(classroom=classroom, lesson=Lesson.objects.get(pk=lesson.pk))
    return classroom, demo.title


@pytest.mark.slow
@pytest.mark.parametrize(("screen", "lang"), CASES)
def test_a_student_joins_and_opens_a_lesson_on_any_screen(
    embedded_server, screen_page, teacher, screen, lang, tmp_path
):
    classroom, title = class_with_lesson(teacher, lang)
    page = screen_page

    def checked(target, where: str) -> None:
        report = audit(target, skip=".skip-link" if target is page else None)
        check(page, report, where=f"{where} {screen} {lang}", screen=screen, tmp_path=tmp_path)

    page.goto(f"{embedded_server.url}/join/")
    checked(page, "join")
    page.locator("input[name=code]").fill(code_display(classroom.code).lower())
    page.locator("main button[type=submit]").click()
    page.wait_for_url(re.compile(rf"/join/{classroom.code}/$"))
    checked(page, "name")
    page.locator("main button[type=submit]").click()
    page.wait_for_url(re.compile(rf"/learn/{classroom.pk}/$"))
    checked(page, "lessons")

    page.get_by_role("link", name=title).click()
    page.frame_locator("#lesson-frame").locator("cl-lesson").wait_for()
    lesson = next(f for f in page.frames if f.url.endswith("/page"))
    open_lesson(lesson)
    checked(page, "class lesson")
    checked(lesson, "class lesson frame")
    assert page.errors == []
