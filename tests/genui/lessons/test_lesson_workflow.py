"""The review workflow: who may move a lesson where, and what publication needs."""

import pytest
from django.core.exceptions import PermissionDenied

from genui.lessons.models import Lesson, ReviewNote
from genui.lessons.services import (
    LessonTransitionError,
    lesson_archive,
    lesson_create,
    lesson_publish,
    lesson_reject,
    lesson_restore,
    lesson_submit,
    lesson_version_add,
    lesson_version_restore,
    lesson_withdraw,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def lesson(teacher):
    lesson = lesson_create(
        owner=teacher, title="Eclipses", subject="astronomy", grade="middle", language="en"
    )
    lesson_version_add(lesson=lesson, content="<cl-lesson></cl-lesson>", validation_passed=True)
    return Lesson.objects.get(pk=lesson.pk)


def test_a_teacher_submits_and_a_curator_publishes_with_a_share_link(lesson, teacher, curator):
    lesson_submit(lesson=lesson, user=teacher)
    published = lesson_publish(lesson=lesson, curator=curator, note="Lovely")

    assert published.status == Lesson.Status.PUBLISHED
    assert published.share_slug
    actions = list(lesson.review_notes.values_list("action", flat=True))
    assert actions == [ReviewNote.Action.APPROVED, ReviewNote.Action.SUBMITTED]


def test_a_teacher_cannot_publish(lesson, teacher):
    lesson_submit(lesson=lesson, user=teacher)
    with pytest.raises(PermissionDenied):
        lesson_publish(lesson=lesson, curator=teacher)
    assert Lesson.objects.get(pk=lesson.pk).status == Lesson.Status.IN_REVIEW


def test_only_a_passing_validation_can_be_published(lesson, teacher, curator):
    lesson_version_add(lesson=lesson, content="<cl-lesson></cl-lesson>", validation_passed=False)
    lesson_submit(lesson=lesson, user=teacher)
    with pytest.raises(LessonTransitionError, match="passed validation"):
        lesson_publish(lesson=lesson, curator=curator)


def test_publishing_a_draft_skips_no_review(lesson, curator):
    with pytest.raises(LessonTransitionError, match="draft lesson cannot become published"):
        lesson_publish(lesson=lesson, curator=curator)


def test_a_rejection_needs_a_note_and_the_teacher_can_try_again(lesson, teacher, curator):
    lesson_submit(lesson=lesson, user=teacher)
    with pytest.raises(LessonTransitionError, match="note"):
        lesson_reject(lesson=lesson, curator=curator, note="  ")
    lesson_reject(lesson=lesson, curator=curator, note="The Moon is too big")
    assert lesson.review_notes.first().note == "The Moon is too big"

    lesson_version_add(lesson=lesson, content="<cl-lesson></cl-lesson>", validation_passed=True)
    assert Lesson.objects.get(pk=lesson.pk).status == Lesson.Status.DRAFT
    lesson_submit(lesson=lesson, user=teacher)


def test_a_lesson_in_review_is_frozen_until_withdrawn(lesson, teacher):
    lesson_submit(lesson=lesson, user=teacher)
    with pytest.raises(LessonTransitionError, match="cannot change"):
        lesson_version_add(lesson=lesson, content="x")
    lesson_withdraw(lesson=lesson, user=teacher)
    lesson_version_add(lesson=lesson, content="x")


def test_only_the_owner_submits_and_restores(lesson, curator):
    with pytest.raises(PermissionDenied):
        lesson_submit(lesson=lesson, user=curator)


def test_archive_and_restore(lesson, teacher):
    lesson_archive(lesson=lesson, user=teacher)
    assert Lesson.objects.get(pk=lesson.pk).status == Lesson.Status.ARCHIVED
    lesson_restore(lesson=lesson, user=teacher)
    assert Lesson.objects.get(pk=lesson.pk).status == Lesson.Status.DRAFT


def test_restoring_a_version_adds_a_new_current_version(lesson, teacher):
    first = lesson.current_version
    lesson_version_add(lesson=lesson, content="<cl-lesson>two</cl-lesson>")
    restored = lesson_version_restore(lesson=lesson, version=first, user=teacher)

    assert restored.number == 3
    assert restored.content == first.content
    assert restored.generation_stats["restored_from"] == 1
    assert Lesson.objects.get(pk=lesson.pk).current_version == restored
