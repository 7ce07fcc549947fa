"""A lesson's markup as form fields a teacher edits, and those edits applied back.

`editable_fields` lists what a teacher may change, in reading order and grouped as the page
shows it: the title and summary, each story step, the sections, the glossary, the quiz
(prompts, choices, their feedback, which choice is correct, and whether the choices keep
their written order rather than an order of each student's own), and the scene's parameters
(control labels, slider ranges and defaults, the colours and labels of named objects).
`apply_edits` writes changed values back into the same markup, touching nothing else:
attributes are written escaped; a paragraph's field shows its text with ``**bold**`` and
``*italic*`` for ``<strong>`` and ``<em>`` (no tags to read past), and the other inline tags
it may hold (``<sup>``, ``<sub>``, ``<code>``, ``<br>``, ``<span lang>``) as written; every
other text is plain and escaped. The caller sanitises the result, as for any markup.

    fields = editable_fields(markup)
    markup = apply_edits(markup, {"f3": "The Moon's shadow", "q1.correct": "2"})

A field's key names the element by its place among the markup's elements (``f3`` is the
third field; a quiz's correct choice is ``q<n>.correct``, the choice's index), so keys hold
only for the markup they were read from: the edit form carries that markup with it.
The studio's source view edits the whole markup: ``{SOURCE: markup}`` replaces the page,
and saving or previewing it takes the same path as the form's fields.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape, unescape
from html.parser import HTMLParser

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop as N_

from genui.markup.sanitizer import SanitizeResult, markup_sanitize

# the edit that is the whole markup, as the source view writes it (the fields go unread)
SOURCE = "source"

# element -> the attributes a teacher edits, with their kind and label
ATTRIBUTES: dict[str, tuple[tuple[str, str, str], ...]] = {
    "cl-lesson": (("title", "text", N_("Title")), ("summary", "textarea", N_("Summary"))),
    "cl-step": (("title", "text", N_("Step title")), ("caption", "text", N_("Caption"))),
    "cl-section": (("heading", "text", N_("Heading")),),
    "cl-term": (("term", "text", N_("Term")),),
    "cl-question": (("prompt", "text", N_("Question")),),
    "cl-choice": (("feedback", "text", N_("Feedback")),),
    "cl-chart": (
        ("title", "text", N_("Chart title")),
        ("x-label", "text", N_("x axis")),
        ("y-label", "text", N_("y axis")),
    ),
    "cl-slider": (
        ("label", "text", N_("Label")),
        ("min", "number", N_("Minimum")),
        ("max", "number", N_("Maximum")),
        ("step", "number", N_("Step")),
        ("value", "number", N_("Starts at")),
        ("unit", "text", N_("Unit")),
    ),
    "cl-toggle": (("label", "text", N_("Label")),),
    "cl-select": (("label", "text", N_("Label")),),
    "cl-readout": (("label", "text", N_("Label")), ("unit", "text", N_("Unit"))),
    "cl-legend-item": (("color", "color", N_("Colour")),),
}
# element -> its boolean attributes a teacher switches on or off (a checkbox), with their label
FLAGS: dict[str, tuple[tuple[str, str], ...]] = {
    "cl-quiz": (("keep-order", N_("Keep the answers in the written order (no shuffling)")),),
}
# elements whose content is text a teacher edits: markup (paragraphs) or plain text
CONTENT = {
    "p": ("markup", N_("Paragraph")),
    "cl-choice": ("plain", N_("Answer")),
    "cl-term": ("plain", N_("Definition")),
    "cl-option": ("plain", N_("Option")),
    "cl-label": ("plain", N_("Label")),
    "cl-legend-item": ("plain", N_("Key")),
}
# scene objects whose colour is a parameter, when the object is named (it has an id or name)
SHAPES = frozenset(
    {"cl-sphere", "cl-box", "cl-cylinder", "cl-cone", "cl-torus", "cl-capsule", "cl-ring",
     "cl-line", "cl-arrow", "cl-particles"}
)  # fmt: skip
# where a field belongs on the form: the nearest of these around it
GROUPS = {
    "cl-lesson": N_("Lesson"),
    "cl-scene": N_("Scene"),
    "cl-controls": N_("Controls"),
    "cl-step": N_("Story step"),
    "cl-legend": N_("Key"),
    "cl-section": N_("Section"),
    "cl-chart": N_("Chart"),
    "cl-glossary": N_("Glossary"),
    "cl-quiz": N_("Quiz"),
    "cl-question": N_("Question"),
}
VOID = frozenset({"br", "hr", "img", "input", "meta", "link", "wbr"})
# A paragraph's field shows its inline tags as written, except <strong> and <em> around plain
# text, shown as **bold** and *italic*; the text's own "*" and "\\" are written "\\*" and "\\\\".
INLINE_TAG = re.compile(
    r'</?(?:strong|em|sup|sub|code)>|<br\s*/?>|<span lang="[A-Za-z0-9-]*">|</span>', re.IGNORECASE
)
MARKED = {
    "**": re.compile(r"<strong>([^<>]+)</strong>"),
    "*": re.compile(r"<em>([^<>]+)</em>"),
}
MARK_TAGS = {"**": "strong", "*": "em"}
# stands for an inline tag while the marks are read (private use: no lesson's text holds it)
TAG_STANDIN = "\ue000{}\ue001"
STANDIN = re.compile("\ue000([0-9]+)\ue001")


@dataclass(frozen=True)
class Field:
    key: str
    group: str  # e.g. "Story step 2"
    label: str
    kind: str  # text, textarea, markup, number, color, choice, flag ("1" on, "" off)
    value: str
    choices: tuple[str, ...] = ()  # a question's choices, for its "choice" field


@dataclass
class _Element:
    tag: str
    attrs: list[tuple[str, str | None]]
    start: int  # offset of "<"
    start_end: int  # offset just after the start tag's ">"
    end: int | None = None  # offset of the end tag's "<"
    parent: _Element | None = None
    children: list[_Element] | None = None


class _Reader(HTMLParser):
    """Elements with their offsets in the source text."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=True)
        self.text = text
        self.lines = [0]  # the offset of each line's start ("\n" ends a line, as for the parser)
        for line in text.split("\n"):
            self.lines.append(self.lines[-1] + len(line) + 1)
        self.elements: list[_Element] = []
        self.open: list[_Element] = []
        self.feed(text)
        self.close()

    def _offset(self) -> int:
        line, column = self.getpos()
        return self.lines[line - 1] + column

    def handle_starttag(self, tag, attrs):
        start = self._offset()
        text = self.get_starttag_text() or ""
        parent = self.open[-1] if self.open else None
        element = _Element(tag, attrs, start, start + len(text), parent=parent, children=[])
        if parent is not None:
            parent.children.append(element)
        self.elements.append(element)
        if tag not in VOID:
            self.open.append(element)

    def handle_endtag(self, tag):
        for depth in range(len(self.open) - 1, -1, -1):
            if self.open[depth].tag == tag:
                self.open[depth].end = self._offset()
                del self.open[depth:]
                return


