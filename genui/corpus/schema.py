"""The topic catalog's data model: one `Topic` per science topic, bilingual throughout.

A topic holds everything a lesson about it needs, once, in both languages:

- ``scene`` and ``controls``: lesson markup (see docs/markup.md) in which ``{{English|中文}}``
  marks a bilingual string and ``[[slot]]`` a colour chosen from ``palette[slot]``;
- ``levels``: the text at three grade levels (primary, middle, high), each with a summary,
  story steps, an explanatory section, a glossary and a quiz with answers and feedback;
- ``names``: what a teacher calls the topic (the first name of each language is the
  canonical one), used by the request generator and by the on-topic check;
- ``asks``: how teachers and pupils ask for the lesson in their own words (questions,
  phenomena, concepts, demos, curriculum phrasing; `ASK_KINDS`), the topic router's training
  phrases (`genui.corpus.asks`);
- ``sources`` and ``review``: the textbook-level references the topic's facts were checked
  against and the second reader's record (docs/topic-review-checklist.md). They are about the
  topic, not part of it: no lesson markup and no training text uses them.

Topics are data: `genui.corpus.data` reads them from ``topics/<subject>/<slug>.toml``, and
`genui.corpus.lesson.lesson_markup` turns a topic, a grade and a language into markup.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SUBJECTS = ("physics", "chemistry", "biology", "earth", "astronomy")
GRADES = ("primary", "middle", "high")
LANGUAGES = ("en", "zh")
# the kinds of phrase in a topic's ``asks``
ASK_KINDS = ("questions", "phenomena", "concepts", "demos", "curriculum")


@dataclass(frozen=True)
class T:
    """One string in English and Chinese."""

    en: str
    zh: str

    def __call__(self, language: str) -> str:
        return getattr(self, language)


@dataclass(frozen=True)
class Step:
    """One step of the guided story: camera move, highlighted object, parameter presets."""

    title: T
    caption: T
    text: T  # one paragraph; <strong> and <em> allowed
    camera: str = ""  # "x y z"; empty keeps the camera where it is
    target: str = ""
    highlight: str = ""  # id of a scene object
    sets: tuple[tuple[str, str], ...] = ()  # (control id, value) pairs


@dataclass(frozen=True)
class Choice:
    text: T
    feedback: T
    correct: bool = False


@dataclass(frozen=True)
class Question:
    prompt: T
    choices: tuple[Choice, ...]  # exactly one correct


@dataclass(frozen=True)
class Level:
    """The text of a lesson at one grade level."""

    summary: T
    steps: tuple[Step, ...]  # 3 or 4
    section_heading: T
    section: tuple[T, ...]  # 1 or 2 paragraphs
    quiz: tuple[Question, ...]  # 2 or 3
    glossary: tuple[tuple[T, T], ...] = ()  # (term, definition), up to 4


@dataclass(frozen=True)
class LegendItem:
    slot: str  # palette slot: the item shows the colour chosen for it
    target: str  # scene object id
    text: T


@dataclass(frozen=True)
class Source:
    """A reference the topic's facts were checked against, with enough to find the page."""

    title: str  # book, chapter or page title
    by: str  # author, editor or publisher
    edition: str  # edition or year; for a web page, the date it was read
    where: str  # chapter and pages, or the address
    checks: str  # which facts of the topic it checked


@dataclass(frozen=True)
class Topic:
    slug: str
    subject: str  # one of SUBJECTS
    names: dict[str, tuple[str, ...]]  # language -> names, canonical first
    title: T
    scene: str  # <cl-scene>…</cl-scene> markup with {{en|zh}} strings and [[slot]] colours
    controls: str  # <cl-controls>…</cl-controls> markup, same conventions
    levels: dict[str, Level]  # grade -> level, for every grade in GRADES
    palette: dict[str, tuple[str, ...]] = field(default_factory=dict)  # slot -> "#rrggbb" choices
    legend: tuple[LegendItem, ...] = ()
    chart: str = ""  # optional <cl-chart …> markup, same conventions
    # kind (one of ASK_KINDS) -> language -> phrases; empty for a topic that has none yet
    asks: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    sources: tuple[Source, ...] = ()
    # the second reader's record: by, date, checklist, notes (empty until reviewed)
    review: dict[str, str] = field(default_factory=dict)

    def name(self, language: str) -> str:
        return self.names[language][0]
