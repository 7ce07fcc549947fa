"""Lesson pages served to browsers: versions (for their owner and curators), the public
page of a published lesson, thumbnails, and the topic catalog with its demo lessons."""

import json

from django.http import FileResponse, Http404, HttpResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from genui.lessons.catalog import (
    catalog_sections,
    catalog_thumbnail_path,
    catalog_topics_learnt,
)
from genui.lessons.csp import free_html_csp, stream_shell_csp
from genui.lessons.demo import DEMO_GRADE, demo_free_page, demo_lesson
from genui.lessons.documents import (
    free_html_frame_response,
    lesson_document_response,
    lesson_page_response,
    lesson_student,
    version_page_render,
)
from genui.lessons.models import Grade, Language, LessonVersion
from genui.lessons.renderer import lesson_page_render
from genui.lessons.selectors import (
    lesson_by_class_link,
    lesson_published_by_slug,
    lesson_version_visible,
)
from genui.lessons.sharing import lesson_share_link, qr_svg
from genui.lessons.stills import demo_still_url, version_still_get


@require_GET
def demo_index(request):
    """The topic catalog by subject: each topic's demo lessons, and a link that makes it in
    the studio (at the grade and in the language the studio sent, when it sent them), or,
    for a topic the demo model has not learnt, a line that says so."""
    make = {
        field: request.GET[field]
        for field, values in (("grade", Grade.values), ("language", Language.values))
        if request.GET.get(field) in values
    }
    context = {
        "sections": catalog_sections(
            language=request.LANGUAGE_CODE, learnt=catalog_topics_learnt()
        ),
        "make_query": "".join(f"&{field}={value}" for field, value in make.items()),
    }
    return render(request, "lessons/demo_index.html", context)


@require_GET
def demo_thumbnail(request, slug: str):
    """A catalog topic's cached thumbnail (``manage.py catalog_thumbnails``)."""
    path = catalog_thumbnail_path(slug=slug)
    if path is None:
        raise Http404("no thumbnail for this topic yet")
    response = FileResponse(path.open("rb"), content_type="image/png")
    response["Cache-Control"] = "public, max-age=86400"
    return response


@require_GET
def demo_page(request, slug: str, lang: str):
    lesson = demo_lesson(slug, lang, request.GET.get("grade", DEMO_GRADE))
    if lesson is None:
        raise Http404("no such demo lesson")
    student = lesson_student(request)
    page = lesson_page_render(lesson.markup, student=student, still_url=demo_still_url(slug=slug))
    return lesson_page_response(page, student=student)


def free_html_response(html: str) -> HttpResponse:
    """A free-HTML page: framed only by our own pages, sandboxed by its CSP even when
    opened directly, with no network access."""
    return lesson_document_response(html, policy=free_html_csp())


@require_GET
def free_demo_frame(request, slug: str):
    if demo_free_page(slug) is None:
        raise Http404("no such free-HTML demo")
    src = reverse("lessons:free-demo-page", args=[slug])
    return free_html_frame_response(src=src, title=slug.replace("-", " ").title())


@require_GET
def free_demo_page(request, slug: str):
    html = demo_free_page(slug)
    if html is None:
        raise Http404("no such free-HTML demo")
    return free_html_response(html)


def _version_or_404(request, version_id: int) -> LessonVersion:
    version = lesson_version_visible(user=request.user, version_id=version_id)
    if version is None:
        # The same answer for "missing" and "not yours".
        raise Http404("no such lesson version")
    return version


def version_response(version: LessonVersion, *, frame_src: str, student: str) -> HttpResponse:
    """A version as a page: markup is rendered (for ``student``, `lesson_student`); free
    HTML is shown through the sandboxed frame, whose ``src`` serves the page itself."""
    if version.kind == LessonVersion.Kind.FREE_HTML:
        return free_html_frame_response(
            src=frame_src, title=version.lesson.title, lang=version.lesson.language
        )
    page = version_page_render(version, student=student)
    return lesson_page_response(page, student=student)


@require_GET
def version_page(request, version_id: int):
    version = _version_or_404(request, version_id)
    src = reverse("lessons:version-free-page", args=[version.pk])
    return version_response(version, frame_src=src, student=lesson_student(request))


@require_GET
def version_free_page(request, version_id: int):
    version = _version_or_404(request, version_id)
    if version.kind != LessonVersion.Kind.FREE_HTML:
        raise Http404("not a free-HTML version")
    return free_html_response(version.content)


