"""A quiz whose runtime has not arrived yet looks and behaves as not ready, in Chromium.

Until the runtime module has defined the lesson's elements, a quiz's choices are plain text
(the light DOM of `cl-choice`): a tap on one went nowhere, and when the runtime arrived the
choice was not pressed and nothing said so. On a slow connection that was seconds of choices
that looked ready. Now, until then, the quiz is busy (`aria-busy`), says it is loading, its
choices are dimmed and take no pointer; once the runtime is there it is a quiz as before.
A runtime that never comes (a failed network, a blocked script) no longer leaves it loading for
ever: after a wait (runtime.css, --cl-quiz-wait) it says it could not load, seen and read.

The runtime's module is held back here (its request answered only when the test says so),
and the page and its static files come from this checkout through the browser's routing:
no server, nothing from outside."""

from __future__ import annotations

import mimetypes
import re
import time
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders
from playwright.sync_api import expect

from genui.lessons.renderer import lesson_page_render
from tests.fixtures.browser import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db]

ORIGIN = "http://lesson.test"
# the runtime's entry module, bundled (lesson/runtime.min.js, hashed or not) or as it is
RUNTIME = re.compile(r"/lesson/runtime(?:\.min)?(?:\.[0-9a-f]{8,})?\.js(?:\?.*)?$")
HINT = {"en": "Loading the quiz…", "zh": "正在加载测验…"}
FAILED = {
    "en": "The quiz could not load. Reload the page to try again.",
    "zh": "测验未能加载，请刷新页面重试。",
}
# runtime.css waits 10 s before it gives up; a test need not
SHORT_WAIT = "() => document.documentElement.style.setProperty('--cl-quiz-wait', '300ms')"
TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
}

READ_STATE = """(quiz) => {
  const choice = quiz.querySelector("cl-choice");
  const style = getComputedStyle(choice);
  const rgb = (color) => color.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const linear = (v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const luminance = (color) => {
    const [r, g, b] = rgb(color).map((v) => linear(v / 255));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const page = getComputedStyle(quiz.closest("cl-lesson")).backgroundColor;
  const hint = getComputedStyle(quiz, "::before");
  return {
    defined: !!customElements.get("cl-choice"),
    busy: quiz.getAttribute("aria-busy"),
    pointerEvents: style.pointerEvents,
    cursor: getComputedStyle(quiz.querySelector("cl-question")).cursor,
    hint: hint.content,
    hintShown: hint.display !== "none" && hint.content !== "none",
    choiceContrast: contrast(style.color, page),
    hintContrast: contrast(hint.color, page),
  };
}"""


def quiz_lesson(language: str) -> str:
    return (
        f'<cl-lesson title="Not ready" lang="{language}">'
        "<p>Read this first.</p>"
        '<cl-quiz keep-order><cl-question id="q1" prompt="Which one?">'
        '<cl-choice correct feedback="Yes.">First answer</cl-choice>'
        '<cl-choice feedback="No.">Second answer</cl-choice>'
        "</cl-question></cl-quiz></cl-lesson>"
    )


def serve(page, html: str, held: list) -> str:
    """Answer the lesson page with ``html``, its static files from this checkout, and hold
    back the runtime's module: ``held`` gets the function that answers it."""

    def static(route):
        path = route.request.url.split("?")[0].removeprefix(f"{ORIGIN}/static/")
        found = finders.find(path)
        if found is None:
            route.fulfill(status=404, body="")
            return
        suffix = Path(found).suffix
        kind = TYPES.get(suffix) or mimetypes.guess_type(found)[0] or "application/octet-stream"
        route.fulfill(body=Path(found).read_bytes(), content_type=kind)

    def lesson_static(route):
        if RUNTIME.search(route.request.url) and not held:
            held.append(lambda: static(route))
        else:
            static(route)

    page.route(f"{ORIGIN}/static/**", lesson_static)
    page.route(f"{ORIGIN}/lesson", lambda route: route.fulfill(body=html, content_type="text/html"))
    return f"{ORIGIN}/lesson"


def wait_for_request(page, held: list, timeout: float = 15.0) -> None:
    """Until the page has asked for the runtime's module (Playwright answers routes while it
    waits, hence the page's own timer)."""
    deadline = time.monotonic() + timeout
    while not held:
        if time.monotonic() > deadline:
            raise AssertionError("the page never asked for the runtime's module")
        page.wait_for_timeout(50)


