"""The scene budget: each element's cost from the catalog, a lesson's totals, and the
sanitiser's refusal of a lesson over them, at the element and line where it passes a limit."""

import time

import pytest

from genui.corpus.lesson import lesson_markup
from genui.corpus.schema import GRADES, LANGUAGES
from genui.corpus.topics import all_topics
from genui.markup.budget import KINDS, LIMITS, Cost, element_cost, markup_budget
from genui.markup.catalog import catalog
from genui.markup.sanitizer import markup_sanitize


def lesson(objects: list[str]) -> str:
    """A lesson whose scene holds ``objects``, one a line from line 3 on."""
    return (
        '<cl-lesson title="Heavy" lang="en">\n<cl-scene>\n'
        + "\n".join(objects)
        + '\n</cl-scene>\n<cl-section heading="Still here"><p>The text stays.</p></cl-section>\n'
        "</cl-lesson>\n"
    )


# issue 38's reproductions: clean markup, each value in range, that froze a laptop
CLOUDS = lesson(['<cl-particles count="20000"></cl-particles>'] * 1000)
SPHERES = lesson(['<cl-sphere segments="128"></cl-sphere>'] * 10000)


def test_a_geometry_costs_what_threejs_builds_for_it():
    assert element_cost("cl-sphere", {}) == Cost(vertices=49 * 25, draw_calls=1)
    assert element_cost("cl-sphere", {"segments": "128"}).vertices == 129 * 65
    assert element_cost("cl-sphere", {"segments": "7"}).vertices == 8 * 5
    assert element_cost("cl-box", {}) == Cost(vertices=24, draw_calls=1)
    assert element_cost("cl-arrow", {}) == Cost(vertices=199, draw_calls=2)
    assert element_cost("cl-line", {"radius": "2"}).vertices == 129
    assert element_cost("cl-line", {"segments": "8", "points": "0 0 0, 1 1 1, 2 2 2"}).vertices == 9
    assert element_cost("cl-light", {}) == Cost(lights=1)
    assert element_cost("cl-label", {}) == Cost()


def test_particles_follow_their_count_and_halos_and_stars_cost_while_on():
    assert element_cost("cl-particles", {}) == Cost(particles=500, draw_calls=1)
    assert element_cost("cl-particles", {"count": "20000"}).particles == 20000
    assert element_cost("cl-box", {"glow": "1"}) == Cost(vertices=28, draw_calls=2)
    assert element_cost("cl-box", {"glow": "0"}) == Cost(vertices=24, draw_calls=1)
    assert element_cost("cl-scene", {}) == Cost()
    assert element_cost("cl-scene", {"stars": ""}) == Cost(particles=1500, draw_calls=1)
    assert element_cost("cl-scene", {"stars": "false", "axes": "true"}).draw_calls == 1


def test_an_attribute_a_binding_sets_costs_its_catalog_maximum():
    most = catalog()["elements"]["cl-particles"]["attributes"]["count"]["max"]

    assert element_cost("cl-particles", {"count": "5"}, bound={"count"}).particles == most


def test_every_scene_element_has_a_cost_in_the_catalog():
    elements = catalog()["elements"]
    objects = {tag for tag, element in elements.items() if element["category"] == "object"}
    # a group only holds others, a label is a line of text beside the scene
    assert {tag for tag in elements if "cost" in elements[tag]} == (
        objects - {"cl-group", "cl-label"}
    ) | {"cl-scene", "cl-light"}


