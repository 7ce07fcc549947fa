"""In Chromium: the studio's forms draw their controls alike; the rewrite page's selects
(the part, the grade) look like the new-lesson form's, not like the browser's defaults."""

import pytest

from genui.lessons.demo import demo_lesson
from genui.lessons.services import lesson_create, lesson_version_add
from genui.markup.sanitizer import markup_sanitize
from tests.fixtures.browser import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
STYLE = """(selector) => {
  const style = getComputedStyle(document.querySelector(selector));
  return {
    font: style.fontFamily, size: style.fontSize, padding: style.padding,
    radius: style.borderRadius, border: style.borderColor, background: style.backgroundColor,
  };
}"""


def test_the_rewrite_pages_selects_look_like_the_new_lesson_forms(embedded_server, page, teacher):
    lesson = lesson_create(
        owner=teacher, title="Seasons", subject="astronomy", grade="middle", language="en"
    )
    markup = markup_sanitize(demo_lesson("seasons", "en").markup).markup
    lesson_version_add(lesson=lesson, content=markup, created_by=teacher, validation_passed=True)
    sign_in(page, embedded_server, "tina", "pw-tina-123")

    page.goto(f"{embedded_server.url}/studio/new/")
    styled = page.evaluate(STYLE, "#id_grade")
    page.goto(f"{embedded_server.url}/studio/lessons/{lesson.pk}/rewrite/")

    assert styled["radius"] != "0px", "the new-lesson form's selects are styled"
    assert page.evaluate(STYLE, "#part") == styled
    assert page.evaluate(STYLE, "select[name=grade]") == styled
