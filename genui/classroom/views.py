"""The students' side: join a class with its code, pick a name, see the class's lessons,
open one, and the endpoint the lesson page's parent posts records to.

A student is known by a token in a cookie of the site (``clover_class_<id>``, HttpOnly),
so a reload or a second visit continues. The lesson document itself is served sandboxed on
an opaque origin (`genui.lessons.documents`) and never sees it: the page around it, on the
site's origin, relays the lesson's messages (static/classroom/lesson.js, docs/classroom.md).
"""

from __future__ import annotations

import datetime

from django.core.exceptions import ValidationError
from django.http import Http404, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from genui.classroom.codes import code_display
from genui.classroom.forms import JoinForm, NameForm
from genui.classroom.models import Progress
from genui.classroom.pseudonyms import pseudonym_suggest
from genui.classroom.selectors import assignment_of, classroom_by_code, student_by_token
from genui.classroom.services import (
    classroom_open,
    join_allowed,
    join_failed,
    record_posted,
    student_join,
)
from genui.lessons.documents import lesson_page_response, lesson_student, version_page_render
from genui.lessons.sharing import qr_svg

TOKEN_MAX_AGE = datetime.timedelta(days=400)


def student_cookie(classroom_id) -> str:
    return f"clover_class_{classroom_id}"


def _student(request, classroom_id):
    return student_by_token(
        classroom_id=classroom_id, token=request.COOKIES.get(student_cookie(classroom_id))
    )


def _private(response: HttpResponse) -> HttpResponse:
    """A student's page: never indexed or kept by a cache. Its referrer policy stays the
    site's ("same-origin": a join link's code never leaves the site); "no-referrer" would make
    the browser send ``Origin: null`` with the page's POSTs, which the CSRF check refuses."""
    response["X-Robots-Tag"] = "noindex, nofollow"
    response["Cache-Control"] = "private, no-store"
    return response


def _address(request) -> str:
    return request.META.get("REMOTE_ADDR") or "unknown"


def _too_many(request):
    response = render(request, "classroom/join.html", {"form": JoinForm(), "throttled": True})
    response.status_code = 429
    response["Retry-After"] = "600"
    return _private(response)


def join(request):
    """Type the class code."""
    form = JoinForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        if not join_allowed(address=_address(request)):
            return _too_many(request)
        classroom = classroom_by_code(typed=form.cleaned_data["code"])
        if classroom_open(classroom):
            return redirect("classroom:join-code", code=classroom.code)
        join_failed(address=_address(request))
        form.add_error("code", _unknown_code())
    status = 400 if form.errors else 200
    return _private(render(request, "classroom/join.html", {"form": form}, status=status))


def _unknown_code() -> str:
    return _("No class is open with this code. Check it with your teacher.")


def join_code(request, code: str):
    """Choose a name in the class (a pseudonym is offered); a browser that already joined
    goes straight to the class's lessons."""
    if not join_allowed(address=_address(request)):
        return _too_many(request)
    classroom = classroom_by_code(typed=code)
    if not classroom_open(classroom):
        join_failed(address=_address(request))
        form = JoinForm(initial={"code": code})
        context = {"form": form, "error": _unknown_code()}
        return _private(render(request, "classroom/join.html", context, status=404))
    if _student(request, classroom.pk) is not None:
        return redirect("classroom:learn", classroom_id=classroom.pk)
    taken = set(classroom.students.values_list("display_name", flat=True))
    form = NameForm(
        request.POST or None,
        initial={"display_name": pseudonym_suggest(language=classroom.language, taken=taken)},
    )
    if request.method == "POST" and form.is_valid():
        try:
            _, token = student_join(
                classroom=classroom, display_name=form.cleaned_data["display_name"]
            )
        except ValidationError as error:
            form.add_error("display_name", error)
        else:
            response = redirect("classroom:learn", classroom_id=classroom.pk)
            response.set_cookie(
                student_cookie(classroom.pk),
                token,
                max_age=TOKEN_MAX_AGE,
                httponly=True,
                samesite="Lax",
                secure=request.is_secure(),
            )
            return response
    context = {"classroom": classroom, "form": form, "code": code_display(classroom.code)}
    status = 400 if form.errors else 200
    return _private(render(request, "classroom/name.html", context, status=status))