@pytest.mark.parametrize(
    ("markup", "element", "totals"),
    [
        (CLOUDS, "cl-particles", {"particles": (8, "20,000,000"), "draw_calls": (303, "1,000")}),
        (SPHERES, "cl-sphere", {"vertices": (26, "83,850,000"), "draw_calls": (303, "10,000")}),
    ],
    ids=["1000-clouds-of-20000", "10000-spheres-of-128-segments"],
)
def test_the_sanitiser_refuses_the_reproductions_at_the_element_and_line(markup, element, totals):
    result = markup_sanitize(markup)

    assert not result.clean
    refused = {item.reason.split(" in the lesson")[0]: item for item in result.dropped}
    assert len(refused) == len(totals)
    for kind, (line, total) in totals.items():
        item = refused[f"{total} {kind.replace('_', ' ')}"]
        assert (item.kind, item.element, item.line, item.column) == ("budget", element, line, 1)
        assert f"at line {line}" in str(item) and str(item).startswith(f"budget <{element}>")
    # the scene is left out, the text stays
    assert f"<{element}" not in result.markup and "<cl-scene" not in result.markup
    assert "<p>The text stays.</p>" in result.markup


def test_the_line_and_column_are_those_of_the_element_that_passes_the_limit():
    spheres = ['<cl-sphere segments="128"></cl-sphere>'] * 23
    markup = lesson([*spheres, '  <cl-group><cl-sphere segments="128"></cl-sphere></cl-group>'])

    [item] = markup_sanitize(markup).dropped

    assert (item.element, item.line, item.column) == ("cl-sphere", 26, 13)
    assert item.as_dict()["message"].startswith("budget <cl-sphere>: 201,240 vertices")


def test_a_slider_cannot_take_a_lesson_over_budget_through_a_binding():
    clouds = [f'<cl-particles id="c{i}" count="1"></cl-particles>' for i in range(6)]
    binds = [f'<cl-bind target="c{i}" attr="count" expr="n"></cl-bind>' for i in range(6)]
    markup = lesson(clouds + binds)

    [item] = markup_sanitize(markup).dropped

    assert item.kind == "budget" and item.element == "cl-particles" and item.line == 8


def test_an_element_costs_what_the_browser_keeps_of_it():
    """The first of two values is the browser's; refused, the default (500) takes its place."""
    clouds = ['<cl-particles count="many" count="20000"></cl-particles>'] * 6

    result = markup_sanitize(lesson(clouds))

    assert {item.kind for item in result.dropped} == {"value"}
    assert markup_budget(result.markup).total().particles == 6 * 500


def test_objects_inside_an_element_dropped_with_its_content_cost_nothing():
    hidden = ['<template><cl-particles count="20000"></cl-particles></template>'] * 10

    result = markup_sanitize(lesson(hidden))

    assert {item.kind for item in result.dropped} == {"element"}


def test_the_page_as_it_leaves_the_cleaner_is_counted_too(monkeypatch):
    """Should the two parsers ever read a markup differently, the cleaned page decides."""
    monkeypatch.setattr("genui.markup.sanitizer._Inventory._count", lambda self, tag, attrs: None)

    result = markup_sanitize(CLOUDS)

    assert {(item.kind, item.line) for item in result.dropped} == {("budget", 0)}
    assert "<cl-particles" not in result.markup and "at line" not in str(result.dropped[0])


def test_every_corpus_lesson_stays_within_the_budget():
    totals = Cost()
    for topic in all_topics():
        for grade in GRADES:
            for language in LANGUAGES:
                result = markup_sanitize(lesson_markup(topic, grade, language))
                assert not [item for item in result.dropped if item.kind == "budget"], topic.slug
                total = markup_budget(result.markup).total()
                totals = Cost(*(max(getattr(totals, k), getattr(total, k)) for k in KINDS))
    # the limits leave room above the largest lesson (docs/markup.md, "The scene budget")
    for kind in KINDS:
        assert getattr(totals, kind) * 4 <= getattr(LIMITS, kind), kind


def test_the_budget_is_linear_in_the_size_of_the_markup():
    def seconds(markup: str) -> float:
        runs = []
        for _ in range(3):
            started = time.perf_counter()
            markup_sanitize(markup)
            runs.append(time.perf_counter() - started)
        return min(runs)

    small = seconds(lesson(['<cl-sphere segments="128"></cl-sphere>'] * 1000))
    large = seconds(SPHERES)

    # ten times the markup: about ten times the time (a quadratic pass would take 100)
    assert large < 25 * small
