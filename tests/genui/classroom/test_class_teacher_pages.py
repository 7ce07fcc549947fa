"""The teacher's class pages: make a class, assign a lesson, show the code, its link and QR
code, read the class view, export, delete a student's records or the whole class."""

import csv
import io

import pytest
from django.test import Client

from genui.accounts.services import user_create
from genui.classroom.codes import code_display
from genui.classroom.models import Assignment, Classroom, QuizAnswer, Student
from genui.classroom.services import record_message, student_join
from genui.lessons.services import lesson_version_add
from tests.fixtures.accounts import signed_in
from tests.genui.classroom.support_classroom import make_class, make_markup_lesson

pytestmark = pytest.mark.django_db


def answer(student, assignment, question, choice):
    message = {"kind": "answer", "question": question, "choice": choice}
    record_message(student=student, assignment=assignment, message=message)


def test_a_teacher_makes_a_class_assigns_a_lesson_and_sees_its_code_and_join_link(teacher):
    lesson = make_markup_lesson(teacher)
    client = signed_in(teacher)

    response = client.post(
        "/studio/classes/", {"name": "7B Science", "grade": "middle", "language": "en"}
    )
    classroom = Classroom.objects.get()
    assert (
        response.status_code == 302 and response["Location"] == f"/studio/classes/{classroom.pk}/"
    )
    client.post(f"/studio/classes/{classroom.pk}/assign/", {"lesson": lesson.pk})
    # the lesson changes afterwards: the class keeps the version it was given
    lesson_version_add(lesson=lesson, content=lesson.current_version.content)
    page = client.get(f"/studio/classes/{classroom.pk}/").content.decode()

    assignment = Assignment.objects.get()
    assert assignment.version.number == 1 and assignment.classroom == classroom
    assert code_display(classroom.code) in page
    assert f"http://testserver/join/{classroom.code}/" in page
    assert f'src="/join/{classroom.code}/qr.svg"' in page
    assert "Moon phases" in page and "version 1" in page


def test_a_teacher_cannot_assign_someone_elses_lesson(teacher):
    classroom, _ = make_class(teacher)
    other = user_create(username="olga", password="pw-olga-12345", role="teacher")
    theirs = make_markup_lesson(other, title="Olga's lesson")

    response = signed_in(teacher).post(
        f"/studio/classes/{classroom.pk}/assign/", {"lesson": theirs.pk}
    )

    assert response.status_code == 404
    assert classroom.assignments.count() == 1


def test_the_class_view_counts_first_tries_and_the_most_chosen_wrong_answer(teacher):
    classroom, assignment = make_class(teacher)
    # the quiz check flagged question 2 of the pinned version
    assignment.version.quiz_report = {"checked": 2, "agree": 1, "flagged": [2], "questions": []}
    assignment.version.save()
    ada, _ = student_join(classroom=classroom, display_name="Ada")
    bob, _ = student_join(classroom=classroom, display_name="Bob")
    student_join(classroom=classroom, display_name="Cy")
    answer(ada, assignment, "q1", "The Sun")
    answer(bob, assignment, "q1", "Its own fire")
    answer(bob, assignment, "q1", "Its own fire")
    answer(bob, assignment, "q1", "The Sun")
    answer(ada, assignment, "cycle", "A week")

    page = (
        signed_in(teacher)
        .get(f"/studio/classes/{classroom.pk}/lessons/{assignment.pk}/")
        .content.decode()
    )

    assert "0 of 3 students finished (0%); 2 opened the lesson." in page
    q1 = page[page.index('id="question-1"') : page.index('id="question-2"')]
    assert "1 of 2 (50%)" in q1 and '“Its own fire” <span class="figure">(2 times)' in q1
    assert "flagged by the quiz check" not in q1
    q2 = page[page.index('id="question-2"') :]
    assert "0 of 1 (0%)" in q2.split("</tr>")[0] and "flagged by the quiz check" in q2
    bob_row = page[page.index('<th scope="row">Bob</th>') :].split("</tr>")[0]
    assert "✘ wrong · 3 tries" in bob_row
    assert 'data-socket="/ws/studio/classes/' in page


