"""Issue 38's attacks through the real views: attribute values built to make the sanitiser's
patterns backtrack, posted by a signed-in teacher to the source check, the edit preview and a
save, are refused at once with the reason (the bug held the server for 19 to 33 s on each),
never answered with a server error, and nothing is saved.

The time limit is generous, for a shared machine; the bug took ten times longer.
"""

import time

import pytest

from genui.generation.models import GenerationJob
from tests.fixtures.accounts import signed_in
from tests.genui.studio.test_studio_pages import editable_lesson, field_keys

pytestmark = pytest.mark.django_db

LIMIT_S = 2.0
# three 130-digit numbers and a bad last character: 33 s in the source check
POSITION = " ".join(["1" * 130] * 3) + "x"
# 20,000 digits: 28 s
RADIUS = "1" * 20_000
# 15,000 digits as a slider's minimum in the edit form: 19 s in its preview
SLIDER_MIN = "1" * 15_000


def lesson_with(attributes: str) -> str:
    return (
        '<cl-lesson title="Tides" lang="en"><cl-scene>'
        f'<cl-sphere id="moon" radius="1" {attributes}></cl-sphere>'
        "</cl-scene></cl-lesson>"
    )


def too_long(length: int, limit: int = 100) -> str:
    return f"value too long ({length} characters; at most {limit})"


def timed(post, *args, **kwargs):
    start = time.perf_counter()
    response = post(*args, **kwargs)
    return response, time.perf_counter() - start


def test_the_source_check_refuses_a_position_of_three_long_numbers_at_once(teacher):
    lesson = editable_lesson(teacher)

    response, seconds = timed(
        signed_in(teacher).post,
        f"/studio/lessons/{lesson.pk}/source/check/",
        {"markup": lesson_with(f'position="{POSITION}"')},
    )

    assert response.status_code == 200 and seconds < LIMIT_S
    (problem,) = response.json()["problems"]
    assert (problem["element"], problem["attribute"]) == ("cl-sphere", "position")
    assert problem["message"].endswith(too_long(len(POSITION)))
    assert POSITION not in response.json()["markup"]


def test_saving_a_source_with_a_20000_digit_radius_is_refused_at_once(teacher):
    lesson = editable_lesson(teacher)
    versions = lesson.versions.count()

    response, seconds = timed(
        signed_in(teacher).post,
        f"/studio/lessons/{lesson.pk}/source/",
        {"base": lesson.current_version.pk, "markup": lesson_with(f'radius="{RADIUS}"')},
    )

    assert response.status_code == 400 and seconds < LIMIT_S
    page = response.content.decode()
    assert "value &lt;cl-sphere radius&gt;" in page and too_long(len(RADIUS)) in page
    assert lesson.versions.count() == versions and not GenerationJob.objects.exists()


def test_the_edit_preview_refuses_a_15000_digit_slider_minimum_at_once(teacher):
    lesson = editable_lesson(teacher)
    client = signed_in(teacher)
    keys = field_keys(client.get(f"/studio/lessons/{lesson.pk}/edit/").content.decode())

    response, seconds = timed(
        client.post, f"/studio/lessons/{lesson.pk}/edit/preview/", {keys["Minimum"]: SLIDER_MIN}
    )

    assert response.status_code == 200 and seconds < LIMIT_S
    (problem,) = response.json()["problems"]
    assert problem.startswith("value <cl-slider min>") and too_long(len(SLIDER_MIN)) in problem
    assert SLIDER_MIN not in response.json()["markup"]


def test_saving_an_edit_with_a_15000_digit_slider_minimum_is_refused_at_once(teacher):
    lesson = editable_lesson(teacher)
    client = signed_in(teacher)
    keys = field_keys(client.get(f"/studio/lessons/{lesson.pk}/edit/").content.decode())
    versions = lesson.versions.count()

    response, seconds = timed(
        client.post,
        f"/studio/lessons/{lesson.pk}/edit/",
        {"base": lesson.current_version.pk, keys["Minimum"]: SLIDER_MIN},
    )

    assert response.status_code == 400 and seconds < LIMIT_S
    assert 'role="alert"' in response.content.decode()
    assert lesson.versions.count() == versions and not GenerationJob.objects.exists()