@pytest.mark.parametrize(("language", "scheme"), [("en", "light"), ("zh", "dark")])
def test_a_quiz_before_its_runtime_is_busy_and_takes_no_tap_then_works(page, language, scheme):
    page.emulate_media(color_scheme=scheme)
    held: list = []
    url = serve(page, lesson_page_render(quiz_lesson(language)).html, held)
    page.goto(url, wait_until="commit")
    quiz = page.locator("cl-quiz")
    choice = page.locator("cl-choice", has_text="First answer")
    expect(choice).to_be_visible()
    # the page is read while its runtime is held back, not merely before it arrives
    wait_for_request(page, held)

    before = quiz.evaluate(READ_STATE)
    assert before["defined"] is False
    # not ready, and it looks and says so: busy, loading, no pointer on the choices (the hint as
    # computed is quoted and carries its alternative text: it need only name the loading)
    assert {key: before[key] for key in ("busy", "pointerEvents", "cursor", "hint")} == {
        "busy": "true",
        "pointerEvents": "none",
        "cursor": "progress",
        "hint": before["hint"] if HINT[language] in before["hint"] else HINT[language],
    }
    assert before["hintShown"]
    # dimmed, still readable (WCAG AA, as Lighthouse checks)
    assert before["choiceContrast"] >= 4.5 and before["hintContrast"] >= 4.5

    # a student taps the choice now: it goes nowhere, and leaves nothing half-done behind
    box = choice.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    held[0]()
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    page.evaluate("async () => { await cloverLesson.ready; }")

    after = quiz.evaluate(READ_STATE)
    assert after["defined"] is True
    assert after["busy"] is None
    assert after["pointerEvents"] != "none"
    assert not after["hintShown"]
    button = choice.locator("button")
    expect(button).to_have_attribute("aria-pressed", "false")

    # ready: the same tap is taken
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    assert page.errors == []


def accessible_text(page) -> list[str]:
    """The names of the page's nodes in Chromium's accessibility tree (what a screen reader
    is given), generated content included."""
    session = page.context.new_cdp_session(page)
    try:
        nodes = session.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        session.detach()
    return [node["name"]["value"] for node in nodes if node.get("name", {}).get("value")]


def assert_gave_up(page, language: str) -> None:
    """The quiz's line says it could not load, in ``language``: seen (4.5:1), read (no empty
    alternative text, in the accessibility tree), and the pointer no longer says busy; its
    choices still take no tap, since nothing could answer one."""
    quiz = page.locator("cl-quiz")
    wait_until(
        quiz,
        f"(quiz) => getComputedStyle(quiz, '::before').content.includes({FAILED[language]!r})",
        timeout=10,
    )
    state = quiz.evaluate(READ_STATE)
    assert state["hint"] == f'"{FAILED[language]}"'
    assert state["hintShown"] and state["hintContrast"] >= 4.5
    assert state["pointerEvents"] == "none" and state["cursor"] != "progress"
    assert FAILED[language] in accessible_text(page)


@pytest.mark.parametrize(
    ("language", "scheme", "motion"), [("en", "light", "no-preference"), ("zh", "dark", "reduce")]
)
def test_a_quiz_whose_runtime_never_comes_says_it_could_not_load(page, language, scheme, motion):
    """Loading at first, not for ever: past the wait, the quiz says it could not load and to
    reload the page (the same when motion is reduced: the words change, nothing moves). A
    runtime that comes after all still makes it a quiz."""
    page.emulate_media(color_scheme=scheme, reduced_motion=motion)
    held: list = []
    url = serve(page, lesson_page_render(quiz_lesson(language)).html, held)
    page.goto(url, wait_until="commit")
    quiz = page.locator("cl-quiz")
    expect(page.locator("cl-choice", has_text="First answer")).to_be_visible()
    wait_for_request(page, held)
    # within the wait it is loading still, and says nothing of a failure
    before = quiz.evaluate(READ_STATE)
    assert HINT[language] in before["hint"] and FAILED[language] not in before["hint"]
    assert FAILED[language] not in accessible_text(page)

    page.evaluate(SHORT_WAIT)
    assert_gave_up(page, language)

    held[0]()
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    page.evaluate("async () => { await cloverLesson.ready; }")
    after = quiz.evaluate(READ_STATE)
    assert after["defined"] is True and after["busy"] is None and not after["hintShown"]
    assert FAILED[language] not in accessible_text(page)
    assert page.errors == []


def test_the_offline_export_carries_the_not_ready_look_before_its_module_runs(browser):
    """The self-contained page inlines the style sheet: with scripts off (its module never
    runs) its quiz is busy, says it is loading, and its choices take no pointer; past the
    wait it says it could not load."""
    html = lesson_page_render(quiz_lesson("zh"), standalone=True).html
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.route(f"{ORIGIN}/**", lambda route: route.fulfill(body=html, content_type="text/html"))
        page.goto(f"{ORIGIN}/lesson.html")
        state = page.locator("cl-quiz").evaluate(READ_STATE)
        assert (state["busy"], state["pointerEvents"], state["cursor"]) == (
            "true",
            "none",
            "progress",
        )
        assert state["hintShown"] and HINT["zh"] in state["hint"]
        assert FAILED["zh"] not in state["hint"]

        page.evaluate(SHORT_WAIT)
        assert_gave_up(page, "zh")
    finally:
        context.close()
