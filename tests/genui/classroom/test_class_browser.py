"""A lesson in class, in a real browser on a real server: a student joins with the class code,
answers a quiz question inside the sandboxed lesson, and the teacher's class view, open all the
while, counts the answer live."""

import re

import pytest
from playwright.sync_api import expect

from genui.classroom.codes import code_display
from genui.classroom.models import QuizAnswer
from tests.fixtures.browser import sign_in
from tests.genui.classroom.support_classroom import make_class

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def test_a_students_answer_in_the_lesson_is_counted_in_the_teachers_class_view(
    embedded_server, browser, page, teacher
):
    classroom, assignment = make_class(teacher)
    server = embedded_server.url
    sign_in(page, embedded_server, "tina", "pw-tina-123")
    page.goto(f"{server}/studio/classes/{classroom.pk}/lessons/{assignment.pk}/")
    expect(page.locator("#question-1")).to_contain_text("0 of 0 (0%)")
    expect(page.locator("#live-status")).to_have_attribute("data-live", "true")

    student = browser.new_context().new_page()
    errors = []
    student.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    student.on("pageerror", lambda error: errors.append(str(error)))
    student.goto(f"{server}/join/")
    student.get_by_label("Class code").fill(code_display(classroom.code).lower())
    student.get_by_role("button", name="Next").click()
    student.get_by_label("Your name in this class").fill("Ada")
    student.get_by_role("button", name="Join the class").click()
    student.get_by_role("link", name="Moon phases").click()
    lesson = student.frame_locator("#lesson-frame")
    question = lesson.locator("cl-question").first
    expect(question.get_by_role("button", name="Check answer")).to_be_visible()
    # forged records: one from the page itself (not its frame), one with a field of its own
    forged = {"kind": "answer", "question": "q1", "choice": "The Sun"}
    student.evaluate(
        "(r) => window.postMessage({clover: 'lesson-record', v: 1, record: r}, '*')", forged
    )
    frame = student.frame(url=re.compile(r"/page$"))
    frame.evaluate(
        "(r) => parent.postMessage({clover: 'lesson-record', v: 1, record: r}, '*')",
        {**forged, "correct": True},
    )
    # the quiz may show the choices in any order: the answer is the choice, not its place
    question.locator("cl-choice", has_text="Its own fire").locator("button").click()
    question.get_by_role("button", name="Check answer").click()
    question.locator("cl-choice", has_text="The Sun").locator("button").click()
    question.get_by_role("button", name="Check answer").click()

    row = page.locator("#question-1")
    expect(row).to_contain_text("0 of 1 (0%)", timeout=20_000)
    expect(row).to_contain_text("“Its own fire” (1 time)")
    expect(page.get_by_role("row", name="Ada")).to_contain_text("✘ wrong · 2 tries")
    assert list(QuizAnswer.objects.values_list("choice", "correct", "attempt")) == [
        (2, False, 1),
        (0, True, 2),
    ]
    # a reload continues as the same student: the lessons, not the join page
    student.reload()
    student.goto(f"{server}/join/{classroom.code}/")
    expect(student.get_by_role("link", name="Moon phases")).to_be_visible()
    assert errors == [] and page.errors == []
