"""A right answer's feedback says "Correct" once, in Chromium: the runtime's verdict comes
before the lesson's feedback unless the feedback opens with a verdict of its own ("Correct:
they contain chlorophyll.", "Yes!", "对！"), where it read "Correct. Correct: ..."."""

import pytest

from genui.lessons.renderer import lesson_page_render
from tests.fixtures.browser import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
# (lesson language, the right choice's feedback, what the student reads)
CASES = [
    ("en", "Correct: they contain chlorophyll.", "Correct: they contain chlorophyll."),
    ("en", "Correct.", "Correct."),
    ("en", "Yes! It holds the instructions.", "Yes! It holds the instructions."),
    ("en", "Right: the Moon pulls the water.", "Right: the Moon pulls the water."),
    ("en", "They contain chlorophyll.", "Correct. They contain chlorophyll."),
    (
        "en",
        "Rightward motion means a positive speed.",
        "Correct. Rightward motion means a positive speed.",
    ),
    ("en", "", "Correct."),
    ("zh", "对！它里面有指令。", "对！它里面有指令。"),
    ("zh", "正确：叶绿素吸收光。", "正确：叶绿素吸收光。"),
    ("zh", "对流把热量带上去。", "正确。对流把热量带上去。"),
]


def quiz_lesson(language: str, feedbacks: list[str]) -> str:
    questions = "".join(
        f'<cl-question id="q{n}" prompt="Question {n}?">'
        f'<cl-choice correct feedback="{feedback}">Right {n}</cl-choice>'
        f'<cl-choice feedback="Think again.">Wrong {n}</cl-choice></cl-question>'
        for n, feedback in enumerate(feedbacks, start=1)
    )
    return (
        f'<cl-lesson title="Feedback" lang="{language}">'
        '<cl-scene><cl-sphere id="ball" radius="1"></cl-sphere></cl-scene>'
        f"<cl-quiz keep-order>{questions}</cl-quiz></cl-lesson>"
    )


@pytest.mark.parametrize("language", ["en", "zh"])
def test_a_right_answers_feedback_says_correct_once(embedded_server, page, language):
    cases = [(feedback, shown) for lang, feedback, shown in CASES if lang == language]
    html = lesson_page_render(quiz_lesson(language, [feedback for feedback, _ in cases])).html
    url = f"{embedded_server.url}/lesson-under-test"
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html"))
    page.goto(url)
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    page.evaluate("async () => { await cloverLesson.ready; }")

    read = []
    for n in range(1, len(cases) + 1):
        question = page.locator(f"cl-question#q{n}")
        question.locator("cl-choice", has_text=f"Right {n}").locator("button").click()
        question.locator(".check").click()
        read.append(question.locator(".feedback").inner_text())

    assert read == [shown for _, shown in cases]
    assert page.errors == []
