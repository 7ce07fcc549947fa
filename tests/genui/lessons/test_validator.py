"""The validator passes a good page and catches each kind of broken page."""

import asyncio
import os
import signal
import threading

import pytest

from genui.lessons.demo import DEMO_DIR
from genui.lessons.validation import PageValidator
from genui.lessons.validation.browser import PAGE_TIMEOUT_SECONDS

pytestmark = pytest.mark.browser

GOOD = (DEMO_DIR / "free" / "pendulum.html").read_text()


@pytest.fixture(scope="module")
def validator(chromium_path):
    with PageValidator(chromium_path=chromium_path) as validator:
        yield validator


def failed(report) -> dict[str, str]:
    return {check.name: check.detail for check in report.failures()}


def test_a_working_free_html_page_passes_every_check(validator):
    report = validator.validate(GOOD)

    assert report.kind == "free_html"
    assert report.ok, failed(report)
    names = {check.name for check in report.checks}
    assert {"canvas_not_blank", "animates", "controls_respond", "controls_labelled"} <= names
    assert report.thumbnail_png.startswith(b"\x89PNG")


def test_a_javascript_error_is_caught(validator):
    report = validator.validate(GOOD.replace("</script>", "undefinedFunction();</script>"))
    assert "undefinedFunction" in failed(report)["no_errors"]


def test_a_blank_canvas_is_caught(validator):
    broken = GOOD.replace('ctx.fillStyle = "#ffb020"', 'ctx.fillStyle = "#0b1a33"').replace(
        'ctx.strokeStyle = "#ddd"', 'ctx.strokeStyle = "#0b1a33"'
    )
    assert "canvas_not_blank" in failed(validator.validate(broken))


def test_a_frozen_animation_is_caught(validator):
    frozen = GOOD.replace("(now - t0) / 1000", "0.3")
    assert "frozen" in failed(validator.validate(frozen))["animates"]


def test_a_dead_slider_is_caught(validator):
    dead = GOOD.replace('slider.addEventListener("input"', 'slider.addEventListener("nothing"')
    dead = dead.replace("const L = Number(slider.value)", "const L = 1")
    assert "Length" in failed(validator.validate(dead))["controls_respond"]


def test_a_request_to_another_origin_is_caught(validator):
    leaky = GOOD.replace("</script>", 'fetch("https://tracker.example/collect?d=1");</script>')
    assert "tracker.example" in failed(validator.validate(leaky))["same_origin_only"]


def test_an_unlabelled_control_is_caught(validator):
    unlabelled = GOOD.replace('<label for="len">Length</label>', "")
    assert "input" in failed(validator.validate(unlabelled))["controls_labelled"]


def test_two_pages_are_validated_at_once(validator):
    reports = validator.validate_many([GOOD, GOOD.replace("Pendulum", "Pendulum 2")])
    assert [report.ok for report in reports] == [True, True]


def test_a_page_whose_script_never_yields_is_cancelled_and_frees_its_slot(chromium_path):
    hang = GOOD.replace("</script>", "setTimeout(() => { for (;;) {} }, 300);</script>", 1)
    with PageValidator(chromium_path=chromium_path, concurrency=1, page_timeout=8) as validator:
        report = validator.validate(hang)

        assert "within 8 s" in failed(report)["finishes_in_time"]
        # the one slot is free again and the browser holds no page of the hung run
        again = validator.validate(GOOD)
        assert again.ok, failed(again)
        open_pages = asyncio.run_coroutine_threadsafe(_open_pages(validator), validator._loop)
        assert open_pages.result(timeout=10) == 0


async def _open_pages(validator) -> int:
    return len(validator._context.pages)


def test_the_thumbnail_is_the_top_of_the_page_as_a_visitor_first_sees_it(validator):
    """Operating the controls scrolls the page; a thumbnail taken straight after showed the
    top of the page again over its lower part (the seasons lesson, tiled)."""
    import io

    import numpy as np
    from PIL import Image

    from genui.lessons.demo import demo_lesson
    from genui.lessons.renderer import lesson_page_render

    report = validator.validate(lesson_page_render(demo_lesson("seasons", "en").markup).html)
    pixels = np.asarray(Image.open(io.BytesIO(report.thumbnail_png)).convert("L"), dtype=float)
    title = pixels[10:30]  # the lesson's title
    repeats = [
        y for y in range(60, pixels.shape[0] - 20) if np.abs(pixels[y : y + 20] - title).mean() < 5
    ]

    assert report.ok, failed(report)
    assert repeats == [], f"the page's top shows again at y={repeats[:3]}"


