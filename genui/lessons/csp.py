"""Content Security Policies for lesson pages.

A markup page runs only our runtime and three.js from the site's own static files;
a free-HTML page (a model's own JavaScript) runs inline script inside a sandboxed
iframe with no network at all. Neither can open a connection anywhere.
"""

from __future__ import annotations

import base64
import hashlib

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
    """The policy of a rendered lesson page.

    Served, the page loads the runtime from the site's static files; the runtime's
    JSON catalog module is fetched under ``connect-src``, hence ``'self'`` (markup
    pages run no model-written script, and the validator flags any same-origin
    request other than a static file). The self-contained export inlines every
    module as a data: URL and may reach nothing else.
    """
    scripts = ["'self'", *(script_hash(source) for source in inline_scripts)]
    if standalone:
        scripts.append("data:")
    return "; ".join(
        (
            "default-src 'none'",
            f"script-src {' '.join(scripts)}",
            "connect-src data:" if standalone else "connect-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            "media-src 'none'",
            *NO_NETWORK,
        )
    )


def free_html_csp() -> str:
    """The policy of a free-HTML page: its own inline script and nothing from anywhere.

    ``sandbox allow-scripts`` gives the document an opaque origin even when someone
    opens its URL directly instead of through the sandboxed iframe, so a model's
    script never runs with the site's origin, cookies or storage.
    """
    return "; ".join(
        (
            "sandbox allow-scripts",
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
