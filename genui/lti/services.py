"""What a verified LTI launch does on the site: an LMS course becomes a class, an LMS activity
one of its assignments, an LMS instructor a teacher account, an LMS learner a pseudonymous
student of the class; and a learner's finished quiz becomes a score on the activity's line
item (Assignment and Grade Services).

The platform's user id (``sub``) is never stored as such: instructors are found by a keyed
hash of it (``LtiInstructor.subject_hash``), learners by the hash of a token derived from it
(``Student.token_hash``, as for any student of a class). The ``sub`` itself lives only in the
learner's launch handle in the cache, for as long as grade passback needs it (docs/privacy.md).
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass

import requests
from django.core import signing
from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.crypto import salted_hmac
from django.utils.translation import gettext as _
from pylti1p3.assignments_grades import AssignmentsGradesService
from pylti1p3.grade import Grade
from pylti1p3.names_roles import NamesRolesProvisioningService
from pylti1p3.service_connector import ServiceConnector

from genui.accounts.models import User
from genui.accounts.services import user_create
from genui.classroom.codes import token_hash
from genui.classroom.lesson_quiz import lesson_quiz
from genui.classroom.models import Assignment, Classroom, Progress, QuizAnswer, Student
from genui.classroom.pseudonyms import pseudonym_suggest
from genui.classroom.services import classroom_create
from genui.lessons.models import Lesson, LessonVersion
from genui.lti.models import LtiContext, LtiInstructor, LtiResourceLink, Platform
from genui.lti.tool_conf import platform_registration

log = logging.getLogger(__name__)

CLAIM = "https://purl.imsglobal.org/spec/lti/claim/"
AGS_CLAIM = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint"
SCORE_SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/score"
NRPS_CLAIM = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice"
# a course's membership is read at most this many pages deep (pylti1p3's own loop has no end)
ROSTER_PAGES = 50
# the custom parameter a deep-linked activity carries: the lesson version, signed by the tool
CUSTOM_VERSION = "clover_version"
VERSION_SALT = "genui.lti.version"
# how long a launch's handle (the key of what the pages after the launch need) lives
PLATFORM_TIMEOUT = 10
HANDLE_SECONDS = {"learn": 12 * 3600, "pick": 3600, "open": 120}


class PatientSession(requests.Session):
    """A requests session that waits for a platform at most ``PLATFORM_TIMEOUT`` seconds."""

    def request(self, *args, **kwargs):
        kwargs.setdefault("timeout", PLATFORM_TIMEOUT)
        return super().request(*args, **kwargs)


class LaunchRefused(Exception):
    """A verified launch that the tool cannot serve; the message is for the person. ``kept``
    says what the launch made all the same, where it made something (the refusal page says
    otherwise that nothing was recorded)."""

    def __init__(self, message: str, *, kept: str = ""):
        super().__init__(message)
        self.kept = kept


def class_teacher_check(*, lti_context: LtiContext, user: User) -> None:
    """Refuse an instructor whose teacher account is not the one the course's class belongs
    to (a co-teacher): their account was made by this launch, and an admin can point their
    LMS account at the class's teacher account instead."""
    if lti_context.classroom.teacher_id != user.pk:
        raise LaunchRefused(
            _("This course's class belongs to another teacher account of Clover GenUI."),
            kept=_(
                "Your LMS account now has a teacher account of its own on Clover GenUI, with "
                "no lessons or classes. The site's administrator can link your LMS account to "
                "the class's teacher account (LMS instructors, in the site's admin); the "
                "activity then opens for you."
            ),
        )


def subject_hash(*, platform: Platform, sub: str) -> str:
    """A keyed hash of the platform's user id: the same for every launch, useless elsewhere."""
    return salted_hmac("genui.lti.subject", f"{platform.pk}|{sub}").hexdigest()


def handle_new(*, kind: str, data: dict) -> str:
    """A random handle for ``data`` in the cache: the pages after a launch carry it in their
    URL instead of relying on cookies, which an LMS's frame may not keep."""
    handle = secrets.token_urlsafe(24)
    cache.set(f"lti:{kind}:{handle}", data, HANDLE_SECONDS[kind])
    return handle