@require_GET
def version_thumbnail(request, version_id: int):
    version = _version_or_404(request, version_id)
    if not version.thumbnail_png:
        raise Http404("no thumbnail yet")
    response = HttpResponse(bytes(version.thumbnail_png), content_type="image/png")
    response["Cache-Control"] = "private, max-age=86400"
    return response


@require_GET
def version_still(request, token: str):
    """The still picture a version's page shows without WebGL (`genui.lessons.stills`)."""
    version = version_still_get(token=token)
    if version is None or not version.thumbnail_png:
        raise Http404("no picture")
    response = HttpResponse(bytes(version.thumbnail_png), content_type="image/png")
    # a version never changes: its picture neither
    response["Cache-Control"] = "private, max-age=86400"
    return response


def _shared_page(request, lesson, *, free_page: str, slug: str) -> HttpResponse:
    """The current version of a lesson behind a link (None: no such lesson); a free-HTML
    page is framed from the ``free_page`` route of the same link."""
    if lesson is None or lesson.current_version is None:
        raise Http404("no such lesson")
    return version_response(
        lesson.current_version,
        frame_src=reverse(free_page, args=[slug]),
        student=lesson_student(request),
    )


def _shared_free_page(lesson) -> HttpResponse:
    """The framed document of a free-HTML lesson behind a link."""
    version = lesson.current_version if lesson else None
    if version is None or version.kind != LessonVersion.Kind.FREE_HTML:
        raise Http404("no such lesson")
    return free_html_response(version.content)


@require_GET
def public_lesson(request, slug: str):
    """A published lesson for students: no login."""
    lesson = lesson_published_by_slug(slug=slug)
    return _shared_page(request, lesson, free_page="lessons:public-free-page", slug=slug)


def _private(response: HttpResponse) -> HttpResponse:
    """A page behind a private link: not indexed, and its address never sent onwards."""
    response["X-Robots-Tag"] = "noindex, nofollow"
    response["Referrer-Policy"] = "no-referrer"
    response["Cache-Control"] = "private, no-store"
    return response


@require_GET
def class_lesson(request, slug: str):
    """A lesson a teacher shared with their class (the current version, unreviewed): no
    login, and gone the moment the teacher revokes the link."""
    lesson = lesson_by_class_link(slug=slug)
    return _private(_shared_page(request, lesson, free_page="lessons:class-free-page", slug=slug))


@require_GET
def class_free_page(request, slug: str):
    return _private(_shared_free_page(lesson_by_class_link(slug=slug)))


@require_GET
def public_free_page(request, slug: str):
    return _shared_free_page(lesson_published_by_slug(slug=slug))


@require_GET
def share_qr(request, slug: str, kind: str):
    """A QR code of a lesson's share link or class link, addressed by the link itself: it
    tells nobody more than the link does, so it needs no login (the classroom's projector is
    not signed in); 404 once the link is gone (a revoked class link, a lesson unpublished)."""
    if kind == "share":
        lesson = lesson_published_by_slug(slug=slug)
    else:
        lesson = lesson_by_class_link(slug=slug)
    url = lesson_share_link(request, lesson=lesson, kind=kind) if lesson else ""
    if not url:
        raise Http404("no such link")
    title = _("QR code of the class link") if kind == "class" else _("QR code of the share link")
    response = HttpResponse(qr_svg(url, title=title), content_type="image/svg+xml")
    # The code is the link: never kept by a cache once the teacher revokes it.
    response["Cache-Control"] = "private, no-store"
    response["Content-Security-Policy"] = "default-src 'none'; frame-ancestors 'self'"
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response


@require_GET
def stream_shell(request):
    """The studio's live preview frame (see static/lesson/stream.js). Scripts may come
    only from the runtime's and three.js's static folders."""
    runtime = request.build_absolute_uri(static("lesson/"))
    three = request.build_absolute_uri(static("vendor/three/"))
    importmap = json.dumps(
        {"imports": {"three": f"{three}three.module.js", "three/addons/": f"{three}addons/"}}
    )
    html = render(request, "lessons/stream_shell.html", {"importmap": importmap})
    policy = stream_shell_csp(runtime=runtime, three=three, importmap=importmap)
    return lesson_document_response(html.content.decode(), policy=policy)
