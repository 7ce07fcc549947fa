"""Static files: collected with hashed names and compressed copies, served by WhiteNoise from
the ASGI app (the embedded default, or any host with ``GENUI_SERVE_STATIC`` on).

``collectstatic`` (``make setup`` runs it, a deployment runs it) writes every file to
``STATIC_ROOT`` under its own name and under a name with a hash of its content
(``lesson/runtime.min.8c1f2d0e4b7a.js``), with a brotli (``.br``) and a gzip (``.gz``) copy of
each that compresses. Pages link the hashed names (``{% static %}``, ``static()``), which
WhiteNoise serves with ``Cache-Control: max-age=315360000, public, immutable``; plain names
(the runtime's modules import each other by them) are cached for a minute. Each answer is the
smallest copy the browser accepts.

Before any ``collectstatic`` (a fresh data directory: a first ``daphne`` of an installed copy,
the test servers) there is no manifest: pages link the plain names and the files are served
from where they are (Django's finders), uncompressed, after one warning.

Lesson previews run in ``<iframe sandbox="allow-scripts">``, whose documents have an opaque
origin, so their module scripts (the runtime, three.js, the catalog) are fetched in CORS mode:
static files are public and say so (WhiteNoise's ``Access-Control-Allow-Origin: *``).
"""

from __future__ import annotations

import logging
from pathlib import Path

from django.conf import settings
from django.contrib.staticfiles import finders
from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler
from django.contrib.staticfiles.storage import staticfiles_storage
from django.http import Http404
from whitenoise.middleware import WhiteNoiseMiddleware
from whitenoise.storage import CompressedManifestStaticFilesStorage

logger = logging.getLogger("genui.static")


class CollectedStaticFilesStorage(CompressedManifestStaticFilesStorage):
    """WhiteNoise's storage (hashed names in a manifest, compressed copies) that links the
    plain names while nothing has been collected, rather than failing every page."""

    def stored_name(self, name):
        if not self.hashed_files:
            return name
        return super().stored_name(name)


def static_files_collected() -> bool:
    """Whether pages link collected, hashed names (a manifest was read from STATIC_ROOT)."""
    return bool(getattr(staticfiles_storage, "hashed_files", None))


def static_file_path(name: str) -> Path | None:
    """The file the site serves as ``name``: collected in STATIC_ROOT (hashed names exist only
    there) or, before any collectstatic, where the finders find it; None if there is none."""
    if static_files_collected():
        collected = Path(settings.STATIC_ROOT) / name
        return collected if ".." not in name and collected.is_file() else None
    found = finders.find(name)
    return Path(found) if found else None


class _Overridden:
    """The settings, with some of them replaced: what WhiteNoise reads."""

    def __init__(self, **overrides) -> None:
        self._overrides = overrides

    def __getattr__(self, name):
        if name in self._overrides:
            return self._overrides[name]
        return getattr(settings, name)


def _not_static(request):
    raise Http404("no such static file")


class PublicStaticFilesHandler(ASGIStaticFilesHandler):
    """Requests under STATIC_URL answered by WhiteNoise: the files collected in STATIC_ROOT,
    listed once at start, or, before any ``collectstatic``, the files the finders find."""

    def __init__(self, application) -> None:
        super().__init__(application)
        if static_files_collected():
            overrides = {}
        else:
            if hasattr(staticfiles_storage, "manifest_name"):
                logger.warning(
                    "static files are not collected in %s: serving them uncompressed, under "
                    "their own names (run `make setup`, or `manage.py collectstatic`)",
                    settings.STATIC_ROOT,
                )
            overrides = {
                "STATIC_ROOT": None,
                "WHITENOISE_USE_FINDERS": True,
                "WHITENOISE_AUTOREFRESH": True,
            }
        self.whitenoise = WhiteNoiseMiddleware(_not_static, settings=_Overridden(**overrides))

    def serve(self, request):
        return self.whitenoise(request)
