"""Reads for lessons: what a user may see, the library, the published catalog."""

from __future__ import annotations

from django.db.models import F, Q, QuerySet

from genui.core.params import id_value
from genui.lessons.models import Lesson, LessonVersion
from genui.lessons.search import lessons_matching


def lesson_version_visible(*, user, version_id: int) -> LessonVersion | None:
    """The version, if ``user`` may open it: every version of their own lessons, every
    version for curators, and for everybody else (anonymous users included) only the
    version a curator published. A published lesson's earlier versions are drafts no
    curator reviewed, and ids are easy to walk."""
    versions = LessonVersion.objects.select_related("lesson").filter(pk=version_id)
    published = Q(lesson__status=Lesson.Status.PUBLISHED, lesson__current_version=F("pk"))
    if user is None or not user.is_authenticated:
        versions = versions.filter(published)
    elif not getattr(user, "is_curator", False):
        versions = versions.filter(published | Q(lesson__owner=user))
    return versions.first()


# where the library looks: the teacher's own lessons, or those and every published lesson
LIBRARY_MINE = ""
LIBRARY_ALL = "all"


def lesson_library(
    *,
    user,
    scope: str = LIBRARY_MINE,
    status: str = "",
    search: str = "",
    subject: str = "",
    grade: str = "",
    language: str = "",
) -> QuerySet[Lesson]:
    """``user``'s own lessons (any status), and with ``scope`` `LIBRARY_ALL` every published
    lesson too, newest first, filtered; ``search`` matches the title and the text of the
    current version (`lessons_matching`). Another teacher's drafts never appear."""
    visible = Q(owner=user)
    if scope == LIBRARY_ALL:
        visible |= Q(status=Lesson.Status.PUBLISHED)
    lessons = Lesson.objects.filter(visible).select_related("current_version", "owner")
    for field, value in (
        ("status", status), ("subject", subject), ("grade", grade), ("language", language),
    ):  # fmt: skip
        if value:
            lessons = lessons.filter(**{field: value})
    return lessons_matching(lessons, search)


def lesson_published_by_slug(*, slug: str) -> Lesson | None:
    return (
        Lesson.objects.select_related("current_version")
        .filter(share_slug=slug, status=Lesson.Status.PUBLISHED)
        .first()
    )


def lesson_published(*, lesson_id) -> Lesson | None:
    """Published lesson ``lesson_id`` with its current version and author, or None."""
    lesson_id = id_value(lesson_id)
    if lesson_id is None:
        return None
    return (
        Lesson.objects.select_related("current_version", "owner")
        .filter(pk=lesson_id, status=Lesson.Status.PUBLISHED)
        .first()
    )


def lesson_by_class_link(*, slug: str) -> Lesson | None:
    """The lesson a teacher shared with their class under ``slug`` (not archived, nor
    rejected by a curator)."""
    return (
        Lesson.objects.select_related("current_version")
        .filter(class_slug=slug, current_version__isnull=False)
        .exclude(status__in=[Lesson.Status.ARCHIVED, Lesson.Status.REJECTED])
        .first()
    )


def lesson_owned(*, user, lesson_id) -> Lesson | None:
    """``user``'s own lesson ``lesson_id`` with its current version, or None (missing, not
    theirs, or not an id: `id_value`, so that neither ``true`` nor ``1.5`` names lesson 1)."""
    lesson_id = id_value(lesson_id)
    if lesson_id is None:
        return None
    return Lesson.objects.select_related("current_version").filter(pk=lesson_id, owner=user).first()


def lesson_readable(*, user, lesson_id) -> Lesson | None:
    """Lesson ``lesson_id`` with its current version if ``user`` owns it or is a curator
    (who read every lesson: `lesson_version_visible`), else None."""
    if getattr(user, "is_curator", False):
        return Lesson.objects.select_related("current_version").filter(pk=lesson_id).first()
    return lesson_owned(user=user, lesson_id=lesson_id)


def lesson_review_queue_count() -> int:
    """How many lessons wait for a curator's decision."""
    return Lesson.objects.filter(status=Lesson.Status.IN_REVIEW).count()
