"""The studio's live preview is styled as the lesson page is while the model writes (in
Chromium): the page's fonts, colours and quiz, not the browser's serif and plain elements
until the lesson is done."""

import pytest

from genui.lessons.demo import demo_lessons
from tests.fixtures.browser import wait_until
from tests.genui.lessons.test_stream_preview import open_preview

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
# the page-level style of the lesson and of its quiz's elements
STYLES = """() => Object.fromEntries(["cl-lesson", "cl-quiz", "cl-question", "cl-choice"]
  .map((tag) => {
  const style = getComputedStyle(document.querySelector(tag));
  return [tag, {
    font: style.fontFamily, size: style.fontSize, color: style.color,
    background: style.backgroundColor, display: style.display, lineHeight: style.lineHeight,
  }];
}))"""


def test_the_live_preview_is_styled_like_the_lesson_page_while_streaming(embedded_server, page):
    lesson = demo_lessons()[0]
    page.goto(f"{embedded_server.url}/lessons/demo/{lesson.slug}/{lesson.lang}/")
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    page.evaluate("async () => { await cloverLesson.ready; }")
    lesson_page = page.evaluate(STYLES)

    frame = open_preview(page, embedded_server)
    page.evaluate("(lang) => window.send({type: 'reset', lang})", lesson.lang)
    # the lesson written up to its first choice, and no further: the model is still writing
    written = lesson.markup[: lesson.markup.index("</cl-choice>") + len("</cl-choice>")]
    page.evaluate("(text) => window.send({type: 'append', text})", written)
    wait_until(frame, "() => document.querySelector('cl-choice') !== null", timeout=15)

    assert "serif" not in lesson_page["cl-lesson"]["font"].replace("sans-serif", "")
    assert frame.evaluate(STYLES) == lesson_page
    assert page.errors == []
