"""Writes for lessons: creation, versions and the review workflow.

Allowed transitions (who may take them):

    draft      -> in_review (owner submits), archived (owner, curator)
    in_review  -> published (curator, current version validated), rejected (curator,
                  with a note), draft (owner withdraws)
    rejected   -> draft (owner edits or adds a version), archived
    published  -> archived (owner, curator)
    archived   -> draft (owner restores)

A published lesson stays as the curator approved it: to change it, its owner edits a copy
(`lesson_copy`), a draft of its own. Rejecting or archiving a lesson revokes its class link.
"""

from __future__ import annotations

import secrets
from html import unescape

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.db.models import Max

from genui.lessons.editing import edited
from genui.lessons.models import Lesson, LessonVersion, ReviewNote
from genui.lessons.renderer import lesson_attributes
from genui.lessons.search import search_text
from genui.lessons.text_quality import text_report

Status = Lesson.Status

TRANSITIONS: dict[str, set[str]] = {
    Status.DRAFT: {Status.IN_REVIEW, Status.ARCHIVED},
    Status.IN_REVIEW: {Status.PUBLISHED, Status.REJECTED, Status.DRAFT},
    Status.REJECTED: {Status.DRAFT, Status.ARCHIVED},
    Status.PUBLISHED: {Status.ARCHIVED},
    Status.ARCHIVED: {Status.DRAFT},
}
EDITABLE = {Status.DRAFT, Status.REJECTED}


class LessonTransitionError(ValueError):
    """The lesson cannot move to the requested state (its message says why)."""


def _is_curator(user) -> bool:
    return bool(getattr(user, "is_curator", False))


def _move(lesson: Lesson, target: str) -> None:
    if target not in TRANSITIONS[lesson.status]:
        raise LessonTransitionError(
            f"a {lesson.get_status_display().lower()} lesson cannot become "
            f"{Status(target).label.lower()}"
        )
    lesson.status = target


def _locked(lesson: Lesson) -> Lesson:
    return Lesson.objects.select_for_update().get(pk=lesson.pk)


def lesson_create(*, owner, title: str, subject: str, grade: str, language: str) -> Lesson:
    lesson = Lesson(owner=owner, title=title.strip()[:200] or "Untitled lesson")
    lesson.subject, lesson.grade, lesson.language = subject, grade, language
    lesson.full_clean(exclude=["current_version", "share_slug", "remixed_from"])
    lesson.search_text = search_text(title=lesson.title, content="")
    lesson.save()
    return lesson


def _search_text_update(lesson: Lesson) -> None:
    """Set (not save) what the library finds ``lesson`` by, from its title and current version."""
    version = lesson.current_version
    lesson.search_text = search_text(title=lesson.title, content=version.content if version else "")


@transaction.atomic
def lesson_version_add(*, lesson: Lesson, content: str, created_by=None, **fields) -> LessonVersion:
    """Add a version (generated or restored) and make it current. Only draft or
    rejected lessons change; a rejected lesson becomes a draft again."""
    lesson = _locked(lesson)
    if lesson.status not in EDITABLE:
        raise LessonTransitionError(
            f"a {lesson.get_status_display().lower()} lesson cannot change: "
            "withdraw it from review or archive and restore it first"
        )
    number = (lesson.versions.aggregate(top=Max("number"))["top"] or 0) + 1
    version = LessonVersion.objects.create(
        lesson=lesson, number=number, content=content, created_by=created_by, **fields
    )
    if lesson.status == Status.REJECTED:
        _move(lesson, Status.DRAFT)
    lesson.current_version = version
    _search_text_update(lesson)
    lesson.save(update_fields=["current_version", "status", "search_text", "updated_at"])
    return version


def lesson_version_quiz_report_save(*, version: LessonVersion, report: dict) -> LessonVersion:
    """Keep the quiz check's report on a version (`genui.worker.quiz_check`: after generation,
    after an edit, `manage.py check_quiz`). The version's content does not change, so a version
    of a lesson in review or published takes it too; nothing else of it is saved."""
    version.quiz_report = report
    version.save(update_fields=["quiz_report"])
    return version


