"""No regular expression of the product can be made slow: every pattern of genui/, clover_model/
and static/ is checked by recheck (npm, a devDependency; tests/genui/markup/redos_check.mjs runs
its pure-JS build, offline), which finds the patterns an input can make backtrack for
polynomial or exponential time.

Python patterns are read from the source (``ast``): the pattern argument of every call of
``re`` and ``regex`` (``compile``, ``match``, ``sub``...), of Django's ``re_path`` and of every
``...__regex`` lookup. A literal is checked as written; one built from the module's constants
(``rf"^{NUMBER}$"``) as the module builds it; one built inside a function from data (a list of
phrases, the catalog) in the form that function builds (``BUILT``). JavaScript patterns (regex
literals and ``new RegExp(...)``) are found by the node script. A pattern recheck finds
vulnerable fails the test with its file, line and an attack string.
"""

from __future__ import annotations

import ast
import importlib
import json
import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
import regex

pytestmark = pytest.mark.slow  # recheck takes 40 s to a minute over the product's patterns

ROOT = Path(__file__).resolve().parents[3]
CHECKER = Path(__file__).with_name("redos_check.mjs")
PACKAGES = ("genui", "clover_model")
SCRIPT_FOLDERS = ("genui", "clover_model", "static")
SCRIPT_SUFFIXES = {".js", ".mjs", ".html"}
MODULES = {"re", "regex"}
# where a call's flags go when given by position (re.sub(pattern, repl, string, count, flags))
FLAGS_AT = {
    "compile": 1, "match": 2, "fullmatch": 2, "search": 2, "findall": 2, "finditer": 2,
    "split": 3, "sub": 4, "subn": 4,
}  # fmt: skip
# Python flag -> JavaScript flag (re.UNICODE, re.ASCII and regex's version bits change no
# backtracking; re.VERBOSE has no JavaScript form and is refused)
JS_FLAGS = {re.IGNORECASE: "i", re.MULTILINE: "m", re.DOTALL: "s"}
INLINE_FLAGS = re.compile(r"\(\?([aiLmsux]+)\)")
INLINE_JS = {"i": "i", "m": "m", "s": "s"}
# genui/lessons/renderer.py's IMPORT_RE, as recheck reads it
IMPORT_SOURCE = (
    r"""(?<head>\b(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?|\bimport\s*\(\s*)"""
    r"""(?<quote>["'])(?<spec>[^"'\n]+)\k<quote>"""
)


@dataclass(frozen=True)
class Built:
    """How to check the patterns a function builds from data: the compiled patterns it makes
    (``patterns``), or values for the local names its pattern expression reads (``names``, one
    pattern each); ``use`` is how they run: "search" (anywhere), "match" or "fullmatch"."""

    patterns: Callable[[], list] | None = None
    names: tuple[dict, ...] = ()
    use: str = "search"


def _value_patterns() -> list:
    """Every pattern the grammar builds for an attribute value of the catalog."""
    from genui.markup.catalog import catalog
    from genui.markup.grammar import _value_pattern

    data = catalog()
    specs = [*data["global_attributes"].values()]
    specs += [s for element in data["elements"].values() for s in element["attributes"].values()]
    kinds = {(s["type"], tuple(s.get("values", ())), s.get("max_length", 500)) for s in specs}
    return [_value_pattern(kind, values, limit) for kind, values, limit in sorted(kinds)]


# Patterns a function builds from data, by (file, function).
BUILT = {
    # partial matches of a whole value (`pattern.fullmatch(text, partial=True)`)
    ("genui/markup/grammar.py", "_value_pattern"): Built(_value_patterns, use="fullmatch"),
    # an attribute name of the catalog: letters and hyphens
    ("genui/markup/sanitizer.py", "_attribute_offset"): Built(
        names=({"name": "radius"}, {"name": "x-label"})
    ),
}
# Patterns recheck finds slow that no request can reach, by (file, pattern as recheck reads
# it), with the reason; they are not handed to recheck (its search for an attack on one can
# take minutes).
EXCEPTIONS = {
    (
        "genui/lessons/renderer.py",
        IMPORT_SOURCE,
    ): "reads the site's own static modules (the lesson runtime, three.js) when a page is "
    "exported, never anything a request sends",
}


def _javascript(source: str, flags: int) -> tuple[str, str]:
    """A Python pattern in JavaScript's syntax, and its flags: what recheck reads."""
    if flags & re.VERBOSE:
        raise ValueError("re.VERBOSE has no JavaScript form")
    letters = {letter for flag, letter in JS_FLAGS.items() if flags & flag}
    inline = INLINE_FLAGS.match(source)
    if inline:
        letters |= {INLINE_JS[letter] for letter in inline.group(1) if letter in INLINE_JS}
        source = source[inline.end() :]
    source = source.replace("(?P<", "(?<")
    source = re.sub(r"\(\?P=(\w+)\)", r"\\k<\1>", source)
    source = source.replace(r"\A", "^").replace(r"\Z", "$")
    return source, "".join(sorted(letters))


