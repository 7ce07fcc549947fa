"""The lesson markup's expression language, parsed without ``eval``.

The same grammar as the runtime's ``static/lesson/expression.js``: numbers,
parameter ids, ``+ - * / % ^``, comparisons, ``&& || !``, ``a ? b : c``, parentheses
and a fixed list of functions and constants (from the catalog). The sanitiser uses
``expression_parse`` to refuse anything else; ``expression_evaluate`` serves tests
and the corpus.
"""

from __future__ import annotations

import math
import re

TOKEN = re.compile(
    r"\s*(?:(?P<number>(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<op>&&|\|\||<=|>=|==|!=|[-+*/%^<>!?:(),]))"
)
# Lowest to highest precedence; comparisons do not chain (as in expression.js).
BINARY = [("||",), ("&&",), ("<", "<=", ">", ">=", "==", "!="), ("+", "-"), ("*", "/", "%")]
NON_CHAINING = 2
MAX_DEPTH = 40
# name -> number of arguments (-1: one or more).
ARITY = {
    "sin": 1,
    "cos": 1,
    "tan": 1,
    "asin": 1,
    "acos": 1,
    "atan": 1,
    "atan2": 2,
    "sqrt": 1,
    "abs": 1,
    "exp": 1,
    "log": 1,
    "log10": 1,
    "floor": 1,
    "ceil": 1,
    "round": 1,
    "pow": 2,
    "min": -1,
    "max": -1,
    "clamp": 3,
    "deg": 1,
    "rad": 1,
}
FUNCTIONS = {
    "sin": math.sin,
    "cos": math.cos,
    "tan": math.tan,
    "asin": math.asin,
    "acos": math.acos,
    "atan": math.atan,
    "atan2": math.atan2,
    "sqrt": math.sqrt,
    "abs": abs,
    "min": min,
    "max": max,
    "pow": math.pow,
    "exp": math.exp,
    "log": math.log,
    "log10": math.log10,
    "floor": math.floor,
    "ceil": math.ceil,
    "round": round,
    "clamp": lambda x, lo, hi: max(lo, min(hi, x)),
    "deg": math.degrees,
    "rad": math.radians,
}
CONSTANTS = {"pi": math.pi, "e": math.e, "g": 9.81}


class ExpressionError(ValueError):
    pass


def expression_tokens(source: str) -> list[tuple[str, str]]:
    """(kind, text) pairs: kind is number, name or op; ExpressionError on a stray character."""
    tokens, position = [], 0
    source = source.rstrip()
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
                arity = ARITY[value]
                if (arity == -1 and not args) or (arity != -1 and len(args) != arity):
                    raise ExpressionError(
                        f"{value}() takes {arity if arity > 0 else 'one or more'} arguments"
                    )
                return ("call", value, args)
            return ("name", value)
        if value == "(":
            node = self.conditional()
            self.take(")")
            return node
        raise ExpressionError(f"unexpected {value!r}")


def expression_parse(source: str, *, max_length: int = 300):
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
    return _evaluate(expression_parse(source), variables)


def _evaluate(node, env):
    op = node[0]
    if op == "num":
        return node[1]
    if op == "name":
        if node[1] in env:
            return float(env[node[1]])
        if node[1] in CONSTANTS:
            return CONSTANTS[node[1]]
        raise ExpressionError(f"unknown name {node[1]!r}")
    if op == "call":
        return float(FUNCTIONS[node[1]](*(_evaluate(arg, env) for arg in node[2])))
    if op == "neg":
        return -_evaluate(node[1], env)
    if op == "+" and len(node) == 2:
        return _evaluate(node[1], env)
    if op == "!":
        return float(not _evaluate(node[1], env))
    if op == "?":
        return _evaluate(node[2] if _evaluate(node[1], env) else node[3], env)
    a, b = _evaluate(node[1], env), _evaluate(node[2], env)
    return float(
        {
            "+": lambda: a + b,
            "-": lambda: a - b,
            "*": lambda: a * b,
            "/": lambda: a / b if b else math.nan,
            "%": lambda: math.fmod(a, b) if b else math.nan,
            "^": lambda: a**b,
            "<": lambda: a < b,
            "<=": lambda: a <= b,
            ">": lambda: a > b,
            ">=": lambda: a >= b,
            "==": lambda: a == b,
            "!=": lambda: a != b,
            "&&": lambda: bool(a) and bool(b),
            "||": lambda: bool(a) or bool(b),
        }[op]()
    )
