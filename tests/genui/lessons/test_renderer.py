"""Rendered lesson pages: sanitised markup, a no-network CSP, and an offline export."""

import html
import re

import pytest

from genui.lessons.renderer import lesson_attributes, lesson_page_render

MARKUP = (
    '<cl-lesson title="日食为什么会发生" lang="zh" subject="astronomy" grade="middle">'
    '<cl-section heading="为什么"><p>月球挡住了太阳。</p></cl-section>'
    "<script>alert(1)</script></cl-lesson>"
)


def _csp(page: str) -> str:
    found = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)
    return html.unescape(found.group(1))


def test_a_served_page_takes_title_and_language_from_the_lesson():
    page = lesson_page_render(MARKUP)

    assert "<title>日食为什么会发生</title>" in page.html
    assert '<html lang="zh">' in page.html
    assert '<script type="module" src="/static/lesson/runtime.js"' in page.html
    assert "/static/vendor/three/three.module.js" in page.html


def test_the_markup_is_sanitised_and_the_drop_reported():
    page = lesson_page_render(MARKUP)

    assert "alert(1)" not in page.html
    assert [item.element for item in page.sanitize.dropped] == ["script"]


def test_the_page_policy_forbids_any_network_access():
    csp = _csp(lesson_page_render(MARKUP).html)

    assert "default-src 'none'" in csp
    assert "connect-src 'self'" in csp
    assert "form-action 'none'" in csp
    assert re.search(r"script-src 'self' 'sha256-[A-Za-z0-9+/=]+'", csp)
    assert "http" not in csp


def test_text_from_the_model_cannot_break_out_of_the_head():
    page = lesson_page_render(MARKUP, title="</title><script>alert(1)</script>")
    assert "<script>alert(1)" not in page.html
    assert "&lt;/title&gt;" in page.html


def test_lesson_attributes_read_the_root_element():
    assert lesson_attributes(MARKUP)["grade"] == "middle"
    assert lesson_attributes("<p>no root</p>") == {}


@pytest.mark.slow
def test_the_standalone_export_inlines_everything():
    page = lesson_page_render(MARKUP, standalone=True)

    script_src = next(part for part in _csp(page.html).split("; ") if part.startswith("script-src"))
    assert "/static/" not in page.html
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
