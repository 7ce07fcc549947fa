"""Lesson markup as a left-to-right grammar over bytes, built from the catalog, for constrained
decoding.

`MarkupGrammar` reads markup one byte at a time and refuses the first byte that would make it
something the sanitiser drops or the runtime flags. The engine applies it to token ids through
`genui.markup.token_constraint.MarkupConstraint`. Every rule, and why it is there:
docs/markup.md, "What a model may write: the markup grammar".

    grammar = MarkupGrammar()
    grammar.feed_bytes(b'<cl-lesson title="Tides" lang="en">')  # True: it may go on
    grammar.complete                                              # False: the lesson is open
"""

from __future__ import annotations

from functools import cache, lru_cache

import regex

from genui.markup.catalog import (
    CONTROL_CHARS,
    ID,
    LANG,
    VEC3,
    allowed_attributes,
    attribute_value_error,
    catalog,
    value_limit,
)
from genui.markup.expression import (
    ARITY,
    CONSTANTS,
    ExpressionError,
    expression_parse,
    expression_tokens,
)

WHITESPACE = frozenset(b" \t\r\n")
LT, GT, SLASH, EQUALS, QUOTE = b'<>/="'
NAME = frozenset(b"abcdefghijklmnopqrstuvwxyz0123456789-")
VOID = frozenset({"br"})
ONCE = frozenset({"cl-lesson", "cl-scene"})
# tokens left in a request's budget when the grammar starts closing what is open
# (`MarkupConstraint`): closing the deepest lesson and finishing a value takes about a dozen
# tokens of this tokenizer, a model that writes short tokens more
CLOSING_RESERVE = 64
# a number out of range may only close once it cannot grow any more (then `relax` lets it)
MAX_NUMBER_CHARS = 16
# numbers as the corpus writes them, without an exponent: a prefix then bounds its value
PLAIN_NUMBER = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)"
# the corpus never has two whitespace bytes in a row; `\r\n` is two
MAX_SPACES = 2
# references the runtime resolves among the parameters only (a chart's x: `store.hasParam`)
PARAM_REFERENCES = frozenset({("cl-chart", "x")})
INLINE = frozenset({"strong", "em", "sub", "sup", "code", "span", "br"})
# the controls whose id is a parameter that expressions read (as the runtime's ClParamControl)
PARAM_CONTROLS = frozenset({"cl-slider", "cl-toggle", "cl-select"})
# names an expression reads besides the parameters: the time and the catalog's constants
EXPRESSION_NAMES = frozenset({"t", *CONSTANTS})
# a button or option whose only name is its text: an empty one is an unlabelled control
NEEDS_TEXT = frozenset({"cl-choice", "cl-option", "cl-legend-item"})
# pairs of bytes (white space between them aside) that are tag syntax, never prose: the end of
# an attribute value and of its tag (`">`, `'>`), a void tag's end (`/>`), an assignment
# (`="`, `='`); the corpus's text holds none, and a model that writes one inside text has
# taken text for a tag (`消失。">` after a choice whose feedback ends in 消失)
TAG_SYNTAX = frozenset(
    {(QUOTE, GT), (ord("'"), GT), (SLASH, GT), (EQUALS, QUOTE), (EQUALS, ord("'"))}
)


# object elements that draw nothing of their own: a group draws what it holds, a label is text
UNDRAWN = frozenset({"cl-group", "cl-label"})


@cache
def _drawn_objects() -> frozenset[str]:
    """What draws on the canvas: the catalog's object elements but a group and a label."""
    elements = catalog()["elements"]
    objects = {tag for tag, element in elements.items() if element["category"] == "object"}
    return frozenset(objects - UNDRAWN)


