"""Every attribute value pattern answers at once, whatever it is fed: 100 kB values built to make
a backtracking pattern slow (long digit runs with a bad last character, long runs of spaces
between numbers, `1.1.1.1...`, `e` chains) each take under 50 ms, fed to the catalog's patterns
themselves (no length cap in front of them), and to `attribute_value_error` and the grammar's
`_value_viable` for every attribute type (the length cap first).

Issue 38: a vec3 of three 130-digit numbers followed by `x` took 33 s, a 20,000-digit number
28 s. Each value is tried at growing sizes, so a pattern that backtracks fails on a short value
in well under a second instead of hanging the suite on a long one.
"""

from __future__ import annotations

import time

import pytest

from genui.markup.catalog import (
    CONTROL_CHARS,
    HEX_COLOR_RE,
    ID_RE,
    INTEGER_RE,
    LANG_RE,
    MAX_VALUE_CHARS,
    NUMBER_RE,
    VEC3_RE,
    attribute_value_error,
    catalog,
    value_limit,
)
from genui.markup.grammar import _value_viable

SIZE = 100_000
SIZES = (100, 1_000, 10_000, SIZE)
BUDGET_S = 0.05


def _long(piece: str, tail: str = "x", size: int = SIZE) -> str:
    """``piece`` repeated to ``size`` characters, ending in ``tail``."""
    return (piece * (size // len(piece) + 1))[: size - len(tail)] + tail


def _three(number: str, between: str = " ", tail: str = "x", size: int = SIZE) -> str:
    """Three numbers of about ``size / 3`` characters each, then ``tail``: ``size`` in all."""
    room = size - 2 * len(between) - len(tail)
    lengths = (room - 2 * (room // 3), room // 3, room // 3)
    return between.join(_long(number, "", length) for length in lengths) + tail


# (name, value of a given size): what makes a backtracking pattern slow
ATTACKS = {
    "digits then x": lambda n: _long("1", "x", n),
    "digits then a dot and x": lambda n: _long("1", ".x", n),
    "signed digits then x": lambda n: "-" + _long("1", "x", n - 1),
    "three digit runs then x (the issue's vec3)": lambda n: _three("1", " ", "x", n),
    "three digit runs with dots then x": lambda n: _three("1", " ", ".x", n),
    "three digit runs, tabs between, then x": lambda n: _three("9", "\t", " x", n),
    "spaces between numbers then x": lambda n: "1" + _long(" ", " 1 1x", n - 1),
    "spaces then x": lambda n: _long(" ", "x", n),
    "1.1.1.1...": lambda n: _long("1.", "", n),
    "e chains": lambda n: _long("1e", "", n),
    "e chains with signs": lambda n: _long("1e+", "x", n),
    "dots": lambda n: _long(".", "x", n),
    "signs": lambda n: _long("+-", "1", n),
    "numbers and commas": lambda n: _long("1 1 1,", "x", n),
    "numbers, commas and spaces": lambda n: _long("1 1 1 , ", "1 1 1x", n),
    "letters then !": lambda n: _long("a", "!", n),
    "id-like runs then !": lambda n: _long("a-b_c", "!", n),
    "ids and spaces then !": lambda n: _long("ab ", "!", n),
    "a language tag chain": lambda n: "en" + _long("-ab", "-!", n - 2),
    "hex digits": lambda n: "#" + _long("f", "g", n - 1),
    "control characters": lambda n: _long("a", "\x01", n),
    "an expression chain": lambda n: _long("1+", "+", n),
    "nested parentheses": lambda n: _long("(", "", n),
}
PATTERNS = {
    "NUMBER_RE": NUMBER_RE,
    "INTEGER_RE": INTEGER_RE,
    "VEC3_RE": VEC3_RE,
    "ID_RE": ID_RE,
    "HEX_COLOR_RE": HEX_COLOR_RE,
    "LANG_RE": LANG_RE,
    "CONTROL_CHARS": CONTROL_CHARS,
}


def _spec_of_each_type() -> dict[str, dict]:
    """One attribute of the catalog of each type (the first one, in catalog order)."""
    data = catalog()
    specs = [*data["global_attributes"].values()]
    specs += [s for element in data["elements"].values() for s in element["attributes"].values()]
    found: dict[str, dict] = {}
    for spec in specs:
        found.setdefault(spec["type"], spec)
    return found


SPECS = _spec_of_each_type()


def _slowest(answer, attack) -> tuple[float, int]:
    """The time ``answer`` takes on ``attack`` at each size, stopping at the first size over the
    budget: (seconds, size). A try a little over the budget is tried again (up to three times:
    the machine is shared); ten times over is no accident."""
    for size in SIZES:
        value = attack(size)
        assert len(value) == size
        seconds = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            answer(value)
            seconds = min(seconds, time.perf_counter() - start)
            if seconds <= BUDGET_S or seconds > 10 * BUDGET_S:
                break
        if seconds > BUDGET_S:
            return seconds, size
    return seconds, SIZE


@pytest.mark.parametrize("attack", list(ATTACKS), ids=list(ATTACKS))
@pytest.mark.parametrize("name", list(PATTERNS))
def test_each_catalog_pattern_answers_a_100_kb_attack_within_50_ms(name, attack):
    pattern = PATTERNS[name]

    seconds, size = _slowest(pattern.match, ATTACKS[attack])

    assert seconds <= BUDGET_S, f"{name} took {seconds * 1000:.0f} ms on {size} characters"


@pytest.mark.parametrize("attack", list(ATTACKS), ids=list(ATTACKS))
@pytest.mark.parametrize("kind", sorted(SPECS))
def test_each_attribute_type_answers_a_100_kb_attack_within_50_ms(kind, attack):
    spec = SPECS[kind]

    seconds, size = _slowest(lambda value: attribute_value_error(spec, value), ATTACKS[attack])

    assert seconds <= BUDGET_S, f"{kind} took {seconds * 1000:.0f} ms on {size} characters"


@pytest.mark.parametrize("attack", list(ATTACKS), ids=list(ATTACKS))
@pytest.mark.parametrize("kind", sorted(SPECS))
def test_the_grammar_answers_a_100_kb_attack_on_each_type_within_50_ms(kind, attack):
    spec = SPECS[kind]

    seconds, size = _slowest(lambda value: _value_viable(spec, value.encode()), ATTACKS[attack])

    assert seconds <= BUDGET_S, f"{kind} took {seconds * 1000:.0f} ms on {size} characters"


@pytest.mark.parametrize("kind", sorted(SPECS))
def test_a_value_over_its_type_limit_is_refused_before_any_pattern(kind):
    spec = SPECS[kind]
    limit = value_limit(spec)

    error = attribute_value_error(spec, _long("1", "", limit + 1))

    assert error == f"value too long ({limit + 1} characters; at most {limit})"


def test_a_number_a_colour_an_id_and_a_vec3_are_short_and_lists_longer():
    assert {value_limit(SPECS[kind]) for kind in ("number", "color", "id", "vec3", "lang")} == {
        MAX_VALUE_CHARS
    }
    assert value_limit(SPECS["points"]) > MAX_VALUE_CHARS
    assert value_limit(SPECS["expression"]) == catalog()["expression"]["max_length"]
    assert value_limit(SPECS["string"]) == SPECS["string"].get("max_length", 500)


@pytest.mark.parametrize(
    ("kind", "value"),
    [
        ("number", "1."),
        ("number", ".5"),
        ("number", "-6.02e23"),
        ("number", " 12 "),
        ("vec3", " 0 1.5 -2 "),
        ("vec3", "1e3\t.5 -0."),
        ("points", "0 0 0, 1 2 0, 3 0 0"),
    ],
)
def test_the_unambiguous_number_reads_every_number_the_old_one_read(kind, value):
    assert attribute_value_error(SPECS[kind] | {"min": -1e30, "max": 1e30}, value) is None


@pytest.mark.parametrize(
    ("kind", "value"),
    [("number", "1.2.3"), ("number", "."), ("number", "1e"), ("vec3", "1 2"), ("vec3", "1 2 3x")],
)
def test_the_unambiguous_number_refuses_what_the_old_one_refused(kind, value):
    assert attribute_value_error(SPECS[kind] | {"min": -1e30, "max": 1e30}, value) is not None
