"""Studio pages. Thin: reads through selectors, writes through services."""

from __future__ import annotations

import dataclasses
import difflib
import re

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, JsonResponse
from django.shortcuts import redirect, render
from django.utils.http import content_disposition_header
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from genui.core.params import BadParameter, id_param, json_bad_parameters
from genui.generation.models import MAX_PROMPT_CHARS
from genui.generation.services import MAX_INSTRUCTION_CHARS, QueueFull, generation_lesson_edit
from genui.lessons.catalog import catalog_subjects, catalog_topic_get
from genui.lessons.documents import lesson_document_response, version_document
from genui.lessons.editing import editable_fields, edited
from genui.lessons.models import Grade, Language, Lesson, LessonVersion
from genui.lessons.parts import lesson_parts
from genui.lessons.review_report import consistency_check
from genui.lessons.selectors import (
    LIBRARY_ALL,
    lesson_library,
    lesson_owned,
    lesson_published,
)
from genui.lessons.services import (
    EDITABLE,
    LessonTransitionError,
    lesson_archive,
    lesson_class_link_create,
    lesson_class_link_revoke,
    lesson_copy,
    lesson_restore,
    lesson_submit,
    lesson_version_restore,
    lesson_withdraw,
)
from genui.lessons.sharing import lesson_share_link
from genui.studio.forms import GenerationForm, LibraryFilterForm
from genui.worker.selectors import worker_model, worker_model_loading

# (language, subject, prompt): a chip fills in all three
EXAMPLE_PROMPTS = [
    ("en", "astronomy", "Why do solar and lunar eclipses happen?"),
    ("en", "biology", "The cell's energy factory: how mitochondria make ATP"),
    ("en", "astronomy", "Phases of the Moon for primary school, with a slider for the day"),
    ("zh", "astronomy", "为什么会有四季？"),
    ("zh", "chemistry", "原子结构：原子核和核外电子"),
]


def _own_lesson(request, lesson_id: int) -> Lesson:
    lesson = lesson_owned(user=request.user, lesson_id=lesson_id)
    if lesson is None:
        raise Http404("no such lesson")
    return lesson


def _library_search(values: dict) -> dict:
    """The library form's filters as `lesson_library`'s arguments (the scope apart)."""
    names = ("status", "subject", "grade", "language")
    return {"search": values.get("q", ""), **{name: values.get(name, "") for name in names}}


@login_required
@require_GET
def library(request):
    filters = LibraryFilterForm(request.GET or None)
    values = filters.cleaned_data if filters.is_valid() else {}
    lessons = lesson_library(
        user=request.user, scope=values.get("scope", ""), **_library_search(values)
    )
    # the scope alone is no search: an empty library still says how to start
    filtered = any(value for field, value in values.items() if field != "scope")
    everyone = values.get("scope") == LIBRARY_ALL
    # nothing of the teacher's own: say how many published lessons the same search finds
    others, everyone_url = 0, ""
    if not everyone and not lessons.exists():
        others = lesson_library(user=request.user, scope=LIBRARY_ALL, **_library_search(values))
        others = others.exclude(owner=request.user).count()
        query = request.GET.copy()
        query["scope"] = LIBRARY_ALL
        everyone_url = f"{request.path}?{query.urlencode()}"
    context = {
        "lessons": lessons,
        "filters": filters,
        "filtered": filtered,
        "everyone": everyone,
        "others": others,
        "everyone_url": everyone_url,
    }
    return render(request, "studio/library.html", context)


def _request_prefill(params, *, language: str) -> dict:
    """What the query fills in on the new-lesson form: ``grade`` and ``language``, and with
    ``topic`` (a catalog slug) the topic's name in the lesson's language (``language`` unless
    the query names one) as the request, and its subject. Values the form does not offer are
    ignored."""
    initial = {
        field: params[field]
        for field, values in (("grade", Grade.values), ("language", Language.values))
        if params.get(field) in values
    }
    topic = catalog_topic_get(slug=params.get("topic", ""))
    if topic is not None:
        initial.update(prompt=topic.name(initial.get("language", language)), subject=topic.subject)
    return initial


@login_required
@require_GET
def new_lesson(request):
    lesson = None
    initial = {"language": "zh" if request.LANGUAGE_CODE.startswith("zh") else "en"}
    if "lesson" in request.GET:
        lesson = _own_lesson(request, id_param(request.GET, "lesson"))
        version = lesson.current_version
        initial.update(version.request if version else {})
    else:
        initial.update(_request_prefill(request.GET, language=initial["language"]))
    form = GenerationForm(initial=initial)
    return render(
        request,
        "studio/new.html",
        {
            "form": form,
            "examples": EXAMPLE_PROMPTS,
            "prompt_limit": MAX_PROMPT_CHARS,
            "lesson": lesson,
            "model": worker_model(),
            "model_loading": worker_model_loading(),
            "topic_subjects": catalog_subjects(),
        },
    )