@cache
def _value_pattern(kind: str, values: tuple[str, ...] = (), limit: int = 500):
    """A pattern whose partial matches are the prefixes of a valid value of ``kind``."""
    if kind == "string":  # one line of text: no markup, no control characters
        return regex.compile(rf"[^\"<>\x00-\x1f\x7f]{{0,{limit}}}")
    if kind == "expression":
        return regex.compile(rf"[\x20\x21\x23-\x7e]{{0,{limit}}}")
    patterns = {
        "number": rf"\s*{PLAIN_NUMBER}\s*",
        "integer": r"\s*[+-]?\d+\s*",
        "boolean": r"(?i)\s*(?:(?:true|false)\s*)?",
        "color": r"(?i)\s*(?:#(?:[0-9a-f]{3}|[0-9a-f]{6})|"
        + "|".join(sorted(map(regex.escape, catalog()["named_colors"]), key=len, reverse=True))
        + r")\s*",
        "enum": r"\s*(?:" + "|".join(map(regex.escape, values)) + r")\s*",
        "vec3": VEC3,
        "points": rf"{VEC3}(?:,{VEC3})+",  # a path or polyline of at least two points
        "id": rf"\s*{ID}\s*",
        "idref": rf"\s*{ID}\s*",
        "idrefs": rf"\s*{ID}(?:\s+{ID})*\s*",
        "lang": rf"\s*{LANG}\s*",
    }
    return regex.compile(patterns[kind])


def _value_viable(spec: dict, value: bytes) -> bool:
    """Can ``value`` (an attribute value typed so far) still become a valid value?"""
    try:
        text = value.decode("utf-8")
    except UnicodeDecodeError as error:
        # a character still being written: only text values take non-ASCII characters
        if error.reason != "unexpected end of data" or spec["type"] != "string":
            return False
        text = value[: error.start].decode("utf-8")
        if len(text) >= spec.get("max_length", 500):
            return False  # no room left for the character being written (a dead end)
    if spec["type"] == "expression":
        limit = catalog()["expression"]["max_length"]  # as the sanitiser's parse
    else:
        limit = spec.get("max_length", 500)
    if spec["type"] in {"number", "integer"} and len(text) > MAX_NUMBER_CHARS:
        return False
    if len(text) > value_limit(spec):  # the sanitiser's cap, before any pattern
        return False
    pattern = _value_pattern(spec["type"], tuple(spec.get("values", ())), limit)
    if pattern.fullmatch(text, partial=True) is None:
        return False
    if spec["type"] in {"number", "integer"} and not _range_reachable(text, spec):
        return False
    return spec["type"] != "expression" or _expression_viable(text, limit)


def _range_reachable(prefix: str, spec: dict) -> bool:
    """Can the number typed so far (a prefix of `PLAIN_NUMBER`, spaces around it) still end
    within the attribute's range? More digits only move it away from zero, and decimals by
    less than their last place: `12` can become 12 to infinity, `1.2` 1.2 to 1.3, `12 ` only 12.
    """
    body = prefix.strip()
    digits = body.lstrip("+-")
    if not digits.strip("."):
        return True
    negative = body.startswith("-")
    magnitude = float(digits.rstrip("."))
    if prefix[-1:].isspace():
        furthest = magnitude
    elif "." in digits:
        furthest = magnitude + 10.0 ** -len(digits.split(".")[1])
    else:
        furthest = float("inf")
    low, high = (-furthest, -magnitude) if negative else (magnitude, furthest)
    return spec.get("min", -float("inf")) <= high and low <= spec.get("max", float("inf"))


def _operator_closed(text: str) -> str:
    """``text`` with the operator or number still being typed at its end completed: `&` of
    `&&`, `|` of `||`, `=` or `!` after an operand of `==`/`!=`, `2e` or `2e-` of `2e5`."""
    if regex.search(r"(?:^|[^\w.])[\d.]*\d[eE][+-]?$", text):
        return text + "0"
    if text.endswith(("&", "|")) and not text.endswith(("&&", "||")):
        return text + text[-1]
    if regex.search(r"(?<![<>=!])[=!]$", text) and regex.search(r"[\w)]\s*[=!]$", text):
        return text + "="
    return text


