"""A line whose opacity a story step or control changes fades on screen (static/lesson/objects.js,
`ClLine.applyMaterial`). three.js compiles an opaque material's shader to ignore alpha, so a line
that started opaque stayed fully drawn at any opacity until its material was recompiled."""

from __future__ import annotations

import pytest

from genui.lessons import renderer
from tests.fixtures.browser import lesson_open_still, scene_still, wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# A red zig-zag across the view, its opacity bound to a slider the steps set.
ZIGZAG = ", ".join(f"{-4 + 0.25 * k:.2f} {3 if k % 2 else -3} 0" for k in range(33))
LESSON = f"""<cl-lesson title="A fading line" lang="en">
<cl-scene camera="0 0 9" target="0 0 0" background="#000000" label="A red zig-zag line">
<cl-line id="web" name="Zig-zag" points="{ZIGZAG}" color="#ff3030"></cl-line>
</cl-scene>
<cl-controls>
<cl-slider id="fade" label="Opacity" min="0" max="1" step="0.1" value="1">
<cl-bind target="web" attr="opacity" expr="fade"></cl-bind>
</cl-slider>
</cl-controls>
<cl-story>
<cl-step title="Opaque"><cl-set param="fade" value="1"></cl-set><p>Full strength.</p></cl-step>
<cl-step title="Faded"><cl-set param="fade" value="0.2"></cl-set><p>The line faded.</p></cl-step>
<cl-step title="Back"><cl-set param="fade" value="1"></cl-set><p>The line again.</p></cl-step>
</cl-story>
</cl-lesson>
"""


def red_total(page) -> float:
    """The summed red channel of the scene's still (the background is black)."""
    return float(sum(r for r, _, _ in scene_still(page).get_flattened_data()))


def next_step(page, fade: float) -> float:
    page.get_by_role("button", name="Next").click()
    wait_until(page, f"() => cloverLesson.snapshot().parameters.fade === {fade}", timeout=10)
    return red_total(page)


def test_a_line_that_starts_opaque_fades_and_comes_back(embedded_server, page):
    lesson_open_still(page, embedded_server, renderer.lesson_page_render(LESSON).html)

    opaque = red_total(page)
    faded = next_step(page, 0.2)
    again = next_step(page, 1)

    assert opaque > 0
    assert 0.1 < faded / opaque < 0.4, (faded, opaque)
    assert abs(again - opaque) < 0.05 * opaque, (again, opaque)
    assert page.errors == []
