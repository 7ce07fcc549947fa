"""The markup's expression language: arithmetic and functions, nothing else."""

import json
import math
import shutil
import subprocess

import pytest
from django.contrib.staticfiles import finders

from genui.markup.expression import (
    ExpressionError,
    expression_evaluate,
    expression_names,
    expression_parse,
)


@pytest.mark.parametrize(
    ("source", "variables", "expected"),
    [
        ("2 * pi * sqrt(L / g)", {"L": 1.0}, 2 * math.pi * math.sqrt(1 / 9.81)),
        ("r ^ 2 * pi", {"r": 2.0}, 4 * math.pi),
        ("-2 ^ 2", {}, -4.0),
        ("2 ^ 3 ^ 2", {}, 512.0),
        ("a > 1 ? 10 : 20", {"a": 2.0}, 10.0),
        ("clamp(x, 0, 1) + max(1, 2, 3)", {"x": 5.0}, 4.0),
        ("deg(pi) % 7", {}, 180.0 % 7),
        ("!(a == 1) || a != 1", {"a": 1.0}, 0.0),
    ],
)
def test_expressions_evaluate_like_the_runtime(source, variables, expected):
    assert expression_evaluate(source, variables) == pytest.approx(expected)


@pytest.mark.parametrize(
    "source",
    [
        "alert(1)",
        "a.constructor",
        "x[0]",
        "new Date()",
        "`${1}`",
        "a = 1",
        "() => 1",
        "1 +",
        "a < b < c",
        "sin(1, 2)",
        "min()",
        "'text'",
        "(" * 60 + "1" + ")" * 60,
        "x" * 301,
        "",
    ],
)
def test_anything_outside_the_grammar_is_refused(source):
    with pytest.raises(ExpressionError):
        expression_parse(source)


def test_the_names_an_expression_reads_exclude_constants():
    assert expression_names(expression_parse("2 * pi * sqrt(L / g) + t")) == {"L", "t"}


NESTED = {
    "calls": lambda n: "sin(" * n + "1" + ")" * n,
    "parentheses": lambda n: "(" * n + "1" + ")" * n,
    "signs": lambda n: "-" * n + "1",
}


def _parses(source: str) -> bool:
    try:
        expression_parse(source)
    except ExpressionError:
        return False
    return True


def test_nesting_is_refused_where_the_runtime_refuses_it(tmp_path):
    """The sanitiser keeps only what the runtime can draw: its parser and static/lesson/
    expression.js stop at the same depth (the runtime's own answers, through Node)."""
    # the module and the catalog it imports, side by side as the site serves them
    for name in ("lesson/expression.js", "lesson/catalog.json"):
        (tmp_path / name).parent.mkdir(exist_ok=True)
        shutil.copyfile(finders.find(name), tmp_path / name)
    sources = [NESTED[kind](n) for kind in NESTED for n in range(15, 45)]
    script = (
        f"import {{ compile }} from {json.dumps(str(tmp_path / 'lesson' / 'expression.js'))};\n"
        f"console.log(JSON.stringify({json.dumps(sources)}.map((s) => compile(s).ok)));"
    )
    node = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        capture_output=True,
        text=True,
        check=True,
    )
    runtime = json.loads(node.stdout)
    assert [_parses(source) for source in sources] == runtime
    assert runtime.count(False) > 0 and runtime.count(True) > 0
