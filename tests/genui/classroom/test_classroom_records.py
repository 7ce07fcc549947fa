"""Classes, codes, students and their records: what is kept, how it is checked against the
pinned lesson version, and when it is deleted."""

import datetime

import pytest
from django.core.exceptions import ValidationError
from django.core.management import call_command
from django.utils import timezone

from genui.classroom.codes import ALPHABET, LENGTH, code_display, code_normal, token_hash
from genui.classroom.lesson_quiz import lesson_quiz
from genui.classroom.models import Progress, QuizAnswer, Student
from genui.classroom.selectors import classroom_by_code, student_by_token
from genui.classroom.services import (
    RecordRejected,
    RecordsClosed,
    assignment_create,
    classroom_code_regenerate,
    classroom_code_revoke,
    classroom_create,
    record_message,
    records_purge,
    student_join,
)
from genui.lessons.services import lesson_version_add
from tests.genui.classroom.support_classroom import make_class, make_markup_lesson

pytestmark = pytest.mark.django_db


def answer(student, assignment, question, choice):
    message = {"kind": "answer", "question": question, "choice": choice}
    return record_message(student=student, assignment=assignment, message=message)


def test_a_class_code_is_eight_unambiguous_characters_typed_in_any_case(teacher):
    classroom = classroom_create(teacher=teacher, name="7B", grade="middle", language="en")

    assert len(classroom.code) == LENGTH and set(classroom.code) <= set(ALPHABET)
    assert not set("01OIL") & set(ALPHABET)
    typed = " " + code_display(classroom.code).lower() + " "
    assert code_normal(typed) == classroom.code
    assert classroom_by_code(typed=typed) == classroom
    assert code_normal("ABCD-EFG0") == "" and code_normal("ABC") == ""


def test_a_new_or_revoked_code_stops_the_old_one_at_once_and_students_stay(teacher):
    classroom, _ = make_class(teacher)
    student, _token = student_join(classroom=classroom, display_name="Ada")
    old = classroom.code

    classroom_code_regenerate(classroom=classroom)
    assert classroom.code != old and classroom_by_code(typed=old) is None
    classroom_code_revoke(classroom=classroom)

    assert classroom_by_code(typed=classroom.code or "") is None
    with pytest.raises(ValidationError):
        student_join(classroom=classroom, display_name="Bob")
    assert Student.objects.filter(pk=student.pk).exists()


def test_a_student_is_a_name_and_the_hash_of_a_token_only_their_browser_holds(teacher):
    classroom, _ = make_class(teacher)

    student, token = student_join(classroom=classroom, display_name="  Brave   Otter ")

    assert student.display_name == "Brave Otter"
    assert len(token) >= 40 and token not in student.token_hash
    assert student.token_hash == token_hash(token)
    assert student_by_token(classroom_id=classroom.pk, token=token) == student
    assert student_by_token(classroom_id=classroom.pk + 1, token=token) is None
    with pytest.raises(ValidationError, match="already has that name"):
        student_join(classroom=classroom, display_name="Brave Otter")


def test_answers_are_checked_against_the_pinned_version_and_tries_counted(teacher):
    classroom, assignment = make_class(teacher)
    student, _ = student_join(classroom=classroom, display_name="Ada")
    # the teacher changes the lesson afterwards: the class still answers the pinned version
    lesson_version_add(lesson=assignment.lesson, content="<cl-lesson></cl-lesson>")

    answer(student, assignment, "q1", "The Earth")
    answer(student, assignment, "q1", "  The   Sun ")

    rows = list(QuizAnswer.objects.values_list("question", "choice", "correct", "attempt"))
    assert rows == [("q1", 1, False, 1), ("q1", 0, True, 2)]


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "answer", "question": "q1", "choice": "The Moon"},
        {"kind": "answer", "question": "q9", "choice": "The Sun"},
        {"kind": "answer", "question": "q1", "choice": "The Sun", "correct": True},
        {"kind": "answer", "question": "q1", "choice": 0},
        {"kind": "answer", "question": "q1", "choice": "The Sun", "attempt": 1},
        {"kind": "step", "index": 2, "count": 2},
        {"kind": "step", "index": 0, "count": 5},
        {"kind": "step", "index": True, "count": 2},
        {"kind": "step", "index": 0, "count": 2, "student": 1},
        {"kind": "complete"},
        ["open"],
    ],
    ids=lambda m: "-".join(map(str, m.values() if isinstance(m, dict) else m))[:40],
)
def test_a_message_with_forged_or_unknown_fields_is_rejected(teacher, message):
    classroom, assignment = make_class(teacher)
    student, _ = student_join(classroom=classroom, display_name="Ada")

    with pytest.raises(RecordRejected):
        record_message(student=student, assignment=assignment, message=message)

    assert not QuizAnswer.objects.exists() and not Progress.objects.exists()