def _anchored(source: str, use: str) -> str:
    """A pattern only ever matched at the start (``match``) or whole (``fullmatch``) is checked
    anchored as it runs; anything else as a search, from every position."""
    if use == "match":
        return f"^(?:{source})"
    if use == "fullmatch":
        return f"^(?:{source})$"
    return source


@dataclass
class _Call:
    node: ast.Call | ast.keyword
    method: str  # compile, match, sub... of re or regex; "re_path"; "lookup" (a __regex filter)
    function: str  # the function it is in ("" at module level)
    constants: dict  # the string constants that function assigns to local names
    assigned_to: str = ""  # NAME of `NAME = re.compile(...)`

    @property
    def line(self) -> int:
        return self.node.lineno if isinstance(self.node, ast.Call) else self.node.value.lineno


class _Calls(ast.NodeVisitor):
    """The calls of a module that take a regular expression, and the methods called on every
    name (``TOKEN.match``): a compiled pattern's uses."""

    def __init__(self):
        self.found: list[_Call] = []
        self.uses: dict[str, set[str]] = {}
        self._functions: list[tuple[str, dict]] = []
        self._assigned: dict[int, str] = {}

    def visit_FunctionDef(self, node):
        constants = {
            child.targets[0].id: child.value.value
            for child in ast.walk(node)
            if isinstance(child, ast.Assign)
            and len(child.targets) == 1
            and isinstance(child.targets[0], ast.Name)
            and isinstance(child.value, ast.Constant)
            and isinstance(child.value.value, str)
        }
        self._functions.append((node.name, constants))
        self.generic_visit(node)
        self._functions.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Assign(self, node):
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            self._assigned[id(node.value)] = node.targets[0].id
        self.generic_visit(node)

    def visit_Call(self, node):
        function, constants = self._functions[-1] if self._functions else ("", {})
        callee = node.func
        if isinstance(callee, ast.Attribute) and isinstance(callee.value, ast.Name):
            self.uses.setdefault(callee.value.id, set()).add(callee.attr)
            if callee.value.id in MODULES and callee.attr in FLAGS_AT:
                name = self._assigned.get(id(node), "")
                self.found.append(_Call(node, callee.attr, function, constants, name))
        elif isinstance(callee, ast.Name) and callee.id == "re_path":
            self.found.append(_Call(node, "re_path", function, constants))
        for keyword in node.keywords:
            if keyword.arg and keyword.arg.endswith(("__regex", "__iregex")):
                self.found.append(_Call(keyword, "lookup", function, constants))
        self.generic_visit(node)


def _argument(call: ast.Call, index: int, name: str) -> ast.expr | None:
    if len(call.args) > index:
        return call.args[index]
    return next((k.value for k in call.keywords if k.arg == name), None)


def _module(path: Path):
    return importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))


def _built(path: Path, expression: ast.expr, flags: ast.expr | None, names: dict):
    """``(source, flags)`` of a call's pattern: a literal as written, anything else evaluated
    with ``re``, ``regex`` and ``names``, then in its module (NameError: it reads names local
    to its function)."""
    light = {"re": re, "regex": regex, **names}

    def evaluate(node):
        code = compile(ast.Expression(node), str(path), "eval")
        try:
            return eval(code, light)
        except NameError:
            return eval(code, {**vars(_module(path)), **names})

    value = evaluate(expression)
    flag_bits = int(evaluate(flags)) if flags is not None else 0
    if hasattr(value, "pattern"):
        return value.pattern, value.flags | flag_bits
    return value, flag_bits


