"""The studio by keyboard alone: on the library, the new-lesson form, a lesson's page and
its edit page, Tab reaches every control once, in the order of the page, each with a
visible focus indicator; and the pages' main tasks are done with the keyboard: generate
a lesson, open the edit mode, change a field, save."""

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from genui.generation.models import GenerationJob
from genui.lessons.demo import demo_lesson
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_version_add
from genui.markup.sanitizer import markup_sanitize
from tests.fixtures.browser import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Numbers the page's keyboard stops in document order (data-kw) and keeps their box-shadow
# unfocused: a radio group is one stop (its checked radio, else its first), a frame is one.
MARK_STOPS = """() => {
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, iframe, summary, '
    + '[tabindex]:not([tabindex="-1"])';
  const groups = new Set();
  const stops = [];
  for (const el of document.querySelectorAll(selector)) {
    if (el.disabled || el.closest('[inert], [hidden]') || !el.checkVisibility()) continue;
    if (el.type === 'radio') {
      if (groups.has(el.name)) continue;
      const group = [...document.getElementsByName(el.name)].filter((r) => r.form === el.form);
      if (el !== (group.find((r) => r.checked) || group[0])) continue;
      groups.add(el.name);
    }
    el.dataset.kw = String(stops.length);
    stops.push({ tag: el.localName, shadow: getComputedStyle(el).boxShadow });
  }
  return stops;
}"""
FOCUSED = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  return {
    key: el.dataset.kw ?? null,
    tag: el.localName,
    id: el.id,
    name: (el.getAttribute('aria-label') || el.textContent || el.name || el.id || '')
      .trim().slice(0, 60),
    outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    shadow: style.boxShadow,
  };
}"""
# a frame's own controls are its page's to test (tests/genui/lessons): Tab through them
FRAME_STOPS = 300


def focused_after_tab(page, *, timeout: float = 2000) -> dict | None:
    """The focused control once focus has landed: moving into a sandboxed frame (another
    process) leaves the body focused for a moment, seconds on a loaded machine; None when
    it stays there for ``timeout`` ms."""
    try:
        page.wait_for_function("() => document.activeElement !== document.body", timeout=timeout)
    except PlaywrightTimeout:
        return None
    return page.evaluate(FOCUSED)


def tab_walk(page) -> list[dict]:
    """Tab from the top of the page until focus wraps around: every stop, in order."""
    stops = page.evaluate(MARK_STOPS)
    page.evaluate("() => { document.activeElement?.blur(); window.scrollTo(0, 0); }")
    walked: list[dict] = []
    page.keyboard.press("Tab")
    for _ in range(len(stops) + 5):
        # a frame's process may take seconds to take focus; past the last stop, focus leaves
        # the page for the browser and the body stays focused: no need to wait long there
        entering_frame = len(walked) < len(stops) and stops[len(walked)]["tag"] == "iframe"
        focused = focused_after_tab(page, timeout=20_000 if entering_frame else 2000)
        if focused is None or (walked and focused["key"] == walked[0]["key"]):
            break
        walked.append(focused)
        page.keyboard.press("Tab")
        if focused["tag"] == "iframe":
            for _ in range(FRAME_STOPS):
                if page.evaluate("() => document.activeElement?.localName") != "iframe":
                    break
                page.keyboard.press("Tab")
            else:
                raise AssertionError(f"focus never leaves the frame {focused['name']!r}")
    return check_walk(stops, walked)


def check_walk(stops: list[dict], walked: list[dict]) -> list[dict]:
    keys = [step["key"] for step in walked]
    strays = [step for step in walked if step["key"] is None]
    assert not strays, f"Tab stops on what is no control of the page: {strays}"
    assert keys == [str(k) for k in range(len(stops))], (
        f"Tab order {keys} is not the page's {len(stops)} controls in order: {walked}"
    )
    for step in walked:
        if step["tag"] == "iframe":
            continue
        base = stops[int(step["key"])]["shadow"]
        shown = step["outline"] or step["shadow"] not in ("none", base)
        assert shown, f"no visible focus indicator on {step['tag']} {step['name']!r}"
    return walked


def focus_by_tab(page, name: str, *, limit: int = 300) -> None:
    """Press Tab until the focused control is ``name`` (its id, or words of its name). The
    limit allows a round through a preview frame's own controls: blurring does not move
    Chromium's starting point for Tab, which may still be in or beside the frame."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        focused = page.evaluate(FOCUSED)
        if focused and (focused["id"] == name or name in focused["name"]):
            return
    raise AssertionError(f"Tab never reached {name!r}")