def test_a_student_records_only_in_their_own_class(teacher):
    classroom, _ = make_class(teacher)
    _, other_assignment = make_class(teacher, name="8A")
    student, _ = student_join(classroom=classroom, display_name="Ada")

    with pytest.raises(RecordRejected):
        record_message(student=student, assignment=other_assignment, message={"kind": "open"})


def test_the_lesson_is_complete_once_every_step_is_reached_and_every_question_answered(teacher):
    classroom, assignment = make_class(teacher)
    student, _ = student_join(classroom=classroom, display_name="Ada")

    record_message(student=student, assignment=assignment, message={"kind": "open"})
    for index in (0, 1, 1):
        step = {"kind": "step", "index": index, "count": 2}
        progress = record_message(student=student, assignment=assignment, message=step)
    assert progress.steps_reached == [0, 1] and progress.completed_at is None
    answer(student, assignment, "q1", "The Earth")
    progress = answer(student, assignment, "cycle", "A week")

    assert progress.completed_at is not None, "answered, even wrongly, is done"


def test_nothing_is_recorded_after_the_class_ended(teacher):
    classroom, assignment = make_class(teacher)
    student, _ = student_join(classroom=classroom, display_name="Ada")
    classroom.ends_on = timezone.localdate() - datetime.timedelta(days=1)
    classroom.save()

    with pytest.raises(RecordsClosed):
        record_message(student=student, assignment=assignment, message={"kind": "open"})


def test_only_a_markup_lesson_of_the_teachers_own_can_be_assigned(teacher):
    from genui.accounts.services import user_create

    classroom = classroom_create(teacher=teacher, name="7B", grade="middle", language="en")
    other = user_create(username="olga", password="pw-olga-12345", role="teacher")

    with pytest.raises(ValidationError):
        assignment_create(classroom=classroom, lesson=make_markup_lesson(other))
    lesson = make_markup_lesson(teacher)
    first = assignment_create(classroom=classroom, lesson=lesson)
    assert assignment_create(classroom=classroom, lesson=lesson) == first
    assert first.version == lesson.current_version


def test_records_expire_a_year_after_the_class_ends_and_the_command_deletes_them(teacher):
    ended, ended_assignment = make_class(teacher, name="last year")
    current, current_assignment = make_class(teacher, name="this year")
    for classroom, assignment in ((ended, ended_assignment), (current, current_assignment)):
        student, _ = student_join(classroom=classroom, display_name="Ada")
        answer(student, assignment, "q1", "The Sun")
    ended.ends_on = datetime.date(2024, 6, 30)
    ended.save()

    assert records_purge(today=datetime.date(2025, 6, 29)) == {"classes": 0, "students": 0}
    assert records_purge(today=datetime.date(2025, 6, 30), dry_run=True)["students"] == 1
    call_command("classroom_purge", "--dry-run")
    assert Student.objects.count() == 2
    call_command("classroom_purge")

    assert list(Student.objects.values_list("classroom__name", flat=True)) == ["this year"]
    assert QuizAnswer.objects.count() == 1
    assert ended.assignments.count() == 1, "the class and its lessons stay: the teacher's"


def test_the_lesson_quiz_keys_questions_as_the_runtime_does():
    quiz = lesson_quiz(
        '<cl-lesson><cl-quiz><cl-question prompt="A?"><cl-choice correct>x <em>y</em></cl-choice>'
        '</cl-question><cl-question id="b" prompt="B?"><cl-choice>z</cl-choice></cl-question>'
        "</cl-quiz></cl-lesson>"
    )

    assert [(q.key, q.number, q.choices, q.correct) for q in quiz.questions] == [
        ("q1", 1, ["x y"], {0}),
        ("b", 2, ["z"], set()),
    ]
    assert quiz.steps == 0
