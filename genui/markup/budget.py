"""The scene budget: what a lesson's 3D scene asks of a student's computer, and the most a
lesson may ask (issue 38: a thousand valid particle clouds froze a laptop).

Each scene element of the catalog (``data/catalog.json``) has a ``cost``: the ``vertices`` of
its geometry, the ``particles`` it draws, its ``draw_calls`` and its ``lights``. A number is
fixed (a box is 24 vertices, as three.js builds it); a name is one of the ``RULES`` below, which
read the element's attributes (a sphere's vertices follow its ``segments``, a cloud's particles
its ``count``); ``when`` adds a cost while an attribute is on (a glow's halo, the scene's
starfield). An attribute that is absent or refused costs its catalog default; one that a
``cl-bind`` sets costs its catalog maximum (a slider may take it there).

``SceneBudget`` adds up a lesson's elements in document order and names, for each total past
``LIMITS``, the element where the lesson passes it; the sanitiser refuses such a lesson and
leaves its scene out (`genui.markup.sanitizer.markup_sanitize`). One pass over the elements,
then one over the few that cost something: linear in the size of the markup.
The limits and the corpus figures they were chosen from: docs/markup.md, "The scene budget".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from functools import cache
from html.parser import HTMLParser

from genui.markup.catalog import catalog


@dataclass(frozen=True)
class Cost:
    vertices: int = 0
    particles: int = 0
    draw_calls: int = 0
    lights: int = 0

    def __add__(self, other: Cost) -> Cost:
        return Cost(*(getattr(self, name) + getattr(other, name) for name in KINDS))


KINDS = tuple(item.name for item in fields(Cost))
NAMES = {"vertices": "vertices", "particles": "particles", "draw_calls": "draw calls",
         "lights": "lights"}  # fmt: skip

# Generous: four to ten times what the largest lesson of the corpus spends (measured in
# docs/markup.md, "The scene budget"), far below what froze a laptop in issue 38. The catalog's
# ``scene_budget`` holds them, for the live preview's count too (static/lesson/budget.js).
LIMITS = Cost(**{kind: catalog()["scene_budget"][kind] for kind in KINDS})


def _sphere_vertices(number: Callable[[str], float], points: Callable[[str], int]) -> int:
    """THREE.SphereGeometry(radius, segments, max(4, Math.round(segments / 2)))."""
    segments = int(number("segments"))
    return (segments + 1) * (max(4, (segments + 1) // 2) + 1)


def _line_vertices(number: Callable[[str], float], points: Callable[[str], int]) -> int:
    """A circle or a smooth curve has segments + 1 points, a polyline its own and one more when
    closed: at most the larger of the two, plus one."""
    return max(int(number("segments")), points("points")) + 1


def _count(number: Callable[[str], float], points: Callable[[str], int]) -> int:
    return int(number("count"))


# the rules a catalog cost may name (static/lesson/objects.js builds each geometry)
RULES: dict[str, Callable] = {"sphere": _sphere_vertices, "line": _line_vertices, "count": _count}


@cache
def costed_elements() -> frozenset[str]:
    """The elements that cost something: a lesson over budget loses them, with their content."""
    return frozenset(tag for tag, element in catalog()["elements"].items() if "cost" in element)


def _fixed(cost: dict) -> Cost:
    return Cost(**{kind: cost.get(kind, 0) for kind in KINDS})


def _is_on(value: str | None, spec: dict) -> bool:
    if value is None:
        return bool(spec.get("default"))
    if spec["type"] == "boolean":
        return value.strip().lower() != "false"
    return float(value) > 0


def element_cost(tag: str, attributes: dict[str, str], bound: Iterable[str] = ()) -> Cost:
    """What one element costs: ``attributes`` are its valid values, ``bound`` the names of
    those a ``cl-bind`` sets (each at its catalog maximum)."""
    element = catalog()["elements"].get(tag, {})
    rule = element.get("cost")
    if rule is None:
        return Cost()
    specs = element["attributes"]
    bound = frozenset(bound)

    def number(name: str) -> float:
        spec = specs[name]
        if name in bound:
            return spec["max"]
        value = attributes.get(name)
        return float(value) if value is not None else spec.get("default", 0)

    def points(name: str) -> int:
        value = attributes.get(name) or ""
        return sum(1 for point in value.split(",") if point.strip())

    amounts = {}
    for kind in KINDS:
        amount = rule.get(kind, 0)
        amounts[kind] = RULES[amount](number, points) if isinstance(amount, str) else amount
    cost = Cost(**amounts)
    for name, extra in rule.get("when", {}).items():
        if name in bound or _is_on(attributes.get(name), specs[name]):
            cost += _fixed(extra)
    return cost


@dataclass(frozen=True)
class Overrun:
    """A total past its limit: where the lesson passes it, and the whole lesson's total."""

    element: str
    line: int
    column: int
    kind: str
    total: int
    limit: int

    def __str__(self) -> str:
        where = f", at line {self.line}," if self.line else ""
        return (
            f"{self.total:,} {NAMES[self.kind]} in the lesson, over the scene budget of "
            f"{self.limit:,}: this element{where} passes it"
        )


@dataclass
class SceneBudget:
    """Adds up the elements of one lesson, in document order (`add`), then says which totals
    are past ``limits`` and where (`overruns`)."""

    limits: Cost = LIMITS
    # (tag, valid attributes, line, column) of each element that costs something
    _elements: list[tuple[str, dict[str, str], int, int]] = field(default_factory=list)
    # element id -> the attributes a cl-bind sets on it
    _bound: dict[str, set[str]] = field(default_factory=dict)

    def add(self, tag: str, attributes: dict[str, str], *, line: int = 0, column: int = 0):
        if tag == "cl-bind" and attributes.get("target") and attributes.get("attr"):
            name = attributes["attr"].split(".")[0].strip().lower()
            self._bound.setdefault(attributes["target"].strip(), set()).add(name)
        elif tag in costed_elements():
            self._elements.append((tag, attributes, line, column))

    def total(self) -> Cost:
        return sum(
            (self._cost(tag, attributes) for tag, attributes, _, _ in self._elements), Cost()
        )

    def overruns(self) -> list[Overrun]:
        """One per total past its limit, at the element where the lesson passes it."""
        total, passed = Cost(), {}
        for tag, attributes, line, column in self._elements:
            total += self._cost(tag, attributes)
            for kind in KINDS:
                if kind not in passed and getattr(total, kind) > getattr(self.limits, kind):
                    passed[kind] = (tag, line, column)
        return [
            Overrun(tag, line, column, kind, getattr(total, kind), getattr(self.limits, kind))
            for kind, (tag, line, column) in passed.items()
        ]

    def _cost(self, tag: str, attributes: dict[str, str]) -> Cost:
        bound = self._bound.get((attributes.get("id") or "").strip(), ())
        return element_cost(tag, attributes, bound)


class _Reader(HTMLParser):
    def __init__(self, budget: SceneBudget):
        super().__init__(convert_charrefs=True)
        self.budget = budget

    def handle_starttag(self, tag, attrs):
        first: dict[str, str] = {}
        for name, value in attrs:
            first.setdefault(name, value or "")
        line, column = self.getpos()
        self.budget.add(tag, first, line=line, column=column + 1)

    handle_startendtag = handle_starttag


def markup_budget(markup: str, limits: Cost = LIMITS) -> SceneBudget:
    """The budget of markup that is already clean (the sanitiser's output): every value in it
    is valid."""
    budget = SceneBudget(limits)
    reader = _Reader(budget)
    reader.feed(markup)
    reader.close()
    return budget