@require_GET
def join_qr(request, code: str):
    """A QR code of an open class's join link, addressed by its code: a projector shows it
    without signing in, and it says nothing the code does not. A code that opens no class is
    a failed join (rate limited like typing it), so the image is no way to guess codes."""
    if not join_allowed(address=_address(request)):
        return _too_many(request)
    classroom = classroom_by_code(typed=code)
    if not classroom_open(classroom):
        join_failed(address=_address(request))
        raise Http404("no class is open with this code")
    url = request.build_absolute_uri(reverse("classroom:join-code", args=[classroom.code]))
    response = HttpResponse(
        qr_svg(url, title=_("QR code to join the class")), content_type="image/svg+xml"
    )
    response["Cache-Control"] = "private, no-store"
    response["Content-Security-Policy"] = "default-src 'none'; frame-ancestors 'self'"
    return response


def _student_or_join(request, classroom_id: int):
    student = _student(request, classroom_id)
    if student is None:
        raise Http404("join the class with its code first")
    return student


def _to_join() -> HttpResponse:
    """Where a browser without this class's token goes: the page that asks for a code (it
    says nothing about the class it came from)."""
    return _private(redirect("classroom:join"))


@require_GET
def class_lessons(request, classroom_id: int):
    """The class's lessons, for one of its students (others are sent to join)."""
    student = _student(request, classroom_id)
    if student is None:
        return _to_join()
    classroom = student.classroom
    done = {
        p.assignment_id: p
        for p in Progress.objects.filter(student=student, assignment__classroom=classroom)
    }
    assignments = [
        (assignment, done.get(assignment.pk))
        for assignment in classroom.assignments.select_related("lesson", "version")
    ]
    context = {"student": student, "classroom": classroom, "assignments": assignments}
    return _private(render(request, "classroom/student_class.html", context))


def _student_assignment(student, assignment_id: int):
    assignment = assignment_of(classroom=student.classroom, assignment_id=assignment_id)
    if assignment is None:
        raise Http404("no such lesson in this class")
    return assignment


def _assignment(request, classroom_id: int, assignment_id: int):
    student = _student_or_join(request, classroom_id)
    return student, _student_assignment(student, assignment_id)


@require_GET
def lesson(request, classroom_id: int, assignment_id: int):
    """The page around the lesson: it frames the sandboxed lesson and relays its records."""
    student = _student(request, classroom_id)
    if student is None:
        return _to_join()
    assignment = _student_assignment(student, assignment_id)
    context = {
        "student": student,
        "classroom": student.classroom,
        "assignment": assignment,
        "record_url": reverse("classroom:record", args=[classroom_id, assignment_id]),
        "page_url": reverse("classroom:lesson-page", args=[classroom_id, assignment_id]),
    }
    return _private(render(request, "classroom/student_lesson.html", context))


@require_GET
def lesson_page(request, classroom_id: int, assignment_id: int):
    """The pinned version as a lesson document, sandboxed like every lesson page."""
    _student_obj, assignment = _assignment(request, classroom_id, assignment_id)
    version = assignment.version
    # the quiz's order is seeded by this browser's lesson id, as on every lesson page (never
    # by the class token, which the lesson document must not see)
    seed = lesson_student(request)
    page = version_page_render(version, student=seed)
    return _private(lesson_page_response(page, student=seed))


def _error(status: int, error: str, message: str = "") -> JsonResponse:
    """A refused record: ``error`` for developers; ``message``, in the student's language, for
    the refusals the page shows the student as they are (lesson.js)."""
    body = {"error": error, **({"message": message} if message else {})}
    return JsonResponse(body, status=status)


@require_POST
def record(request, classroom_id: int, assignment_id: int):
    """One message of the lesson page, relayed by its parent page (JSON, CSRF-protected,
    the student's token cookie as the credential, an ``Idempotency-Key`` the same on every
    try): 204 when recorded, or recorded already."""
    student = _student(request, classroom_id)
    if student is None:
        # the class was deleted, or the teacher removed this student: nothing more is kept
        return _error(
            403,
            "not a student of this class",
            _(
                "You are no longer in this class (it was deleted, or your teacher removed you): "
                "your answers are not saved. Ask your teacher for the class code to join again."
            ),
        )
    assignment = assignment_of(classroom=student.classroom, assignment_id=assignment_id)
    if assignment is None:
        return _error(404, "no such lesson in this class")
    _message, refused = record_posted(
        student=student,
        assignment=assignment,
        body=request.body,
        key=request.headers.get("Idempotency-Key", ""),
    )
    if refused is None:
        return HttpResponse(status=204)
    status, error = refused
    if status == 410:
        return _error(status, error, _("This class has ended: your answers are not saved."))
    return _error(status, error)
