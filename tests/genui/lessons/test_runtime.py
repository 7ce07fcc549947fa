"""The lesson runtime in a real browser: every element renders, streaming gives the
same lesson as loading it whole, and controls work from the keyboard."""

import os
from pathlib import Path

import pytest

from genui.lessons.demo import demo_lessons
from genui.lessons.renderer import lesson_page_render
from genui.markup.catalog import catalog
from tests.fixtures.browser import wait_until
from tests.genui.lessons.test_accessibility import axe_violations

pytestmark = pytest.mark.browser

# Every topic of the corpus, in one language each (English and Chinese taking turns);
# GENUI_AXE_ALL_LANGUAGES=1 loads and audits all of them (146 pages, twice the time).
LESSONS = [
    lesson
    for k, lesson in enumerate(demo_lessons())
    if os.environ.get("GENUI_AXE_ALL_LANGUAGES") == "1" or k % 4 in (0, 3)
]
# Lesson pages follow the reader's colour scheme: half of them dark, both languages in each.
CASES = [(lesson, "dark" if k % 4 in (1, 2) else "light") for k, lesson in enumerate(LESSONS)]
# A small lesson with the primitives the demo topics do not need.
SHAPES = (Path(__file__).parent / "pages" / "shapes.html").read_text()
STABLE_KEYS = ("parameters", "objects", "step", "quiz", "errors", "playing", "speed")


def serve(page, server, html: str, path: str = "/lesson-under-test") -> str:
    """Serve ``html`` at ``path`` of the live server's origin (static files are real)."""
    url = server.url + path
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html"))
    return url


def ready_snapshot(page) -> dict:
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    return page.evaluate(
        "async () => { await window.cloverLesson.ready; return cloverLesson.snapshot(); }"
    )


def stable(snapshot: dict) -> dict:
    return {key: snapshot[key] for key in STABLE_KEYS}


@pytest.fixture
def still_page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
    page = context.new_page()
    page.errors = []
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    yield page
    context.close()


def test_the_lessons_rendered_here_use_every_catalog_element():
    used = set()
    for markup in [*(lesson.markup for lesson in LESSONS), SHAPES]:
        used |= {tag for tag in catalog()["elements"] if f"<{tag}" in markup}
    assert set(catalog()["elements"]) - used == set()


def test_the_shapes_lesson_renders_without_a_notice(pages_server, page):
    page.goto(serve(page, pages_server, lesson_page_render(SHAPES).html))
    snapshot = ready_snapshot(page)
    assert snapshot["errors"] == [] and page.errors == []
    assert {"bench", "block", "saturn", "rings"} <= set(snapshot["objects"])


@pytest.mark.parametrize(
    ("lesson", "scheme"), CASES, ids=[f"{x.slug}.{x.lang}.{scheme}" for x, scheme in CASES]
)
def test_each_demo_lesson_renders_every_element_without_a_notice_or_a_wcag_violation(
    pages_server, page, lesson, scheme
):
    """Each page is loaded once, under its own CSP, for both checks: the runtime's (no notice,
    no error, every element defined) and axe-core's WCAG 2.2 A and AA rules."""
    url = f"{pages_server.url}/lessons/demo/{lesson.slug}/{lesson.lang}/"
    page.emulate_media(color_scheme=scheme)
    page.goto(url)
    snapshot = ready_snapshot(page)

    assert snapshot["errors"] == []
    assert page.errors == []
    assert snapshot["objects"], "the scene has objects"
    undefined = page.evaluate(
        "(tags) => tags.filter((t) => document.querySelector(t) && !customElements.get(t))",
        list(catalog()["elements"]),
    )
    assert undefined == []
    found = axe_violations(page)
    assert found == [], f"{url}:\n" + "\n".join(found)
    assert all(u.startswith(pages_server.url) for u in page.requests)
    assert page.errors == []  # axe ran without a CSP violation or an error


def test_a_long_word_wraps_rather_than_widen_the_page_on_a_phone(pages_server, browser):
    word = "Pneumonoultramicroscopicsilicovolcanoconiosis" * 2
    markup = (
        f'<cl-lesson title="{word}" lang="en">\n<cl-scene>\n'
        '<cl-sphere id="dust" radius="1"></cl-sphere>\n</cl-scene>\n'
        f'<cl-section heading="{word}">\n<p>{word} {word}</p>\n</cl-section>\n'
        f'<cl-quiz>\n<cl-question id="q1" prompt="{word}?">\n'
        f'<cl-choice correct feedback="{word}">{word}</cl-choice>\n'
        '<cl-choice feedback="No.">Other</cl-choice>\n</cl-question>\n</cl-quiz>\n</cl-lesson>\n'
    )
    context = browser.new_context(viewport={"width": 375, "height": 740})
    page = context.new_page()
    page.goto(serve(page, pages_server, lesson_page_render(markup).html))
    assert ready_snapshot(page)["errors"] == []
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    context.close()
    assert overflow <= 1