def _group(element: _Element, counts: dict[str, int], seen: dict[int, str]) -> str:
    node = element
    while node is not None and node.tag not in GROUPS:
        node = node.parent
    if node is None:
        return _(GROUPS["cl-lesson"])
    if id(node) not in seen:
        counts[node.tag] = counts.get(node.tag, 0) + 1
        numbered = node.tag in {"cl-step", "cl-section", "cl-question"}
        seen[id(node)] = _(GROUPS[node.tag]) + (f" {counts[node.tag]}" if numbered else "")
    return seen[id(node)]


def _inner(text: str, element: _Element) -> str:
    return text[element.start_end : element.end] if element.end is not None else ""


def _plain(markup: str) -> str:
    """Plain text of a content span (its character references read back)."""
    reader = _TextOnly()
    reader.feed(markup)
    reader.close()
    return "".join(reader.parts)


class _TextOnly(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []

    def handle_data(self, data):
        self.parts.append(data)


def paragraph_text(inner: str) -> str:
    """A paragraph's markup as its field shows it (`paragraph_markup` reads it back)."""
    parts = INLINE_TAG.split(inner)
    out = [_shown(parts[0])]
    for tag, part in zip(INLINE_TAG.findall(inner), parts[1:], strict=True):
        out += [tag, _shown(part)]
    text = "".join(out)
    for mark, pattern in MARKED.items():
        text = pattern.sub(lambda m, mark=mark: mark + m[1] + mark, text)
    return text


def _shown(markup: str) -> str:
    return unescape(markup).replace("\\", "\\\\").replace("*", "\\*")


def _marked(text: str) -> str:
    """``text`` (escaped markup) with its ``**`` and ``*`` pairs as <strong> and <em>: a mark
    opens before a non-space and closes after one, pairs nest, a mark left alone is a
    character ("2 * 3 * 4"), and ``\\*`` and ``\\\\`` are the characters themselves."""
    out: list[str] = []
    opened: list[tuple[str, int]] = []  # (mark, its place in out)
    i = 0
    while i < len(text):
        char = text[i]
        if char == "\\" and text[i + 1 : i + 2] in ("*", "\\"):
            out.append(text[i + 1])
            i += 2
            continue
        if char != "*":
            out.append(char)
            i += 1
            continue
        mark = "**" if text.startswith("**", i) else "*"
        before, after = text[i - 1 : i] if i else "", text[i + len(mark) : i + len(mark) + 1]
        if opened and opened[-1][0] == mark and before and not before.isspace():
            _, at = opened.pop()
            out[at] = f"<{MARK_TAGS[mark]}>"
            out.append(f"</{MARK_TAGS[mark]}>")
        elif after and not after.isspace() and after != "*":
            opened.append((mark, len(out)))
            out.append(mark)
        else:
            out.append(mark)
        i += len(mark)
    return "".join(out)


def paragraph_markup(text: str) -> str:
    """A paragraph's field as markup: ``**x**`` and ``*x*`` become ``<strong>`` and ``<em>``
    (around inline tags too), the inline tags stay, any other ``<``, ``>`` or ``&`` is text."""
    text = text.replace("\ue000", "").replace("\ue001", "")
    tags = INLINE_TAG.findall(text)
    standins = iter(range(len(tags)))
    text = INLINE_TAG.sub(lambda _m: TAG_STANDIN.format(next(standins)), text)
    return STANDIN.sub(lambda m: tags[int(m[1])], _marked(escape(text, quote=False)))


def _targets(markup: str) -> list[tuple[Field, _Element, str]]:
    """Every editable part: (field, its element, the attribute or "" for the content)."""
    reader = _Reader(markup)
    found: list[tuple[Field, _Element, str]] = []
    counts: dict[str, int] = {}
    seen: dict[int, str] = {}

    def add(element, attribute, kind, label, value):
        key = f"f{len(found) + 1}"
        field = Field(key, _group(element, counts, seen), label, kind, value)
        found.append((field, element, attribute))

    for element in reader.elements:
        attrs = dict(element.attrs)
        for name, kind, label in ATTRIBUTES.get(element.tag, ()):
            if name in attrs:
                add(element, name, kind, _(label), attrs[name] or "")
        for name, label in FLAGS.get(element.tag, ()):
            add(element, name, "flag", _(label), "1" if name in attrs else "")
        named = attrs.get("name") or attrs.get("id")
        if element.tag in SHAPES and named and (attrs.get("color") or "").startswith("#"):
            label = _("Colour of %(name)s") % {"name": named}
            add(element, "color", "color", label, attrs["color"] or "")
        if element.tag in CONTENT and element.end is not None:
            kind, label = CONTENT[element.tag]
            inner = _inner(markup, element)
            if kind == "markup":
                add(element, "", "markup", _(label), paragraph_text(inner.strip()))
            elif "<" not in inner:
                add(element, "", "text", _(label), _plain(inner))
        if element.tag == "cl-question":
            choices = [child for child in element.children if child.tag == "cl-choice"]
            marked = next(
                (i for i, choice in enumerate(choices) if "correct" in dict(choice.attrs)), 0
            )
            number = sum(1 for f, _, _ in found if f.kind == "choice") + 1
            field = Field(
                f"q{number}.correct",
                _group(element, counts, seen),
                _("Correct answer"),
                "choice",
                str(marked),
                tuple(_plain(_inner(markup, choice)) for choice in choices),
            )
            found.append((field, element, "correct"))
    return found


def editable_fields(markup: str) -> list[Field]:
    """What a teacher may change in ``markup``, in reading order."""
    return [field for field, _, _ in _targets(markup)]


def _start_tag(element: _Element, attrs: list[tuple[str, str | None]]) -> str:
    parts = [element.tag]
    for name, value in attrs:
        parts.append(name if value is None else f'{name}="{escape(value, quote=True)}"')
    return "<" + " ".join(parts) + ">"


def apply_edits(markup: str, edits: dict[str, str]) -> str:
    """``markup`` with the fields named in ``edits`` set to their values (others as they
    were); a key that names no field is ignored. ``edits[SOURCE]`` is the new markup."""
    if SOURCE in edits:
        return edits[SOURCE]
    # offset span -> replacement text; a start tag may take several attribute edits
    tags: dict[int, tuple[_Element, list[tuple[str, str | None]]]] = {}
    contents: dict[int, tuple[int, str]] = {}

    def attrs_of(element: _Element) -> list[tuple[str, str | None]]:
        if element.start not in tags:
            tags[element.start] = (element, list(element.attrs))
        return tags[element.start][1]

    for field, element, attribute in _targets(markup):
        if field.key not in edits or edits[field.key] == field.value:
            continue
        value = edits[field.key]
        if field.kind == "choice":
            choices = [child for child in element.children if child.tag == "cl-choice"]
            if not value.isdigit() or int(value) >= len(choices):
                continue
            for index, choice in enumerate(choices):
                attrs = [(n, v) for n, v in attrs_of(choice) if n != "correct"]
                if index == int(value):
                    attrs.insert(0, ("correct", ""))
                tags[choice.start] = (choice, attrs)
        elif field.kind == "flag":
            attrs = [(n, v) for n, v in attrs_of(element) if n != attribute]
            tags[element.start] = (element, attrs + ([(attribute, None)] if value else []))
        elif attribute:
            attrs = attrs_of(element)
            tags[element.start] = (element, [(n, value if n == attribute else v) for n, v in attrs])
        else:
            if field.kind == "markup":
                text = paragraph_markup(value.strip())
            else:
                text = escape(value.strip(), quote=False)
            contents[element.start_end] = (element.end, text)
    pieces: list[tuple[int, int, str]] = [
        (start, element.start_end, _start_tag(element, attrs))
        for start, (element, attrs) in tags.items()
    ]
    pieces += [(start, end, text) for start, (end, text) in contents.items()]
    out, position = [], 0
    for start, end, text in sorted(pieces):
        out += [markup[position:start], text]
        position = end
    out.append(markup[position:])
    return "".join(out)


def edited(markup: str, edits: dict[str, str]) -> SanitizeResult:
    """``markup`` with ``edits`` applied, through the sanitiser every lesson goes through:
    what the preview shows and a saved edit keeps (``dropped`` says what it refused)."""
    return markup_sanitize(apply_edits(markup, edits))
