"""The lesson markup catalog: ``data/catalog.json`` of this package is the single source of
truth for the sanitiser, the grammar, the runtime, the docs, the validator and the corpus.

The browser reads the same file as ``/static/lesson/catalog.json``: the site serves the
``data/`` folder under ``lesson/`` (``STATICFILES_DIRS`` in genui/settings/base.py).
``attribute_value_error`` checks one attribute value against its catalog type.
"""

from __future__ import annotations

import re

# the file and where it lies, read by the rest of the project from here
from genui.markup.catalog_file import CATALOG_PATH as CATALOG_PATH
from genui.markup.catalog_file import DATA_DIR as DATA_DIR
from genui.markup.catalog_file import catalog
from genui.markup.expression import ExpressionError, expression_parse

# Every pattern here is unambiguous: each character of a value can be taken by one part of it
# only, so a value that fails fails in one pass (`\d+\.?\d*` could split a run of digits
# between its two quantifiers in every way: issue 38). tests/genui/markup/test_regex_safety.py
# checks every pattern of the product.
NUMBER = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"
NUMBER_RE = re.compile(rf"^{NUMBER}$")
VEC3 = rf"\s*{NUMBER}\s+{NUMBER}\s+{NUMBER}\s*"
ID = r"[A-Za-z][A-Za-z0-9_-]{0,63}"
LANG = r"[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*"
INTEGER_RE = re.compile(r"^[+-]?\d+$")
VEC3_RE = re.compile(rf"^{VEC3}$")
ID_RE = re.compile(rf"^{ID}$")
HEX_COLOR_RE = re.compile(r"^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")
LANG_RE = re.compile(rf"^{LANG}$")
CONTROL_CHARS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
MAX_POINTS = 2000
# The longest value of a type, in characters, refused before any pattern reads it: a number, a
# colour, an id or a vec3 is short (the corpus's longest has 15 characters), a list of points
# or ids longer; a string and an expression have their own limits (`value_limit`).
MAX_VALUE_CHARS = 100
MAX_LIST_CHARS = {"points": MAX_POINTS * 25, "idrefs": 2000}


def element_names() -> list[str]:
    return list(catalog()["elements"])


def allowed_attributes(tag: str) -> dict[str, dict]:
    """Attribute specs of ``tag``: its own plus the global ones (catalog elements) or
    the text element's short list."""
    data = catalog()
    if tag in data["elements"]:
        return {**data["global_attributes"], **data["elements"][tag]["attributes"]}
    if tag in data["text_elements"]:
        return {name: data["global_attributes"][name] for name in data["text_elements"][tag]}
    return {}


def _in_range(value: float, spec: dict) -> str | None:
    if "min" in spec and value < spec["min"]:
        return f"below the minimum {spec['min']}"
    if "max" in spec and value > spec["max"]:
        return f"above the maximum {spec['max']}"
    return None


def _number_error(value: str, spec: dict) -> str | None:
    if not NUMBER_RE.match(value.strip()):
        return "not a number"
    return _in_range(float(value), spec)


def value_limit(spec: dict) -> int:
    """The most characters a value of the attribute ``spec`` may have."""
    kind = spec["type"]
    if kind == "string":
        return spec.get("max_length", 500)
    if kind == "expression":
        return catalog()["expression"]["max_length"]
    return MAX_LIST_CHARS.get(kind, MAX_VALUE_CHARS)


def attribute_value_error(spec: dict, value: str) -> str | None:
    """Why ``value`` is not valid for the attribute ``spec``, or None when it is."""
    kind = spec["type"]
    limit = value_limit(spec)
    if len(value) > limit:
        return f"value too long ({len(value)} characters; at most {limit})"
    if CONTROL_CHARS.search(value):
        return "contains control characters"
    if kind == "string":
        return None
    if kind == "number":
        return _number_error(value, spec)
    if kind == "integer":
        if not INTEGER_RE.match(value.strip()):
            return "not an integer"
        return _in_range(int(value), spec)
    if kind == "boolean":
        return None if value.strip().lower() in {"", "true", "false"} else "not true/false"
    if kind == "color":
        named = value.strip().lower() in catalog()["named_colors"]
        return (
            None
            if HEX_COLOR_RE.match(value.strip()) or named
            else "not a #rgb/#rrggbb or named colour"
        )
    if kind == "enum":
        return (
            None if value.strip() in spec["values"] else f"not one of {', '.join(spec['values'])}"
        )
    if kind == "vec3":
        return None if VEC3_RE.match(value) else "not three numbers"
    if kind == "points":
        points = [point for point in value.split(",")]
        if len(points) > MAX_POINTS:
            return f"more than {MAX_POINTS} points"
        return (
            None
            if all(VEC3_RE.match(point) for point in points)
            else "not x y z points separated by commas"
        )
    if kind in {"id", "idref"}:
        return None if ID_RE.match(value.strip()) else "not a valid id"
    if kind == "idrefs":
        ids = value.split()
        return None if ids and all(ID_RE.match(item) for item in ids) else "not a list of ids"
    if kind == "expression":
        try:
            expression_parse(value)
        except ExpressionError as error:
            return f"not a valid expression: {error}"
        return None
    if kind == "lang":
        return None if LANG_RE.match(value.strip()) else "not a language tag"
    return f"unknown attribute type {kind!r}"
