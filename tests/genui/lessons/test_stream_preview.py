"""The studio's live preview: markup streamed in chunks renders progressively, and
nothing outside the catalog is copied into the page."""

import pytest

from genui.lessons.demo import demo_lessons
from tests.fixtures.browser import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PARENT = """<!doctype html><html lang="en"><head><title>parent</title></head><body>
<iframe id="preview" sandbox="allow-scripts" src="/lessons/stream/"></iframe>
<script>
  const preview = document.getElementById("preview");
  window.previewReady = new Promise((resolve) => addEventListener("message", (e) => {
    if (e.data && e.data.type === "ready") resolve(true);
  }));
  window.send = (message) => preview.contentWindow.postMessage(message, "*");
</script></body></html>"""
READY = "async () => { await cloverLesson.ready; return cloverLesson.snapshot(); }"


def open_preview(page, server):
    page.route(
        server.url + "/parent", lambda route: route.fulfill(body=PARENT, content_type="text/html")
    )
    page.goto(server.url + "/parent")
    page.evaluate("window.previewReady")
    return page.frame_locator("#preview").owner.element_handle().content_frame()


def test_markup_streamed_in_chunks_renders_the_whole_lesson(embedded_server, page):
    lesson = demo_lessons()[0]
    frame = open_preview(page, embedded_server)

    page.evaluate("window.send({type: 'reset', lang: 'en'})")
    markup = lesson.markup
    for start in range(0, len(markup), 61):
        page.evaluate("(text) => window.send({type: 'append', text})", markup[start : start + 61])
    wait_until(frame, "() => document.querySelector('cl-quiz') !== null", timeout=15)
    snapshot = frame.evaluate(
        "async () => { await cloverLesson.ready; return cloverLesson.snapshot(); }"
    )

    assert snapshot["objects"]
    assert snapshot["errors"] == []
    assert page.errors == []


def test_the_preview_copies_only_catalog_elements_and_attributes(embedded_server, page):
    frame = open_preview(page, embedded_server)
    page.evaluate(
        """window.send({type: 'append', text:
            '<cl-lesson title="x" onclick="parent.pwned=1">'
            + '<script>parent.pwned = 1<\\/script><img src=x onerror="parent.pwned=1">'
            + '<cl-section heading="Hi"><p>ok</p></cl-section>'})"""
    )
    frame.wait_for_selector("cl-section p")

    assert frame.evaluate("document.body.querySelectorAll('script, img').length") == 0
    assert frame.evaluate("document.querySelector('cl-lesson').hasAttribute('onclick')") is False
    title = "document.querySelector('cl-lesson').shadowRoot.querySelector('h1').textContent"
    assert frame.evaluate(title) == "x"
    assert page.evaluate("window.pwned") is None


def test_a_reset_clears_the_preview_for_the_next_attempt(embedded_server, page):
    first, second = demo_lessons()[0], demo_lessons()[2]
    frame = open_preview(page, embedded_server)
    for lesson in (first, second):
        page.evaluate("window.send({type: 'reset', lang: 'en'})")
        page.evaluate("(text) => window.send({type: 'append', text})", lesson.markup)

    # the preview applies what arrived once a frame: between the reset and the next frame
    # there is no lesson element yet
    title = "document.querySelector('cl-lesson')?.shadowRoot?.querySelector('h1')?.textContent"
    wait_until(frame, f"() => {title} === {second.title!r}", timeout=15)
    assert frame.evaluate("document.querySelectorAll('cl-lesson').length") == 1


