"""Content Security Policies for lesson pages.

A markup page runs only our runtime and three.js from the site's own static files;
a free-HTML page (a model's own JavaScript) runs inline script inside a sandboxed
iframe with no network at all. Neither can open a connection anywhere.

Every response that carries lesson content sends its policy through
``lesson_document_csp``, which adds ``sandbox allow-scripts``: the document gets an
opaque origin wherever it is opened (top level, a new tab, a frame without the
``sandbox`` attribute), so its scripts never run with the site's origin, cookies or
storage. The sandbox travels only in the header (a ``<meta>`` policy cannot carry
it), so the page's own ``<meta>`` copy leaves it out.
"""

from __future__ import annotations

import base64
import hashlib

# Scripts run, in a unique opaque origin: never allow-same-origin, no popups, no
# forms, no top-level navigation.
LESSON_SANDBOX = "sandbox allow-scripts"
# A page that runs only our runtime (a rendered markup page) may also open the print
# dialog (its Print button); free HTML, the model's own script, never may.
RUNTIME_SANDBOX = f"{LESSON_SANDBOX} allow-modals"
NO_NETWORK = (
    "object-src 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "manifest-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
)


def script_hash(source: str) -> str:
    digest = hashlib.sha256(source.encode()).digest()
    return f"'sha256-{base64.b64encode(digest).decode()}'"


def markup_page_csp(*, inline_scripts: list[str], standalone: bool = False) -> str:
    """The policy of a rendered lesson page (its ``<meta>`` copy; the header adds the
    sandbox, see ``lesson_document_csp``).

    Served, the page loads the runtime from the site's static files; the runtime's
    JSON catalog module is fetched under ``connect-src``, hence ``'self'`` (markup
    pages run no model-written script, and the validator flags any same-origin
    request other than a static file). Sandboxed, those requests carry no cookies
    and read only what answers with ``Access-Control-Allow-Origin`` (static files).
    The self-contained export has one inline module that turns the inlined modules
    into blob: URLs; it may reach nothing else, and no ``data:`` script runs.
    """
    hashes = [script_hash(source) for source in inline_scripts]
    scripts = [*hashes, "blob:"] if standalone else ["'self'", *hashes]
    return "; ".join(
        (
            "default-src 'none'",
            f"script-src {' '.join(scripts)}",
            "connect-src blob:" if standalone else "connect-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            "media-src 'none'",
            *NO_NETWORK,
        )
    )


def free_html_csp() -> str:
    """The policy of a free-HTML page: its own inline script and nothing from anywhere
    (served with ``lesson_document_csp``, like every lesson page)."""
    return "; ".join(
        (
            "default-src 'none'",
            "script-src 'unsafe-inline'",
            "connect-src 'none'",
            "style-src 'unsafe-inline'",
            "img-src data: blob:",
            "font-src data:",
            "media-src data: blob:",
            *NO_NETWORK,
        )
    )


def lesson_document_csp(
    policy: str, *, frame_ancestors: str = "'self'", runtime_only: bool = False
) -> str:
    """The ``Content-Security-Policy`` header of a response that carries lesson content:
    the sandbox (``runtime_only``: a rendered markup page, which may print), the page's
    ``policy``, and who may frame it (``'self'``: our own pages; ``*``: the partner
    embed; ``'none'``: a download)."""
    sandbox = RUNTIME_SANDBOX if runtime_only else LESSON_SANDBOX
    return f"{sandbox}; {policy}; frame-ancestors {frame_ancestors}"


def lesson_frame_csp() -> str:
    """The policy of the page that only frames a free-HTML lesson: no script at all,
    and a frame from our own site (the sandboxed lesson page)."""
    return "; ".join(
        (
            "default-src 'none'",
            "script-src 'none'",
            "style-src 'unsafe-inline'",
            "img-src data:",
            "frame-src 'self'",
            "base-uri 'none'",
            "form-action 'none'",
            "frame-ancestors 'self'",
        )
    )


def stream_shell_csp(*, runtime: str, three: str, importmap: str) -> str:
    """The live preview's policy: model markup streams in unsanitised, so scripts may
    load only from the two absolute static folders given (``.../lesson/`` and
    ``.../vendor/three/``), never inline, never from elsewhere on the site."""
    return "; ".join(
        (
            "default-src 'none'",
            f"script-src {runtime} {three} {script_hash(importmap)}",
            f"connect-src {runtime}",
            f"style-src {runtime} 'unsafe-inline'",
            "img-src data: blob:",
            "font-src data:",
            "media-src 'none'",
            *NO_NETWORK,
        )
    )