@pytest.fixture
def lesson(teacher):
    lesson = lesson_create(
        owner=teacher, title="Seasons", subject="astronomy", grade="middle", language="en"
    )
    markup = markup_sanitize(demo_lesson("seasons", "en").markup).markup
    lesson_version_add(lesson=lesson, content=markup, created_by=teacher, validation_passed=True)
    return lesson


def test_the_library_and_the_new_lesson_form_by_keyboard(embedded_server, page, lesson):
    sign_in(page, embedded_server, "tina", "pw-tina-123")
    page.goto(f"{embedded_server.url}/studio/")
    walked = tab_walk(page)
    assert walked[0]["name"] == "Skip to content"
    assert any(step["name"] == "Seasons" for step in walked), "the lesson card is reachable"

    # The language switch: arrows pass over the languages, Enter switches.
    page.evaluate("() => document.activeElement?.blur()")
    focus_by_tab(page, "lang-select")
    page.keyboard.press("ArrowDown")
    page.wait_for_timeout(500)
    assert page.evaluate("() => document.documentElement.lang") == "en"
    assert page.evaluate("() => document.activeElement.id") == "lang-select"
    page.keyboard.press("Enter")
    expect(page.locator("html")).to_have_attribute("lang", "zh-hans")
    page.evaluate("() => document.activeElement?.blur()")
    focus_by_tab(page, "lang-select")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    expect(page.locator("html")).to_have_attribute("lang", "en")

    page.goto(f"{embedded_server.url}/studio/new/")
    walked = tab_walk(page)
    assert [s["name"] for s in walked if s["tag"] == "button"][-1] == "Generate"

    page.evaluate("() => document.activeElement?.blur()")
    focus_by_tab(page, "id_prompt")
    page.keyboard.type("Why do we have seasons on Earth?")
    focus_by_tab(page, "Generate")
    page.keyboard.press("Enter")

    expect(page.locator("#live")).to_be_visible()
    expect(page.locator("#live-status")).not_to_be_empty()
    assert GenerationJob.objects.filter(prompt="Why do we have seasons on Earth?").exists()
    assert page.errors == []


def test_a_lessons_page_and_its_edit_mode_by_keyboard(embedded_server, page, lesson):
    sign_in(page, embedded_server, "tina", "pw-tina-123")
    page.goto(f"{embedded_server.url}/studio/lessons/{lesson.pk}/")
    page.frame_locator("iframe.preview").locator("cl-lesson").wait_for()
    walked = tab_walk(page)
    assert "iframe" in [step["tag"] for step in walked], "the preview takes focus"

    page.evaluate("() => document.activeElement?.blur()")
    focus_by_tab(page, "Edit")
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(rf"/studio/lessons/{lesson.pk}/edit/$"))
    page.frame_locator("#edit-preview").locator("cl-lesson").wait_for()
    tab_walk(page)

    page.evaluate("() => document.activeElement?.blur()")
    focus_by_tab(page, page.get_by_label("Title", exact=True).get_attribute("id"))
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type("Our seasons")
    focus_by_tab(page, "Save as a new version")
    page.keyboard.press("Enter")

    expect(page).to_have_url(re.compile(rf"/studio/lessons/{lesson.pk}/$"))
    lesson = Lesson.objects.get(pk=lesson.pk)
    assert lesson.title == "Our seasons" and lesson.current_version.number == 2
    assert page.errors == []
