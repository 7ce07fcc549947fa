"""The source view: a lesson's markup in a code editor, for teachers who write markup.

CodeMirror 6 (npm, served by the site through `genui.studio.importmap`) highlights the markup
and shows what the sanitiser would refuse inline, at its line and column; the preview beside
it re-renders each change through the same sanitiser (`genui.lessons.editing.edited`) and the
same live-preview frame as the edit form. Saving is the edit form's path too
(`generation_lesson_edit` with the whole markup as the edit): a new version by the teacher,
checked in the browser by a worker. The owner saves; curators read and check.
Without JavaScript the editor is a plain text area, and saving works the same.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from genui.core.params import json_bad_parameters
from genui.generation.services import QueueFull, generation_lesson_edit
from genui.lessons.editing import SOURCE, edited
from genui.lessons.models import Lesson, LessonVersion
from genui.lessons.selectors import lesson_readable
from genui.lessons.services import EDITABLE, LessonTransitionError
from genui.markup.sanitizer import SanitizeResult
from genui.studio.importmap import editor_import_map
from genui.studio.views import edit_base


def _readable_lesson(request, lesson_id: int) -> tuple[Lesson, LessonVersion]:
    """The lesson (its owner's, or any for a curator) and the version the source was opened
    on (`edit_base`); 404 without a markup version."""
    lesson = lesson_readable(user=request.user, lesson_id=lesson_id)
    if lesson is None:
        raise Http404("no lesson page written in lesson markup here")
    return lesson, edit_base(request, lesson)


def _problems(result: SanitizeResult) -> list[dict]:
    return [item.as_dict() for item in result.dropped]


def _strings() -> dict[str, str]:
    """What static/studio/source.js says, in the teacher's language."""
    return {
        "problems": _("The checks would remove:"),
        "clean": _("The checks keep everything."),
        "line": _("Line {line}"),
        "failed": _("The markup could not be checked just now; your text is unchanged."),
        "too_large": _(
            "The markup is larger than the site takes in one request: it cannot be checked "
            "or saved until it is shorter. Your text is unchanged."
        ),
    }


@login_required
@require_http_methods(["GET", "POST"])
def lesson_source(request, lesson_id: int):
    """The markup of the version in an editor beside the preview; POST saves it."""
    lesson, base = _readable_lesson(request, lesson_id)
    can_save = lesson.owner_id == request.user.pk and lesson.status in EDITABLE
    source, errors, problems = base.content, [], []
    if request.method == "POST":
        source = request.POST.get("markup", "")
        try:
            if lesson.status not in EDITABLE:
                raise LessonTransitionError(
                    _("Only a draft can be edited: withdraw it from review first.")
                )
            generation_lesson_edit(
                lesson=lesson,
                base=base,
                edits={SOURCE: source},
                user=request.user,
                active_limit=settings.GENUI_ACTIVE_JOBS_PER_TEACHER,
            )
        except ValidationError as error:
            # the sanitiser's refusals again, with where they are, for the list beside the editor
            problems = _problems(edited(base.content, {SOURCE: source}))
            errors = [] if problems else error.messages
        except (LessonTransitionError, PermissionDenied, QueueFull) as error:
            errors = [str(error)]
        else:
            messages.success(
                request, _("Saved as a new version. A worker is checking it in the browser.")
            )
            return redirect("studio:lesson", lesson_id=lesson.pk)
    context = {
        "lesson": lesson,
        "base": base,
        "source": source,
        "can_save": can_save,
        "errors": errors,
        "problems": problems,
        "importmap": editor_import_map(),
        "strings": _strings(),
    }
    return render(request, "studio/source.html", context, status=400 if errors or problems else 200)


@login_required
@require_POST
@json_bad_parameters
def lesson_source_check(request, lesson_id: int):
    """The markup after the sanitiser, for the preview, and each thing it refused with its
    line and column in the source, for the editor's diagnostics."""
    _, base = _readable_lesson(request, lesson_id)
    result = edited(base.content, {SOURCE: request.POST.get("markup", "")})
    return JsonResponse({"markup": result.markup, "problems": _problems(result)})
