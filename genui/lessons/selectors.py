"""Reads for lessons: what a user may see, the library, the published catalog."""

from __future__ import annotations

from django.db.models import Q, QuerySet

from genui.lessons.models import Lesson, LessonVersion


def lesson_visible_to(*, user) -> QuerySet[Lesson]:
    """Lessons ``user`` may open: their own, everything for curators, and the
    published ones for everybody (anonymous users included)."""
    published = Q(status=Lesson.Status.PUBLISHED)
    if user is None or not user.is_authenticated:
        return Lesson.objects.filter(published)
    if getattr(user, "is_curator", False):
        return Lesson.objects.all()
    return Lesson.objects.filter(published | Q(owner=user))


def lesson_version_visible(*, user, version_id: int) -> LessonVersion | None:
    return (
        LessonVersion.objects.select_related("lesson")
        .filter(pk=version_id, lesson__in=lesson_visible_to(user=user))
        .first()
    )


def lesson_library(
    *, owner, status: str = "", search: str = "", subject: str = "", language: str = ""
) -> QuerySet[Lesson]:
    """A teacher's own lessons, newest first, filtered."""
    lessons = Lesson.objects.filter(owner=owner).select_related("current_version")
    if status:
        lessons = lessons.filter(status=status)
    if subject:
        lessons = lessons.filter(subject=subject)
    if language:
        lessons = lessons.filter(language=language)
    if search.strip():
        lessons = lessons.filter(title__icontains=search.strip())
    return lessons


def lesson_published_by_slug(*, slug: str) -> Lesson | None:
    return (
        Lesson.objects.select_related("current_version")
        .filter(share_slug=slug, status=Lesson.Status.PUBLISHED)
        .first()
    )
