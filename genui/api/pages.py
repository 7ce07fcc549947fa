"""Lesson pages as the API hands them out: one self-contained HTML file per version,
and the embed snippet that frames a published lesson on a partner's site.

A markup page is rendered standalone (runtime, catalog and three.js inlined), so it
needs nothing from our servers once loaded, wherever it is framed. Both kinds are
sandboxed by their header policy (``sandbox allow-scripts``) as well as by the
snippet's ``sandbox`` attribute, so a page opened directly, or framed by a partner
who drops the attribute, still runs with an opaque origin.
"""

from __future__ import annotations

from django.http import HttpResponse
from django.utils.html import format_html

from genui.lessons.documents import lesson_document_response, version_document
from genui.lessons.models import LessonVersion

# The frame of an embedded lesson: scripts run, but with an opaque origin, so the
# lesson can reach neither our cookies nor the partner's page.
EMBED_SANDBOX = "allow-scripts"


def version_document_response(version: LessonVersion, *, framable: bool) -> HttpResponse:
    """The page with its policy, sandboxed, in the header. ``framable`` lets any site
    frame it (the embed); otherwise no site may."""
    html, policy = version_document(version)
    return lesson_document_response(
        html, policy=policy, frame_ancestors="*" if framable else "'none'"
    )


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
