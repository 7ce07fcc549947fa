"""Lesson pages from lesson markup, with jinja2.

``lesson_page_render`` sanitises the markup and wraps it into a full page: title,
language, description, the runtime's imports and a Content Security Policy that
forbids any network access beyond the site's own static files. With
``standalone=True`` the runtime, its catalog and three.js are inlined (one inline
module that loads them as blob: URLs; the bundle gzipped, unpacked by fflate's gunzip) so
the page works offline from ``file://``.

Either way the page carries the runtime bundled and minified (`lesson_runtime`): one module
with the catalog and the parts of three.js it uses, which ``make setup`` builds
(.ci/runtime-bundle.mjs). Where it is missing or older than its sources, pages load the
modules as they are (three.js through an import map), after one warning.
"""

from __future__ import annotations

import base64
import gzip
import json
import logging
import posixpath
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import jinja2
from django.contrib.staticfiles import finders
from django.templatetags.static import static
from markupsafe import Markup

from genui import paths
from genui.lessons.csp import markup_page_csp
from genui.markup.sanitizer import SanitizeResult, markup_sanitize
from genui.paths import TEMPLATES_DIR

logger = logging.getLogger("genui.lessons.renderer")

# the runtime's entry module and style sheet, as static file names
RUNTIME = "lesson/runtime.js"
RUNTIME_CSS = "lesson/runtime.css"
# the same bundled and minified (bundle/ of a checkout, genui/settings/base.py)
BUNDLE = "lesson/runtime.min.js"
BUNDLE_CSS = "lesson/runtime.min.css"
GUNZIP = "lesson/gunzip.min.js"
# the page's import map, as static file names: three.js from npm (genui/settings/base.py)
IMPORTS = {"three": "vendor/three/three.module.js", "three/addons/": "vendor/three/addons/"}
IMPORT_RE = re.compile(
    r"""(?P<head>\b(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?|\bimport\s*\(\s*)"""
    r"""(?P<quote>["'])(?P<spec>[^"'\n]+)(?P=quote)"""
)
LESSON_ATTRS = re.compile(r"<cl-lesson\b([^<>]*)>", re.S)
# a quiz's start tag in sanitised markup (lower case; a "<" in text or a value is escaped)
QUIZ_TAG = re.compile(r"<cl-quiz(?=[\s/>])")
ATTR = re.compile(r"""(?<![\w-])([\w-]+)\s*=\s*("([^"]*)"|'([^']*)')""")


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
        loader=jinja2.FileSystemLoader(TEMPLATES_DIR),
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


def mark_quizzes_busy(markup: str) -> str:
    """Each quiz of sanitised ``markup`` busy (``aria-busy="true"``) until the runtime has
    defined it and takes that away (static/lesson/quiz.js): before, its choices are plain
    text that takes no tap, which runtime.css shows as not ready yet."""
    return QUIZ_TAG.sub('<cl-quiz aria-busy="true"', markup)


def lesson_page_render(
    markup: str,
    *,
    title: str | None = None,
    lang: str | None = None,
    description: str = "",
    model_id: str = "",
    standalone: bool = False,
    static_url: str | None = None,
    student: str = "",
    still_url: str = "",
) -> RenderedPage:
    """Sanitise ``markup`` and render the full page (served, or self-contained).
    ``student`` seeds the order of the quiz's choices (static/lesson/shuffle.js); a page
    for no one in particular (an export, a validation) leaves it out. ``still_url`` is the
    site's picture of the scene, shown where the browser has no WebGL (`genui.lessons.stills`;
    "" for none). A served page links the static files by the names the site serves (hashed
    once collected), or under ``static_url`` by their own names."""
    result = markup_sanitize(markup)
    root = lesson_attributes(result.markup)
    title = title or root.get("title") or "Clover lesson"
    lang = lang or root.get("lang") or "en"
    context = {
        "lang": lang,
        "title": title,
        "description": description or f"An interactive 3D lesson: {title}",
        "model_id": model_id,
        "markup": Markup(mark_quizzes_busy(result.markup)),
        "standalone": standalone,
        "student": student,
        "still_url": still_url,
    }
    if standalone:
        bundle = standalone_bundle()
        context.update(runtime_css=Markup(bundle.css), entry_script=Markup(bundle.script))
        csp = markup_page_csp(inline_scripts=[bundle.script], standalone=True)
    else:
        runtime = lesson_runtime()
        url = static if static_url is None else lambda name: static_url + name
        context.update(runtime_url=url(runtime.script), stylesheet_url=url(runtime.css))
        inline = []
        if not runtime.bundled:
            importmap = json.dumps(
                {"imports": {name: url(target) for name, target in IMPORTS.items()}},
                separators=(",", ":"),
            )
            inline.append(importmap)
            context.update(importmap=Markup(importmap))
        csp = markup_page_csp(inline_scripts=inline)
    context.update(csp=csp)
    html = _environment().get_template("lessons/page.html.j2").render(**context)
    return RenderedPage(html=html, sanitize=result, title=title, lang=lang, csp=csp)


