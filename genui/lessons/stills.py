"""The still picture a lesson page shows where the browser has no WebGL.

A version's picture is the validator's screenshot of it (``LessonVersion.thumbnail_png``);
a catalog topic's demo lesson shows the topic's thumbnail (``manage.py catalog_thumbnails``).
The page asks for the picture from its sandboxed, opaque origin, so the request carries no
cookie: a version's picture is addressed by a signed token of the version instead of by a
login. The token tells nobody more than the page that carries it did (the picture of that
page), as a share link's QR code tells nobody more than the link.
"""

from __future__ import annotations

from django.core import signing
from django.urls import reverse

from genui.lessons.catalog import catalog_thumbnail_path
from genui.lessons.models import LessonVersion

SALT = "genui.lessons.stills"


def version_still_url(*, version: LessonVersion) -> str:
    """The address of ``version``'s still picture, or "" when the validator kept none."""
    if not version.thumbnail_png:
        return ""
    token = signing.Signer(salt=SALT).sign(str(version.pk))
    return reverse("lessons:version-still", args=[token])


def version_still_get(*, token: str) -> LessonVersion | None:
    """The version whose picture ``token`` addresses, or None (forged, or no such version)."""
    try:
        version_id = int(signing.Signer(salt=SALT).unsign(token))
    except (signing.BadSignature, ValueError):
        return None
    return LessonVersion.objects.filter(pk=version_id).only("thumbnail_png").first()


def demo_still_url(*, slug: str) -> str:
    """The address of a catalog topic's thumbnail, or "" while it has none."""
    if catalog_thumbnail_path(slug=slug) is None:
        return ""
    return reverse("lessons:demo-thumbnail", args=[slug])
