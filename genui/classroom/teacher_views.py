"""The teacher's class pages in the studio: their classes, one class (its code, join link
and QR code, its lessons and students), the class view of one assigned lesson, the CSV export.
Signed-in teachers only, each their own classes only: anybody else gets 404."""

from __future__ import annotations

import csv

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from genui.classroom.codes import code_display
from genui.classroom.forms import ClassroomForm
from genui.classroom.selectors import (
    assignable_lessons,
    assignment_of,
    assignment_report,
    classroom_csv_rows,
    classroom_list,
    classroom_owned,
)
from genui.classroom.services import (
    assignment_create,
    classroom_code_regenerate,
    classroom_code_revoke,
    classroom_create,
    classroom_delete,
    classroom_records_expire_on,
    student_delete,
)
from genui.lessons.selectors import lesson_owned

# a CSV cell that starts with one of these is a formula to a spreadsheet: written as text
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _own_class(request, classroom_id: int):
    classroom = classroom_owned(user=request.user, classroom_id=classroom_id)
    if classroom is None:
        # the same answer for "missing" and "not yours"
        raise Http404("no such class")
    return classroom


def join_url(request, classroom) -> str:
    if not classroom.code:
        return ""
    return request.build_absolute_uri(reverse("classroom:join-code", args=[classroom.code]))


@login_required
def classes(request):
    """The teacher's classes, and the form that makes a new one."""
    form = ClassroomForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        classroom = classroom_create(teacher=request.user, **form.cleaned_data)
        return redirect("classroom:class", classroom_id=classroom.pk)
    context = {"classes": classroom_list(teacher=request.user), "form": form}
    return render(request, "classroom/classes.html", context, status=400 if form.errors else 200)


@login_required
@require_GET
def class_detail(request, classroom_id: int):
    classroom = _own_class(request, classroom_id)
    context = {
        "classroom": classroom,
        "code": code_display(classroom.code or ""),
        "join_url": join_url(request, classroom),
        "assignments": classroom.assignments.select_related("lesson", "version"),
        "students": classroom.students.all(),
        "lessons": assignable_lessons(teacher=request.user),
        "expires_on": classroom_records_expire_on(classroom),
    }
    return render(request, "classroom/class.html", context)


def _assign(request, classroom) -> None:
    lesson = lesson_owned(user=request.user, lesson_id=request.POST.get("lesson"))
    if lesson is None:
        raise Http404("no such lesson")
    try:
        assignment_create(classroom=classroom, lesson=lesson)
    except ValidationError as error:
        messages.error(request, " ".join(error.messages))
    else:
        messages.success(request, _("Lesson assigned."))


@login_required
@require_POST
def class_action(request, classroom_id: int, action: str):
    classroom = _own_class(request, classroom_id)
    if action == "assign":
        _assign(request, classroom)
    elif action == "new-code":
        classroom_code_regenerate(classroom=classroom)
        messages.success(request, _("The class has a new code: the old one no longer works."))
    elif action == "close":
        classroom_code_revoke(classroom=classroom)
        messages.success(request, _("Joining is closed: the code no longer works."))
    elif action == "delete":
        if request.POST.get("confirm") != "yes":
            messages.error(request, _("Tick the box to confirm that the class is to be deleted."))
            return redirect("classroom:class", classroom_id=classroom.pk)
        classroom_delete(classroom=classroom)
        messages.success(request, _("The class and all its students' records are deleted."))
        return redirect("classroom:classes")
    else:
        raise Http404("unknown action")
    return redirect("classroom:class", classroom_id=classroom.pk)


@login_required
@require_POST
def student_remove(request, classroom_id: int, student_id: int):
    classroom = _own_class(request, classroom_id)
    student = classroom.students.filter(pk=student_id).first()
    if student is None:
        raise Http404("no such student")
    student_delete(student=student)
    messages.success(
        request,
        _("%(name)s and all their records are deleted.") % {"name": student.display_name},
    )
    return redirect("classroom:class", classroom_id=classroom.pk)


@login_required
@require_GET
def assignment_view(request, classroom_id: int, assignment_id: int):
    """The class view of one assigned lesson; ``?part=figures`` is its figures alone, which
    the page fetches again whenever the class's websocket says a record changed."""
    classroom = _own_class(request, classroom_id)
    assignment = assignment_of(classroom=classroom, assignment_id=assignment_id)
    if assignment is None:
        raise Http404("no such assignment")
    context = {"classroom": classroom, "report": assignment_report(assignment=assignment)}
    template = "classroom/_figures.html" if request.GET.get("part") == "figures" else None
    response = render(request, template or "classroom/assignment.html", context)
    response["Cache-Control"] = "private, no-store"
    return response


def _cell(value) -> str:
    text = str(value)
    return "'" + text if text.startswith(FORMULA_STARTS) else text


@login_required
@require_GET
def class_export(request, classroom_id: int):
    """The class's records as CSV (UTF-8 with a byte order mark, which spreadsheets need to
    read Chinese names)."""
    classroom = _own_class(request, classroom_id)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    filename = f"{slugify(classroom.name) or 'class'}-records.csv"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response["Cache-Control"] = "private, no-store"
    response.write("\ufeff")
    writer = csv.writer(response)
    for row in classroom_csv_rows(classroom=classroom):
        writer.writerow([_cell(value) for value in row])
    return response