def free_html_frame_render(*, src: str, title: str = "Lesson", lang: str = "en") -> str:
    """The page that shows a free-HTML lesson: only ever inside
    ``<iframe sandbox="allow-scripts">`` (never ``allow-same-origin``); the framed page
    itself is served with ``csp.free_html_csp()``."""
    template = _environment().get_template("lessons/free_frame.html.j2")
    return template.render(src=src, title=title, lang=lang)


# The standalone page's one script: it turns every module into a blob: URL, the
# modules each one imports first, and loads the runtime (the last) as a script
# element, which holds the page's load event until the runtime has run, as the
# served page's <script src> does (a dynamic import() would not).
# The self-contained export's one inline module: the modules as [type, parts] (a part is
# text, or the index of an earlier module whose blob: URL goes there), made blob: URLs in
# order, the last one started.
LOADER_BODY = """const urls = [];
for (const [type, parts] of modules) {
  const body = parts.map((part) => (typeof part === "number" ? urls[part] : part));
  urls.push(URL.createObjectURL(new Blob(body, { type })));
}
const runtime = document.createElement("script");
runtime.type = "module";
runtime.src = urls[urls.length - 1];
document.head.append(runtime);
"""
LOADER = "const modules = %s;\n" + LOADER_BODY
# The bundle gzipped and in base64 (a third of its size), unpacked by fflate's gunzip
# (GUNZIP, built beside the bundle), which works where DecompressionStream does not (Safari
# before 16.4) and takes a few milliseconds.
PACKED_LOADER = (
    "const modules = JSON.parse(new TextDecoder().decode(cloverGunzip.gunzipSync("
    'Uint8Array.from(atob("{packed}"), (c) => c.charCodeAt(0)))));\n'
) + LOADER_BODY


@dataclass(frozen=True)
class StandaloneBundle:
    script: str
    css: str


def _resolve(specifier: str, importer: str) -> str:
    """The static file an import names, as the browser resolves it on a served page."""
    if specifier in IMPORTS:
        return IMPORTS[specifier]
    for prefix, target in IMPORTS.items():
        if prefix.endswith("/") and specifier.startswith(prefix):
            return target + specifier.removeprefix(prefix)
    if specifier.startswith("."):
        return posixpath.normpath(posixpath.join(posixpath.dirname(importer), specifier))
    raise ValueError(f"{importer} imports {specifier!r}, which the export cannot inline")


def _static_file(name: str) -> Path:
    """The file the site serves as ``name`` (the staticfiles finders: static/, three.js,
    the markup catalog of genui/markup/data/)."""
    found = finders.find(name)
    if found is None:
        raise ValueError(f"no static file {name!r}")
    return Path(found)


def _on_comment_line(source: str, position: int) -> bool:
    """Whether ``position`` follows a comment opener on its line (three.js documents
    its imports in JSDoc: ``* @three_import import { X } from 'three/addons/...'``)."""
    line = source[source.rfind("\n", 0, position) + 1 : position].lstrip()
    return line.startswith(("*", "//", "/*"))


