"""Curators review in the admin; teachers never reach it; pages respect ownership:
strangers see only the version a curator published."""

import pytest
from django.test import Client

from genui.accounts.models import User
from genui.accounts.services import user_create
from genui.lessons.models import Lesson, LessonVersion
from genui.lessons.services import (
    lesson_create,
    lesson_publish,
    lesson_submit,
    lesson_version_add,
)
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


def published_after_drafts(owner, curator) -> tuple[Lesson, list[int]]:
    """A lesson published at its third version; the first two (one markup, one free
    HTML, each with a thumbnail) were drafts no curator ever reviewed."""
    lesson = lesson_create(owner=owner, title="Tides", subject="earth", grade="high", language="en")
    drafts = [
        lesson_version_add(
            lesson=lesson, content=MARKUP.replace("Moon", "UNREVIEWED"), thumbnail_png=b"\x89PNG"
        ),
        lesson_version_add(
            lesson=lesson,
            content="<!doctype html><p>UNREVIEWED free page</p>",
            kind=LessonVersion.Kind.FREE_HTML,
            thumbnail_png=b"\x89PNG",
        ),
    ]
    lesson_version_add(
        lesson=lesson, content=MARKUP, validation_passed=True, thumbnail_png=b"\x89PNG"
    )
    lesson_submit(lesson=lesson, user=owner)
    lesson_publish(lesson=lesson, curator=curator)
    return Lesson.objects.get(pk=lesson.pk), [draft.pk for draft in drafts]


def version_urls(version_id: int) -> list[str]:
    return [f"/lessons/v/{version_id}/{tail}" for tail in ("", "page", "thumbnail.png")]


def walk_version_ids(client: Client) -> set[int]:
    """Every version id (and a few past the end) whose page or thumbnail answers."""
    top = LessonVersion.objects.order_by("-pk").values_list("pk", flat=True).first() + 3
    return {
        version_id
        for version_id in range(1, top)
        for url in version_urls(version_id)
        if client.get(url).status_code == 200
    }


def test_anonymous_cannot_walk_version_ids_to_unreviewed_drafts(teacher, curator):
    lesson, drafts = published_after_drafts(teacher, curator)
    anonymous = Client()

    assert walk_version_ids(anonymous) == {lesson.current_version_id}
    for draft in drafts:
        for url in version_urls(draft):
            response = anonymous.get(url)
            assert response.status_code == 404, url
            assert b"UNREVIEWED" not in response.content
    assert b"Moon" in anonymous.get(f"/lessons/v/{lesson.current_version_id}/").content


def test_another_teacher_cannot_walk_version_ids_to_unreviewed_drafts(teacher, curator):
    lesson, _drafts = published_after_drafts(teacher, curator)
    other = user_create(username="olga", password="pw-olga-123", role="teacher")

    assert walk_version_ids(signed_in(other)) == {lesson.current_version_id}


def test_staff_without_curator_permission_cannot_walk_version_ids_to_unreviewed_drafts(
    teacher, curator
):
    lesson, _drafts = published_after_drafts(teacher, curator)
    staff = User.objects.create_user(username="sam", password="pw-sam-123", is_staff=True)

    assert walk_version_ids(signed_in(staff)) == {lesson.current_version_id}


def test_the_owner_and_curators_still_open_every_version_of_a_published_lesson(teacher, curator):
    lesson, drafts = published_after_drafts(teacher, curator)
    every = {*drafts, lesson.current_version_id}

    assert walk_version_ids(signed_in(teacher)) == every
    assert walk_version_ids(signed_in(curator)) == every


def test_a_curator_decides_on_the_lessons_own_page_beside_a_full_preview(teacher, curator):
    approved, rejected = submitted_lesson(teacher), submitted_lesson(teacher)
    client = signed_in(curator)
    page = client.get(f"/admin/lessons/lessoninreview/{approved.pk}/change/").content.decode()

    publish = client.post(
        f"/admin/lessons/lessoninreview/{approved.pk}/decide/", {"decision": "approve"}
    )
    no_note = client.post(
        f"/admin/lessons/lessoninreview/{rejected.pk}/decide/", {"decision": "reject"}
    )
    still_in_review = Lesson.objects.get(pk=rejected.pk).status
    reject = client.post(
        f"/admin/lessons/lessoninreview/{rejected.pk}/decide/",
        {"decision": "reject", "note": "Add a question about neap tides."},
    )

    assert 'value="Approve and publish"' in page and 'value="Reject with this note"' in page
    assert 'sandbox="allow-scripts"' in page
    assert publish.status_code == no_note.status_code == reject.status_code == 302
    assert Lesson.objects.get(pk=approved.pk).status == Lesson.Status.PUBLISHED
    assert still_in_review == Lesson.Status.IN_REVIEW, "a rejection needs a note"
    rejected = Lesson.objects.get(pk=rejected.pk)
    assert rejected.status == Lesson.Status.REJECTED
    assert rejected.review_notes.get(action="rejected").note == "Add a question about neap tides."


def test_the_decision_is_only_for_curators_and_only_for_lessons_in_review(teacher, curator):
    lesson = submitted_lesson(teacher)
    teacher_tries = signed_in(teacher).post(
        f"/admin/lessons/lesson/{lesson.pk}/decide/", {"decision": "approve"}
    )
    draft = lesson_create(
        owner=teacher, title="Draft", subject="earth", grade="high", language="en"
    )
    lesson_version_add(lesson=draft, content=MARKUP, validation_passed=True)
    page = signed_in(curator).get(f"/admin/lessons/lesson/{draft.pk}/change/").content.decode()

    assert teacher_tries.status_code == 302 and "/admin/login/" in teacher_tries["Location"]
    assert Lesson.objects.get(pk=lesson.pk).status == Lesson.Status.IN_REVIEW
    assert 'value="Approve and publish"' not in page
