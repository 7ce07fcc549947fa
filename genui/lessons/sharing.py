"""A lesson's share links, as addresses and as QR codes.

The studio's lesson page shows both links of a lesson (the public share link of a
published lesson, the private class link of a teacher's class) and a QR code of each, so
a teacher can put the link on the classroom screen. The QR code is drawn here, server-side,
as a small SVG (segno, pure Python); `lesson_share_link` is the one place the addresses
are built, for the page and for its QR codes alike.
"""

from __future__ import annotations

import io

import segno
from django.urls import reverse

from genui.lessons.models import Lesson

# the links a lesson can have: the published lesson's, and the class link
KINDS = ("share", "class")


def lesson_share_link(request, *, lesson: Lesson, kind: str) -> str:
    """The absolute address of ``lesson``'s ``kind`` link, or "" while it has none: the
    share link only once a curator published the lesson, the class link while the teacher
    keeps one (revoking, archiving or a curator's rejection ends it)."""
    if kind == "share":
        if not lesson.share_slug or lesson.status != Lesson.Status.PUBLISHED:
            return ""
        return request.build_absolute_uri(reverse("lessons:public", args=[lesson.share_slug]))
    if kind == "class":
        if not lesson.class_slug or lesson.status in (
            Lesson.Status.ARCHIVED,
            Lesson.Status.REJECTED,
        ):
            return ""
        return request.build_absolute_uri(reverse("lessons:class", args=[lesson.class_slug]))
    raise ValueError(f"no link of kind {kind!r}: one of {KINDS}")


def qr_svg(url: str, *, title: str) -> bytes:
    """``url`` as a QR code in an SVG document titled ``title`` (what screen readers say).

    Dark modules on a white ground whatever the page's colour scheme (scanners need the
    contrast), a quiet zone of four modules, and a viewBox without a fixed size, so the
    image fills whatever box the page or a full-screen tab gives it.
    """
    out = io.BytesIO()
    segno.make(url, error="m").save(
        out, kind="svg", border=4, dark="#000", light="#fff", title=title, omitsize=True
    )
    return out.getvalue()