def bobbing_lesson(size: str) -> str:
    """A lesson whose one motion, a bobbing block, has the amplitude a slider gives it."""
    from genui.lessons.renderer import lesson_page_render

    return lesson_page_render(
        '<cl-lesson title="Bob" lang="en">\n<cl-scene camera="0 0 6">\n'
        '<cl-group id="block" name="Block">\n<cl-oscillate id="bob" amplitude="0.5" period="1">'
        '</cl-oscillate>\n<cl-box id="cube" size="1 1 1" color="#c68b59"></cl-box>\n</cl-group>\n'
        "</cl-scene>\n<cl-controls>\n"
        f'<cl-slider id="size" label="Bobbing" min="0" max="1" step="0.5" value="{size}">\n'
        '<cl-bind target="bob" attr="amplitude" expr="size"></cl-bind>\n</cl-slider>\n'
        "</cl-controls>\n</cl-lesson>\n"
    ).html


def test_a_lesson_whose_motions_are_at_rest_at_the_start_is_still_by_design(validator):
    # a sinking block that does not bob (buoyancy, high school, opens so)
    report = validator.validate(bobbing_lesson("0"))
    animates = {check.name: check for check in report.checks}["animates"]
    assert animates.ok and "at rest" in animates.detail, animates.detail
    moving = {check.name: check for check in validator.validate(bobbing_lesson("1")).checks}
    assert moving["animates"].ok and "at rest" not in moving["animates"].detail


def with_inline_script(page, script: str) -> str:
    """A rendered lesson page with ``script`` run first in its body, which its policy allows."""
    from markupsafe import escape

    from genui.lessons.csp import script_hash

    allowed = page.csp.replace("script-src 'self'", f"script-src 'self' {script_hash(script)}")
    html = page.html.replace(str(escape(page.csp)), str(escape(allowed)))
    return html.replace("<cl-lesson", f"<script>{script}</script><cl-lesson", 1)


@pytest.fixture(scope="module")
def lesson_page():
    from genui.lessons.demo import demo_lesson
    from genui.lessons.renderer import lesson_page_render

    return lesson_page_render(demo_lesson("seasons", "en").markup)


def test_a_lesson_draws_its_first_frame_in_time(validator, lesson_page):
    report = validator.validate(lesson_page.html)

    [check] = [check for check in report.checks if check.name == "first_frame_in_time"]
    assert check.ok, check.detail
    assert "the first frame came" in check.detail


def test_a_lesson_whose_first_frame_comes_after_two_seconds_fails(validator, lesson_page, settings):
    """The runtime busy for 2.5 s as it builds the lesson's elements, as a too heavy scene
    keeps it (issue 38: 1,000 clouds of 20,000 particles drew no frame in 5 s), against the
    product's limit (with no reference lesson to compare with)."""
    settings.GENUI_FIRST_FRAME_SECONDS = 2.0
    settings.GENUI_FIRST_FRAME_REFERENCE_RATIO = 0
    busy = (
        "const define = customElements.define.bind(customElements);"
        "customElements.define = (...args) => {"
        "  const until = performance.now() + 2500; while (performance.now() < until) {}"
        "  customElements.define = define; define(...args);"
        "};"
    )

    report = validator.validate(with_inline_script(lesson_page, busy))

    assert "later than 2 s" in failed(report)["first_frame_in_time"]


def test_a_first_frame_late_once_is_measured_again_and_passes(validator, lesson_page, settings):
    """A busy machine delays the first load only (window.name survives the reload): the
    validator loads the page once more before it calls the scene too heavy."""
    settings.GENUI_FIRST_FRAME_SECONDS = 2.0
    busy_once = (
        "if (window.name !== 'again') {"
        "  window.name = 'again';"
        "  const define = customElements.define.bind(customElements);"
        "  customElements.define = (...args) => {"
        "    const until = performance.now() + 2500; while (performance.now() < until) {}"
        "    customElements.define = define; define(...args);"
        "  };"
        "}"
    )

    report = validator.validate(with_inline_script(lesson_page, busy_once))

    [check] = [check for check in report.checks if check.name == "first_frame_in_time"]
    assert check.ok, check.detail


