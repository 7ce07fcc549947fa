"""The lesson markup's expression language, parsed without ``eval``.

The same grammar as the runtime's ``static/lesson/expression.js``: numbers,
parameter ids, ``+ - * / % ^``, comparisons, ``&& || !``, ``a ? b : c``, parentheses,
and the functions, constants and limits of the catalog (``data/catalog.json``,
``expression``; docs/markup.md, "Expressions", is rendered from it). The sanitiser uses
``expression_parse`` to refuse anything else; ``expression_evaluate`` serves tests and the
corpus and computes as the runtime does, in JavaScript's doubles: ``1 / 0`` is infinite,
``sqrt(-1)`` is NaN, and a result that is not a finite number is an error.
tests/genui/markup/test_expression_parity.py holds the two to the same answers.
"""

from __future__ import annotations

import math
import re

from genui.markup.catalog_file import catalog

# JavaScript's `\s` and `\d`, which the runtime's tokenizer uses (Python's own `\s` takes
# `\x1c`-`\x1f` as well, and its `\d` other scripts' digits)
SPACE = "".join(
    [
        "\t\n\v\f\r \u00a0\u1680",
        *map(chr, range(0x2000, 0x200B)),
        "\u2028\u2029\u202f\u205f\u3000\ufeff",
    ]
)
TOKEN = re.compile(
    rf"[{re.escape(SPACE)}]*(?:(?P<number>(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<op>&&|\|\||<=|>=|==|!=|[-+*/%^<>!?:(),]))"
)
# Lowest to highest precedence; comparisons do not chain (as in expression.js).
BINARY = [("||",), ("&&",), ("<", "<=", ">", ">=", "==", "!="), ("+", "-"), ("*", "/", "%")]
NON_CHAINING = 2


def _negative_odd(x: float, y: float) -> bool:
    """Is x ^ y negative where it is 0 or infinite: x negative (-0 too), y an odd integer."""
    return math.copysign(1.0, x) < 0 and math.isfinite(y) and math.fmod(y, 2) in (1.0, -1.0)


def _pow(x: float, y: float) -> float:
    """``Math.pow``: C's pow, except that 1 and -1 to an infinite or NaN power are NaN."""
    if y == 0:
        return 1.0
    if math.isnan(y) or (abs(x) == 1 and math.isinf(y)):
        return math.nan
    try:
        return math.pow(x, y)
    except OverflowError:
        return -math.inf if _negative_odd(x, y) else math.inf
    except ValueError:  # 0 to a negative power, or a negative number to a fraction
        if x != 0:
            return math.nan
        return -math.inf if _negative_odd(x, y) else math.inf


def _within(fn, low: float, high: float):
    """``fn`` from ``low`` to ``high``, NaN elsewhere (where Python raises, JavaScript says NaN)."""
    return lambda x: fn(x) if low <= x <= high else math.nan


def _finite(fn):
    return lambda x: fn(x) if math.isfinite(x) else math.nan


def _logarithm(fn):
    return lambda x: fn(x) if x > 0 else (-math.inf if x == 0 else math.nan)


def _whole(fn):
    """``fn`` (floor, ceil) as a double: infinities and NaN kept, a zero with the sign of ``x``
    (JavaScript's ``Math.ceil(-0.5)`` is -0, which ``1 / x`` tells apart)."""

    def whole(x: float) -> float:
        if not math.isfinite(x):
            return x
        value = float(fn(x))
        return math.copysign(0.0, x) if value == 0 else value

    return whole


def _round_half_up(x: float) -> float:
    low = math.floor(x)
    return low + 1 if x - low >= 0.5 else low


# ``Math.round``: the nearest integer, a half up (Python's ``round`` takes halves to even)
_round = _whole(_round_half_up)


def _exp(x: float) -> float:
    try:
        return math.exp(x)
    except OverflowError:
        return math.inf


def _signed(x: float) -> tuple[float, float]:
    """Order as ``Math.min`` and ``Math.max`` do: -0 below 0."""
    return x, math.copysign(1.0, x)


def _min(*args: float) -> float:
    return math.nan if any(math.isnan(x) for x in args) else min(args, key=_signed)


def _max(*args: float) -> float:
    return math.nan if any(math.isnan(x) for x in args) else max(args, key=_signed)