def module_graph() -> list[tuple[str, list[str | int]]]:
    """Every module the runtime reaches, each after the modules it imports (the runtime
    last), as ``(MIME type, parts)``: its source split at its import specifiers, each
    specifier replaced by the index of the module it names. Modules are the static files
    the served page loads, found as the site finds them."""
    return _module_graph()[1]


def _module_graph() -> tuple[list[str], list[tuple[str, list[str | int]]]]:
    """The static file names of `module_graph`'s modules, and the modules."""
    modules: list[tuple[str, list[str | int]]] = []
    index: dict[str, int] = {}
    visiting: set[str] = set()

    def visit(name: str) -> int:
        if name in index:
            return index[name]
        if name in visiting:
            raise ValueError(f"{name} is in an import cycle, which the export cannot order")
        visiting.add(name)
        source = _static_file(name).read_text()
        if name.endswith(".json"):
            module = ("application/json", [source])
        else:
            parts: list[str | int] = []
            done = 0
            for match in IMPORT_RE.finditer(source):
                if _on_comment_line(source, match.start()):
                    continue
                parts.append(source[done : match.start("spec")])
                parts.append(visit(_resolve(match.group("spec"), name)))
                done = match.end("spec")
            parts.append(source[done:])
            module = ("text/javascript", parts)
        visiting.discard(name)
        index[name] = len(modules)
        modules.append(module)
        return index[name]

    visit(RUNTIME)
    return list(index), modules


@dataclass(frozen=True)
class Runtime:
    """What lesson pages load, as static file names: the entry module and the style sheet;
    ``bundled`` when the module carries three.js (the modules import it through a map)."""

    script: str
    css: str
    bundled: bool


MODULES = Runtime(script=RUNTIME, css=RUNTIME_CSS, bundled=False)
BUNDLED = Runtime(script=BUNDLE, css=BUNDLE_CSS, bundled=True)


def bundle_outdated(built: Iterable[Path], sources: Iterable[Path]) -> Path | None:
    """The first of ``sources`` changed after the oldest of the ``built`` files, or None."""
    oldest = min(path.stat().st_mtime for path in built)
    return next((path for path in sources if path.stat().st_mtime > oldest), None)


@cache
def lesson_runtime() -> Runtime:
    """The bundle where it is built and, in a checkout, newer than every file it is built
    from (the modules the runtime reaches, its style sheet); else the modules, after one
    warning. An installed copy carries the bundle of the checkout it was built from."""
    built = [finders.find(BUNDLE), finders.find(BUNDLE_CSS)]
    if not all(built):
        problem = "is missing"
    elif paths.CHECKOUT and (
        changed := bundle_outdated(
            [Path(path) for path in built],
            [_static_file(name) for name in [*_module_graph()[0], RUNTIME_CSS]],
        )
    ):
        problem = f"is older than {changed}"
    else:
        return BUNDLED
    logger.warning(
        "the lesson runtime's bundle (%s) %s: lesson pages load its modules unminified; "
        "run `make setup` to build it",
        BUNDLE,
        problem,
    )
    return MODULES


@cache
def standalone_bundle() -> StandaloneBundle:
    """The runtime, its catalog and three.js as one inline module script: the bundle
    (`lesson_runtime`), or the modules each as it is served.

    Its modules become blob: URLs at load time rather than data: URLs in the page:
    the page's policy then admits no script that is not already running (a data: URL
    is a script anyone who can write a tag can name)."""
    runtime = lesson_runtime()
    if runtime.bundled:
        modules = [("text/javascript", [_static_file(runtime.script).read_text()])]
    else:
        modules = module_graph()
    graph = json.dumps(modules, ensure_ascii=False, separators=(",", ":"))
    gunzip = finders.find(GUNZIP)
    if runtime.bundled and gunzip:
        packed = base64.b64encode(gzip.compress(graph.encode(), 9, mtime=0)).decode()
        script = Path(gunzip).read_text() + "\n" + PACKED_LOADER.replace("{packed}", packed)
    else:
        # "<" only occurs inside JSON strings: escaped, no "</script>" can end the element.
        script = LOADER % graph.replace("<", "\\u003c")
    css_path = finders.find(runtime.css)
    css = Path(css_path).read_text() if css_path else ""
    return StandaloneBundle(script=script, css=css)
