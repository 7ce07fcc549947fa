"""Lesson pages from lesson markup, with jinja2.

``lesson_page_render`` sanitises the markup and wraps it into a full page: title,
language, description, the runtime's imports and a Content Security Policy that
forbids any network access beyond the site's own static files. With
``standalone=True`` the runtime, its catalog and three.js are inlined (as data: URL
modules behind an import map) so the page works offline from ``file://``.
"""

from __future__ import annotations

import base64
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import jinja2
from django.conf import settings
from markupsafe import Markup

from genui.lessons.csp import markup_page_csp
from genui.lessons.sanitizer import SanitizeResult, markup_sanitize

REPO_ROOT = Path(__file__).resolve().parents[2]
RUNTIME_DIR = REPO_ROOT / "static" / "lesson"
THREE_BUILD = REPO_ROOT / "node_modules" / "three" / "build"
THREE_ADDONS = REPO_ROOT / "node_modules" / "three" / "examples" / "jsm"
IMPORT_RE = re.compile(
    r"""(?P<head>\b(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?|\bimport\s*\(\s*)"""
    r"""(?P<quote>["'])(?P<spec>[^"'\n]+)(?P=quote)"""
)
LESSON_ATTRS = re.compile(r"<cl-lesson\b([^>]*)>", re.S)
ATTR = re.compile(r"""([\w-]+)\s*=\s*("([^"]*)"|'([^']*)')""")


@dataclass
class RenderedPage:
    html: str
    sanitize: SanitizeResult
    title: str
    lang: str
    csp: str


@cache
def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(REPO_ROOT / "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
    )


def lesson_attributes(markup: str) -> dict[str, str]:
    """The attributes of the markup's ``<cl-lesson>`` root (title, lang, subject...)."""
    match = LESSON_ATTRS.search(markup)
    if not match:
        return {}
    return {name: dq if dq is not None else sq for name, _, dq, sq in ATTR.findall(match.group(1))}


def lesson_page_render(
    markup: str,
    *,
    title: str | None = None,
    lang: str | None = None,
    description: str = "",
    model_id: str = "",
    standalone: bool = False,
    static_url: str | None = None,
) -> RenderedPage:
    """Sanitise ``markup`` and render the full page (served, or self-contained)."""
    result = markup_sanitize(markup)
    root = lesson_attributes(result.markup)
    title = title or root.get("title") or "Clover lesson"
    lang = lang or root.get("lang") or "en"
    static_url = static_url or "/" + settings.STATIC_URL.strip("/") + "/"
    context = {
        "lang": lang,
        "title": title,
        "description": description or f"An interactive 3D lesson: {title}",
        "model_id": model_id,
        "markup": Markup(result.markup),
        "standalone": standalone,
        "static_url": static_url,
    }
    if standalone:
        bundle = standalone_bundle()
        importmap = json.dumps({"imports": bundle.imports}, separators=(",", ":"))
        # Import maps apply to specifiers, not to src URLs: the entry is an inline import.
        entry_script = f'import "{bundle.entry}";'
        context.update(runtime_css=Markup(bundle.css), entry_script=Markup(entry_script))
        csp = markup_page_csp(inline_scripts=[importmap, entry_script], standalone=True)
    else:
        importmap = json.dumps(
            {
                "imports": {
                    "three": f"{static_url}vendor/three/three.module.js",
                    "three/addons/": f"{static_url}vendor/three/addons/",
                }
            },
            separators=(",", ":"),
        )
        csp = markup_page_csp(inline_scripts=[importmap])
    context.update(importmap=Markup(importmap), csp=csp)
    html = _environment().get_template("lessons/page.html.j2").render(**context)
    return RenderedPage(html=html, sanitize=result, title=title, lang=lang, csp=csp)


def free_html_frame_render(*, src: str, title: str = "Lesson", lang: str = "en") -> str:
    """The page that shows a free-HTML lesson: only ever inside
    ``<iframe sandbox="allow-scripts">`` (never ``allow-same-origin``); the framed page
    itself is served with ``csp.free_html_csp()``."""
    template = _environment().get_template("lessons/free_frame.html.j2")
    return template.render(src=src, title=title, lang=lang)


@dataclass(frozen=True)
class StandaloneBundle:
    imports: dict[str, str]
    entry: str
    css: str


def _data_url(body: bytes, mime: str) -> str:
    return f"data:{mime};base64,{base64.b64encode(body).decode()}"


def _module_key(path: Path) -> str:
    for base, prefix in ((RUNTIME_DIR, "clover:lesson/"), (THREE_BUILD, "clover:three/")):
        if path.is_relative_to(base):
            return prefix + path.relative_to(base).as_posix()
    return "clover:three-addons/" + path.relative_to(THREE_ADDONS).as_posix()


def _resolve(specifier: str, importer: Path) -> Path:
    if specifier == "three":
        return THREE_BUILD / "three.module.js"
    if specifier.startswith("three/addons/"):
        return THREE_ADDONS / specifier.removeprefix("three/addons/")
    if specifier.startswith("."):
        return (importer.parent / specifier).resolve()
    raise ValueError(f"{importer.name} imports {specifier!r}, which the export cannot inline")


@cache
def standalone_bundle() -> StandaloneBundle:
    """Every module the runtime reaches, rewritten to bare ``clover:`` specifiers and
    mapped to data: URLs (relative imports cannot resolve inside data: modules)."""
    imports: dict[str, str] = {}
    pending = [RUNTIME_DIR / "runtime.js"]
    while pending:
        path = pending.pop()
        key = _module_key(path)
        if key in imports:
            continue
        if path.suffix == ".json":
            imports[key] = _data_url(path.read_bytes(), "application/json")
            continue
        source = path.read_text()

        def rewrite(match, importer=path):
            target = _resolve(match.group("spec"), importer)
            pending.append(target)
            quote = match.group("quote")
            return f"{match.group('head')}{quote}{_module_key(target)}{quote}"

        imports[key] = _data_url(IMPORT_RE.sub(rewrite, source).encode(), "text/javascript")
    css_path = RUNTIME_DIR / "runtime.css"
    css = css_path.read_text() if css_path.exists() else ""
    return StandaloneBundle(imports=imports, entry=_module_key(RUNTIME_DIR / "runtime.js"), css=css)
