"""The scene draws on demand (static/lesson/scene.js): a still scene draws no frame, a change
draws one, and the motions pause while the tab is hidden or the scene is out of view, then go
on from where they were. Frames are counted by the runtime (``cloverLesson.snapshot().frame``).
Also: a page loads the runtime's bundle alone where it is built, and works from the modules
where it is not (genui/lessons/renderer.py)."""

from __future__ import annotations

import time

import pytest

from genui.lessons import renderer
from genui.lessons.demo import demo_lessons
from tests.fixtures.browser import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# A scene with nothing that moves by itself, a story step that highlights the block (highlights
# pulse while motions play) and a slider that turns it.
STILL = """<cl-lesson title="A block on a bench" lang="en">
<cl-scene camera="0 3 8" label="A wooden block">
<cl-box id="block" name="Block" size="3 1 2" color="#c0803f"></cl-box>
</cl-scene>
<cl-controls>
<cl-slider id="turn" label="Turn the block" min="0" max="90" step="5" value="0" unit="°">
<cl-bind target="block" attr="rotation.y" expr="turn"></cl-bind>
</cl-slider>
</cl-controls>
<cl-story>
<cl-step title="A block"><p>A block.</p></cl-step>
<cl-step title="This block" highlight="block"><p>The block, highlighted.</p></cl-step>
</cl-story>
</cl-lesson>
"""
# Motions (the Earth spins), story steps that highlight, and a long page below the scene.
ECLIPSE = "solar-eclipse"
SNAPSHOT = "() => cloverLesson.snapshot()"
# A software-rendered frame of a busy machine may take this long: a scene that draws no frame
# in this time has stopped drawing (camera damping and story camera moves end within seconds).
QUIET_SECONDS = 0.6


def open_page(page, url: str) -> dict:
    page.goto(url)
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    return page.evaluate("async () => { await cloverLesson.ready; return cloverLesson.snapshot() }")


def serve(page, server, html: str) -> str:
    url = server.url + "/lesson-under-test"
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html"))
    return url


def settle(page, timeout: float = 15.0) -> None:
    """Wait until the scene has stopped drawing: no frame for QUIET_SECONDS."""
    deadline = time.monotonic() + timeout
    last = page.evaluate(SNAPSHOT)["frame"]
    while True:
        time.sleep(QUIET_SECONDS)
        frame = page.evaluate(SNAPSHOT)["frame"]
        if frame == last:
            return
        assert time.monotonic() < deadline, f"the scene kept drawing for {timeout:.0f} s"
        last = frame


def frames_in(page, seconds: float) -> tuple[int, float]:
    """(frames drawn, lesson seconds passed) while ``seconds`` of wall time pass."""
    before = page.evaluate(SNAPSHOT)
    time.sleep(seconds)
    after = page.evaluate(SNAPSHOT)
    return after["frame"] - before["frame"], after["time"] - before["time"]


def next_step(page) -> None:
    page.get_by_role("button", name="Next").click()


def wait_for_frames(page, after: int) -> None:
    wait_until(page, f"() => cloverLesson.snapshot().frame > {after}", timeout=10)


def test_a_still_scene_draws_no_frame_in_five_seconds_and_one_when_a_slider_moves(
    embedded_server, page
):
    html = renderer.lesson_page_render(STILL).html
    snapshot = open_page(page, serve(page, embedded_server, html))
    assert snapshot["errors"] == []
    next_step(page)
    assert page.evaluate(SNAPSHOT)["highlights"] == ["block"]
    settle(page)

    drawn, _ = frames_in(page, 5.0)
    assert drawn == 0

    before = page.evaluate(SNAPSHOT)["frame"]
    page.get_by_role("slider", name="Turn the block").focus()
    page.keyboard.press("ArrowRight")
    wait_for_frames(page, before)
    assert page.evaluate(SNAPSHOT)["parameters"]["turn"] == 5
    assert page.errors == []


def test_a_paused_lesson_draws_nothing_and_plays_on_when_asked(embedded_server, page):
    open_page(page, f"{embedded_server.url}/lessons/demo/{ECLIPSE}/en/")
    next_step(page)
    assert page.evaluate(SNAPSHOT)["highlights"] == ["penumbra"]
    drawn, passed = frames_in(page, 1.0)
    assert drawn > 0 and passed > 0

    page.get_by_role("button", name="Pause").first.click()
    settle(page)
    assert frames_in(page, 2.0) == (0, 0)

    page.get_by_role("button", name="Play").first.click()
    drawn, passed = frames_in(page, 1.0)
    assert drawn > 0 and passed > 0
    assert page.errors == []


def test_motions_pause_while_the_scene_is_out_of_view_and_go_on_from_where_they_were(
    embedded_server, page
):
    open_page(page, f"{embedded_server.url}/lessons/demo/{ECLIPSE}/en/")
    assert frames_in(page, 0.5)[0] > 0

    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    settle(page)
    paused = page.evaluate(SNAPSHOT)["time"]
    assert frames_in(page, 2.0) == (0, 0)

    page.evaluate("() => window.scrollTo(0, 0)")
    wait_until(page, f"() => cloverLesson.snapshot().time > {paused}")
    assert page.evaluate(SNAPSHOT)["time"] - paused < 1.0
    assert page.errors == []


# The tab hidden (true) or shown again (false), as the browser tells the page.
HIDE = """(hidden) => {
    const state = { hidden, visibilityState: hidden ? "hidden" : "visible" };
    for (const [name, value] of Object.entries(state)) {
        Object.defineProperty(document, name, { configurable: true, get: () => value });
    }
    document.dispatchEvent(new Event("visibilitychange"));
}"""


def test_motions_pause_while_the_tab_is_hidden_and_go_on_from_where_they_were(
    embedded_server, page
):
    open_page(page, f"{embedded_server.url}/lessons/demo/{ECLIPSE}/en/")
    assert frames_in(page, 0.5)[0] > 0

    page.evaluate(HIDE, True)
    settle(page)
    paused = page.evaluate(SNAPSHOT)["time"]
    assert frames_in(page, 2.0) == (0, 0)

    page.evaluate(HIDE, False)
    wait_until(page, f"() => cloverLesson.snapshot().time > {paused}")
    assert page.evaluate(SNAPSHOT)["time"] - paused < 1.0
    assert page.errors == []


@pytest.mark.parametrize("runtime", [renderer.BUNDLED, renderer.MODULES], ids=["bundle", "modules"])
def test_a_lesson_runs_from_the_bundle_alone_or_from_the_modules(
    embedded_server, page, monkeypatch, runtime
):
    if runtime.bundled:
        assert renderer.lesson_runtime() is renderer.BUNDLED, "build the bundle: make setup"
    monkeypatch.setattr(renderer, "lesson_runtime", lambda: runtime)
    lesson = next(x for x in demo_lessons() if x.slug == ECLIPSE and x.lang == "en")

    html = renderer.lesson_page_render(lesson.markup).html
    snapshot = open_page(page, serve(page, embedded_server, html))

    assert snapshot["errors"] == [] and page.errors == []
    assert snapshot["objects"] and snapshot["first_frame_ms"] is not None
    statics = {url.split("/static/", 1)[1] for url in page.requests if "/static/" in url}
    if runtime.bundled:
        assert statics == {"lesson/runtime.min.js", "lesson/runtime.min.css"}
    else:
        modules = {"lesson/runtime.js", "lesson/catalog.json", "vendor/three/three.module.js"}
        assert modules <= statics