def _expression_viable(prefix: str, limit: int) -> bool:
    """Can ``prefix`` still become a valid expression of at most ``limit`` characters? It is
    completed in the shortest plain way (an operand where one is due, the arguments a call
    lacks, `:1` for an open `?`, closing parentheses) and the completion handed to the real
    parser. A prefix whose completion would not fit is refused, so an expression that keeps
    growing is steered to close while there is room, not cut at its limit."""
    text = prefix.rstrip()
    split = r"(?:^|[^&])&$|(?:^|[^|])\|$|(?:^|[^<>=!])=$|[\w.)]\s*!$"
    if text != prefix and regex.search(split, text):
        # a space splits `&&`, `||`, `==` and (after an operand) `!=`: only their second
        # character may follow
        return False
    text = _operator_closed(text)
    try:
        tokens = expression_tokens(text)
    except ExpressionError:
        return False
    expect_operand, stack = True, []  # stack: ["(", None], ["(", fn, args so far], ["?"]
    previous = None
    for kind, token in tokens:
        if kind in {"number", "name"}:
            expect_operand = False
        elif token == "(":
            call = previous[1] if previous and previous[0] == "name" else None
            stack.append(["(", call, 1])
            expect_operand = True
        elif token == ")":
            while stack and stack[-1][0] == "?":
                stack.pop()
            if stack:
                stack.pop()
            expect_operand = False
        elif token == ",":
            if stack and stack[-1][0] == "(":
                stack[-1][2] += 1
            expect_operand = True
        elif token == "?":
            stack.append(["?"])
            expect_operand = True
        elif token == ":":
            if stack and stack[-1][0] == "?":
                stack.pop()
            expect_operand = True
        else:
            expect_operand = True
        previous = (kind, token)
    completion = "1" if expect_operand else ""
    for item in reversed(stack):
        if item[0] == "?":
            completion += ":1"
        else:
            arity = ARITY.get(item[1], 1) if item[1] else 1
            completion += ",1" * max(arity - item[2], 0) + ")"
    # the value as completed: the prefix, what `_operator_closed` added, the completion
    if len(prefix) + len(text) - len(prefix.rstrip()) + len(completion) > limit:
        return False
    try:
        expression_parse(text + completion, max_length=10_000)
    except ExpressionError:
        return False
    return True


@cache
def _expression_reads(prefix: str) -> tuple[tuple[str, ...], str | None]:
    """The variable names ``prefix`` (a viable expression so far) reads: those complete, and
    the last one when it may still grow (None if the prefix does not end in a name). A name
    before `(` is a function, which the parser checks; one before the first character of an
    operator (`de=` of `de==`) is complete."""
    closed = _operator_closed(prefix.rstrip())
    try:
        tokens = expression_tokens(closed)
    except ExpressionError:
        return (), None
    reads = [
        token
        for index, (kind, token) in enumerate(tokens)
        if kind == "name" and (index + 1 == len(tokens) or tokens[index + 1][1] != "(")
    ]
    growing = None
    if tokens and tokens[-1][0] == "name" and closed == prefix:  # no space or operator after it
        growing = reads.pop() if reads else None
    return tuple(reads), growing


@cache
def _bindable(tag: str | None) -> frozenset[str]:
    """What a `<cl-bind attr>` may set on a ``tag`` (None: on some element): a number,
    integer or boolean attribute, or one part of a vec3 (`position.x`), as the runtime's
    `cl-bind` accepts."""
    if tag is None:
        return frozenset().union(*map(_bindable, _rules()))
    names = set()
    for name, spec in allowed_attributes(tag).items():
        if name == "id":
            continue
        if spec["type"] in {"number", "integer", "boolean"}:
            names.add(name)
        elif spec["type"] == "vec3":
            names.update(f"{name}.{part}" for part in "xyz")
    return frozenset(names)


def _bind_target(tag: str, attr: str | None) -> bool:
    """Can a `<cl-bind>` set ``attr`` (None: anything) on a ``tag``?"""
    names = _bindable(tag)
    return attr in names if attr is not None else bool(names)


def _value_complete(spec: dict, value: bytes) -> bool:
    """Is ``value`` a valid value of its attribute, within its range, and of the grammar's
    own (stricter) form: no exponent, two points at least?"""
    try:
        text = value.decode("utf-8")
    except UnicodeDecodeError:
        return False
    strict = spec["type"] in {"number", "integer", "points"}
    if strict and _value_pattern(spec["type"]).fullmatch(text) is None:
        return False
    if spec["type"] == "string" and spec.get("required") and not text.strip():
        return False  # an empty label, title or prompt is as good as none
    return attribute_value_error(spec, text) is None


@cache
def _rules() -> dict[str, tuple[str, dict, frozenset]]:
    """Per element and text element: (content, attribute specs, required attributes)."""
    data = catalog()
    rules = {}
    for tag, element in data["elements"].items():
        specs = allowed_attributes(tag)
        required = frozenset(name for name, spec in specs.items() if spec.get("required"))
        rules[tag] = (element["content"], specs, required)
    for tag in data["text_elements"]:
        rules[tag] = ("text", allowed_attributes(tag), frozenset())
    return rules


