"""The lesson markup sanitiser: only catalog elements and attributes with valid
values survive; everything else is dropped and reported.

nh3 (ammonia, html5ever) does the cleaning, with an allowlist built from the catalog
and a per-attribute filter that checks each value against its catalog type. A
second, independent pass over the input with Python's HTML parser lists what was
dropped, so a teacher, a curator or the repair loop can see why. A markup that
loses nothing is *clean*.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from html.parser import HTMLParser

import nh3

from genui.markup.catalog import allowed_attributes, attribute_value_error, catalog

# Elements whose whole content goes with them (not just the tags).
DROPPED_WITH_CONTENT = {
    "script", "style", "template", "iframe", "frame", "frameset", "object", "embed", "applet",
    "noscript", "noembed", "noframes", "xmp", "plaintext", "textarea", "title", "svg", "math",
    "select", "option", "head", "link", "meta", "base",
}  # fmt: skip


@dataclass(frozen=True)
class Dropped:
    kind: str  # "element", "attribute", "value", "comment", "declaration"
    element: str
    attribute: str = ""
    reason: str = ""

    def __str__(self) -> str:
        where = f"<{self.element}>" if not self.attribute else f"<{self.element} {self.attribute}>"
        return f"{self.kind} {where}: {self.reason}" if self.reason else f"{self.kind} {where}"


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


def _filter(tag: str, attribute: str, value: str) -> str | None:
    spec = allowed_attributes(tag).get(attribute)
    if spec is None or attribute_value_error(spec, value) is not None:
        return None
    return value


class _Inventory(HTMLParser):
    """Walks the input the way a browser would tokenise it and lists what the
    allowlist will not keep."""

    def __init__(self, tags: frozenset):
        super().__init__(convert_charrefs=True)
        self.tags = tags
        self.dropped: list[Dropped] = []
        self._skipping: list[str] = []

    def handle_starttag(self, tag, attrs):
        self._element(tag, attrs)
        if tag in DROPPED_WITH_CONTENT and not self._skipping:
            self._skipping.append(tag)

    def handle_startendtag(self, tag, attrs):
        self._element(tag, attrs)

    def handle_endtag(self, tag):
        if self._skipping and self._skipping[-1] == tag:
            self._skipping.pop()

    def _element(self, tag, attrs):
        if tag not in self.tags:
            self.dropped.append(Dropped("element", tag, reason="not in the catalog"))
            return
        specs = allowed_attributes(tag)
        for name, value in attrs:
            spec = specs.get(name)
            if spec is None:
                self.dropped.append(Dropped("attribute", tag, name, "not allowed on this element"))
                continue
            error = attribute_value_error(spec, value or "")
            if error:
                self.dropped.append(Dropped("value", tag, name, f"{(value or '')[:40]!r} {error}"))

    def handle_comment(self, data):
        self.dropped.append(Dropped("comment", "!--", reason="comments are removed"))

    def handle_decl(self, decl):
        self.dropped.append(Dropped("declaration", "!", reason=decl[:40]))

    def unknown_decl(self, data):
        self.dropped.append(Dropped("declaration", "!", reason=data[:40]))

    def handle_pi(self, data):
        self.dropped.append(Dropped("declaration", "?", reason=data[:40]))


def markup_sanitize(markup: str) -> SanitizeResult:
    """Keep only catalog elements and attributes with valid values."""
    tags, attributes = _allowlist()
    cleaned = nh3.clean(
        markup,
        tags=set(tags),
        clean_content_tags=DROPPED_WITH_CONTENT - tags,
        attributes=attributes,
        attribute_filter=_filter,
        strip_comments=True,
        link_rel=None,
        url_schemes=set(),
        generic_attribute_prefixes=set(),
    )
    inventory = _Inventory(tags)
    inventory.feed(markup)
    inventory.close()
    return SanitizeResult(markup=cleaned, dropped=inventory.dropped)