# This module's code for each function of the catalog. The parser's table is the catalog's:
# a name here the catalog lacks is unknown to it, and a catalog name missing here is refused
# (tests/genui/markup/test_expression_parity.py fails on either).
IMPLEMENTATIONS = {
    "sin": _finite(math.sin),
    "cos": _finite(math.cos),
    "tan": _finite(math.tan),
    "asin": _within(math.asin, -1, 1),
    "acos": _within(math.acos, -1, 1),
    "atan": math.atan,
    "atan2": math.atan2,
    "sqrt": _within(math.sqrt, 0, math.inf),
    "abs": abs,
    "min": _min,
    "max": _max,
    "pow": _pow,
    "exp": _exp,
    "log": _logarithm(math.log),
    "log10": _logarithm(math.log10),
    "floor": _whole(math.floor),
    "ceil": _whole(math.ceil),
    "round": _round,
    "clamp": lambda x, low, high: _min(_max(x, low), high),
    "deg": lambda x: x * 180 / math.pi,
    "rad": lambda x: x * math.pi / 180,
}


def function_arity(spec: dict) -> tuple[int, int | None]:
    """The fewest and the most arguments a catalog function takes (None: no most)."""
    if "arity" in spec:
        return spec["arity"], spec["arity"]
    return spec["min_arity"], spec.get("max_arity")


LANGUAGE = catalog()["expression"]
FUNCTIONS = {
    name: IMPLEMENTATIONS[name] for name in LANGUAGE["functions"] if name in IMPLEMENTATIONS
}
ARGUMENTS = {name: function_arity(LANGUAGE["functions"][name]) for name in FUNCTIONS}
# name -> number of arguments (-1: one or more), as the grammar completes a call
ARITY = {name: low if low == high else -1 for name, (low, high) in ARGUMENTS.items()}
CONSTANTS = {name: spec["value"] for name, spec in LANGUAGE["constants"].items()}
MAX_LENGTH = LANGUAGE["max_length"]
MAX_DEPTH = LANGUAGE["max_depth"]
# `==` and `!=` compare within this, so that 0.1 + 0.2 == 0.3
EQUAL_WITHIN = LANGUAGE["equal_within"]


class ExpressionError(ValueError):
    pass


def expression_tokens(source: str) -> list[tuple[str, str]]:
    """(kind, text) pairs: kind is number, name or op; ExpressionError on a stray character."""
    tokens, position = [], 0
    source = source.rstrip(SPACE)
    while position < len(source):
        match = TOKEN.match(source, position)
        if not match or match.end() == position:
            raise ExpressionError(f"unexpected character {source[position:].strip()[:1]!r}")
        kind = match.lastgroup
        tokens.append((kind, match.group(kind)))
        position = match.end()
    return tokens


class _Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.index = 0
        self.depth = 0

    def peek(self):
        return self.tokens[self.index][1] if self.index < len(self.tokens) else None

    def take(self, expected=None):
        if self.index >= len(self.tokens):
            raise ExpressionError("the expression ends too early")
        kind, value = self.tokens[self.index]
        if expected is not None and value != expected:
            raise ExpressionError(f"expected {expected!r}, found {value!r}")
        self.index += 1
        return kind, value

    def parse(self):
        node = self.conditional()
        if self.index != len(self.tokens):
            raise ExpressionError(f"unexpected {self.peek()!r}")
        return node

    def conditional(self):
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise ExpressionError(f"nested deeper than {MAX_DEPTH} levels")
        node = self.binary(0)
        if self.peek() == "?":
            self.take("?")
            yes = self.conditional()
            self.take(":")
            node = ("?", node, yes, self.conditional())
        self.depth -= 1
        return node

    def binary(self, level):
        if level == len(BINARY):
            return self.unary()
        node = self.binary(level + 1)
        while self.peek() in BINARY[level]:
            _, op = self.take()
            node = (op, node, self.binary(level + 1))
            if level == NON_CHAINING:
                break
        return node

    def unary(self):
        # every operand is one level, as in the runtime's parser (static/lesson/expression.js):
        # the two must refuse the same expressions, or a page the sanitiser keeps fails to draw
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise ExpressionError(f"nested deeper than {MAX_DEPTH} levels")
        if self.peek() in ("-", "+", "!"):
            _, op = self.take()
            node = ("neg" if op == "-" else op, self.unary())
        else:
            node = self.power()
        self.depth -= 1
        return node

    def power(self):
        node = self.atom()
        if self.peek() == "^":
            self.take("^")
            return ("^", node, self.unary())
        return node

    def atom(self):
        kind, value = self.take()
        if kind == "number":
            return ("num", float(value))
        if kind == "name":
            if self.peek() == "(":
                if value not in FUNCTIONS:
                    raise ExpressionError(f"unknown function {value!r}")
                self.take("(")
                args = [] if self.peek() == ")" else [self.conditional()]
                while self.peek() == ",":
                    self.take(",")
                    args.append(self.conditional())
                self.take(")")
                _check_arguments(value, len(args))
                return ("call", value, args)
            return ("name", value)
        if value == "(":
            node = self.conditional()
            self.take(")")
            return node
        raise ExpressionError(f"unexpected {value!r}")