BUSY_ALWAYS = (
    "const define = customElements.define.bind(customElements);"
    "customElements.define = (...args) => {"
    "  const until = performance.now() + 2500; while (performance.now() < until) {}"
    "  customElements.define = define; define(...args);"
    "};"
)


@pytest.mark.parametrize(
    ("ratio", "ok", "said"), [(1000, True, "within 1000 times"), (0.01, False, "too heavy")]
)
def test_a_lesson_late_twice_is_judged_against_a_catalog_lesson_measured_then(
    validator, lesson_page, settings, ratio, ok, said
):
    """Late on both loads: the reference catalog lesson's first frame is measured (in a
    browser of its own) and the lesson passes only within `ratio` times it."""
    settings.GENUI_FIRST_FRAME_SECONDS = 2.0
    settings.GENUI_FIRST_FRAME_REFERENCE_RATIO = ratio

    report = validator.validate(with_inline_script(lesson_page, BUSY_ALWAYS))

    [check] = [check for check in report.checks if check.name == "first_frame_in_time"]
    assert check.ok is ok, check.detail
    assert (
        "the machine is busy: a catalog lesson's first frame (day-and-night) took" in check.detail
    )
    assert said in check.detail


def test_a_lesson_that_never_draws_a_frame_fails(validator, lesson_page):
    never = "window.requestAnimationFrame = () => 0;"

    report = validator.validate(with_inline_script(lesson_page, never))

    assert "no frame drawn" in failed(report)["first_frame_in_time"]
    # given up once the wait for the first frame ends, not held to the page's time limit
    assert report.seconds < PAGE_TIMEOUT_SECONDS / 2


def _chromium_browsers(others: frozenset = frozenset()) -> list[int]:
    """This process's Chromium browser processes but ``others``: the chromium processes
    under it whose parent is not a chromium process (their renderers and helpers are)."""
    from genui.site.load_memory import descendants, is_chromium, process_table

    table = process_table()
    return [
        pid
        for pid in descendants([os.getpid()], table)
        if is_chromium(table[pid][1])
        and not is_chromium(table[table[pid][0]][1])
        and pid not in others
    ]


def test_a_killed_chromium_is_launched_again_and_fails_no_page(chromium_path):
    """Chromium killed between two pages, or under one (out of memory, an operator): the
    page is validated in a new browser, not failed with 'validation_ran'."""
    others = frozenset(_chromium_browsers())  # the module's validator's
    with PageValidator(chromium_path=chromium_path) as validator:
        assert validator.validate(GOOD).ok
        [browser] = _chromium_browsers(others)
        os.kill(browser, signal.SIGKILL)

        again = validator.validate(GOOD)
        assert again.ok, failed(again) or again.error
        [relaunched] = _chromium_browsers(others)
        assert relaunched != browser

        # killed while the page is being checked
        killer = threading.Timer(1.0, os.kill, (relaunched, signal.SIGKILL))
        killer.start()
        try:
            during = validator.validate(GOOD)
        finally:
            killer.cancel()
        assert during.ok, failed(during) or during.error
        assert _chromium_browsers(others) not in ([], [relaunched])


@pytest.mark.parametrize(
    ("lesson_ms", "reference_ms", "ok", "said"),
    [
        (None, None, True, "no frame to wait for"),
        (1900, None, True, "came 1.90 s"),
        (2100, None, False, "later than 2 s, the scene is too heavy"),
        # a busy machine: the catalog's own scene took 1.5 s, this lesson 4 times that
        (6000, 1500, True, "took 4.0 times that, within 5 times"),
        (9000, 1500, False, "took 6.0 times that, more than 5 times: the scene is too heavy"),
    ],
)
def test_the_first_frame_verdict(settings, lesson_ms, reference_ms, ok, said):
    from genui.lessons.validation.browser import first_frame_verdict

    settings.GENUI_FIRST_FRAME_SECONDS = 2.0
    settings.GENUI_FIRST_FRAME_REFERENCE_RATIO = 5.0

    verdict, detail = first_frame_verdict(lesson_ms, reference_ms)

    assert verdict is ok and said in detail, detail