@login_required
@require_GET
def lesson_detail(request, lesson_id: int):
    lesson = _own_lesson(request, lesson_id)
    version = lesson.current_version
    context = {
        "lesson": lesson,
        # where the text states a number the scene shows otherwise: the teacher sees it first
        "scene_check": consistency_check(version) if version else None,
        "versions": lesson.versions.order_by("-number"),
        "notes": lesson.review_notes.select_related("author")[:20],
        "class_url": lesson_share_link(request, lesson=lesson, kind="class"),
        "share_url": lesson_share_link(request, lesson=lesson, kind="share"),
    }
    return render(request, "studio/lesson.html", context)


@login_required
@require_GET
def lesson_compare(request, lesson_id: int):
    lesson = _own_lesson(request, lesson_id)
    numbers = id_param(request.GET, "a"), id_param(request.GET, "b")
    versions = {v.number: v for v in lesson.versions.filter(number__in=numbers)}
    try:
        a, b = (versions[number] for number in numbers)
    except KeyError:
        raise Http404("choose two versions of this lesson") from None
    diff = difflib.unified_diff(
        a.content.splitlines(), b.content.splitlines(), f"v{a.number}", f"v{b.number}", lineterm=""
    )
    return render(
        request,
        "studio/compare.html",
        {"lesson": lesson, "a": a, "b": b, "diff": "\n".join(diff)},
    )


@login_required
@require_GET
def lesson_export(request, lesson_id: int):
    """The current version as one self-contained HTML file that works offline."""
    lesson = _own_lesson(request, lesson_id)
    version = lesson.current_version
    if version is None:
        raise Http404("this lesson has no version yet")
    html, policy = version_document(version)
    # Sandboxed like every lesson page, should a browser show it rather than save it.
    response = lesson_document_response(html, policy=policy, frame_ancestors="'none'")
    # the title's words in any script (a Chinese title is no "lesson"), RFC 6266 for non-ASCII
    filename = f"{slugify(lesson.title, allow_unicode=True) or 'lesson'}-v{version.number}.html"
    response["Content-Disposition"] = content_disposition_header(True, filename)
    return response


# the names of the edit form's fields (`genui.lessons.editing`)
EDIT_FIELD = re.compile(r"f\d+|q\d+\.correct")


def _edits(post) -> dict[str, str]:
    return {key: value for key, value in post.items() if EDIT_FIELD.fullmatch(key)}


def edit_base(request, lesson: Lesson) -> LessonVersion:
    """The version an editor (the edit form, the source view) was opened on: the form's
    ``base``, a version of this lesson, or the current version when the form does not say;
    404 when the lesson has no page in lesson markup. A ``base`` that is malformed or names
    no version of this lesson is refused (`BadParameter`): taking the current version in its
    place would skip the check that the lesson gained no version since the editor opened
    (`LessonEditConflict`)."""
    current = lesson.current_version
    if current is None or current.kind != LessonVersion.Kind.MARKUP:
        raise Http404("this lesson has no page written in lesson markup to edit")
    if "base" not in request.POST:
        return current
    base = lesson.versions.filter(pk=id_param(request.POST, "base")).first()
    if base is None:
        raise BadParameter(
            _("base names no version of this lesson: open the editor again from the lesson")
        )
    return base


@login_required
def lesson_edit(request, lesson_id: int):
    """The edit form: the page's texts and parameters beside a live preview; saving makes
    a new version (`lesson_version_edit`)."""
    lesson = _own_lesson(request, lesson_id)
    base = edit_base(request, lesson)
    if lesson.status not in EDITABLE:
        messages.error(request, _("Only a draft can be edited: withdraw it from review first."))
        return redirect("studio:lesson", lesson_id=lesson.pk)
    values, errors = {}, []
    if request.method == "POST":
        values = _edits(request.POST)
        try:
            generation_lesson_edit(
                lesson=lesson,
                base=base,
                edits=values,
                user=request.user,
                active_limit=settings.GENUI_ACTIVE_JOBS_PER_TEACHER,
            )
        except ValidationError as error:
            errors = error.messages
        except (LessonTransitionError, PermissionDenied, QueueFull) as error:
            errors = [str(error)]
        else:
            messages.success(
                request, _("Saved as a new version. A worker is checking it in the browser.")
            )
            return redirect("studio:lesson", lesson_id=lesson.pk)
    groups: dict[str, list] = {}
    for field in editable_fields(base.content):
        if field.key in values:
            field = dataclasses.replace(field, value=values[field.key])
        groups.setdefault(field.group, []).append(field)
    context = {"lesson": lesson, "base": base, "groups": list(groups.items()), "errors": errors}
    return render(request, "studio/edit.html", context, status=400 if errors else 200)


