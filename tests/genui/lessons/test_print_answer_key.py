"""The printed quiz and its answer key follow the order the student saw (issue 42): each
printed choice carries a letter in its mark, A, B, C from the top in the order this student's
page shows them (shuffled per student, or as written with keep-order), and the key names each
question's right choice by that letter and its text."""

from __future__ import annotations

import pytest

from genui.lessons.demo import demo_lesson
from genui.lessons.documents import STUDENT_COOKIE
from genui.lessons.renderer import lesson_page_render
from tests.fixtures.browser import wait_until
from tests.genui.lessons.test_quiz_order import SHOWN, written_order

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Each question's printed letters, top to bottom, and the answer key's lines.
LETTERS = """() => [...document.querySelectorAll("cl-question")].map((q) =>
  [...q.querySelectorAll("cl-choice")]
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
    .map((c) => getComputedStyle(c.shadowRoot.querySelector(".mark"), "::before").content))"""
KEY = """() => [...document.querySelector("cl-quiz").shadowRoot
  .querySelectorAll(".answer-key li strong")].map((item) => item.textContent)"""


def printed(page, url: str) -> tuple[list, list, list]:
    """The choices as shown, their printed letters and the answer key, printed at ``url``."""
    page.goto(url)
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    page.evaluate("async () => { await cloverLesson.ready; }")
    page.emulate_media(media="print")
    page.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")
    return page.evaluate(SHOWN), page.evaluate(LETTERS), page.evaluate(KEY)


def expected_key(seen: list[list[str]]) -> list[str]:
    return [
        next(f"{'ABCDEF'[i]}. {text[1:]}" for i, text in enumerate(choices) if text[0] == "*")
        for choices in seen
    ]


@pytest.mark.parametrize("student", ["student-ana-0001", "student-ben-0002"])
def test_the_answer_key_names_the_letters_the_student_saw(embedded_server, browser, student):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_cookies([{"name": STUDENT_COOKIE, "value": student, "url": embedded_server.url}])
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))

    seen, letters, key = printed(page, f"{embedded_server.url}/lessons/demo/free-fall/en/")

    assert letters == [[f'"{"ABCDEF"[i]}"' for i in range(len(q))] for q in seen]
    assert key == expected_key(seen)
    assert any(not line.startswith("A.") for line in key), "the right answer moved"
    assert seen != written_order(demo_lesson("free-fall", "en").markup)
    assert errors == []
    context.close()


def test_keep_order_prints_and_keys_the_written_order(embedded_server, page):
    markup = demo_lesson("free-fall", "en").markup.replace("<cl-quiz", "<cl-quiz keep-order", 1)
    html = lesson_page_render(markup).html
    url = f"{embedded_server.url}/lesson-under-test"
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html"))

    seen, letters, key = printed(page, url)

    assert seen == written_order(markup)
    assert key == expected_key(seen)
    assert letters[0][:2] == ['"A"', '"B"']
    assert page.errors == []
