"""The lesson scene by touch, on an emulated phone (static/lesson/scene.js, three's
OrbitControls): one finger turns the view, two fingers pinch to zoom and move together to
pan, each gesture draws frames (the scene renders on demand). A finger on the page around the
scene scrolls the page; on a scene whose markup turns the camera controls off, so does a finger
on the scene. Touches are sent to Chromium as a touch screen sends them
(CDP ``Input.dispatchTouchEvent``)."""

from __future__ import annotations

import pytest

from genui.lessons import renderer
from tests.fixtures.browser import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LESSON = """<cl-lesson title="A block on a bench" lang="en">
<cl-scene camera="0 3 8" label="A wooden block"{controls}>
<cl-box id="block" name="Block" size="3 1 2" color="#c0803f"></cl-box>
</cl-scene>
<cl-section heading="Blocks">{text}</cl-section>
</cl-lesson>
"""
TEXT = "<p>A block of wood rests on a bench; friction holds it where it is.</p>" * 30
# Where the camera is: its distance to the point it orbits, its angle around the vertical axis
# (degrees), the point it orbits, and the frames drawn so far.
VIEW = """() => {
    const scene = document.querySelector("cl-scene");
    const offset = scene.camera.position.clone().sub(scene.controls.target);
    return {
        distance: offset.length(),
        azimuth: Math.atan2(offset.x, offset.z) * 180 / Math.PI,
        target: scene.controls.target.toArray(),
        frame: cloverLesson.snapshot().frame,
    };
}"""
# Camera damping has ended: the scene has stopped drawing (no frame for a while).
SETTLED = """async () => {
    const frame = () => cloverLesson.snapshot().frame;
    for (;;) {
        const before = frame();
        await new Promise((done) => setTimeout(done, 500));
        if (frame() === before) return true;
    }
}"""


@pytest.fixture
def phone(browser):
    context = browser.new_context(
        viewport={"width": 360, "height": 640}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    yield page
    context.close()


def open_lesson(page, server, *, controls: bool = True) -> dict:
    html = renderer.lesson_page_render(
        LESSON.format(controls="" if controls else ' controls="false"', text=TEXT)
    ).html
    url = server.url + "/lesson-under-test"
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html"))
    page.goto(url)
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    page.evaluate("async () => { await cloverLesson.ready }")
    box = page.locator("cl-scene canvas").bounding_box()
    return {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}


def gesture(cdp, starts: list[tuple[float, float]], ends: list[tuple[float, float]]) -> None:
    """Fingers down at ``starts``, moved in steps to ``ends``, then lifted."""

    def points(k: float) -> list[dict]:
        return [
            {"x": x0 + (x1 - x0) * k, "y": y0 + (y1 - y0) * k, "id": i}
            for i, ((x0, y0), (x1, y1)) in enumerate(zip(starts, ends, strict=True))
        ]

    def touch(kind: str, touch_points: list[dict]) -> None:
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touch_points})

    touch("touchStart", points(0))
    for step in range(1, 11):
        touch("touchMove", points(step / 10))
    touch("touchEnd", [])


def view_after(page, cdp, starts, ends) -> dict:
    page.evaluate(SETTLED)
    before = page.evaluate(VIEW)
    gesture(cdp, starts, ends)
    page.evaluate(SETTLED)
    after = page.evaluate(VIEW)
    assert after["frame"] > before["frame"], "the gesture drew no frame"
    return {"before": before, "after": after}


def test_one_finger_turns_the_scene_and_two_fingers_zoom_and_pan(embedded_server, phone):
    centre = open_lesson(phone, embedded_server)
    cdp = phone.context.new_cdp_session(phone)
    x, y = centre["x"], centre["y"]

    turned = view_after(phone, cdp, [(x - 60, y)], [(x + 60, y)])
    assert abs(turned["after"]["azimuth"] - turned["before"]["azimuth"]) > 20
    assert turned["after"]["distance"] == pytest.approx(turned["before"]["distance"], rel=0.01)

    pinched = view_after(phone, cdp, [(x - 30, y), (x + 30, y)], [(x - 110, y), (x + 110, y)])
    assert pinched["after"]["distance"] < 0.6 * pinched["before"]["distance"]

    apart = [(x - 40, y), (x + 40, y)]
    panned = view_after(phone, cdp, apart, [(a, b + 80) for a, b in apart])
    assert panned["after"]["target"] != panned["before"]["target"]
    assert panned["after"]["distance"] == pytest.approx(panned["before"]["distance"], rel=0.05)

    assert phone.evaluate("() => scrollY") == 0
    assert phone.errors == []


def swipe_up(cdp, x: float, y: float) -> None:
    gesture(cdp, [(x, y)], [(x, y - 200)])


def test_a_finger_on_the_page_scrolls_it_and_on_a_fixed_scene_too(embedded_server, phone):
    open_lesson(phone, embedded_server)
    cdp = phone.context.new_cdp_session(phone)
    text = phone.locator("cl-section").bounding_box()
    swipe_up(cdp, text["x"] + 40, min(text["y"] + 100, 600))
    wait_until(phone, "() => scrollY > 100")

    phone.evaluate("() => scrollTo(0, 0)")
    centre = open_lesson(phone, embedded_server, controls=False)
    swipe_up(cdp, centre["x"], centre["y"] + 100)
    wait_until(phone, "() => scrollY > 100")
    assert phone.errors == []