def test_the_class_view_is_in_chinese_for_a_chinese_teacher(teacher):
    classroom, assignment = make_class(teacher)

    page = (
        signed_in(teacher)
        .get(
            f"/studio/classes/{classroom.pk}/lessons/{assignment.pk}/",
            HTTP_ACCEPT_LANGUAGE="zh-hans",
        )
        .content.decode()
    )

    assert "完成情况" in page and "第一次就答对" in page


def test_deleting_a_student_deletes_their_records_and_their_token_stops_working(teacher):
    classroom, assignment = make_class(teacher)
    ada, token = student_join(classroom=classroom, display_name="Ada")
    answer(ada, assignment, "q1", "The Sun")
    student = Client()
    student.cookies[f"clover_class_{classroom.pk}"] = token
    assert student.get(f"/learn/{classroom.pk}/").status_code == 200

    response = signed_in(teacher).post(f"/studio/classes/{classroom.pk}/students/{ada.pk}/delete/")

    assert response.status_code == 302
    assert not Student.objects.exists() and not QuizAnswer.objects.exists()
    assert student.get(f"/learn/{classroom.pk}/")["Location"] == "/join/"


def test_deleting_the_class_needs_the_box_ticked_and_then_deletes_everything(teacher):
    classroom, assignment = make_class(teacher)
    ada, _ = student_join(classroom=classroom, display_name="Ada")
    answer(ada, assignment, "q1", "The Sun")
    client = signed_in(teacher)

    client.post(f"/studio/classes/{classroom.pk}/delete/")
    assert Classroom.objects.exists()
    client.post(f"/studio/classes/{classroom.pk}/delete/", {"confirm": "yes"})

    assert not Classroom.objects.exists() and not Student.objects.exists()
    assert not QuizAnswer.objects.exists()
    assert assignment.lesson.__class__.objects.filter(pk=assignment.lesson.pk).exists()


def test_the_csv_export_has_every_record_and_defuses_formulas_in_names(teacher):
    classroom, assignment = make_class(teacher)
    ada, _ = student_join(classroom=classroom, display_name="=HYPERLINK(1)")
    answer(ada, assignment, "q1", "The Earth")
    answer(ada, assignment, "q1", "The Sun")

    response = signed_in(teacher).get(f"/studio/classes/{classroom.pk}/export.csv")

    assert response["Content-Type"] == "text/csv; charset=utf-8"
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0][:4] == ["record", "student", "lesson", "version"]
    answers = [row for row in rows if row[0] == "answer"]
    assert [(r[1], r[4], r[5], r[6], r[7], r[8]) for r in answers] == [
        ("'=HYPERLINK(1)", "q1", "2", "The Earth", "no", "1"),
        ("'=HYPERLINK(1)", "q1", "1", "The Sun", "yes", "2"),
    ]
    assert [row[0] for row in rows].count("progress") == 1


@pytest.mark.parametrize(
    "path",
    [
        "/studio/classes/{c}/",
        "/studio/classes/{c}/export.csv",
        "/studio/classes/{c}/lessons/{a}/",
        "/studio/classes/{c}/lessons/{a}/?part=figures",
    ],
)
def test_another_teacher_and_a_student_get_nothing_of_the_class(teacher, path):
    classroom, assignment = make_class(teacher)
    _, token = student_join(classroom=classroom, display_name="Ada")
    other = user_create(username="olga", password="pw-olga-12345", role="teacher")
    student = Client()
    student.cookies[f"clover_class_{classroom.pk}"] = token
    url = path.format(c=classroom.pk, a=assignment.pk)

    assert signed_in(other).get(url).status_code == 404
    assert student.get(url).status_code == 302, "to the login page"
    assert signed_in(teacher).get(url).status_code == 200


def test_another_teacher_cannot_change_or_delete_the_class(teacher):
    classroom, _ = make_class(teacher)
    ada, _ = student_join(classroom=classroom, display_name="Ada")
    other = signed_in(user_create(username="olga", password="pw-olga-12345", role="teacher"))
    code = classroom.code

    for action in ("new-code", "close", "delete"):
        assert (
            other.post(f"/studio/classes/{classroom.pk}/{action}/", {"confirm": "yes"}).status_code
            == 404
        )
    assert (
        other.post(f"/studio/classes/{classroom.pk}/students/{ada.pk}/delete/").status_code == 404
    )

    classroom.refresh_from_db()
    assert classroom.code == code and Student.objects.filter(pk=ada.pk).exists()
