"""A story step's highlight keeps the colour an object is coded with (static/lesson/objects.js):
a red box the legend calls red stays red while the step points at it, and a rim in the highlight
colour around it shows which object the step means. (A yellow glow over the whole mesh turned
red objects orange and blue ones grey.)"""

from __future__ import annotations

import pytest
from PIL import Image

from genui.lessons import renderer
from tests.fixtures.browser import lesson_open_still, scene_still, wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LESSON = """<cl-lesson title="Two charges" lang="en">
<cl-scene camera="0 0 9" target="0 0 0" background="#101820" label="A red box and a blue ball">
<cl-box id="red" name="Positive" size="2 2 2" position="-2 0 0" color="#d02020" roughness="1">
</cl-box>
<cl-sphere id="blue" name="Negative" radius="1.1" position="2.2 0 0" color="#2040d0"
 roughness="1"></cl-sphere>
</cl-scene>
<cl-story>
<cl-step title="Both"><p>Red is positive, blue is negative.</p></cl-step>
<cl-step title="The red one" highlight="red"><p>The positive box.</p></cl-step>
<cl-step title="The blue one" highlight="blue"><p>The negative ball.</p></cl-step>
</cl-story>
</cl-lesson>
"""


def mean_colour(image: Image.Image, box: tuple[float, float, float, float]) -> tuple[float, ...]:
    """The mean colour in ``box``, given as fractions of the image's width and height."""
    w, h = image.size
    crop = image.crop((int(box[0] * w), int(box[1] * h), int(box[2] * w), int(box[3] * h)))
    pixels = list(crop.get_flattened_data())
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))


def yellow_pixels(image: Image.Image) -> int:
    return sum(1 for r, g, b in image.get_flattened_data() if r > 180 and g > 150 and b < 110)


def test_a_highlighted_object_keeps_its_colour_and_gets_a_rim(embedded_server, page):
    # reduced motion: the highlight holds still
    lesson_open_still(page, embedded_server, renderer.lesson_page_render(LESSON).html)
    # the middle of each object, on a 9-unit camera: the box left of centre, the ball right
    red_at, blue_at = (0.25, 0.42, 0.33, 0.58), (0.68, 0.42, 0.76, 0.58)

    plain = scene_still(page)
    page.get_by_role("button", name="Next").click()
    wait_until(page, "() => cloverLesson.snapshot().highlights.includes('red')", timeout=10)
    red_step = scene_still(page)
    page.get_by_role("button", name="Next").click()
    wait_until(page, "() => cloverLesson.snapshot().highlights.includes('blue')", timeout=10)
    blue_step = scene_still(page)

    for image, at in ((plain, red_at), (red_step, red_at), (blue_step, red_at)):
        r, g, b = mean_colour(image, at)
        assert r > 2 * g and r > 2 * b, (r, g, b)
    for image, at in ((plain, blue_at), (red_step, blue_at), (blue_step, blue_at)):
        r, g, b = mean_colour(image, at)
        assert b > 2 * r and b > 1.5 * g, (r, g, b)
    # highlighted, an object is brighter in its own colour, and ringed in the highlight colour
    assert mean_colour(red_step, red_at)[0] > mean_colour(plain, red_at)[0]
    assert mean_colour(blue_step, blue_at)[2] > mean_colour(plain, blue_at)[2]
    assert yellow_pixels(plain) == 0
    assert yellow_pixels(red_step) > 100 and yellow_pixels(blue_step) > 100
    assert page.errors == []