def lesson_version_restore(*, lesson: Lesson, version: LessonVersion, user) -> LessonVersion:
    """Make an earlier version current again, as a new version (history is kept)."""
    if version.lesson_id != lesson.pk:
        raise LessonTransitionError("that version belongs to another lesson")
    if lesson.owner_id != user.pk:
        raise PermissionDenied("only the lesson's owner can restore a version")
    copied = {
        field: getattr(version, field)
        for field in (
            "kind", "request", "model_id", "seed", "engine_settings", "sanitizer_report",
            "validation_report", "text_report", "validation_passed", "thumbnail_png",
            "generation_stats",
        )
    }  # fmt: skip
    copied["generation_stats"] = {**version.generation_stats, "restored_from": version.number}
    return lesson_version_add(lesson=lesson, content=version.content, created_by=user, **copied)


class LessonEditConflict(LessonTransitionError):
    """The lesson gained a version since the editor opened: the edit names fields of the
    version it was made on."""


def lesson_version_edit(
    *, lesson: Lesson, base: LessonVersion, edits: dict[str, str], user
) -> LessonVersion:
    """Save a teacher's edits of ``base`` (the current version) as a new version by
    ``user``, the owner: sanitised like a generated page (ValidationError lists what the
    sanitiser refused, and nothing is saved), its text checked, and the lesson's title
    following the page's. The page's browser check is pending until a worker runs it."""
    if lesson.owner_id != user.pk:
        raise PermissionDenied("only the lesson's owner can edit it")
    if base.lesson_id != lesson.pk or base.kind != LessonVersion.Kind.MARKUP:
        raise LessonTransitionError("only a lesson page written in lesson markup can be edited")
    result = edited(base.content, edits)
    if not result.clean:
        raise ValidationError([str(item) for item in result.dropped])
    title = unescape(lesson_attributes(result.markup).get("title", "")).strip()
    if not title:
        raise ValidationError(["the lesson needs a title"])
    with transaction.atomic():
        lesson = _locked(lesson)  # two saves at once: the second finds the first's version
        if lesson.current_version_id != base.pk:
            raise LessonEditConflict(
                "the lesson has a newer version than the one you edited: open the editor again"
            )
        version = lesson_version_add(
            lesson=lesson,
            content=result.markup,
            created_by=user,
            request=base.request,
            sanitizer_report=result.report(),
            text_report=text_report(result.markup, language=lesson.language).as_dict(),
            generation_stats={"edited_from": base.number},
        )
        if title[:200] != lesson.title:
            lesson.title, lesson.current_version = title[:200], version
            _search_text_update(lesson)
            lesson.save(update_fields=["title", "search_text", "updated_at"])
    return version


# what a copy keeps of the version it copies
COPIED_FIELDS = (
    "kind", "request", "model_id", "seed", "engine_settings", "sanitizer_report",
    "validation_report", "text_report", "quiz_report", "validation_passed", "thumbnail_png",
)  # fmt: skip


@transaction.atomic
def lesson_copy(*, lesson: Lesson, user) -> Lesson:
    """A new draft of ``user``'s whose first version is ``lesson``'s current version, with
    its checks: how the owner changes a published lesson (which stays as the curator approved
    it), and how a teacher starts from a published one. The copy records where it came from
    (``generation_stats["copied_from"]``); a copy of another teacher's lesson is a remix,
    crediting the original and its author on its page (``remixed_from``)."""
    if lesson.owner_id != user.pk and lesson.status != Status.PUBLISHED:
        raise PermissionDenied("only a published lesson, or one of your own, can be copied")
    source = lesson.current_version
    if source is None:
        raise LessonTransitionError("a lesson without a version cannot be copied")
    copy = lesson_create(
        owner=user,
        title=lesson.title,
        subject=lesson.subject,
        grade=lesson.grade,
        language=lesson.language,
    )
    if lesson.owner_id != user.pk:
        copy.remixed_from = lesson
        copy.save(update_fields=["remixed_from"])
    fields = {field: getattr(source, field) for field in COPIED_FIELDS}
    origin = {"lesson": lesson.pk, "version": source.number, "title": lesson.title}
    origin["author"] = str(lesson.owner)
    fields["generation_stats"] = {"copied_from": origin}
    lesson_version_add(lesson=copy, content=source.content, created_by=user, **fields)
    return Lesson.objects.select_related("current_version").get(pk=copy.pk)


@transaction.atomic
def lesson_submit(*, lesson: Lesson, user, note: str = "") -> Lesson:
    lesson = _locked(lesson)
    if lesson.owner_id != user.pk:
        raise PermissionDenied("only the lesson's owner can submit it for review")
    if lesson.current_version is None:
        raise LessonTransitionError("a lesson without a version cannot be submitted")
    if lesson.status == Status.REJECTED:
        _move(lesson, Status.DRAFT)
    _move(lesson, Status.IN_REVIEW)
    lesson.save(update_fields=["status", "updated_at"])
    _note(lesson, user, ReviewNote.Action.SUBMITTED, note)
    return lesson


