"""Writes for classes: create a class, open, change or close its code, assign lessons, let a
student join, record what the lesson page reports, delete records (one student's, a whole
class's, and the expired ones).

Everything a student's browser sends is checked here against the pinned version
(`genui.classroom.lesson_quiz`): whether an answer is correct and which try it is are
worked out on the server, never taken from the message.
"""

from __future__ import annotations

import datetime
import json
import re
import time

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models import Max
from django.utils import timezone
from django.utils.translation import gettext as _

from genui.classroom.codes import code_new, token_hash, token_new
from genui.classroom.lesson_quiz import lesson_quiz
from genui.classroom.models import Assignment, Classroom, Progress, QuizAnswer, Student
from genui.core.counters import window_count
from genui.lessons.models import Lesson, LessonVersion

MAX_NAME_CHARS = 40
# what a message may say, by kind: exactly these keys (`record_message`)
MESSAGE_KEYS = {
    "open": {"kind"},
    "step": {"kind", "index", "count"},
    "answer": {"kind", "question", "choice"},
}
MAX_CHOICE_CHARS = 500
# the page's key of a record (lesson.js: 32 hex digits), the same when it retries the POST
RECORD_KEY = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


class RecordRejected(ValueError):
    """A message from a lesson page that does not fit the assigned version."""


class RecordsClosed(Exception):
    """The class has ended: nothing more is recorded."""


def classroom_group(classroom_id) -> str:
    """The channel layer group of a class's live view."""
    return f"classroom.{classroom_id}"


def _unique_code() -> str:
    while True:
        code = code_new()
        if not Classroom.objects.filter(code=code).exists():
            return code


def classroom_create(
    *, teacher, name: str, grade: str, language: str, ends_on: datetime.date | None = None
) -> Classroom:
    """A new class of ``teacher``'s, open for joining under a fresh code."""
    classroom = Classroom(
        teacher=teacher,
        name=name.strip(),
        grade=grade,
        language=language,
        ends_on=ends_on,
        code=_unique_code(),
    )
    classroom.full_clean()
    classroom.save()
    return classroom


def classroom_code_regenerate(*, classroom: Classroom) -> Classroom:
    """A new code: the old one stops working at once (the students who joined stay)."""
    classroom.code = _unique_code()
    classroom.save(update_fields=["code"])
    return classroom


def classroom_code_revoke(*, classroom: Classroom) -> Classroom:
    """Close joining: the code stops working at once (the students who joined stay)."""
    classroom.code = None
    classroom.save(update_fields=["code"])
    return classroom


def classroom_delete(*, classroom: Classroom) -> None:
    """The class, its assignments, its students and every record of theirs."""
    classroom.delete()


def classroom_ended(classroom: Classroom, *, today: datetime.date | None = None) -> bool:
    today = today or timezone.localdate()
    return classroom.ends_on is not None and classroom.ends_on < today


def assignment_create(*, classroom: Classroom, lesson: Lesson) -> Assignment:
    """Assign ``lesson`` (the class teacher's own) to the class, pinned to its current
    version; the same version twice is one assignment."""
    version = lesson.current_version
    if lesson.owner_id != classroom.teacher_id:
        raise ValidationError(_("You can assign only your own lessons."))
    if version is None or version.kind != LessonVersion.Kind.MARKUP:
        raise ValidationError(_("Only a lesson written in lesson markup can be assigned."))
    if lesson.status == Lesson.Status.ARCHIVED:
        raise ValidationError(_("An archived lesson cannot be assigned."))
    assignment, _created = Assignment.objects.get_or_create(
        classroom=classroom, version=version, defaults={"lesson": lesson}
    )
    return assignment


