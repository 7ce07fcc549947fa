"""A lesson printed from the browser: the texts, every story step with a still of the scene
as that step sets it, the quiz without answers or feedback, then an answer key; the
learner's view and settings come back after printing."""

from __future__ import annotations

import re

import pytest

from genui.lessons.demo import demo_lesson
from tests.fixtures.browser import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SNAPSHOT = "() => cloverLesson.snapshot()"
STILLS = "() => [...document.querySelectorAll('cl-step')].map((s) => s.still.src)"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_printing_shows_every_step_with_a_still_the_quiz_and_an_answer_key(
    embedded_server, page, lang
):
    lesson = demo_lesson("free-fall", lang)
    page.goto(f"{embedded_server.url}/lessons/demo/free-fall/{lang}/")
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    page.evaluate("async () => { await cloverLesson.ready; }")
    # A learner answered the first question: the printed quiz still shows no answer.
    page.locator("cl-choice button").first.click()
    page.locator("cl-question .check").first.click()
    before = page.evaluate(SNAPSHOT)

    # The browser's own print fires beforeprint: the stills are made for it.
    assert page.pdf()[:4] == b"%PDF"
    assert all(src.startswith("data:image/png") for src in page.evaluate(STILLS))

    page.emulate_media(media="print")
    page.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")

    steps = page.locator("cl-step")
    assert steps.count() >= 3
    for k in range(steps.count()):
        assert steps.nth(k).locator(".step-title").is_visible()
        assert steps.nth(k).locator("img.still").is_visible()
    stills = page.evaluate(STILLS)
    assert all(src.startswith("data:image/png") for src in stills)
    assert len(set(stills)) == len(stills), "each step has its own still"

    assert page.locator("cl-question .check").first.is_hidden()
    assert page.locator("cl-question .feedback").first.is_hidden()
    assert page.locator("cl-controls").is_hidden()
    mark = page.locator("cl-choice .mark").first.evaluate(
        "(el) => getComputedStyle(el, '::after').content"
    )
    assert mark in ("none", "normal")

    key = page.locator("cl-quiz .answer-key")
    assert key.is_visible()
    key_text = key.inner_text()
    correct = re.findall(r"<cl-choice correct[^>]*>([^<]+)</cl-choice>", lesson.markup)
    assert correct and all(choice.strip() in key_text for choice in correct)
    assert ("Answer key" if lang == "en" else "答案") in key_text

    page.evaluate("() => window.dispatchEvent(new Event('afterprint'))")
    page.emulate_media(media="screen")
    after = page.evaluate(SNAPSHOT)
    assert after["parameters"] == before["parameters"] and after["step"] == before["step"]
    assert page.locator("cl-step").nth(1).is_hidden()
    assert page.locator("cl-quiz .answer-key").is_hidden()
    assert page.errors == []


# Counts the page's calls of print() and the print dialogs the browser really opened (a
# sandboxed document without allow-modals ignores the call: no beforeprint then).
PRINT_SPY = """
window.__printCalls = 0;
window.__printDialogs = 0;
const print = window.print.bind(window);
window.print = () => { window.__printCalls += 1; print(); };
window.addEventListener("beforeprint", () => { window.__printDialogs += 1; });
"""


@pytest.mark.parametrize(("lang", "label"), [("en", "Print"), ("zh", "打印")])
def test_a_top_level_lesson_has_a_print_button_that_opens_the_print_dialog(
    embedded_server, page, lang, label
):
    page.add_init_script(PRINT_SPY)
    page.goto(f"{embedded_server.url}/lessons/demo/free-fall/{lang}/")
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    page.evaluate("async () => { await cloverLesson.ready; }")

    button = page.get_by_role("button", name=label, exact=True)
    button.focus()
    page.keyboard.press("Enter")

    wait_until(page, "() => window.__printDialogs > 0", timeout=10)
    assert page.evaluate("() => window.__printCalls") == 1
    assert page.errors == []


def test_the_studio_prints_its_framed_preview_through_the_page_in_a_tab_of_its_own(
    embedded_server, page, teacher
):
    from genui.lessons.services import lesson_create, lesson_version_add
    from tests.fixtures.browser import sign_in

    lesson = lesson_create(
        owner=teacher, title="Falling", subject="physics", grade="middle", language="en"
    )
    version = lesson_version_add(lesson=lesson, content=demo_lesson("free-fall", "en").markup)
    page.context.add_init_script(PRINT_SPY)
    sign_in(page, embedded_server, "tina", "pw-tina-123")
    page.goto(f"{embedded_server.url}/studio/lessons/{lesson.pk}/")

    # The framed preview (sandboxed, no allow-modals) shows no Print button of its own.
    frame = page.frame_locator("iframe.preview")
    frame.locator("cl-lesson").wait_for()
    assert frame.locator(".print-button").is_hidden()

    with page.context.expect_page() as opened:
        page.get_by_role("link", name="Print (opens in a new tab)").click()
    tab = opened.value
    tab.wait_for_load_state()
    assert tab.url.endswith(f"/lessons/v/{version.pk}/?print=1")
    wait_until(tab, "() => window.__printDialogs > 0", timeout=15)
    assert tab.evaluate("() => window.__printCalls") == 1