# (value, English unit, Chinese unit) of each slider
UNIT_SLIDERS = [
    (1, "years", "年"),
    (2, "years", "年"),
    (1, "foxes", "只"),
    (1, "s", "s"),
    (1, "million years", "百万年"),
    (3, "/year", "/年"),
]


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("en", ["1 year", "2 years", "1 fox", "1 s", "1 million years", "3/year"]),
        ("zh", ["1年", "2年", "1只", "1 s", "1百万年", "3/年"]),
    ],
)
def test_a_unit_written_as_a_plural_word_is_singular_after_one(pages_server, page, lang, shown):
    controls = "".join(
        f'<cl-slider id="s{k}" label="s{k}" min="0" max="5" step="1" value="{value}" '
        f'unit="{en if lang == "en" else zh}"></cl-slider>\n'
        for k, (value, en, zh) in enumerate(UNIT_SLIDERS)
    )
    markup = (
        f'<cl-lesson title="Units" lang="{lang}">\n<cl-scene>\n'
        '<cl-sphere id="dot" radius="1"></cl-sphere>\n</cl-scene>\n'
        f"<cl-controls>\n{controls}</cl-controls>\n</cl-lesson>\n"
    )
    page.goto(serve(page, pages_server, lesson_page_render(markup).html))
    assert ready_snapshot(page)["errors"] == []
    texts = page.locator("cl-slider output").all_inner_texts()
    assert [text.strip() for text in texts] == shown


def test_streaming_a_lesson_element_by_element_ends_in_the_same_state(pages_server, still_page):
    lesson = LESSONS[0]
    html = lesson_page_render(lesson.markup).html
    whole_url = serve(still_page, pages_server, html, "/whole")
    still_page.goto(whole_url)
    whole = stable(ready_snapshot(still_page))

    head, _, body = html.partition("<body>")
    shell_url = serve(still_page, pages_server, head + "<body>", "/shell")
    still_page.goto(shell_url)
    still_page.evaluate("() => document.open()")
    still_page.evaluate("(head) => document.write(head + '<body>')", head)
    # Chunks of 97 characters split tags and attributes mid-way, as a model writes them.
    for start in range(0, len(body), 97):
        still_page.evaluate("(chunk) => document.write(chunk)", body[start : start + 97])
    still_page.evaluate("() => document.close()")
    # Motions move their objects when a frame is drawn: let the scene draw the last element's frame.
    streamed = stable(still_page.evaluate("() => cloverLesson.seek(0)"))

    assert streamed == whole
    assert still_page.errors == []


def test_controls_work_from_the_keyboard_with_visible_focus(pages_server, still_page):
    lesson = LESSONS[0]
    still_page.goto(f"{pages_server.url}/lessons/demo/{lesson.slug}/{lesson.lang}/")
    before = ready_snapshot(still_page)

    slider = still_page.locator("cl-slider input[type=range]").first
    slider.focus()
    outline = slider.evaluate("(el) => getComputedStyle(el).outlineStyle")
    still_page.keyboard.press("End")
    after = still_page.evaluate("cloverLesson.snapshot()")
    assert outline != "none"
    assert after["parameters"] != before["parameters"]

    next_step = still_page.get_by_role("button", name="Next").first
    next_step.focus()
    still_page.keyboard.press("Enter")
    assert still_page.evaluate("cloverLesson.snapshot().step") != before["step"]

    choice = still_page.locator("cl-choice button").first
    choice.focus()
    still_page.keyboard.press("Enter")
    assert still_page.evaluate("Object.keys(cloverLesson.snapshot().quiz).length") >= 1


def test_the_standalone_export_works_offline_from_a_file(browser, tmp_path):
    lesson = LESSONS[0]
    path = tmp_path / "lesson.html"
    path.write_text(lesson_page_render(lesson.markup, standalone=True).html)
    context = browser.new_context()
    page = context.new_page()
    requests, errors = [], []
    page.on("request", lambda request: requests.append(request.url))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)

    page.goto(path.as_uri())
    snapshot = ready_snapshot(page)
    context.close()

    assert snapshot["errors"] == [] and errors == []
    assert all(url.startswith(("file:", "data:", "blob:")) for url in requests), requests