def _address_key(address: str) -> str:
    window = int(time.time() // settings.GENUI_CLASS_JOIN_FAILURES_PER_IP[1])
    return f"class:join:fail:{address or 'unknown'}:{window}"


def join_allowed(*, address: str) -> bool:
    """Whether this address may try a class code now (it has not typed too many wrong
    ones in the current window, ``GENUI_CLASS_JOIN_FAILURES_PER_IP``)."""
    limit = settings.GENUI_CLASS_JOIN_FAILURES_PER_IP[0]
    return (cache.get(_address_key(address)) or 0) < limit


def join_failed(*, address: str) -> None:
    window_count(_address_key(address), settings.GENUI_CLASS_JOIN_FAILURES_PER_IP[1])


def classroom_open(classroom: Classroom | None) -> bool:
    """Whether students may join ``classroom`` now: it has a code and has not ended."""
    return classroom is not None and bool(classroom.code) and not classroom_ended(classroom)


def student_join(*, classroom: Classroom, display_name: str) -> tuple[Student, str]:
    """A new student of ``classroom`` under ``display_name`` -> (the student, their token:
    given to the browser once, stored only as its hash)."""
    name = " ".join(str(display_name).split())
    if not classroom_open(classroom):
        raise ValidationError(_("This class is not open for joining."))
    if not name or len(name) > MAX_NAME_CHARS:
        raise ValidationError(
            _("Choose a name of 1 to %(limit)s characters.") % {"limit": MAX_NAME_CHARS}
        )
    if classroom.students.count() >= settings.GENUI_CLASS_MAX_STUDENTS:
        raise ValidationError(_("This class is full."))
    token = token_new()
    try:
        with transaction.atomic():
            student = Student.objects.create(
                classroom=classroom, display_name=name, token_hash=token_hash(token)
            )
    except IntegrityError:
        raise ValidationError(
            _("Somebody in this class already has that name: choose another.")
        ) from None
    return student, token


def student_delete(*, student: Student) -> None:
    """The student and every record of theirs; their browser's token stops working."""
    classroom_id = student.classroom_id
    student.delete()
    _publish(classroom_id, assignment_id=None)


MAX_RECORD_BYTES = 2048  # one message of the lesson page (docs/classroom.md, "Recording")


def record_posted(
    *, student: Student, assignment: Assignment, body: bytes, key: str
) -> tuple[object, tuple[int, str] | None]:
    """A message the lesson page posted, checked and recorded as both record endpoints do
    (the classroom's and LTI's): its size, the student's rate, its JSON, then `record_message`
    with the page's ``key``. -> (the message, None) when recorded, or recorded already; or
    (None, (HTTP status, error for developers)) when refused."""
    if len(body) > MAX_RECORD_BYTES:
        return None, (413, "message too large")
    if not record_allowed(student=student):
        return None, (429, "too many messages: slow down")
    try:
        message = json.loads(body)
        record_message(student=student, assignment=assignment, message=message, key=key)
    except ValueError as error:  # malformed JSON and RecordRejected alike
        return None, (400, str(error) if isinstance(error, RecordRejected) else "malformed JSON")
    except RecordsClosed:
        return None, (410, "the class has ended")
    return message, None


def record_allowed(*, student: Student) -> bool:
    """Whether ``student`` may record one more message in this window
    (``GENUI_CLASS_RECORDS_PER_STUDENT``)."""
    limit, seconds = settings.GENUI_CLASS_RECORDS_PER_STUDENT
    window = int(time.time() // seconds)
    return window_count(f"class:record:{student.pk}:{window}", seconds) <= limit


def _checked(message: object, steps: int) -> dict:
    """``message`` if it is a well-formed message of the protocol, else RecordRejected."""
    if not isinstance(message, dict):
        raise RecordRejected("a message is a JSON object")
    kind = message.get("kind")
    if kind not in MESSAGE_KEYS:
        raise RecordRejected(f"unknown kind {kind!r}")
    if set(message) != MESSAGE_KEYS[kind]:
        raise RecordRejected(f"a {kind} message has exactly {sorted(MESSAGE_KEYS[kind])}")
    if kind == "step":
        index, count = message["index"], message["count"]
        if not all(type(v) is int for v in (index, count)) or count != steps:
            raise RecordRejected("a step of this lesson's story")
        if not 0 <= index < steps:
            raise RecordRejected("a step of this lesson's story")
    if kind == "answer":
        question, choice = message["question"], message["choice"]
        if not isinstance(question, str) or not isinstance(choice, str):
            raise RecordRejected("question and choice are strings")
        if len(question) > 64 or len(choice) > MAX_CHOICE_CHARS:
            raise RecordRejected("question or choice too long")
    return message


def _completed(progress: Progress, *, steps: int, questions: set[str]) -> bool:
    answered = set(
        QuizAnswer.objects.filter(
            student_id=progress.student_id, assignment_id=progress.assignment_id
        ).values_list("question", flat=True)
    )
    return len(set(progress.steps_reached)) >= steps and questions <= answered


def record_message(
    *, student: Student, assignment: Assignment, message: object, key: str = ""
) -> Progress:
    """Record one message of the lesson page (docs/classroom.md, "Recording"):

    - ``{"kind": "open"}``: the student opened the lesson;
    - ``{"kind": "step", "index": i, "count": n}``: they reached story step i of n;
    - ``{"kind": "answer", "question": key, "choice": text}``: they checked an answer.

    Anything else, a question or choice the version does not have, a step count that is not
    its story's, or a key more or less, raises RecordRejected; after the class has ended,
    RecordsClosed. ``key`` is the page's key of the message (its ``Idempotency-Key``, the same
    when the page retries the POST): an answer whose key the student already used records
    nothing again. The progress is complete once every step was reached and every question
    answered."""
    if student.classroom_id != assignment.classroom_id:
        raise RecordRejected("not an assignment of the student's class")
    if classroom_ended(assignment.classroom):
        raise RecordsClosed
    if key and not RECORD_KEY.match(key):
        raise RecordRejected("an Idempotency-Key is 1 to 64 letters, digits, - or _")
    quiz = lesson_quiz(assignment.version.content)
    message = _checked(message, quiz.steps)
    if message["kind"] == "answer":
        question = quiz.question(message["question"])
        if question is None:
            raise RecordRejected("no such question in this lesson")
        choice = question.choice_index(message["choice"])
        if choice is None:
            raise RecordRejected("no such choice in this question")
    with transaction.atomic():
        progress, _created = Progress.objects.select_for_update().get_or_create(
            student=student, assignment=assignment
        )
        if message["kind"] == "step" and message["index"] not in progress.steps_reached:
            progress.steps_reached = sorted([*progress.steps_reached, message["index"]])
        if message["kind"] == "answer":
            if key and QuizAnswer.objects.filter(student=student, record_key=key).exists():
                # the page's retry of a POST whose response was lost: recorded already
                return progress
            tries = QuizAnswer.objects.filter(
                student=student, assignment=assignment, question=question.key
            ).count()
            QuizAnswer.objects.create(
                student=student,
                assignment=assignment,
                question=question.key,
                choice=choice,
                correct=choice in question.correct,
                attempt=tries + 1,
                record_key=key,
            )
        keys = {q.key for q in quiz.questions}
        if progress.completed_at is None and _completed(progress, steps=quiz.steps, questions=keys):
            progress.completed_at = timezone.now()
        progress.save()
        transaction.on_commit(
            lambda: _publish(assignment.classroom_id, assignment_id=assignment.pk)
        )
    return progress


def _publish(classroom_id, *, assignment_id) -> None:
    """Tell the class's live views that its records changed."""
    layer = get_channel_layer()
    if layer is None:
        return
    event = {"type": "class.record", "assignment": assignment_id}
    async_to_sync(layer.group_send)(classroom_group(classroom_id), event)


def _last_activity(classroom: Classroom) -> datetime.date:
    moments = [
        classroom.created_at,
        classroom.students.aggregate(at=Max("joined_at"))["at"],
        QuizAnswer.objects.filter(student__classroom=classroom).aggregate(at=Max("answered_at"))[
            "at"
        ],
        Progress.objects.filter(student__classroom=classroom).aggregate(at=Max("updated_at"))["at"],
    ]
    return timezone.localdate(max(m for m in moments if m is not None))


def classroom_records_expire_on(classroom: Classroom) -> datetime.date:
    """The day a class's student records are deleted: ``GENUI_CLASS_RECORDS_RETENTION_DAYS``
    after the class ends, or, for a class without an end date, after its last activity."""
    end = classroom.ends_on or _last_activity(classroom)
    return end + datetime.timedelta(days=settings.GENUI_CLASS_RECORDS_RETENTION_DAYS)


def records_purge(*, today: datetime.date | None = None, dry_run: bool = False) -> dict:
    """Delete the students (with their answers and progress) of every class whose records
    have expired -> {"classes": n, "students": n}. The classes and their assignments stay:
    they are the teacher's, not the students'."""
    today = today or timezone.localdate()
    expired = [
        classroom
        for classroom in Classroom.objects.filter(students__isnull=False).distinct()
        if classroom_records_expire_on(classroom) <= today
    ]
    students = Student.objects.filter(classroom__in=expired)
    count = students.count()
    if not dry_run:
        students.delete()
    return {"classes": len(expired), "students": count}
