"""A lesson without a mouse, without motion and without sight: every control is reached
with Tab and operated with keys (focus always visible), the 3D view turns and zooms from
the keyboard, reduced motion starts animations paused and says how to play them, and the
scene description names the objects and speaks parameter changes in both languages."""

from __future__ import annotations

import pytest

from tests.fixtures.browser import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# free-fall has every kind of control: sliders, a toggle, a select, play, a story, a quiz.
LESSON = "free-fall"

# The focused element, through shadow roots, as a kind of control, and whether its focus shows.
FOCUSED = """() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    const host = el.getRootNode().host?.localName ?? "";
    const cls = el.className && typeof el.className === "string" ? el.className : "";
    const kinds = [
        [el.localName === "canvas", "canvas"],
        [el.type === "range" && host === "cl-speed", "speed"],
        [el.type === "range", "slider"],
        [el.type === "checkbox", "toggle"],
        [el.localName === "select", "select"],
        [cls.includes("stage-play"), "stage-play"],
        [cls.includes("play"), "play"],
        [cls.includes("nav-next"), "next"],
        [cls.includes("nav-prev"), "prev"],
        [cls.includes("dot"), "dot"],
        [cls.includes("choice"), "choice"],
        [cls.includes("check"), "check"],
        [cls.includes("stage-tool"), "tool"],
        [el.localName === "summary", "summary"],
    ];
    const kind = (kinds.find(([match]) => match) ?? [true, `${host} ${el.localName}.${cls}`])[1];
    // A visually hidden input (the toggle's checkbox) shows focus on the switch drawn after it.
    const shows = (n) => {
        if (!n) return false;
        const s = getComputedStyle(n);
        const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
        return outline || s.boxShadow !== "none";
    };
    window.__focused = el;
    return { kind, visible: shows(el) || (el.type === "checkbox" && shows(el.nextElementSibling)) };
}"""
SNAPSHOT = "() => cloverLesson.snapshot()"
CAMERA = "() => document.querySelector('cl-scene').camera.position.toArray()"
DESCRIPTION = (
    "() => document.querySelector('cl-scene').shadowRoot"
    ".querySelector('.description-text').textContent"
)
# The text of every polite live region, through shadow roots.
LIVE = """() => {
    const texts = [];
    const walk = (root) => {
        for (const el of root.querySelectorAll("*")) {
            if (el.getAttribute("aria-live") === "polite") texts.push(el.textContent);
            if (el.shadowRoot) walk(el.shadowRoot);
        }
    };
    walk(document);
    return texts.join(" ");
}"""


def open_lesson(page, server, lang: str = "en") -> dict:
    page.goto(f"{server.url}/lessons/demo/{LESSON}/{lang}/")
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    return page.evaluate("async () => { await cloverLesson.ready; return cloverLesson.snapshot() }")


@pytest.fixture
def still_page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    yield page
    context.close()


def operate(page, kind: str) -> bool:
    """Operate the focused control of this kind with keys; True when its state changed."""
    press, state = page.keyboard.press, lambda: page.evaluate(SNAPSHOT)
    before = state()
    if kind in ("slider", "select", "speed"):
        for key in ("ArrowRight", "ArrowDown") if kind != "select" else ("ArrowDown", "ArrowUp"):
            press(key)
            after = state()
            if (after["parameters"], after["speed"]) != (before["parameters"], before["speed"]):
                return True
        return False
    if kind == "toggle":
        press("Space")
        return state()["parameters"] != before["parameters"]
    if kind in ("play", "stage-play"):
        press("Enter")
        return state()["playing"] != before["playing"]
    if kind in ("next", "dot"):
        press("Enter" if kind == "next" else "ArrowRight")
        return state()["step"]["index"] == before["step"]["index"] + 1
    if kind == "prev":
        press("Enter")
        return state()["step"]["index"] == before["step"]["index"] - 1
    if kind == "choice":
        press("Enter")
        return page.evaluate("() => window.__focused.getAttribute('aria-pressed')") == "true"
    if kind == "check":
        press("Enter")
        return any(q.get("checked") for q in state()["quiz"].values())
    if kind == "canvas":
        start = page.evaluate(CAMERA)
        press("ArrowLeft")
        turned = page.evaluate(CAMERA)
        distance = page.evaluate(
            "() => { const s = document.querySelector('cl-scene');"
            " return s.camera.position.distanceTo(s.controls.target); }"
        )
        press("+")
        closer = page.evaluate(
            "() => { const s = document.querySelector('cl-scene');"
            " return s.camera.position.distanceTo(s.controls.target); }"
        )
        hint = page.locator("cl-scene .keys-hint").is_visible()
        return turned != start and closer < distance and hint
    if kind == "summary":
        press("Enter")
        return page.evaluate("() => window.__focused.parentElement.open")
    return True  # links, tools: reaching them with visible focus is what counts


