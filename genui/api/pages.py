"""Lesson pages as the API hands them out: one self-contained HTML file per version,
and the embed snippet that frames a published lesson on a partner's site.

A markup page is rendered standalone (runtime, catalog and three.js inlined), so it
needs nothing from our servers once loaded and works inside ``<iframe
sandbox="allow-scripts">``, whose opaque origin cannot load our static modules
reliably. A free-HTML page is already self-contained; its policy sandboxes it even
when opened directly.
"""

from __future__ import annotations

from django.http import HttpResponse
from django.utils.html import format_html

from genui.lessons.csp import free_html_csp
from genui.lessons.models import LessonVersion
from genui.lessons.renderer import lesson_page_render

# The frame of an embedded lesson: scripts run, but with an opaque origin, so the
# lesson can reach neither our cookies nor the partner's page.
EMBED_SANDBOX = "allow-scripts"


def version_document(version: LessonVersion) -> tuple[str, str]:
    """``(html, content security policy)`` of a version as one self-contained file."""
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


def version_document_response(version: LessonVersion, *, framable: bool) -> HttpResponse:
    """The page with its policy in the header. ``framable`` lets any site frame it
    (the embed); otherwise no site may."""
    html, csp = version_document(version)
    response = HttpResponse(html, content_type="text/html; charset=utf-8")
    ancestors = "*" if framable else "'none'"
    response["Content-Security-Policy"] = f"{csp}; frame-ancestors {ancestors}"
    response["Referrer-Policy"] = "no-referrer"
    if framable:
        # The header CSP's frame-ancestors governs; this drops the site-wide DENY.
        response.xframe_options_exempt = True
    else:
        response["X-Frame-Options"] = "DENY"
    return response


def embed_snippet(*, url: str, title: str) -> str:
    """The iframe a partner pastes into its page."""
    return format_html(
        '<iframe src="{}" title="{}" sandbox="{}" referrerpolicy="no-referrer" '
        'loading="lazy" allow="fullscreen" '
        'style="width:100%;aspect-ratio:16/10;border:0"></iframe>',
        url,
        title,
        EMBED_SANDBOX,
    )
