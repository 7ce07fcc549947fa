"""The lesson markup sanitiser: only catalog elements and attributes with valid
values survive; everything else is dropped and reported.

nh3 (ammonia, html5ever) does the cleaning, with an allowlist built from the catalog
and a per-attribute filter that checks each value against its catalog type. A
second, independent pass over the input with Python's HTML parser lists what was
dropped, so a teacher, a curator or the repair loop can see why, and where: each
`Dropped` carries the line and column (1-based) of the tag, attribute, comment or
declaration in the input, for the studio's source view. A lesson over the scene budget
(`genui.markup.budget`) loses every element that costs something, and each total past its limit
is reported at the element where the lesson passes it. A markup that loses nothing is *clean*.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cache
from html.parser import HTMLParser

import nh3

from genui.markup.budget import SceneBudget, costed_elements, markup_budget
from genui.markup.catalog import allowed_attributes, attribute_value_error, catalog

# Elements whose whole content goes with them (not just the tags).
DROPPED_WITH_CONTENT = {
    "script", "style", "template", "iframe", "frame", "frameset", "object", "embed", "applet",
    "noscript", "noembed", "noframes", "xmp", "plaintext", "textarea", "title", "svg", "math",
    "select", "option", "head", "link", "meta", "base",
}  # fmt: skip


@dataclass(frozen=True)
class Dropped:
    kind: str  # "element", "attribute", "value", "comment", "declaration", "budget"
    element: str
    attribute: str = ""
    reason: str = ""
    # where in the input, both 1-based (0: not known); the text form leaves them out, so
    # stored reports read the same as before
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        where = f"<{self.element}>" if not self.attribute else f"<{self.element} {self.attribute}>"
        return f"{self.kind} {where}: {self.reason}" if self.reason else f"{self.kind} {where}"

    def as_dict(self) -> dict:
        return {
            "kind": self.kind,
            "element": self.element,
            "attribute": self.attribute,
            "reason": self.reason,
            "line": self.line,
            "column": self.column,
            "message": str(self),
        }


@dataclass
class SanitizeResult:
    markup: str
    dropped: list[Dropped] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not self.dropped

    def report(self) -> dict:
        return {"clean": self.clean, "dropped": [str(item) for item in self.dropped]}


@cache
def _allowlist() -> tuple[frozenset, dict]:
    data = catalog()
    tags = frozenset(data["elements"]) | frozenset(data["text_elements"])
    attributes = {tag: set(allowed_attributes(tag)) for tag in tags}
    return tags, attributes


def _attribute_offset(tag_text: str, name: str) -> int:
    """Where attribute ``name`` starts in a start tag's text (the tag's own start, 0, when it
    cannot be found): after the tag name, preceded by a space or a slash, case-insensitive."""
    match = re.search(rf"[\s/]({re.escape(name)})(?=[\s=/>]|$)", tag_text, re.IGNORECASE)
    return match.start(1) if match else 0


class _Inventory(HTMLParser):
    """Walks the input the way a browser would tokenise it and lists what the
    allowlist will not keep, each with its place in the input."""

    def __init__(self, tags: frozenset, value_error):
        super().__init__(convert_charrefs=True)
        self.tags = tags
        self.value_error = value_error
        self.dropped: list[Dropped] = []
        self._skipping: list[str] = []
        self.budget = SceneBudget()

    def handle_starttag(self, tag, attrs):
        self._element(tag, attrs)
        if tag in DROPPED_WITH_CONTENT and not self._skipping:
            self._skipping.append(tag)

    def handle_startendtag(self, tag, attrs):
        self._element(tag, attrs)

    def handle_endtag(self, tag):
        if self._skipping and self._skipping[-1] == tag:
            self._skipping.pop()

    def _drop(self, kind, element, attribute="", reason="", *, offset: int = 0) -> None:
        """Report at the construct being handled (``getpos``: line 1-based, column 0-based),
        or ``offset`` characters into its text (an attribute inside a start tag)."""
        line, column = self.getpos()
        before = (self.get_starttag_text() or "")[:offset] if offset else ""
        if "\n" in before:
            line, column = line + before.count("\n"), len(before) - before.rindex("\n") - 1
        else:
            column += len(before)
        self.dropped.append(Dropped(kind, element, attribute, reason, line, column + 1))

    def _element(self, tag, attrs):
        if tag not in self.tags:
            self._drop("element", tag, reason="not in the catalog")
            return
        specs = allowed_attributes(tag)
        text = self.get_starttag_text() or ""
        for name, value in attrs:
            spec = specs.get(name)
            offset = _attribute_offset(text, name)
            if spec is None:
                self._drop("attribute", tag, name, "not allowed on this element", offset=offset)
                continue
            error = self.value_error(tag, name, value or "")
            if error:
                reason = f"{(value or '')[:40]!r} {error}"
                self._drop("value", tag, name, reason, offset=offset)
        if not self._skipping:
            self._count(tag, attrs)

    def _count(self, tag, attrs) -> None:
        """Add the element to the scene budget as the browser keeps it: each attribute's
        first value, when it is valid."""
        first: dict[str, str] = {}
        for name, value in attrs:
            first.setdefault(name, value or "")
        error = self.value_error
        kept = {name: value for name, value in first.items() if not error(tag, name, value)}
        line, column = self.getpos()
        self.budget.add(tag, kept, line=line, column=column + 1)

    def handle_comment(self, data):
        self._drop("comment", "!--", reason="comments are removed")

    def handle_decl(self, decl):
        self._drop("declaration", "!", reason=decl[:40])

    def unknown_decl(self, data):
        self._drop("declaration", "!", reason=data[:40])

    def handle_pi(self, data):
        self._drop("declaration", "?", reason=data[:40])


def markup_sanitize(markup: str) -> SanitizeResult:
    """Keep only catalog elements and attributes with valid values."""
    tags, attributes = _allowlist()

    # each value is checked once: nh3's filter and the inventory read the same values
    @cache
    def value_error(tag: str, attribute: str, value: str) -> str | None:
        spec = allowed_attributes(tag).get(attribute)
        return "not allowed on this element" if spec is None else attribute_value_error(spec, value)

    def keep(tag: str, attribute: str, value: str) -> str | None:
        return None if value_error(tag, attribute, value) else value

    def clean(without: frozenset = frozenset()) -> str:
        return nh3.clean(
            markup,
            tags=set(tags - without),
            clean_content_tags=(DROPPED_WITH_CONTENT - tags) | without,
            attributes={tag: names for tag, names in attributes.items() if tag not in without},
            attribute_filter=keep,
            strip_comments=True,
            link_rel=None,
            url_schemes=set(),
            generic_attribute_prefixes=set(),
        )

    inventory = _Inventory(tags, value_error)
    # as html5ever reads it: a NUL is U+FFFD, so `<scr\x00ipt>` is a tag, not text
    inventory.feed(markup.replace("\x00", "\ufffd"))
    inventory.close()
    # A lesson over the scene budget keeps its text but loses every element that costs
    # something, with its content (genui/markup/budget.py). The page as it leaves the cleaner
    # is counted too, so that no difference between the two parsers lets a scene through.
    overruns = inventory.budget.overruns()
    cleaned = clean(costed_elements() if overruns else frozenset())
    if not overruns:
        # (its lines are the cleaned page's, not those of the markup as written)
        overruns = [replace(item, line=0, column=0) for item in markup_budget(cleaned).overruns()]
        cleaned = clean(costed_elements()) if overruns else cleaned
    over_budget = [
        Dropped(
            "budget", item.element, "", f"{item}; the scene is left out", item.line, item.column
        )
        for item in overruns
    ]
    return SanitizeResult(markup=cleaned, dropped=inventory.dropped + over_budget)