@cache
def _children(parent: str | None) -> frozenset[str]:
    """What may open inside ``parent`` (None: the root)."""
    data = catalog()
    if parent is None:
        return frozenset({"cl-lesson"})
    content = _rules()[parent][0]
    if content == "none":
        return frozenset()
    elements = {tag for tag, element in data["elements"].items() if parent in element["parents"]}
    if parent in data["text_elements"] or content == "elements":
        return frozenset(elements | set(data["text_elements"]))
    return frozenset(elements | INLINE)


@lru_cache(maxsize=4096)
def _name_fits(stem: str, growing: str, known: frozenset[str]) -> bool:
    """Can the name ``growing`` that ends an expression still become one that fits in the
    expression's length limit: a name of ``known`` as it is, or a function with the parentheses
    and arguments it then needs? (Counted as a finished operand, `…exp(cos` would pass a length
    check that `…exp(cos(1))` fails, and end in a dead end.)"""
    limit = catalog()["expression"]["max_length"]
    return any(
        _expression_viable(stem + name, limit) for name in known if name.startswith(growing)
    ) or any(
        _expression_viable(stem + name + "(", limit) for name in ARITY if name.startswith(growing)
    )


class MarkupGrammar:
    """The state of a lesson markup read so far; `feed` one byte at a time."""

    __slots__ = (
        "attrs",
        "closing",
        "control",
        "drawn",
        "empty_groups",
        "given",
        "ids",
        "legended",
        "lenient",
        "mark",
        "mode",
        "name",
        "params",
        "reads",
        "seen",
        "spaces",
        "stack",
        "tag",
        "texted",
        "value",
    )

    def __init__(self):
        self.mode = "start"  # start, text, open, tag, in_tag, attr, eq, value, closed, close, end
        self.stack: list[str] = []  # open elements, the root first
        self.tag = ""  # the start tag being written
        self.name = ""  # the tag, attribute or closing tag name being typed
        self.attrs: set[str] = set()  # attributes of the start tag so far
        self.given: dict[str, str] = {}  # a cl-bind's values so far (replaced, not changed)
        self.value = b""  # the attribute value being typed
        self.seen: frozenset[str] = frozenset()  # ONCE elements already opened
        self.drawn = False  # an object opened inside the scene: it may close
        # the innermost open groups with nothing drawn in them yet (an object that opens fills
        # every group around it, so those are always the last ones opened)
        self.empty_groups = 0
        # ids defined so far -> their element: what a reference may name (replaced on change)
        self.ids: dict[str, str] = {}
        self.params: frozenset[str] = frozenset()  # the ids of parameter controls among them
        self.legended: frozenset[str] = frozenset()  # the ids legend items have named
        self.lenient = False  # the value being typed may close invalid (see `relax`)
        self.spaces = 0  # whitespace bytes just read in a row
        self.mark = 0  # the last byte of text content other than whitespace (`TAG_SYNTAX`)
        self.texted = False  # the `NEEDS_TEXT` element open last has text
        self.reads: frozenset[str] = frozenset()  # names read by expressions and plain binds
        self.control: str | None = None  # the id of the parameter control open, if any
        # the token budget is nearly spent: finish what is open, start nothing (`_winds_down`)
        self.closing = False

    def copy(self) -> MarkupGrammar:
        other = MarkupGrammar.__new__(MarkupGrammar)
        other.mode, other.stack, other.tag = self.mode, list(self.stack), self.tag
        other.name, other.attrs, other.value = self.name, set(self.attrs), self.value
        other.given, other.drawn, other.empty_groups = self.given, self.drawn, self.empty_groups
        other.seen, other.ids, other.lenient = self.seen, self.ids, self.lenient
        other.params, other.legended = self.params, self.legended
        other.spaces, other.texted = self.spaces, self.texted
        other.reads, other.control = self.reads, self.control
        other.closing, other.mark = self.closing, self.mark
        return other

    @property
    def complete(self) -> bool:
        """The lesson is closed: only whitespace (and the end of text) may follow."""
        return self.mode == "end"

    def feed_bytes(self, data: bytes) -> bool:
        """Feed every byte; False (and a state to throw away) at the first refused one."""
        return all(self.feed(byte) for byte in data)

    def feed(self, byte: int) -> bool:
        if byte in WHITESPACE:
            self.spaces += 1
            if self.spaces > MAX_SPACES:
                return False
        else:
            self.spaces = 0
        return self._feed(byte)

    def _feed(self, byte: int) -> bool:
        if self.closing and self._winds_down(byte):
            return False
        return _FEED_BY_MODE[self.mode](self, byte)

    def _feed_start(self, byte: int) -> bool:
        """Before the lesson: its `<` and nothing else (not even whitespace)."""
        if byte != LT:
            return False
        self.mode, self.name = "open", ""
        return True

    def _feed_end(self, byte: int) -> bool:
        """After `</cl-lesson>`: whitespace only."""
        return byte in WHITESPACE

    def _feed_text(self, byte: int) -> bool:
        """Text content: a `<` starts a tag; text only where the element takes it, and never
        tag syntax."""
        if byte == LT:
            self.mode, self.name, self.mark = "open", "", 0
            return True
        if byte in WHITESPACE:
            return True
        if (self.mark, byte) in TAG_SYNTAX:
            return False
        self.texted, self.mark = True, byte
        return self._takes_text()

    def _feed_open(self, byte: int) -> bool:
        """After `<`: the `/` of a closing tag, or the first byte of a child's name."""
        if byte == SLASH and self.stack:
            self.mode = "close"
            return self._may_close()
        if byte in WHITESPACE and self._takes_text():
            self.mode = "text"  # `f < u`: a '<' before a space is text
            return True
        return self._name_byte(byte, "tag", self._child_names())

    def _may_close(self) -> bool:
        """Whether the element open may close, judged at the slash, not at the end of the name:
        `</cl-scene` would have no way on (a dead end after which the rest goes
        unconstrained)."""
        top = self.stack[-1]
        if top == "cl-controls":
            return self.params <= self.reads  # no dead control
        if top == "cl-group" and self.empty_groups:
            return False  # an empty group: its motion and highlight show nothing
        if top == "cl-scene" and not self.drawn:
            return False
        if top == "cl-lesson" and "cl-scene" not in self.seen:
            return False  # a lesson without a scene has no canvas
        return top not in NEEDS_TEXT or self.texted

    def _feed_tag(self, byte: int) -> bool:
        """The name of a start tag; the first byte after it is read inside the tag."""
        if byte in NAME:
            return self._name_byte(byte, "tag", self._child_names())
        if self.name not in self._child_names():
            return False
        self.tag, self.attrs, self.given, self.mode = self.name, set(), {}, "in_tag"
        return self._feed(byte)

    def _feed_in_tag(self, byte: int) -> bool:
        """Inside a start tag, between attributes: whitespace, the tag's end or a name."""
        if byte in WHITESPACE:
            return True
        if byte == GT:
            return self._open_element()
        self.name = ""
        return self._name_byte(byte, "attr", self._attribute_names())

    def _feed_attr(self, byte: int) -> bool:
        """An attribute's name, then its `=` (or nothing: a boolean)."""
        if byte in NAME:
            return self._name_byte(byte, "attr", self._attribute_names())
        spec = _rules()[self.tag][1].get(self.name)
        if spec is None or self.name in self.attrs:
            return False
        if byte == EQUALS:
            self.mode = "eq"
            return self._reference_possible(self.tag, self.name, self.given.get("attr"))
        # a bare attribute (`stars`, `correct`) is an empty value: booleans only
        if spec["type"] != "boolean" or (byte not in WHITESPACE and byte != GT):
            return False
        self.attrs.add(self.name)
        self.mode = "in_tag"
        return self._feed(byte)

    def _feed_eq(self, byte: int) -> bool:
        """After `=`: the value's opening quote."""
        if byte != QUOTE:
            return False
        self.mode, self.value = "value", b""
        return True

    def _feed_value(self, byte: int) -> bool:
        """An attribute value, checked as it is typed, up to its closing quote."""
        spec = _rules()[self.tag][1][self.name]
        if byte == QUOTE:
            return self._end_value(spec)
        if CONTROL_CHARS.match(chr(byte)):
            return False
        value = self.value + bytes((byte,))
        if not _value_viable(spec, value):
            return False
        self.value = value
        return (
            self._known(spec, False) and self._bind_fits(False) and self._reads_known(spec, False)
        )

    def _end_value(self, spec: dict) -> bool:
        """The value's closing quote: the value must be complete and valid (or the constraint
        has relaxed it); a valid one defines its id, names its legend target, gives a bind or
        chart its value, and records what its expression reads."""
        valid = (
            _value_complete(spec, self.value)
            and self._known(spec, True)
            and self._bind_fits(True)
            and self._reads_known(spec, True)
        )
        if not valid and not self.lenient:
            return False
        self.lenient = False
        if self.name == "id" and valid:
            defined = self.value.decode().strip()
            if defined in self.ids:
                return False  # ids are unique
            self.ids = {**self.ids, defined: self.tag}
            if self.tag in PARAM_CONTROLS:
                self.params = self.params | {defined}
        self.attrs.add(self.name)
        if valid and (self.tag, self.name) == ("cl-legend-item", "target"):
            self.legended = self.legended | {self.value.decode().strip()}
        if valid and self.tag in {"cl-bind", "cl-chart"}:  # `_bind_fits`, `_reads_known`
            self.given = {**self.given, self.name: self.value.decode()}
        if valid and spec["type"] == "expression":
            reads, last = _expression_reads(self.value.decode())
            self.reads = self.reads.union(reads, [last] if last else [])
        self.mode = "closed"
        return True

    def _feed_closed(self, byte: int) -> bool:
        """After a value's closing quote: a space or the tag's end."""
        if byte in WHITESPACE:
            self.mode = "in_tag"
            return True
        return byte == GT and self._open_element()

    def _feed_close(self, byte: int) -> bool:
        """A closing tag's name, which must be the open element's, then its `>`."""
        if byte == GT:
            if self.name != self.stack[-1]:
                return False
            self.stack.pop()
            self.mode = "text" if self.stack else "end"
            return True
        self.name += chr(byte)
        return self.stack[-1].startswith(self.name)

    def _winds_down(self, byte: int) -> bool:
        """In closing mode, refuse a byte that starts something new or makes something longer
        where what is open could end instead: text or a new element where the element could
        close, another attribute where the tag could end, more of a value that could close.
        Where what is open cannot end yet (a required attribute, a control nobody reads), the
        byte is judged by the grammar alone."""
        mode = self.mode
        if mode == "text" and byte != LT and byte not in WHITESPACE:
            return self._could(LT, SLASH)
        if mode == "open" and byte != SLASH:
            return self._could(SLASH)
        if mode == "in_tag" and byte != GT and byte not in WHITESPACE:
            return self._could(GT)
        if mode == "value" and byte != QUOTE:
            return self._could(QUOTE)
        return False

    def _could(self, *data: int) -> bool:
        """Would ``data`` be accepted here (judged on a copy, outside closing mode)?"""
        other = self.copy()
        other.closing = False
        return all(other._feed(byte) for byte in data)

    def _name_byte(self, byte: int, mode: str, names) -> bool:
        if byte not in NAME:
            return False
        self.mode, self.name = mode, self.name + chr(byte)
        return any(name.startswith(self.name) for name in names)

    def _known(self, spec: dict, complete: bool) -> bool:
        """A reference (idref, idrefs) names ids defined earlier (`_referable`): the runtime
        flags any other."""
        if spec["type"] not in {"idref", "idrefs"}:
            return True
        names = self.value.decode("utf-8", "ignore").split()
        if not names:
            return not complete
        done, last = names[:-1], names[-1]
        if complete or self.value[-1:].isspace():
            done, last = names, None
        referable = self._referable(self.tag, self.name)
        return all(name in referable for name in done) and (
            last is None or any(known.startswith(last) for known in referable)
        )

    def _referable(self, tag: str, name: str):
        """The ids the reference ``name`` of ``tag`` may name: a legend item, only an object
        no earlier legend item named."""
        if (tag, name) == ("cl-legend-item", "target"):
            return self.ids.keys() - self.legended
        return self.params if (tag, name) in PARAM_REFERENCES else self.ids

    def _bind_fits(self, complete: bool) -> bool:
        """A `<cl-bind>` sets an attribute its target has and the runtime can set (`_bindable`):
        its `attr` is checked against the target given before it (else against every element
        defined so far), its `target` against the `attr` given before it."""
        if self.tag != "cl-bind" or self.name not in {"target", "attr"}:
            return True
        try:
            value = self.value.decode("ascii")  # ids and attribute names are ASCII
        except UnicodeDecodeError:
            return False
        if self.name == "attr":
            # what the target given before it has, else what some element defined so far has
            target = self.given.get("target")
            tags = [self.ids[target.strip()]] if target is not None else self.ids.values()
            names = frozenset().union(*map(_bindable, tags))
            return value in names if complete else any(name.startswith(value) for name in names)
        attr, name = self.given.get("attr"), value.strip()
        if complete or (name and value[-1:].isspace()):  # a space ends the name
            return name in self.ids and _bind_target(self.ids[name], attr)
        return any(
            known.startswith(name) and _bind_target(tag, attr) for known, tag in self.ids.items()
        )

    def _reads_known(self, spec: dict, complete: bool) -> bool:
        """An expression reads only what the runtime defines: the parameters of the controls
        defined so far, the time `t`, the constants, and in a chart's `y` the chart's `x`."""
        if spec["type"] != "expression":
            return True
        text = self.value.decode("ascii", "ignore")
        reads, growing = _expression_reads(text)
        known = self.params | EXPRESSION_NAMES
        if self.tag == "cl-chart" and "x" in self.given:
            known |= {self.given["x"].strip()}
        if not known.issuperset(reads):
            return False
        if growing is None:
            return True
        if complete:
            return growing in known
        return _name_fits(text[: len(text) - len(growing)], growing, known)

    def _reference_possible(self, tag: str, name: str, attr: str | None = None) -> bool:
        """Can some id defined so far fill the attribute ``name`` of ``tag`` (a cl-bind's
        target: one that has ``attr``, when given)?"""
        spec = _rules()[tag][1][name]
        if spec["type"] not in {"idref", "idrefs"}:
            return True
        if tag == "cl-bind" and name == "target":
            return any(_bind_target(known, attr) for known in self.ids.values())
        return bool(self._referable(tag, name))

    def _child_names(self) -> frozenset[str]:
        """What may open here: once at most for some, and only an element whose required
        references some id defined so far can fill (else it would be a dead end). A lesson
        opens with its scene, as every catalog lesson does: a page cut short still draws."""
        if self.stack == ["cl-lesson"] and "cl-scene" not in self.seen:
            return frozenset({"cl-scene"})
        names = _children(self.stack[-1] if self.stack else None) - self.seen
        return frozenset(
            tag
            for tag in names
            if all(self._reference_possible(tag, name) for name in _rules()[tag][2])
        )

    def _attribute_names(self) -> list[str]:
        return [name for name in _rules()[self.tag][1] if name not in self.attrs]

    def _takes_text(self) -> bool:
        return bool(self.stack) and _rules()[self.stack[-1]][0] == "text"

    def _open_element(self) -> bool:
        if not _rules()[self.tag][2] <= self.attrs:
            return False
        if self.tag in ONCE:
            self.seen = self.seen | {self.tag}
        if self.tag in _drawn_objects():
            self.drawn, self.empty_groups = True, 0
        elif self.tag == "cl-label":
            self.empty_groups = 0  # a label is seen: a group of labels shows and hides them
        elif self.tag == "cl-group":
            self.empty_groups += 1
        if self.tag in NEEDS_TEXT:
            self.texted = False
        if self.tag in PARAM_CONTROLS:  # its id, if it has one, is the last id defined
            last = next(reversed(self.ids), None)
            self.control = last if "id" in self.attrs and self.ids.get(last) == self.tag else None
        plain_bind = self.tag == "cl-bind" and "expr" not in self.attrs
        if plain_bind and self.stack[-1] in PARAM_CONTROLS and self.control is not None:
            self.reads = self.reads | {self.control}  # it sets what its control is set to
        if self.tag not in VOID:
            self.stack.append(self.tag)
        self.mode = "text"
        return True


# how `MarkupGrammar._feed` reads a byte in each mode (one lookup per byte while decoding)
_FEED_BY_MODE = {
    "start": MarkupGrammar._feed_start,
    "text": MarkupGrammar._feed_text,
    "open": MarkupGrammar._feed_open,
    "tag": MarkupGrammar._feed_tag,
    "in_tag": MarkupGrammar._feed_in_tag,
    "attr": MarkupGrammar._feed_attr,
    "eq": MarkupGrammar._feed_eq,
    "value": MarkupGrammar._feed_value,
    "closed": MarkupGrammar._feed_closed,
    "close": MarkupGrammar._feed_close,
    "end": MarkupGrammar._feed_end,
}