def test_the_preview_follows_the_writing_until_the_teacher_scrolls_away(embedded_server, page):
    page.set_viewport_size({"width": 1000, "height": 700})
    markup = next(lesson for lesson in demo_lessons() if lesson.slug == "seasons").markup
    half = markup.index("<cl-story>")
    frame = open_preview(page, embedded_server)
    page.evaluate("window.send({type: 'reset', lang: 'en'})")
    scrolled = "() => window.scrollY"

    for start in range(0, half, 200):
        page.evaluate("(text) => window.send({type: 'append', text})", markup[start : start + 200])
    wait_until(frame, "() => document.querySelector('cl-controls') !== null", timeout=15)
    page.evaluate("(text) => window.send({type: 'append', text})", markup[half : half + 400])
    wait_until(frame, f"() => ({scrolled})() > 0", timeout=10)
    followed = frame.evaluate(scrolled)

    frame.evaluate("() => window.scrollTo(0, 0)")
    frame.evaluate("() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)))")
    page.evaluate("(text) => window.send({type: 'append', text})", markup[half + 400 :])
    wait_until(frame, "() => document.querySelector('cl-quiz') !== null", timeout=15)
    stayed = frame.evaluate(scrolled)

    assert followed > 0, "the newest part was scrolled into view"
    assert stayed == 0, "a teacher who scrolled away is left where they are"


def test_a_burst_of_chunks_brings_the_page_up_to_date_once_a_frame_not_once_a_chunk(
    embedded_server, page
):
    """A lesson arrives in hundreds of chunks, one per denoising step, and all at once when
    the studio catches up: laying the page out and scrolling after every chunk kept the
    preview busy for seconds (issue 40)."""
    markup = next(lesson for lesson in demo_lessons() if lesson.slug == "solar-eclipse").markup
    head = markup[: markup.index("<cl-story>")]
    frame = open_preview(page, embedded_server)
    page.evaluate("window.send({type: 'reset', lang: 'en'})")
    page.evaluate("(text) => window.send({type: 'append', text})", head)
    wait_until(frame, "() => document.querySelector('cl-controls') !== null", timeout=15)
    session = page.context.new_cdp_session(frame)
    session.send("Performance.enable")

    def layouts() -> float:
        metrics = session.send("Performance.getMetrics")["metrics"]
        return next(metric["value"] for metric in metrics if metric["name"] == "LayoutCount")

    rest = markup[len(head) :]
    chunks = [rest[start : start + 8] for start in range(0, len(rest), 8)]
    burst = "(chunks) => { for (const text of chunks) window.send({type: 'append', text}); }"
    before = layouts()
    page.evaluate(burst, chunks)
    count = "(tag) => document.querySelectorAll(tag).length"
    choices = markup.count("<cl-choice")
    wait_until(frame, f"() => ({count})('cl-choice') === {choices}", timeout=15)
    wait_until(frame, "() => document.querySelector('cl-glossary cl-term:last-child') !== null")

    assert layouts() - before < len(chunks) / 10, f"{len(chunks)} chunks"
    assert frame.evaluate(count, "cl-step") == markup.count("<cl-step ")


def test_a_scene_over_the_budget_stops_at_the_limit_and_the_page_says_so(embedded_server, page):
    frame = open_preview(page, embedded_server)
    page.evaluate("window.send({type: 'reset', lang: 'zh'})")
    clouds = '<cl-particles count="20000"></cl-particles>' * 8  # 160,000 of 100,000 particles
    page.evaluate(
        "(text) => window.send({type: 'append', text})",
        f'<cl-lesson title="云" lang="zh"><cl-scene>{clouds}<cl-box id="b"></cl-box></cl-scene>'
        '<cl-section heading="文字"><p>文字还在。</p></cl-section>',
    )
    frame.wait_for_selector("cl-section p")

    assert frame.evaluate("document.querySelectorAll('cl-particles').length") == 5
    assert frame.evaluate("document.querySelectorAll('cl-box').length") == 0
    notice = frame.locator("#over-budget")
    assert "超出了一节课的上限" in notice.text_content()
    assert notice.get_attribute("role") == "status"

    page.evaluate("window.send({type: 'reset', lang: 'en'})")
    page.evaluate(
        "(text) => window.send({type: 'append', text})",
        '<cl-lesson title="One cloud" lang="en"><cl-scene>'
        '<cl-particles count="20000"></cl-particles></cl-scene>'
        '<cl-section heading="Text"><p>Fine.</p></cl-section>',
    )
    frame.wait_for_selector("cl-section p")
    assert frame.evaluate("document.querySelectorAll('cl-particles').length") == 1
    assert frame.locator("#over-budget").count() == 0