def handle_get(*, kind: str, handle: str) -> dict | None:
    return cache.get(f"lti:{kind}:{handle}") if kind in HANDLE_SECONDS else None


def handle_update(*, kind: str, handle: str, data: dict) -> None:
    cache.set(f"lti:{kind}:{handle}", data, HANDLE_SECONDS[kind])


def handle_take(*, kind: str, handle: str) -> dict | None:
    """The handle's data, once: the handle is gone afterwards. Of two requests taking it at
    once, only the one whose delete removed it gets the data."""
    key = f"lti:{kind}:{handle}"
    data = cache.get(key)
    if data is None or not cache.delete(key):
        return None
    return data


def launch_language(launch: dict) -> str:
    locale = str(launch.get(f"{CLAIM}launch_presentation", {}).get("locale") or "")
    return "zh" if locale.lower().startswith("zh") else "en"


def instructor_user(*, platform: Platform, launch: dict) -> User:
    """The site's teacher account of the launching instructor: the one an admin linked, or
    a new one (no password: it signs in only through launches) on their first launch."""
    digest = subject_hash(platform=platform, sub=launch["sub"])
    link = LtiInstructor.objects.select_related("user").filter(
        platform=platform, subject_hash=digest
    )
    if link.exists():
        return link.first().user
    with transaction.atomic():
        user = user_create(
            username=f"lti-{platform.pk}-{digest[:16]}",
            password=secrets.token_urlsafe(24),
            role="teacher",
            display_name=str(launch.get("name") or "")[:150],
        )
        user.set_unusable_password()
        user.save(update_fields=["password"])
        LtiInstructor.objects.create(platform=platform, subject_hash=digest, user=user)
    return user


def _context_claim(launch: dict) -> dict:
    context = launch.get(f"{CLAIM}context") or {}
    if not context.get("id"):
        raise LaunchRefused(_("This launch comes from no course: open it from a course."))
    return context


def context_of(*, platform: Platform, launch: dict) -> LtiContext | None:
    context = _context_claim(launch)
    return (
        LtiContext.objects.select_related("classroom")
        .filter(
            platform=platform,
            deployment_id=launch[f"{CLAIM}deployment_id"],
            context_id=context["id"],
        )
        .first()
    )


def context_ensure(*, platform: Platform, launch: dict, teacher: User) -> LtiContext:
    """The course's class, made for ``teacher`` on the course's first instructor launch."""
    existing = context_of(platform=platform, launch=launch)
    if existing is not None:
        return existing
    context = _context_claim(launch)
    name = str(context.get("title") or context.get("label") or _("LMS course"))[:100]
    with transaction.atomic():
        classroom = classroom_create(
            teacher=teacher, name=name, grade="middle", language=launch_language(launch)
        )
        return LtiContext.objects.create(
            platform=platform,
            deployment_id=launch[f"{CLAIM}deployment_id"],
            context_id=context["id"],
            classroom=classroom,
        )


def version_token(version: LessonVersion) -> str:
    """The custom parameter value that names ``version`` in a deep-linked activity, signed so
    that nobody editing the activity in the LMS can name another lesson."""
    return signing.dumps(version.pk, salt=VERSION_SALT)


def version_from_token(token) -> LessonVersion | None:
    try:
        pk = signing.loads(str(token), salt=VERSION_SALT)
    except signing.BadSignature:
        return None
    return LessonVersion.objects.select_related("lesson").filter(pk=pk).first()


def linkable_versions(*, teacher: User) -> list[LessonVersion]:
    """What a teacher may link as an activity: their own lessons and the published ones,
    each at its current version, written in lesson markup."""
    lessons = (
        Lesson.objects.filter(current_version__kind=LessonVersion.Kind.MARKUP)
        .exclude(status__in=[Lesson.Status.ARCHIVED, Lesson.Status.REJECTED])
        .select_related("current_version")
        .order_by("title")
    )
    own = [lesson.current_version for lesson in lessons.filter(owner=teacher)]
    published = [
        lesson.current_version
        for lesson in lessons.filter(status=Lesson.Status.PUBLISHED).exclude(owner=teacher)[:200]
    ]
    return own + published


