"""HTTP responses that carry lesson content: served pages, free-HTML pages, the
self-contained file of a version (API page, embed, studio export), and the page that
frames a free-HTML lesson.

Every one of them is sandboxed by its header policy (``csp.lesson_document_csp``),
so lesson script runs with an opaque origin however the URL is opened: it can read
no cookie and no storage of the site, and what it fetches from the site goes without
credentials and cannot be read back.
"""

from __future__ import annotations

import re
import secrets

from django.conf import settings
from django.http import HttpResponse
from django.utils.cache import patch_vary_headers

from genui.lessons.csp import free_html_csp, lesson_document_csp, lesson_frame_csp
from genui.lessons.models import LessonVersion
from genui.lessons.renderer import RenderedPage, free_html_frame_render, lesson_page_render
from genui.lessons.stills import version_still_url

# X-Frame-Options for browsers without CSP frame-ancestors, by the ancestors allowed.
X_FRAME_OPTIONS = {"'self'": "SAMEORIGIN", "'none'": "DENY"}


def lesson_document_response(
    html: str, *, policy: str, frame_ancestors: str = "'self'", runtime_only: bool = False
) -> HttpResponse:
    """Lesson content under ``policy`` (the page's own), sandboxed. ``frame_ancestors``
    is ``'self'`` (framed by our pages), ``*`` (any site: the embed) or ``'none'``;
    ``runtime_only`` (a rendered markup page) lets the page print."""
    response = HttpResponse(html, content_type="text/html; charset=utf-8")
    response["Content-Security-Policy"] = lesson_document_csp(
        policy, frame_ancestors=frame_ancestors, runtime_only=runtime_only
    )
    response["Referrer-Policy"] = "no-referrer"
    if frame_ancestors in X_FRAME_OPTIONS:
        response["X-Frame-Options"] = X_FRAME_OPTIONS[frame_ancestors]
    else:
        # The header CSP's frame-ancestors governs; this drops the site-wide DENY.
        response.xframe_options_exempt = True
    return response


def free_html_frame_response(*, src: str, title: str, lang: str = "en") -> HttpResponse:
    """The scriptless page around a free-HTML lesson: it frames ``src`` (the lesson,
    sandboxed) and runs nothing itself."""
    response = HttpResponse(free_html_frame_render(src=src, title=title, lang=lang))
    response["Content-Security-Policy"] = lesson_frame_csp()
    response["Referrer-Policy"] = "no-referrer"
    response["X-Frame-Options"] = "SAMEORIGIN"
    return response


def version_document(version: LessonVersion) -> tuple[str, str]:
    """``(html, page policy)`` of a version as one self-contained file: a markup page
    with the runtime and three.js inlined, or the free-HTML page itself."""
    lesson = version.lesson
    if version.kind == LessonVersion.Kind.FREE_HTML:
        return version.content, free_html_csp()
    page = lesson_page_render(
        version.content,
        title=lesson.title,
        lang=lesson.language,
        model_id=version.model_id,
        standalone=True,
    )
    return page.html, page.csp


# A random id per browser that seeds the order of each quiz question's choices
# (static/lesson/shuffle.js). A served lesson page is sandboxed, with no storage of its
# own, so the site keeps the id in a cookie and writes it into the page; it is a seed,
# never an identity the site reads anything by.
STUDENT_COOKIE = "clover_student"
STUDENT_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")
STUDENT_COOKIE_AGE = 400 * 24 * 3600  # the longest a browser keeps a cookie


def lesson_student(request) -> str:
    """The student id of this browser: its cookie's, or a new one."""
    value = request.COOKIES.get(STUDENT_COOKIE, "")
    return value if STUDENT_ID.fullmatch(value) else secrets.token_urlsafe(12)


def lesson_page_response(page: RenderedPage, *, student: str = "") -> HttpResponse:
    """A rendered lesson page; the CSP travels in the page and, sandboxed, in the header
    (which lets the page's Print button open the print dialog). ``student``: the id the
    page was rendered with, kept in this browser's cookie."""
    response = lesson_document_response(page.html, policy=page.csp, runtime_only=True)
    if student:
        response.set_cookie(
            STUDENT_COOKIE,
            student,
            max_age=STUDENT_COOKIE_AGE,
            secure=settings.SESSION_COOKIE_SECURE,
            httponly=True,
            samesite="Lax",
        )
        patch_vary_headers(response, ["Cookie"])
    return response


def version_page_render(version: LessonVersion, *, student: str) -> RenderedPage:
    """A stored markup version as its lesson page for ``student`` (the quiz's seed): the
    lesson's title and language, the model that wrote it, the still where there is no WebGL."""
    return lesson_page_render(
        version.content,
        title=version.lesson.title,
        lang=version.lesson.language,
        model_id=version.model_id,
        student=student,
        still_url=version_still_url(version=version),
    )