def _check_arguments(name: str, count: int) -> None:
    """Refuse a call with too few or too many arguments, in the runtime's words."""
    low, high = ARGUMENTS[name]
    if low == high and count != low:
        raise ExpressionError(f"{name}() takes {low} argument(s)")
    if count < low:
        raise ExpressionError(
            f"{name}() needs arguments" if low == 1 else f"{name}() takes at least {low} arguments"
        )
    if high is not None and count > high:
        raise ExpressionError(f"{name}() takes at most {high} arguments")


def expression_parse(source: str, *, max_length: int = MAX_LENGTH):
    """Parse ``source`` into a tree; raise ``ExpressionError`` on anything outside the
    grammar."""
    if len(source) > max_length:
        raise ExpressionError(f"longer than {max_length} characters")
    if not source.strip():
        raise ExpressionError("empty expression")
    return _Parser(expression_tokens(source)).parse()


def expression_names(tree) -> set[str]:
    """The parameter names an expression reads (constants excluded)."""
    if tree[0] == "name":
        return set() if tree[1] in CONSTANTS else {tree[1]}
    if tree[0] == "num":
        return set()
    if tree[0] == "call":
        return set().union(*(expression_names(arg) for arg in tree[2]))
    return set().union(*(expression_names(child) for child in tree[1:]))


def expression_evaluate(source: str, variables: dict[str, float]) -> float:
    """The value of ``source`` with ``variables`` (booleans are 1 and 0), as the runtime
    computes it; ``ExpressionError`` where the runtime shows an error instead: outside the
    grammar, an unknown name, a result that is not a finite number."""
    value = _evaluate(expression_parse(source), variables)
    if not math.isfinite(value):
        raise ExpressionError("result is not a finite number")
    return value


def _true(value: float) -> bool:
    """JavaScript's truth of a number: 0, -0 and NaN are false."""
    return value != 0 and not math.isnan(value)


def _divide(a: float, b: float) -> float:
    if b:
        return a / b
    if a == 0 or math.isnan(a):
        return math.nan
    return math.copysign(math.inf, a) * math.copysign(1.0, b)


def _remainder(a: float, b: float) -> float:
    """JavaScript's ``%``: the sign of ``a``, NaN for ``x % 0`` and ``Infinity % x``."""
    try:
        return math.fmod(a, b)
    except ValueError:
        return math.nan


BINARY_OPERATIONS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": _divide,
    "%": _remainder,
    "^": _pow,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: abs(a - b) < EQUAL_WITHIN,
    "!=": lambda a, b: abs(a - b) >= EQUAL_WITHIN,
}


def _evaluate(node, env) -> float:
    op = node[0]
    if op == "num":
        return node[1]
    if op == "name":
        # a constant before a parameter of the same name, as the runtime reads it
        if node[1] in CONSTANTS:
            return CONSTANTS[node[1]]
        if node[1] in env:
            return float(env[node[1]])
        raise ExpressionError(f"unknown name {node[1]!r}")
    if op == "call":
        return float(FUNCTIONS[node[1]](*(_evaluate(arg, env) for arg in node[2])))
    if op == "neg":
        return -_evaluate(node[1], env)
    if op == "+" and len(node) == 2:
        return _evaluate(node[1], env)
    if op == "!":
        return float(not _true(_evaluate(node[1], env)))
    if op == "?":
        return _evaluate(node[2] if _true(_evaluate(node[1], env)) else node[3], env)
    # `&&` and `||` read their right side only when the left does not decide
    if op == "&&":
        return float(_true(_evaluate(node[1], env)) and _true(_evaluate(node[2], env)))
    if op == "||":
        return float(_true(_evaluate(node[1], env)) or _true(_evaluate(node[2], env)))
    return float(BINARY_OPERATIONS[op](_evaluate(node[1], env), _evaluate(node[2], env)))