def linkable_version(*, teacher: User, version_id) -> LessonVersion | None:
    versions = linkable_versions(teacher=teacher)
    return next((v for v in versions if str(v.pk) == str(version_id)), None)


def resource_link_assignment(*, lti_context: LtiContext, launch: dict) -> Assignment | None:
    """The assignment an LMS activity opens: the one it opened before, or, on its first
    launch, a new assignment of the lesson version its deep link named."""
    link_id = (launch.get(f"{CLAIM}resource_link") or {}).get("id")
    if not link_id:
        return None
    link = lti_context.links.select_related("assignment").filter(resource_link_id=link_id).first()
    if link is not None:
        return link.assignment
    custom = launch.get(f"{CLAIM}custom") or {}
    version = version_from_token(custom.get(CUSTOM_VERSION))
    if version is None or version.kind != LessonVersion.Kind.MARKUP:
        return None
    with transaction.atomic():
        assignment, _created = Assignment.objects.get_or_create(
            classroom=lti_context.classroom, version=version, defaults={"lesson": version.lesson}
        )
        LtiResourceLink.objects.get_or_create(
            context=lti_context, resource_link_id=link_id, defaults={"assignment": assignment}
        )
    return assignment


def learner_token_hash(*, platform: Platform, classroom: Classroom, sub: str) -> str:
    """The ``Student.token_hash`` of an LMS learner in the course's class: the hash of a
    token derived from their ``sub``, which is not kept."""
    token = salted_hmac("genui.lti.learner", f"{platform.pk}|{sub}|{classroom.pk}").hexdigest()
    return token_hash(token)


def learner_student(*, platform: Platform, classroom: Classroom, sub: str) -> Student:
    """The class's student for this LMS learner: found by the hash of a token derived from
    their ``sub``, made on their first launch under a pseudonym the site picks."""
    digest = learner_token_hash(platform=platform, classroom=classroom, sub=sub)
    student = Student.objects.filter(classroom=classroom, token_hash=digest).first()
    if student is not None:
        return student
    for _attempt in range(5):
        taken = set(classroom.students.values_list("display_name", flat=True))
        name = pseudonym_suggest(language=classroom.language, taken=taken)
        try:
            with transaction.atomic():
                return Student.objects.create(
                    classroom=classroom, display_name=name, token_hash=digest
                )
        except IntegrityError:
            student = Student.objects.filter(classroom=classroom, token_hash=digest).first()
            if student is not None:
                return student
    raise LaunchRefused(_("The class could not take one more student. Try again."))


def learner_score(*, student: Student, assignment: Assignment) -> tuple[int, int] | None:
    """(questions right on the first try, questions) once every question of the assignment
    was answered, else None."""
    quiz = lesson_quiz(assignment.version.content)
    keys = {question.key for question in quiz.questions}
    if not keys:
        return None
    first = dict(
        QuizAnswer.objects.filter(student=student, assignment=assignment, attempt=1).values_list(
            "question", "correct"
        )
    )
    if not keys <= set(first):
        return None
    return sum(1 for key in keys if first[key]), len(keys)


def score_send(
    *,
    platform: Platform,
    endpoint: dict,
    sub: str,
    given: int,
    maximum: int,
    progress: str = "Completed",
) -> None:
    """Post a finished quiz's score to the activity's line item (AGS), with an access token
    the platform gives for the tool's signed client credentials. ``progress`` is the AGS
    activityProgress: Submitted while story steps remain, Completed once the lesson is."""
    connector = ServiceConnector(platform_registration(platform), PatientSession())
    service = AssignmentsGradesService(connector, endpoint)
    grade = (
        Grade()
        .set_score_given(given)
        .set_score_maximum(maximum)
        .set_timestamp(timezone.now().isoformat())
        .set_activity_progress(progress)
        .set_grading_progress("FullyGraded")
        .set_user_id(sub)
    )
    service.put_grade(grade)


def learner_progress(*, student: Student, assignment: Assignment) -> str:
    """The AGS activityProgress of a learner whose quiz is finished: Completed when the class
    counts the lesson completed (every story step reached too), else Submitted, so that the
    LMS never says more than the class view."""
    done = Progress.objects.filter(
        student=student, assignment=assignment, completed_at__isnull=False
    ).exists()
    return "Completed" if done else "Submitted"


