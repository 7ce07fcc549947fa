"""One expression language, two evaluators: the sanitiser's (genui/markup/expression.py) and
the runtime's (static/lesson/expression.js, run under Node) take their functions, arities,
constants and limits from the catalog, implement exactly its functions, and give the same
answer to the same expression: the same value, or an error at the same step."""

import inspect
import itertools
import json
import math
import random
import shutil
import subprocess

import pytest
from django.contrib.staticfiles import finders

from genui.markup.catalog import catalog
from genui.markup.expression import (
    ARGUMENTS,
    CONSTANTS,
    IMPLEMENTATIONS,
    MAX_DEPTH,
    MAX_LENGTH,
    ExpressionError,
    expression_evaluate,
    expression_parse,
    function_arity,
)

LANGUAGE = catalog()["expression"]
# arguments written as the markup writes them: signs are operators, so "-2.5" is -(2.5)
ARGUMENTS_POOL = [
    "0", "1", "-1", "0.5", "-0.5", "2", "-2.5", "2.5", "-3.5", "10", "1e-10", "1e300", "-1e300",
    "pi", "e", "g", "x", "-x", "y", "1 / 3", "0 / 0", "1 / 0", "-1 / 0", "t",
]  # fmt: skip
VARIABLES = {"x": 0.75, "y": -4.0, "t": 12.5, "on": True, "off": False, "g": 1.0}
EDGES = [
    # IEEE arithmetic as JavaScript does it, then whether the result is finite
    "1 / 0", "-1 / 0", "0 / 0", "1 / -0", "5 % 0", "-7 % 3", "7.5 % -2", "1 % (1 / 0)",
    "(1 / 0) % 2", "1e308 * 10", "1e308 * 10 - 1e308 * 10", "1e999", "2 ^ 1024", "(-2) ^ 1025",
    "(-8) ^ (1 / 3)", "0 ^ -1", "-0 ^ -1", "(-0) ^ -1", "(-0) ^ -2", "1 ^ (1 / 0)",
    "(-1) ^ (1 / 0)", "(0 / 0) ^ 0", "1 ^ (0 / 0)", "2 ^ -1074", "-2 ^ 2", "2 ^ 3 ^ 2", "2 ^ -1",
    # what NaN and infinity do downstream: comparisons, truth, min and max
    "1 / 0 > 5", "(0 / 0) < 1", "(0 / 0) == (0 / 0)", "(0 / 0) != 1", "(1 / 0) == (1 / 0)",
    "(0 / 0) && 1", "1 && (0 / 0)", "(0 / 0) || 0", "!(0 / 0)", "!0", "!-0", "!(1 / 0)",
    "(0 / 0) ? 1 : 2", "-0 ? 1 : 2", "min(0 / 0, 1)", "min(1, 0 / 0)", "max(1 / 0, 0 / 0)",
    "min(-0, 0)", "1 / min(0, -0)", "1 / max(-0, 0)", "1 / ceil(-0.5)", "1 / round(-0.4) < 0",
    "1 / floor(-0) < 0", "1 / (-1 % 1) < 0", "sqrt(-0)", "log(-0)", "atan2(0, -0)",
    "atan2(-0, -1)", "floor(1 / 0)",
    "round(0 / 0)", "exp(1000)", "exp(-1000)", "sqrt(1 / 0)", "sin(1 / 0)", "tan(pi / 2)",
    "log10(0)", "asin(1.0000001)", "acos(-1)", "clamp(5, 10, 0)", "clamp(0 / 0, 0, 1)",
    # `==` within the catalog's tolerance, halves, conditionals, precedence
    "0.1 + 0.2 == 0.3", "0.1 + 0.2 != 0.3", "1 == 1 + 1e-10", "1 == 1 + 1e-8", "round(0.5)",
    "round(-0.5)", "round(1.5)", "round(0.49999999999999994)", "round(-1.5)", "round(1e300)",
    "x > 0 ? x < 1 ? 1 : 2 : 3", "1 ? 2 : 3 ? 4 : 5", "-x ^ 2", "!x + 1", "- - 1", "+ + 1",
    "1 - -1", "2 * -x", "10 % 3 * 2", "1 + 2 * 3 ^ 2 % 5", "1 < 2 == 1", "(1 < 2) < 3",
    # names: the time, booleans, a parameter named like a constant, short circuits
    "t * 2", "on + off", "on && !off", "g", "2 * g", "0 && nope", "1 || nope", "nope && 0",
    "off ? nope : 1", "on ? 1 : nope", "nope", "x + nope", "pi * x ^ 2", "e ^ x",
    # lexing: spaces, numbers and what JavaScript's `\s` and `\d` take
    "  1 +\t2\n", "1.", ".5", "1.e2", "1e+2", "5E-1", "1..2", "1 2", "x1", "_a",
    "1\u00a0+ 2", "1\u3000+\u20052", "\ufeff1", "1\ufeff", "1\x1c", "\x1f1", "\u0663 + 1",
    "1\u2028", "\u00851",
]  # fmt: skip
REFUSED = [
    "", "   ", "alert(1)", "a.constructor", "x[0]", "new Date()", "`${1}`", "a = 1", "() => 1",
    "1 +", "a < b < c", "1 == 2 == 3", "'text'", "(1", "1)", "f(1)", "sin", "sin()", "sin(1,)",
    "sin(,1)", "?", "1 ? 2", "1 ? 2 :", "#", "1 & 2", "1 | 2", "1 ** 2", "x y", "pi(1)",
    "(" * (MAX_DEPTH + 5) + "1" + ")" * (MAX_DEPTH + 5), "-" * (MAX_DEPTH + 5) + "1",
    "sin(" * (MAX_DEPTH // 2 + 1) + "1" + ")" * (MAX_DEPTH // 2 + 1),
    "1" * MAX_LENGTH, "1" * (MAX_LENGTH + 1), "1 + " * (MAX_LENGTH // 4) + "1",
]  # fmt: skip


def _calls() -> list[str]:
    """Each catalog function with arguments drawn from the pool (the same every run), with
    too few and too many, and nested in another."""
    rng = random.Random(41)
    sources = []
    for name, spec in LANGUAGE["functions"].items():
        low, high = function_arity(spec)
        counts = [low] if high == low else [low, low + 1, low + 3]
        for count in counts:
            combos = list(itertools.product(ARGUMENTS_POOL, repeat=count))
            for args in rng.sample(combos, min(len(combos), 14 if count == 1 else 10)):
                sources.append(f"{name}({', '.join(args)})")
        sources.append(f"{name}({', '.join(['x'] * max(low - 1, 0))})")
        if high is not None:
            sources.append(f"{name}({', '.join(['x'] * (high + 1))})")
        sources.append(f"{name}({', '.join(['x'] * low)}) * 2 + {name}({', '.join(['y'] * low)})")
    return sources


CASES = [
    *(
        example["expression"]
        for spec in LANGUAGE["functions"].values()
        for example in spec["examples"]
    ),
    *_calls(),
    *EDGES,
    *REFUSED,
]


def _python(source: str) -> dict:
    try:
        expression_parse(source)
    except ExpressionError:
        return {"step": "parse"}
    try:
        return {"value": expression_evaluate(source, VARIABLES)}
    except ExpressionError:
        return {"step": "evaluate"}


@pytest.fixture(scope="module")
def runtime(tmp_path_factory):
    """The runtime's module and the catalog it imports, side by side as the site serves them,
    run under Node: its exports and its answer to every case."""
    folder = tmp_path_factory.mktemp("runtime") / "lesson"
    folder.mkdir()
    for name in ("expression.js", "catalog.json"):
        shutil.copyfile(finders.find(f"lesson/{name}"), folder / name)
    (folder / "cases.json").write_text(json.dumps({"cases": CASES, "variables": VARIABLES}))
    script = """
        import { readFileSync } from "node:fs";
        import { compile, CONSTANTS, FUNCTIONS, IMPLEMENTATIONS } from "./expression.js";
        const { cases, variables } = JSON.parse(readFileSync("./cases.json", "utf8"));
        const vars = new Map(Object.entries(variables));
        const answers = cases.map((source) => {
          const compiled = compile(source);
          if (!compiled.ok) return { step: "parse" };
          const { value, error } = compiled.evaluate(vars);
          return error ? { step: "evaluate" } : { value };
        });
        const functions = Object.fromEntries(Object.entries(FUNCTIONS).map(
          ([name, { low, high, fn }]) => [name, { low, high, length: fn.length }]));
        console.log(JSON.stringify({
          answers, constants: CONSTANTS, functions, implemented: Object.keys(IMPLEMENTATIONS),
        }));
    """
    node = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        cwd=folder,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(node.stdout)


def test_the_cases_cover_every_function_values_errors_and_refusals():
    answers = [_python(source) for source in CASES]
    assert len(CASES) >= 300
    assert sum("value" in answer for answer in answers) >= 150
    assert sum(answer.get("step") == "evaluate" for answer in answers) >= 30
    assert sum(answer.get("step") == "parse" for answer in answers) >= 60
    for name in LANGUAGE["functions"]:
        assert any(source.startswith(f"{name}(") for source in CASES), name


def test_python_implements_exactly_the_catalog_functions_with_their_arities():
    assert set(IMPLEMENTATIONS) == set(LANGUAGE["functions"])
    assert {name: function_arity(spec) for name, spec in LANGUAGE["functions"].items()} == ARGUMENTS
    assert {name: spec["value"] for name, spec in LANGUAGE["constants"].items()} == CONSTANTS
    for name, (low, high) in ARGUMENTS.items():
        signature = inspect.signature(IMPLEMENTATIONS[name])
        signature.bind(*[1.0] * low)
        signature.bind(*[1.0] * (high if high is not None else low + 3))


def test_the_runtime_implements_exactly_the_catalog_functions_with_their_arities(runtime):
    assert set(runtime["implemented"]) == set(LANGUAGE["functions"])
    assert runtime["constants"] == CONSTANTS
    for name, spec in LANGUAGE["functions"].items():
        low, high = function_arity(spec)
        function = runtime["functions"][name]
        assert (function["low"], function["high"]) == (low, high), name
        # a JavaScript function's length counts its declared parameters (Math.max's is 2)
        assert function["length"] == low or high is None, name


@pytest.mark.parametrize("name", list(LANGUAGE["functions"]))
def test_each_function_has_a_summary_and_examples_that_hold(name):
    spec = LANGUAGE["functions"][name]
    assert spec["summary"].endswith(".") and len(spec["summary"]) <= 100
    assert spec["examples"] and all(f"{name}(" in e["expression"] for e in spec["examples"])
    for example in spec["examples"]:
        answer = _python(example["expression"])
        if example["value"] is None:
            assert answer == {"step": "evaluate"}, example
        else:
            assert answer["value"] == pytest.approx(example["value"], rel=1e-12, abs=1e-12)


def test_both_evaluators_give_every_case_the_same_answer(runtime):
    mismatches = []
    for source, js in zip(CASES, runtime["answers"], strict=True):
        py = _python(source)
        if "value" in py and "value" in js:
            if math.isclose(py["value"], js["value"], rel_tol=1e-12, abs_tol=1e-12):
                continue
        elif py == js:
            continue
        mismatches.append(f"{source!r}: Python {py}, runtime {js}")
    assert mismatches == []