def test_tabbing_through_a_whole_lesson_reaches_and_operates_every_control(
    embedded_server, still_page
):
    page = still_page
    open_lesson(page, embedded_server)
    page.evaluate("() => document.activeElement?.blur()")

    reached, operated, invisible = [], {}, []
    for _ in range(250):
        page.keyboard.press("Tab")
        focused = page.evaluate(FOCUSED)
        if focused is None or (reached and focused == reached[0] and len(reached) > 3):
            break
        kind = focused["kind"]
        reached.append(focused)
        if not focused["visible"]:
            invisible.append(kind)
        if kind in operated and kind not in ("choice", "check"):
            continue
        operated[kind] = operated.get(kind, True) and operate(page, kind)
        if kind == "next":
            # Back one step from the button before it (enabled now that we moved on).
            page.keyboard.press("Shift+Tab")
            back = page.evaluate(FOCUSED)
            assert back["kind"] == "prev" and back["visible"]
            operated["prev"] = operate(page, "prev")
            page.keyboard.press("Tab")

    kinds = {f["kind"] for f in reached}
    expected = {"canvas", "slider", "toggle", "select", "play", "dot", "next", "prev", "choice",
                "check", "summary"}  # fmt: skip
    assert expected <= kinds | {"prev"}, f"never reached: {expected - kinds}"
    assert invisible == [], f"focus not visible on {invisible}"
    assert {k: ok for k, ok in operated.items() if not ok} == {}, operated
    assert expected <= set(operated)
    assert page.errors == []


def test_reduced_motion_starts_paused_and_says_how_to_play(embedded_server, still_page):
    page = still_page
    for lang, word in (("zh", "播放"), ("en", "Play")):
        snapshot = open_lesson(page, embedded_server, lang)
        assert snapshot["reduced_motion"] is True and snapshot["playing"] is False
        hint = page.locator("cl-scene .motion-hint")
        assert hint.is_visible() and word in hint.inner_text()
    play = page.locator("cl-play button")
    play.focus()
    page.keyboard.press("Enter")
    assert page.evaluate(SNAPSHOT)["playing"] is True
    assert page.locator("cl-scene .motion-hint").is_hidden()


def test_without_reduced_motion_no_hint_shows(embedded_server, page):
    open_lesson(page, embedded_server)
    assert page.locator("cl-scene .motion-hint").is_hidden()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_scene_description_names_objects_and_speaks_changes(embedded_server, still_page, lang):
    page = still_page
    open_lesson(page, embedded_server, lang)
    names = page.evaluate(
        "() => [...document.querySelectorAll('cl-scene [name]')]"
        ".map((el) => el.displayName?.()).filter(Boolean)"
    )
    assert names, "the lesson names its objects"
    wait_until(page, f"() => ({DESCRIPTION})().length > 0", timeout=10)
    description = page.evaluate(DESCRIPTION)
    assert all(name in description for name in names), (names, description)

    slider = page.locator("cl-slider input[type=range]").first
    label = slider.evaluate("(el) => el.getRootNode().host.getAttribute('label')")
    slider.focus()
    # the first story step opens the lesson at the slider's maximum: Home changes it
    page.keyboard.press("Home")
    value = page.evaluate(
        "() => document.querySelector('cl-slider').shadowRoot.querySelector('output').textContent"
    )
    # the opening step's values are spoken a moment after the page opens: wait for the new one
    number = value.split()[0]
    wait_until(
        page,
        f"() => ({LIVE})().includes({label!r}) && ({LIVE})().includes({number!r})",
        timeout=10,
    )
    spoken = page.evaluate(LIVE)
    assert label in spoken and value.split()[0] in spoken, (label, value, spoken)
    wait_until(page, f"() => ({DESCRIPTION})() !== {description!r}", timeout=10)