def learner_passback(*, handle: str, data: dict, student: Student, assignment: Assignment) -> bool:
    """Send the learner's score once their quiz is finished, and once more when they then
    finish the lesson (Submitted, then Completed), if the activity has a line item ->
    whether a score was sent now. A launch sends each progress at most once."""
    endpoint = data.get("ags") or {}
    if not endpoint.get("lineitem") or SCORE_SCOPE not in (endpoint.get("scope") or []):
        return False
    sent = data.get("scored") or []
    if len(sent) > 2 and sent[2] == "Completed":
        return False
    score = learner_score(student=student, assignment=assignment)
    if score is None:
        return False
    progress = learner_progress(student=student, assignment=assignment)
    if len(sent) > 2 and sent[2] == progress:
        return False
    platform = Platform.objects.filter(pk=data["platform"]).first()
    if platform is None:
        return False
    try:
        score_send(
            platform=platform,
            endpoint=endpoint,
            sub=data["sub"],
            given=score[0],
            maximum=score[1],
            progress=progress,
        )
    except Exception:
        # the platform's trouble: the next message of this launch tries again
        log.exception("LTI score passback to %s failed", platform.issuer)
        return False
    handle_update(kind="learn", handle=handle, data={**data, "scored": [*score, progress]})
    return True


def memberships_remember(*, lti_context: LtiContext, launch: dict) -> None:
    """Keep the course's Names and Roles URL from an instructor's launch, for the roster."""
    url = str((launch.get(NRPS_CLAIM) or {}).get("context_memberships_url") or "")[:500]
    if url.startswith(("https://", "http://")) and url != lti_context.memberships_url:
        lti_context.memberships_url = url
        lti_context.save(update_fields=["memberships_url"])


class RosterUnavailable(Exception):
    """The course's roster cannot be read; the message is for the teacher."""


@dataclass(frozen=True)
class RosterMember:
    name: str
    role: str  # "instructor", "learner" or "other"
    active: bool
    student: Student | None  # the class's student for an LMS learner who launched


def _member_role(roles: list) -> str:
    names = {str(role).rpartition("#")[2] for role in roles or []}
    if names & {"Learner", "Member"}:
        return "learner"
    if names & {"Instructor", "Administrator", "TeachingAssistant", "ContentDeveloper"}:
        return "instructor"
    return "other"


def _member_name(member: dict) -> str:
    name = member.get("name") or " ".join(
        str(member.get(part) or "") for part in ("given_name", "family_name")
    )
    return str(name).strip()[:150]


def roster(lti_context: LtiContext) -> list[RosterMember]:
    """The LMS course's members now (LTI Names and Roles, read from the platform each time:
    their names are shown to the teacher and never stored), each learner with the class's
    student they are, if they launched an activity. Learners first, then by name."""
    url = lti_context.memberships_url
    if not url:
        raise RosterUnavailable(
            _(
                "The LMS has not offered its course roster (LTI Names and Roles) in a launch "
                "yet: turn the service on in the tool's settings in the LMS, then open an "
                "activity of the course once as its teacher."
            )
        )
    platform = lti_context.platform
    connector = ServiceConnector(platform_registration(platform), PatientSession())
    service = NamesRolesProvisioningService(connector, {"context_memberships_url": url})
    members: list = []
    pages = 0
    while url and pages < ROSTER_PAGES:
        page, url = service.get_members_page(url)
        members.extend(page)
        pages += 1
    classroom = lti_context.classroom
    students = {student.token_hash: student for student in classroom.students.all()}
    found = []
    for member in members:
        if not isinstance(member, dict) or not member.get("user_id"):
            continue
        role = _member_role(member.get("roles") or [])
        digest = learner_token_hash(
            platform=platform, classroom=classroom, sub=str(member["user_id"])
        )
        found.append(
            RosterMember(
                name=_member_name(member),
                role=role,
                active=member.get("status", "Active") == "Active",
                student=students.get(digest) if role == "learner" else None,
            )
        )
    order = {"learner": 0, "instructor": 1, "other": 2}
    return sorted(found, key=lambda m: (order[m.role], m.name.casefold()))