def _python_patterns() -> tuple[list[dict], list[str]]:
    """Every Python pattern as recheck reads it (``where``, ``source``, ``flags``), and the
    calls whose pattern could not be built."""
    modules = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            calls = _Calls()
            calls.visit(ast.parse(path.read_text(encoding="utf-8")))
            modules[path] = calls
    uses: dict[str, set[str]] = {}
    for calls in modules.values():
        for name, methods in calls.uses.items():
            uses.setdefault(name, set()).update(methods)

    patterns, unresolved, built_seen = [], [], set()
    for path, calls in modules.items():
        relative = path.relative_to(ROOT).as_posix()
        for call in calls.found:
            where = f"{relative}:{call.line}"
            if call.method == "lookup":
                expression, flags = call.node.value, None
            else:
                first = "route" if call.method == "re_path" else "pattern"
                expression = _argument(call.node, 0, first)
                flags = _argument(call.node, FLAGS_AT.get(call.method, 99), "flags")
            # how the pattern runs: a call of match/fullmatch, or a compiled pattern whose every
            # use is one; anything else (a search, a pattern handed on) from every position
            use = call.method if call.method in {"match", "fullmatch"} else "search"
            methods = uses.get(call.assigned_to, set())
            if call.assigned_to and methods and methods <= {"match", "fullmatch"}:
                use = "match" if "match" in methods else "fullmatch"
            try:
                found = [_built(path, expression, flags, call.constants)]
            except NameError:
                key = (relative, call.function)
                if key not in BUILT:
                    unresolved.append(f"{where} ({call.function}): {ast.unparse(expression)}")
                    continue
                if key in built_seen:
                    continue
                built_seen.add(key)
                recipe = BUILT[key]
                use = recipe.use
                if recipe.patterns:
                    found = [(p.pattern, p.flags) for p in recipe.patterns()]
                else:
                    found = [_built(path, expression, flags, names) for names in recipe.names]
            for source, flag_bits in found:
                source, letters = _javascript(source, flag_bits)
                patterns.append(
                    {"where": where, "source": _anchored(source, use), "flags": letters}
                )
    return patterns, unresolved


def _script_files() -> list[str]:
    return [
        path.relative_to(ROOT).as_posix()
        for folder in SCRIPT_FOLDERS
        for path in sorted((ROOT / folder).rglob("*"))
        if path.suffix in SCRIPT_SUFFIXES and "vendor" not in path.parts and path.is_file()
    ]


def _recheck(patterns: list[dict], files: list[str]) -> dict:
    """The node script's answer for ``patterns`` and the patterns of the script ``files``
    (``EXCEPTIONS`` left unchecked)."""
    node = shutil.which("node")
    assert node, "node is needed (make setup)"
    assert (ROOT / "node_modules" / "recheck").is_dir(), "recheck is missing: run make setup"
    result = subprocess.run(
        [node, str(CHECKER)],
        input=json.dumps(
            {"patterns": patterns, "files": files, "exceptions": [*map(list, EXCEPTIONS)]}
        ),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
        check=True,
    )
    return json.loads(result.stdout)


@pytest.fixture(scope="module")
def checked() -> dict:
    patterns, unresolved = _python_patterns()
    return {**_recheck(patterns, _script_files()), "python_unresolved": unresolved}


def _sources(checked: dict, path: str) -> list[str]:
    return [p["source"] for p in checked["patterns"] if p["where"].split(":")[0] == path]


def test_every_python_pattern_is_found_and_built(checked):
    assert checked["python_unresolved"] == [], "add the function's patterns to BUILT"
    # built from the module's constants: the catalog's vec3, the text gate's CJK class
    assert any(
        r"\s+[+-]?(?:\d+" in source for source in _sources(checked, "genui/markup/catalog.py")
    )
    assert any("\u4e00" in source for source in _sources(checked, "genui/lessons/text_quality.py"))
    # built from data: the grammar's pattern for each type (a colour: the catalog's names)
    assert any("mediumspringgreen" in s for s in _sources(checked, "genui/markup/grammar.py"))


def test_every_javascript_pattern_is_found_and_built(checked):
    assert checked["unresolved"] == []
    # a literal, and a `new RegExp` built from the file's constants
    assert any("[A-Za-z_]" in source for source in _sources(checked, "static/lesson/expression.js"))
    assert any(r"[\s,]+" in source for source in _sources(checked, "static/lesson/values.js"))


def test_no_regular_expression_can_be_made_to_backtrack(checked):
    vulnerable = [
        f"{p['where']}: /{p['source']}/{p['flags']} is {p['status']} "
        f"({(p.get('complexity') or {}).get('type', p.get('error'))}; attack {p.get('attack')})"
        for p in checked["patterns"]
        if p["status"] not in {"safe", "excepted"}
    ]
    assert vulnerable == []


def test_every_exception_names_a_pattern_still_there(checked):
    excepted = {(p["where"].split(":")[0], p["source"]) for p in checked["patterns"]}
    assert set(EXCEPTIONS) <= excepted


def test_the_check_finds_the_number_pattern_of_issue_38_in_python_and_javascript(tmp_path):
    """What the check would have caught: the old number pattern, handed in and in a script."""
    old = r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?"
    script = tmp_path / "values.js"
    script.write_text(
        f"const NUM = String.raw`{old}`;\n"
        f"const VEC3_RE = new RegExp(`^${{NUM}}\\s+${{NUM}}$`);\n"
        f"const ok = /^{old}$/.test(x) && y / 2 / z;\n"
    )

    result = _recheck([{"where": "catalog.py", "source": f"^{old}$", "flags": ""}], [str(script)])

    assert result["unresolved"] == []
    assert [p["status"] for p in result["patterns"]] == ["vulnerable"] * 3