@login_required
@require_POST
@json_bad_parameters
def lesson_edit_preview(request, lesson_id: int):
    """The edited page as the preview shows it: the markup after the sanitiser, and what
    the sanitiser refused."""
    lesson = _own_lesson(request, lesson_id)
    result = edited(edit_base(request, lesson).content, _edits(request.POST))
    return JsonResponse(
        {"markup": result.markup, "problems": [str(item) for item in result.dropped]}
    )


@login_required
@require_GET
def lesson_rewrite(request, lesson_id: int):
    """Have the model rewrite one part of the current version (a story step, a section, the
    quiz, the glossary) from an instruction, streaming into the preview like a generation;
    the lesson with the new part is a new version (`generation_job_part`)."""
    lesson = _own_lesson(request, lesson_id)
    base = lesson.current_version
    if lesson.status not in EDITABLE:
        messages.error(request, _("Only a draft can change: withdraw it from review first."))
        return redirect("studio:lesson", lesson_id=lesson.pk)
    if base is None or base.kind != LessonVersion.Kind.MARKUP:
        raise Http404("this lesson has no page written in lesson markup")
    parts = lesson_parts(base.content)
    chosen = request.GET.get("part", "")
    context = {
        "lesson": lesson,
        "base": base,
        "parts": parts,
        "chosen": chosen if any(part.key == chosen for part in parts) else "",
        "grades": Grade.choices,
        "instruction_limit": MAX_INSTRUCTION_CHARS,
        "model": worker_model(),
        "model_loading": worker_model_loading(),
    }
    return render(request, "studio/rewrite.html", context)


ACTIONS = {
    "submit": lambda lesson, user: lesson_submit(lesson=lesson, user=user),
    "withdraw": lambda lesson, user: lesson_withdraw(lesson=lesson, user=user),
    "archive": lambda lesson, user: lesson_archive(lesson=lesson, user=user),
    "class-link": lambda lesson, user: lesson_class_link_create(lesson=lesson, user=user),
    "class-link-revoke": lambda lesson, user: lesson_class_link_revoke(lesson=lesson, user=user),
    "restore": lambda lesson, user: lesson_restore(lesson=lesson, user=user),
}


def _lesson_copy(request, lesson: Lesson):
    """Edit a copy: a draft of the lesson's current version, a lesson of its own (the lesson
    copied, published, stays as the curator approved it)."""
    try:
        copy = lesson_copy(lesson=lesson, user=request.user)
    except (LessonTransitionError, PermissionDenied) as error:
        messages.error(request, str(error))
        return redirect("studio:lesson", lesson_id=lesson.pk)
    messages.success(
        request,
        _(
            "A draft copy: edit it, then submit it for review. The published lesson stays as "
            "it is for your students."
        ),
    )
    return redirect("studio:lesson", lesson_id=copy.pk)


@login_required
@require_POST
def lesson_action(request, lesson_id: int, action: str):
    lesson = _own_lesson(request, lesson_id)
    if action == "copy":
        return _lesson_copy(request, lesson)
    try:
        if action == "restore-version":
            version = lesson.versions.filter(number=id_param(request.POST, "number")).first()
            if version is None:
                raise Http404("no such version")
            lesson_version_restore(lesson=lesson, version=version, user=request.user)
        elif action in ACTIONS:
            ACTIONS[action](lesson, request.user)
        else:
            raise Http404("unknown action")
        messages.success(request, _("Done."))
    except (LessonTransitionError, PermissionDenied) as error:
        messages.error(request, str(error))
    return redirect("studio:lesson", lesson_id=lesson.pk)


@login_required
@require_POST
def lesson_remix(request, lesson_id: int):
    """Remix another teacher's published lesson: a draft copy of the current version, in
    the user's own lessons, that credits the original and its author (`lesson_copy`)."""
    lesson = lesson_published(lesson_id=lesson_id)
    if lesson is None:
        raise Http404("no such published lesson")
    if lesson.owner_id == request.user.pk:
        return _lesson_copy(request, lesson)
    try:
        copy = lesson_copy(lesson=lesson, user=request.user)
    except (LessonTransitionError, PermissionDenied) as error:
        messages.error(request, str(error))
        return redirect("studio:library")
    messages.success(
        request,
        _("Remixed into your drafts: change it as your class needs, then submit it for review."),
    )
    return redirect("studio:lesson", lesson_id=copy.pk)
