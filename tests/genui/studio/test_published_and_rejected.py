"""A lesson after the curator's decision, on the teacher's page: a published lesson is
changed through a copy (it stays as approved) and says nothing of "before any review"; a
rejected lesson's class link stops until the teacher changes the lesson."""

import pytest
from django.core.exceptions import PermissionDenied
from django.test import Client

from genui.accounts.services import user_create
from genui.lessons.models import Lesson
from genui.lessons.services import (
    lesson_copy,
    lesson_publish,
    lesson_reject,
    lesson_submit,
    lesson_version_add,
)
from tests.fixtures.accounts import signed_in
from tests.genui.studio.test_studio_pages import MARKUP, make_lesson

pytestmark = pytest.mark.django_db


def class_link(client, lesson) -> str:
    client.post(f"/studio/lessons/{lesson.pk}/class-link/")
    slug = Lesson.objects.get(pk=lesson.pk).class_slug
    return f"/lessons/class/{slug}/" if slug else ""


def test_a_rejection_stops_the_class_link_until_the_lesson_changes(teacher, curator):
    lesson = make_lesson(teacher)
    client = signed_in(teacher)
    link = class_link(client, lesson)
    lesson_submit(lesson=lesson, user=teacher)
    lesson_reject(lesson=lesson, curator=curator, note="The tides come from the Moon.")

    page = client.get(f"/studio/lessons/{lesson.pk}/").content.decode()
    again = class_link(client, lesson)
    lesson_version_add(lesson=lesson, content=MARKUP.format("the Moon pulls"))
    changed = class_link(client, lesson)

    assert Client().get(link).status_code == 404
    assert "its class link no longer works" in page and "Make a link for my class" not in page
    assert again == "", "no new link for the page a curator rejected"
    assert changed and Client().get(changed).status_code == 200


def test_a_published_lesson_offers_to_edit_a_copy_and_no_review_is_to_come(teacher, curator):
    lesson = make_lesson(teacher)
    lesson_submit(lesson=lesson, user=teacher)
    lesson_publish(lesson=lesson, curator=curator)
    client = signed_in(teacher)

    before_link = client.get(f"/studio/lessons/{lesson.pk}/").content.decode()
    class_link(client, lesson)
    with_link = client.get(f"/studio/lessons/{lesson.pk}/").content.decode()

    assert f'action="/studio/lessons/{lesson.pk}/copy/"' in before_link
    assert ">Edit a copy</button>" in before_link
    for page in (before_link, with_link):
        assert "before any review" not in page and "which no curator reviewed" not in page
    assert "Your class link (only people with the link can open it):" in with_link


def test_editing_a_copy_leaves_the_published_lesson_as_the_curator_approved_it(teacher, curator):
    lesson = make_lesson(teacher, versions=2)
    lesson_submit(lesson=lesson, user=teacher)
    lesson_publish(lesson=lesson, curator=curator)
    client = signed_in(teacher)

    response = client.post(f"/studio/lessons/{lesson.pk}/copy/")
    copy = Lesson.objects.exclude(pk=lesson.pk).get()
    page = client.get(response["Location"]).content.decode()

    assert response["Location"] == f"/studio/lessons/{copy.pk}/"
    assert copy.owner == teacher and copy.status == Lesson.Status.DRAFT
    assert copy.current_version.content == lesson.current_version.content
    assert copy.current_version.number == 1 and copy.current_version.validation_passed
    assert Lesson.objects.get(pk=lesson.pk).status == Lesson.Status.PUBLISHED
    assert "A copy of “Tides” (v2)." in page and "A draft copy: edit it" in page
    assert f'href="/studio/lessons/{copy.pk}/edit/"' in page


def test_only_a_published_lesson_or_ones_own_is_copied(teacher, curator):
    draft = make_lesson(teacher)
    other = user_create(username="olga", password="pw-olga-12345", role="teacher")

    with pytest.raises(PermissionDenied):
        lesson_copy(lesson=draft, user=other)
    assert signed_in(other).post(f"/studio/lessons/{draft.pk}/copy/").status_code == 404
    assert Lesson.objects.count() == 1
