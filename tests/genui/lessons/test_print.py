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
