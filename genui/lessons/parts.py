"""The parts of a lesson a teacher can have the model rewrite on their own: each story step,
each section, the quiz and the glossary, found in the lesson markup with their character
offsets.

    parts = lesson_parts(markup)          # [Part(key="step-1", ...), ...]
    part = lesson_part(markup, "step-2")  # None when the lesson has no such part
    markup[part.start : part.end]         # '<cl-step title="Nucleus" ...>...</cl-step>'

The worker rewrites one (`genui.worker.parts`) and puts the lesson back together around it.
"""

from __future__ import annotations

from dataclasses import dataclass
from html.parser import HTMLParser

from django.utils.translation import gettext as _

# element -> the kind of part it is; the key numbers parts of a kind from 1, in page order
PART_ELEMENTS = {
    "cl-step": "step",
    "cl-section": "section",
    "cl-quiz": "quiz",
    "cl-glossary": "glossary",
}


@dataclass(frozen=True)
class Part:
    key: str  # "step-2", "section-1", "quiz-1", "glossary-1"
    element: str  # "cl-step"
    kind: str  # "step"
    number: int  # of its kind, from 1
    title: str  # the element's title (a step) or heading (the others), if any
    start: int  # offset of its start tag in the markup
    end: int  # offset just after its end tag

    @property
    def label(self) -> str:
        """How the studio names the part (in the interface's language)."""
        names = {
            "step": _("Story step %(number)s"),
            "section": _("Section %(number)s"),
            "quiz": _("Quiz"),
            "glossary": _("Glossary"),
        }
        name = names[self.kind] % {"number": self.number}
        return f"{name}: {self.title}" if self.title else name


class _Finder(HTMLParser):
    def __init__(self, markup: str):
        super().__init__(convert_charrefs=True)
        self.lines = [0]
        for index, char in enumerate(markup):
            if char == "\n":
                self.lines.append(index + 1)
        self.markup = markup
        self.open: list[tuple[str, int, str]] = []  # (element, start offset, title)
        self.found: list[tuple[str, int, int, str]] = []

    def _offset(self) -> int:
        line, column = self.getpos()
        return self.lines[line - 1] + column

    def handle_starttag(self, tag, attrs):
        if tag in PART_ELEMENTS:
            attributes = dict(attrs)
            name = attributes.get("title") or attributes.get("heading") or ""
            self.open.append((tag, self._offset(), name))

    def handle_endtag(self, tag):
        if tag not in PART_ELEMENTS:
            return
        start = self._offset()
        end = self.markup.find(">", start) + 1
        # a part never holds another part; an end tag without its start tag is not a part
        while self.open and self.open[-1][0] != tag:
            self.open.pop()
        if self.open:
            element, begin, title = self.open.pop()
            self.found.append((element, begin, end, title))


def lesson_parts(markup: str) -> list[Part]:
    """Every part of the lesson markup, in page order."""
    finder = _Finder(markup)
    finder.feed(markup)
    finder.close()
    counts: dict[str, int] = {}
    parts = []
    for element, start, end, title in sorted(finder.found, key=lambda found: found[1]):
        kind = PART_ELEMENTS[element]
        counts[kind] = counts.get(kind, 0) + 1
        parts.append(
            Part(
                key=f"{kind}-{counts[kind]}",
                element=element,
                kind=kind,
                number=counts[kind],
                title=" ".join(title.split()),
                start=start,
                end=end,
            )
        )
    return parts


def lesson_part(markup: str, key: str) -> Part | None:
    return next((part for part in lesson_parts(markup) if part.key == key), None)


__all__ = ["PART_ELEMENTS", "Part", "lesson_part", "lesson_parts"]