@transaction.atomic
def lesson_withdraw(*, lesson: Lesson, user) -> Lesson:
    lesson = _locked(lesson)
    if lesson.owner_id != user.pk:
        raise PermissionDenied("only the lesson's owner can withdraw it")
    if lesson.status != Status.IN_REVIEW:
        raise LessonTransitionError("only a lesson in review can be withdrawn")
    _move(lesson, Status.DRAFT)
    lesson.save(update_fields=["status", "updated_at"])
    return lesson


@transaction.atomic
def lesson_publish(*, lesson: Lesson, curator, note: str = "") -> Lesson:
    """Approve and publish: curators only, and only a validated current version."""
    lesson = _locked(lesson)
    if not _is_curator(curator):
        raise PermissionDenied("only curators can publish lessons")
    version = lesson.current_version
    if version is None or version.validation_passed is not True:
        raise LessonTransitionError(
            "only a lesson whose current version passed validation can be published"
        )
    _move(lesson, Status.PUBLISHED)
    lesson.share_slug = lesson.share_slug or secrets.token_urlsafe(9)
    lesson.save(update_fields=["status", "share_slug", "updated_at"])
    _note(lesson, curator, ReviewNote.Action.APPROVED, note)
    return lesson


@transaction.atomic
def lesson_reject(*, lesson: Lesson, curator, note: str) -> Lesson:
    lesson = _locked(lesson)
    if not _is_curator(curator):
        raise PermissionDenied("only curators can reject lessons")
    if not note.strip():
        raise LessonTransitionError("a rejection needs a note telling the teacher why")
    _move(lesson, Status.REJECTED)
    # the class saw the page a curator has now found wrong: its link stops (a new one can be
    # made once the teacher has changed the lesson)
    lesson.class_slug = None
    lesson.save(update_fields=["status", "class_slug", "updated_at"])
    _note(lesson, curator, ReviewNote.Action.REJECTED, note)
    return lesson


@transaction.atomic
def lesson_archive(*, lesson: Lesson, user, note: str = "") -> Lesson:
    lesson = _locked(lesson)
    if lesson.owner_id != user.pk and not _is_curator(user):
        raise PermissionDenied("only the owner or a curator can archive a lesson")
    _move(lesson, Status.ARCHIVED)
    lesson.class_slug = None  # archiving revokes the class link; restoring makes no new one
    lesson.save(update_fields=["status", "class_slug", "updated_at"])
    _note(lesson, user, ReviewNote.Action.ARCHIVED, note)
    return lesson


@transaction.atomic
def lesson_restore(*, lesson: Lesson, user) -> Lesson:
    lesson = _locked(lesson)
    if lesson.owner_id != user.pk:
        raise PermissionDenied("only the lesson's owner can restore it")
    _move(lesson, Status.DRAFT)
    lesson.save(update_fields=["status", "updated_at"])
    return lesson


def _note(lesson: Lesson, author, action: str, note: str) -> ReviewNote:
    return ReviewNote.objects.create(
        lesson=lesson, version=lesson.current_version, author=author, action=action, note=note
    )


def lesson_class_link_create(*, lesson: Lesson, user) -> Lesson:
    """Give the owner's lesson a private class link (kept if it has one): anyone with it
    sees the current version, with no curator's review, until the teacher revokes it."""
    if lesson.owner_id != user.pk:
        raise PermissionDenied("only the lesson's owner can share it with a class")
    if lesson.status == Status.ARCHIVED or lesson.current_version_id is None:
        raise LessonTransitionError("an archived lesson or one without a page cannot be shared")
    if lesson.status == Status.REJECTED:
        raise LessonTransitionError(
            "a curator rejected this page: change it as the note says, then share it with a class"
        )
    if not lesson.class_slug:
        lesson.class_slug = secrets.token_urlsafe(18)
        lesson.save(update_fields=["class_slug", "updated_at"])
    return lesson


def lesson_class_link_revoke(*, lesson: Lesson, user) -> Lesson:
    """Revoke the class link: it answers 404 from now on (a new one is a new address)."""
    if lesson.owner_id != user.pk:
        raise PermissionDenied("only the lesson's owner can revoke its class link")
    lesson.class_slug = None
    lesson.save(update_fields=["class_slug", "updated_at"])
    return lesson
