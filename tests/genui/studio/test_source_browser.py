"""The source view in a real browser: CodeMirror highlights the markup, a forbidden attribute
shows as a diagnostic on its line, and the fixed markup saves as a new version."""

import re

import pytest
from playwright.sync_api import expect

from genui.generation.models import GenerationJob
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_version_add
from tests.fixtures.browser import sign_in, wait_until
from tests.genui.lessons.test_accessibility import axe_violations

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
TITLE = "document.querySelector('cl-lesson')?.shadowRoot?.querySelector('h1')?.textContent"
SOURCE = (
    '<cl-lesson title="Tides" lang="en">\n'
    '  <cl-section heading="Why">\n'
    "    <p>The Moon pulls the sea.</p>\n"
    "  </cl-section>\n"
    "</cl-lesson>"
)
TYPED = ' onclick="go()"'


def test_a_forbidden_attribute_shows_on_its_line_and_the_fixed_source_saves(
    embedded_server, page, teacher
):
    lesson = lesson_create(
        owner=teacher, title="Tides", subject="earth", grade="high", language="en"
    )
    lesson_version_add(lesson=lesson, content=SOURCE, created_by=teacher)
    sign_in(page, embedded_server, "tina", "pw-tina-123")

    page.goto(f"{embedded_server.url}/studio/lessons/{lesson.pk}/edit/")
    page.get_by_role("link", name="Source", exact=True).click()
    editor = page.locator(".cm-editor")
    expect(editor).to_be_visible()
    expect(page.locator("#source-text")).to_be_hidden()
    # highlighted: tag names and attribute names are tokens of their own
    expect(editor.locator(".tok-typeName", has_text="cl-section").first).to_be_visible()
    expect(editor.locator(".tok-propertyName", has_text="heading")).to_be_visible()
    frame = page.frame_locator("#source-preview").owner.element_handle().content_frame()
    wait_until(frame, f"() => {TITLE} === 'Tides'", timeout=20)

    # after `<p` on line 3 (Home goes to the end of the indentation)
    lines = editor.locator(".cm-line")
    lines.nth(2).click()
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.type(TYPED)

    marked = lines.nth(2).locator(".cm-lintRange-error")
    expect(marked).to_have_text("onclick")
    expect(editor.locator(".cm-lintRange-error")).to_have_count(1)
    expect(page.locator("#source-problems li")).to_have_text(
        ["Line 3 attribute <p onclick>: not allowed on this element"]
    )
    expect(page.locator(".cm-gutter-lint .cm-lint-marker-error")).to_have_count(1)

    # saved as it is: refused, with the reason, and the text stays as typed
    page.get_by_role("button", name="Save as a new version").click()
    expect(page.get_by_role("alert")).to_contain_text(
        "Line 3: attribute <p onclick>: not allowed on this element"
    )
    expect(lines.nth(2)).to_have_text('    <p onclick="go()">The Moon pulls the sea.</p>')
    expect(marked).to_have_text("onclick")
    assert Lesson.objects.get(pk=lesson.pk).versions.count() == 1
    frame = page.frame_locator("#source-preview").owner.element_handle().content_frame()

    # after `<p` again, and the attribute deleted
    lines.nth(2).locator(".cm-lintRange-error").click()
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    for _ in TYPED:
        page.keyboard.press("Delete")
    lines.nth(0).locator(".tok-string", has_text="Tides").dblclick()
    page.keyboard.type("Ocean tides")
    expect(page.locator("#source-summary")).to_have_text("The checks keep everything.")
    expect(editor.locator(".cm-lintRange-error")).to_have_count(0)
    wait_until(frame, f"() => {TITLE} === 'Ocean tides'", timeout=10)
    page.get_by_role("button", name="Save as a new version").click()

    expect(page).to_have_url(re.compile(rf"/studio/lessons/{lesson.pk}/$"))
    lesson = Lesson.objects.get(pk=lesson.pk)
    version = lesson.current_version
    assert version.number == 2 and version.created_by == teacher
    assert version.content == SOURCE.replace('"Tides"', '"Ocean tides"')
    assert lesson.title == "Ocean tides"
    assert GenerationJob.objects.filter(
        kind=GenerationJob.Kind.CHECK, result_version=version
    ).exists()
    # the refused save answered 400 on purpose, which the browser logs; nothing else
    assert [e for e in page.errors if "status of 400 (Bad Request)" not in e] == []
    assert len(page.errors) == 1
    assert all(url.startswith(embedded_server.url) for url in page.requests)


def test_the_source_view_with_a_diagnostic_showing_has_no_wcag_violation(
    embedded_server, browser, teacher
):
    """The underline, the gutter marker and the list of refusals, audited where they show (the
    clean page is audited with the studio's others in test_accessibility.py)."""
    lesson = lesson_create(
        owner=teacher, title="Tides", subject="earth", grade="high", language="en"
    )
    lesson_version_add(lesson=lesson, content=SOURCE, created_by=teacher)
    context = browser.new_context(viewport={"width": 1280, "height": 800}, bypass_csp=True)
    page = context.new_page()
    sign_in(page, embedded_server, "tina", "pw-tina-123")
    page.goto(f"{embedded_server.url}/studio/lessons/{lesson.pk}/source/")
    line = page.locator(".cm-line").nth(2)
    line.click()
    page.keyboard.press("End")
    page.keyboard.type("<marquee>")
    expect(page.locator("#source-problems li")).to_have_count(1)
    expect(line.locator(".cm-lintRange-error")).to_have_text("<marquee")

    found = axe_violations(page)
    context.close()
    assert found == [], "\n".join(found)
