"""The quiz check's report (`genui.worker.quiz_check`) where people read it: the teacher's
lesson page and the curators' review queue, in English and Chinese."""

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from genui.lessons.models import Lesson
from genui.lessons.quiz_report import quiz_report_line, quiz_report_state
from genui.lessons.services import (
    lesson_create,
    lesson_submit,
    lesson_version_add,
    lesson_version_quiz_report_save,
)
from tests.fixtures.accounts import signed_in

pytestmark = pytest.mark.django_db
MARKUP = (
    '<cl-lesson title="Tides" lang="en">'
    '<cl-section heading="Why"><p>Moon</p></cl-section></cl-lesson>'
)
REPORT = {
    "version": 1,
    "mode": "joint",
    "checked": 2,
    "agree": 1,
    "flagged": [2],
    "not_checked": [3],
    "questions": [
        {"number": 1, "prompt": "Darkest?", "status": "agree", "marked_text": "Umbra",
         "model_choice_text": "Umbra", "answer": "Umbra"},
        {"number": 2, "prompt": "Why high tide?", "status": "flag", "marked_text": "The Moon",
         "model_choice_text": "The wind", "answer": "the wind"},
        {"number": 3, "prompt": "No mark", "status": "not checked", "reason": "no choice"},
    ],
}  # fmt: skip


def lesson_with_report(owner, report, *, submit=False) -> Lesson:
    lesson = lesson_create(owner=owner, title="Tides", subject="earth", grade="high", language="en")
    lesson_version_add(lesson=lesson, content=MARKUP, validation_passed=True, quiz_report=report)
    if submit:
        lesson_submit(lesson=lesson, user=owner)
    return Lesson.objects.get(pk=lesson.pk)


def test_the_line_says_how_many_agree_and_names_the_flagged_choice():
    assert quiz_report_state({}) == "" and quiz_report_line({}) == "Quiz not checked yet"
    assert quiz_report_state(REPORT) == "flagged"
    line = quiz_report_line(REPORT)
    assert line.startswith("Quiz check: 1 of 2 answers agree")
    assert "Q2 flagged: marked “The Moon”, the model chose “The wind”" in line
    assert "not checked: Q3" in line
    with translation.override("zh-hans"):
        line = quiz_report_line(REPORT)
    assert line.startswith("测验检查：2 个答案中有 1 个一致")
    assert "模型选择了“The wind”" in line


def test_the_lesson_page_shows_the_check_and_the_flagged_questions(teacher):
    lesson = lesson_with_report(teacher, REPORT)

    body = signed_in(teacher).get(f"/studio/lessons/{lesson.pk}/").content.decode()

    assert "Quiz check: 1 of 2 answers agree" in body
    assert "Question 2 (Why high tide?): marked “The Moon”, the model chose “The wind”." in body
    assert "Question 3 was not checked." in body


def test_the_lesson_page_says_nothing_before_a_check(teacher):
    lesson = lesson_with_report(teacher, {})

    body = signed_in(teacher).get(f"/studio/lessons/{lesson.pk}/").content.decode()

    assert "quiz-check" not in body


def test_the_check_reads_in_chinese():
    with translation.override("zh-hans"):
        html = render_to_string("studio/_quiz_check.html", {"report": REPORT})
    assert "测验检查：2 个答案中有 1 个一致" in html
    assert "第 2 题（Why high tide?）：标为正确的是“The Moon”，模型选择了“The wind”。" in html


def test_curators_see_the_check_in_the_queue_and_on_the_lesson(teacher, curator):
    lesson = lesson_with_report(teacher, REPORT, submit=True)
    client = signed_in(curator)

    queue = client.get("/admin/lessons/lessoninreview/").content.decode()
    detail = client.get(f"/admin/lessons/lessoninreview/{lesson.pk}/change/").content.decode()

    assert "⚑ 1/2" in queue
    assert "Q2 flagged: marked “The Moon”, the model chose “The wind”" in detail


def test_a_report_is_kept_on_a_version_of_a_lesson_in_review_and_nothing_else_changes(teacher):
    lesson = lesson_with_report(teacher, {}, submit=True)
    version = lesson.current_version
    updated = lesson.updated_at

    lesson_version_quiz_report_save(version=version, report=REPORT)

    lesson.refresh_from_db()
    version.refresh_from_db()
    assert version.quiz_report == REPORT
    assert version.content == MARKUP and version.validation_passed
    assert lesson.status == Lesson.Status.IN_REVIEW and lesson.updated_at == updated
