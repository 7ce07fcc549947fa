"""On a phone (390 px wide, in Chromium) the studio's lesson page breaks lines between words:
no "stud ents" in its prose; only a link's long address may wrap inside itself."""

import pytest

from genui.lessons.services import lesson_publish, lesson_submit
from tests.fixtures.browser import sign_in
from tests.genui.studio.test_studio_pages import make_lesson

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
# every word (4 letters or more) of the page's text drawn on two lines, with its element;
# the text of links that show an address is left out
SPLIT_WORDS = """() => {
  const split = [];
  const walker = document.createTreeWalker(document.querySelector("main"), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/^https?:/.test(node.parentElement.closest("a")?.textContent ?? "")) continue;
    for (const word of node.data.matchAll(/\\p{L}{4,}/gu)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) split.push(`${word[0]} (${node.parentElement.localName})`);
    }
  }
  return split;
}"""


def test_the_lesson_page_on_a_phone_breaks_no_word(embedded_server, browser, teacher, curator):
    lesson = make_lesson(teacher)
    lesson_submit(lesson=lesson, user=teacher)
    lesson_publish(lesson=lesson, curator=curator)
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
    page = context.new_page()
    sign_in(page, embedded_server, "tina", "pw-tina-123")
    page.goto(f"{embedded_server.url}/studio/lessons/{lesson.pk}/")
    page.get_by_role("button", name="Make a link for my class").click()
    page.locator("text=Revoke the class link").wait_for()

    assert page.evaluate(SPLIT_WORDS) == []
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    context.close()
