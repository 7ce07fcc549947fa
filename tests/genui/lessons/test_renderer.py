"""Rendered lesson pages: sanitised markup, a no-network CSP, and an offline export."""

import base64
import gzip
import html
import json
import os
import re

import pytest

from genui.lessons import renderer
from genui.lessons.renderer import lesson_attributes, lesson_page_render

MARKUP = (
    '<cl-lesson title="日食为什么会发生" lang="zh" subject="astronomy" grade="middle">'
    '<cl-section heading="为什么"><p>月球挡住了太阳。</p></cl-section>'
    "<script>alert(1)</script></cl-lesson>"
)


def _csp(page: str) -> str:
    found = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)
    return html.unescape(found.group(1))


@pytest.fixture(params=["bundle", "modules"])
def runtime(request, monkeypatch) -> renderer.Runtime:
    """Pages rendered with the runtime's bundle, or with its modules (no bundle built)."""
    chosen = renderer.BUNDLED if request.param == "bundle" else renderer.MODULES
    monkeypatch.setattr(renderer, "lesson_runtime", lambda: chosen)
    renderer.standalone_bundle.cache_clear()
    yield chosen
    renderer.standalone_bundle.cache_clear()


def test_a_served_page_takes_title_and_language_from_the_lesson():
    page = lesson_page_render(MARKUP)

    assert "<title>日食为什么会发生</title>" in page.html
    assert '<html lang="zh">' in page.html


def test_a_page_loads_the_bundle_alone_when_it_is_built(runtime):
    page = lesson_page_render(MARKUP)

    if runtime.bundled:
        assert '<script type="module" src="/static/lesson/runtime.min.js"' in page.html
        assert '<link rel="stylesheet" href="/static/lesson/runtime.min.css">' in page.html
        assert "importmap" not in page.html and "three" not in page.html
    else:
        assert '<script type="module" src="/static/lesson/runtime.js"' in page.html
        assert '<link rel="stylesheet" href="/static/lesson/runtime.css">' in page.html
        assert '"three":"/static/vendor/three/three.module.js"' in page.html


def test_without_a_bundle_pages_load_the_modules_after_a_warning(monkeypatch, caplog):
    monkeypatch.setattr(renderer, "BUNDLE", "lesson/no-such-bundle.js")
    renderer.lesson_runtime.cache_clear()
    try:
        assert renderer.lesson_runtime() is renderer.MODULES
    finally:
        renderer.lesson_runtime.cache_clear()
    assert "lesson/no-such-bundle.js) is missing" in caplog.text and "make setup" in caplog.text


def test_a_bundle_older_than_one_of_its_sources_is_outdated(tmp_path):
    bundle, css, source = (tmp_path / name for name in ("bundle.js", "bundle.css", "a.js"))
    for path, seconds in ((bundle, 2000), (css, 1000), (source, 1500)):
        path.write_text(path.name)
        os.utime(path, (seconds, seconds))

    assert renderer.bundle_outdated([bundle, css], [source]) == source
    os.utime(css, (3000, 3000))
    assert renderer.bundle_outdated([bundle, css], [source]) is None


def test_the_markup_is_sanitised_and_the_drop_reported():
    page = lesson_page_render(MARKUP)

    assert "alert(1)" not in page.html
    assert [item.element for item in page.sanitize.dropped] == ["script"]


def test_the_page_policy_forbids_any_network_access(runtime):
    csp = _csp(lesson_page_render(MARKUP).html)

    assert "default-src 'none'" in csp
    assert "connect-src 'self'" in csp
    assert "form-action 'none'" in csp
    # the import map of the modules is the one inline script
    importmap = "" if runtime.bundled else r" 'sha256-[A-Za-z0-9+/=]+'"
    assert re.search(rf"script-src 'self'{importmap};", csp)
    assert "http" not in csp


def test_text_from_the_model_cannot_break_out_of_the_head():
    page = lesson_page_render(MARKUP, title="</title><script>alert(1)</script>")
    assert "<script>alert(1)" not in page.html
    assert "&lt;/title&gt;" in page.html


def test_lesson_attributes_read_the_root_element():
    assert lesson_attributes(MARKUP)["grade"] == "middle"
    assert lesson_attributes("<p>no root</p>") == {}


@pytest.mark.slow
def test_the_standalone_export_inlines_everything(runtime):
    page = lesson_page_render(MARKUP, standalone=True)

    script_src = next(part for part in _csp(page.html).split("; ") if part.startswith("script-src"))
    assert "/static/" not in page.html
    if runtime.bundled:
        # the minified bundle gzipped in base64, unpacked by fflate's gunzip: a third of it
        bundle = renderer._static_file(renderer.BUNDLE).read_text()
        packed = re.search(r'atob\("([A-Za-z0-9+/=]+)"\)', page.html).group(1)
        modules = json.loads(gzip.decompress(base64.b64decode(packed)))
        assert modules == [["text/javascript", [bundle]]]
        assert renderer._static_file(renderer.GUNZIP).read_text() in page.html
        assert len(page.html.encode()) < len(bundle.encode()) / 2
        assert "export { OrbitControls }" not in page.html
    else:
        assert "export { OrbitControls }" in page.html
    # One script element, whatever the inlined modules contain.
    assert page.html.count("</script") == 1
    assert "data:" not in script_src and "'self'" not in script_src
    assert re.fullmatch(r"script-src 'sha256-[A-Za-z0-9+/=]+' blob:", script_src)


def test_a_page_over_the_scene_budget_is_rendered_without_its_scene_and_says_where():
    """What the worker delivers for a generated lesson (``page.sanitize``), and every page
    served from a stored version: issue 38's thousand clouds of 20,000 particles."""
    clouds = '<cl-particles count="20000"></cl-particles>\n' * 1000
    markup = MARKUP.replace("<script>", f"<cl-scene>\n{clouds}</cl-scene><script>")

    page = lesson_page_render(markup)

    assert '<cl-particles count="20000">' not in page.html and "<cl-scene" not in page.html
    assert "<p>月球挡住了太阳。</p>" in page.html
    budget = [item for item in page.sanitize.report()["dropped"] if item.startswith("budget")]
    assert budget[0].startswith("budget <cl-particles>: 20,000,000 particles in the lesson")
    assert "at line 7" in budget[0]
