"""Curators review in the admin; teachers never reach it; pages respect ownership."""

import pytest
from django.test import Client

from genui.accounts.services import user_create
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_submit, lesson_version_add
from tests.fixtures.accounts import signed_in

pytestmark = pytest.mark.django_db
MARKUP = (
    '<cl-lesson title="Tides" lang="en">'
    '<cl-section heading="Why"><p>Moon</p></cl-section></cl-lesson>'
)


def submitted_lesson(owner, *, passed=True) -> Lesson:
    lesson = lesson_create(owner=owner, title="Tides", subject="earth", grade="high", language="en")
    lesson_version_add(
        lesson=lesson, content=MARKUP, validation_passed=passed, thumbnail_png=b"\x89PNG"
    )
    lesson_submit(lesson=lesson, user=owner)
    return Lesson.objects.get(pk=lesson.pk)


def test_the_review_queue_lists_lessons_in_review_with_preview_and_reports(teacher, curator):
    lesson = submitted_lesson(teacher)
    client = signed_in(curator)

    queue = client.get("/admin/lessons/lessoninreview/")
    detail = client.get(f"/admin/lessons/lessoninreview/{lesson.pk}/change/")

    assert queue.status_code == 200 and "Tides" in queue.content.decode()
    body = detail.content.decode()
    assert 'sandbox="allow-scripts"' in body
    assert f"/lessons/v/{lesson.current_version.pk}/" in body
    assert "validation report" in body.lower() and "sanitiser report" in body.lower()


def test_a_curator_approves_from_the_queue_in_bulk(teacher, curator):
    lessons = [submitted_lesson(teacher), submitted_lesson(teacher)]
    response = signed_in(curator).post(
        "/admin/lessons/lessoninreview/",
        {"action": "approve_and_publish", "_selected_action": [x.pk for x in lessons]},
    )
    assert response.status_code == 302
    assert set(Lesson.objects.values_list("status", flat=True)) == {Lesson.Status.PUBLISHED}


def test_an_unvalidated_lesson_is_not_published_and_the_curator_is_told(teacher, curator):
    lesson = submitted_lesson(teacher, passed=False)
    response = signed_in(curator).post(
        "/admin/lessons/lessoninreview/",
        {"action": "approve_and_publish", "_selected_action": [lesson.pk]},
        follow=True,
    )
    assert "passed validation" in response.content.decode()
    assert Lesson.objects.get(pk=lesson.pk).status == Lesson.Status.IN_REVIEW


def test_rejecting_asks_for_a_note_that_the_teacher_then_sees(teacher, curator):
    lesson = submitted_lesson(teacher)
    client = signed_in(curator)
    data = {"action": "reject_with_note", "_selected_action": [lesson.pk]}

    form = client.post("/admin/lessons/lessoninreview/", data)
    assert "The teacher sees this note" in form.content.decode()
    client.post("/admin/lessons/lessoninreview/", {**data, "apply": "1", "note": "Add a quiz"})

    lesson.refresh_from_db()
    assert lesson.status == Lesson.Status.REJECTED
    assert lesson.review_notes.first().note == "Add a quiz"


def test_a_teacher_cannot_reach_the_admin(teacher):
    response = signed_in(teacher).get("/admin/")
    assert response.status_code == 302 and "/admin/login/" in response["Location"]


def test_a_teacher_cannot_open_another_teachers_draft(teacher):
    lesson = submitted_lesson(teacher)
    other = user_create(username="olga", password="pw-olga-123", role="teacher")
    version = lesson.current_version.pk

    assert signed_in(teacher).get(f"/lessons/v/{version}/").status_code == 200
    assert signed_in(other).get(f"/lessons/v/{version}/").status_code == 404
    assert Client().get(f"/lessons/v/{version}/thumbnail.png").status_code == 404


def test_a_published_lesson_has_a_public_page_without_login(teacher, curator):
    lesson = submitted_lesson(teacher)
    signed_in(curator).post(
        "/admin/lessons/lesson/", {"action": "approve_and_publish", "_selected_action": [lesson.pk]}
    )
    lesson.refresh_from_db()

    page = Client().get(f"/lessons/share/{lesson.share_slug}/")
    assert page.status_code == 200
    assert "<title>Tides</title>" in page.content.decode()
    assert "connect-src 'self'" in page["Content-Security-Policy"]
    assert Client().get("/lessons/share/not-a-slug/").status_code == 404
