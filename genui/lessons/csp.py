"""Content Security Policies for lesson pages.

A markup page runs only our runtime and three.js from the site's own static files;
a free-HTML page (a model's own JavaScript) runs inline script inside a sandboxed
iframe with no network at all. Neither can open a connection anywhere.
"""

from __future__ import annotations

import base64
import hashlib

NO_NETWORK = (
    "connect-src 'none'",
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


def markup_page_csp(*, inline_scripts: list[str], allow_data_modules: bool = False) -> str:
    """The policy of a rendered lesson page. ``allow_data_modules`` is for the
    self-contained export, whose runtime modules are inlined as data: URLs."""
    scripts = ["'self'", *(script_hash(source) for source in inline_scripts)]
    if allow_data_modules:
        scripts.append("data:")
    return "; ".join(
        (
            "default-src 'none'",
            f"script-src {' '.join(scripts)}",
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
            "style-src 'unsafe-inline'",
            "img-src data: blob:",
            "font-src data:",
            "media-src data: blob:",
            *NO_NETWORK,
        )
    )
