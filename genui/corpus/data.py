"""Read a topic from its data file: ``topics/<subject>/<slug>.toml`` -> `schema.Topic`.

A topic file holds the text in both languages side by side (``title.en`` / ``title.zh``), the
palette, the legend, the markup of the scene, the controls and the chart (``[markup]``), and
the three grade levels (``[levels.primary]`` …). The markup uses one template scheme, the
same everywhere:

- ``{{English|中文}}``: a string in both languages; each lesson keeps one.
- ``[[name]]``: a colour from ``palette.name`` when ``name`` is a palette slot (chosen per
  lesson variant), else the fragment ``fragments.name`` of the same file, expanded here.

A fragment is markup or expression text (which may use both marks again), or a table naming
one of the generator functions of `genui.corpus.geometry` and its arguments, for geometry that
is computed rather than written (a helix, a crystal lattice, mirrored field lines):

    [fragments]
    tau = "(t % (sqrt(2 * h / grav) + 1))"
    strand1 = { generator = "helix_points", bases = 14, strand = 1 }

docs/corpus-and-training.md ("The topic files") describes every field.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from genui.corpus import geometry
from genui.corpus.schema import (
    ASK_KINDS,
    GRADES,
    LANGUAGES,
    Choice,
    LegendItem,
    Level,
    Question,
    Source,
    Step,
    T,
    Topic,
)

# the keys of a ``[[sources]]`` table, in `Source`'s order, and of ``[review]``
SOURCE_KEYS = ("title", "by", "edition", "where", "checks")
REVIEW_KEYS = ("by", "date", "checklist", "notes")
MARK = re.compile(r"\[\[([a-z0-9_-]+)\]\]")


class TopicFileError(ValueError):
    """A topic file that does not say what a topic needs; the message names the file and key."""


class _Reader:
    """Takes the keys of one table out of a topic file; `done` refuses any left over."""

    def __init__(self, table: dict, where: str):
        if not isinstance(table, dict):
            raise TopicFileError(f"{where}: expected a table")
        self.table, self.where = dict(table), where

    def take(self, key: str, default: Any = ..., kind: type | tuple = object) -> Any:
        if key not in self.table:
            if default is ...:
                raise TopicFileError(f"{self.where}: {key} is missing")
            return default
        value = self.table.pop(key)
        if not isinstance(value, kind):
            raise TopicFileError(f"{self.where}.{key}: expected {kind}, got {type(value).__name__}")
        return value

    def text(self, key: str) -> T:
        pair = _Reader(self.take(key, kind=dict), f"{self.where}.{key}")
        text = T(pair.take("en", kind=str), pair.take("zh", kind=str))
        pair.done()
        return text

    def tables(self, key: str) -> list[_Reader]:
        return [
            _Reader(item, f"{self.where}.{key}[{index}]")
            for index, item in enumerate(self.take(key, [], list))
        ]

    def done(self) -> None:
        if self.table:
            raise TopicFileError(f"{self.where}: unknown keys {sorted(self.table)}")


def _fragments(table: dict, where: str) -> dict[str, str]:
    """Every fragment as text: written ones as written, generator tables called (their string
    arguments may name written fragments: ``lines = ["[[walk]]", …]``)."""
    written = {  # a block ('''…''') starts and ends on lines of its own: those breaks go
        name: value.strip("\n") for name, value in table.items() if isinstance(value, str)
    }
    fragments = dict(written)
    for name, value in table.items():
        if name in written:
            continue
        call = _Reader(value, f"{where}.{name}")
        generator = call.take("generator", kind=str)
        function = geometry.GENERATORS.get(generator)
        if function is None:
            raise TopicFileError(f"{where}.{name}: no generator {generator!r}")

        def argument(value, place=f"{where}.{name}"):
            if isinstance(value, str):
                return expand(value, written, place)
            if isinstance(value, list):
                return [argument(item) for item in value]
            return value

        try:
            fragments[name] = function(**{key: argument(v) for key, v in call.table.items()})
        except TypeError as error:
            raise TopicFileError(f"{where}.{name}: {error}") from None
    return fragments


def expand(markup: str, fragments: dict[str, str], where: str, _seen: tuple = ()) -> str:
    """``markup`` with every ``[[fragment]]`` replaced by its text, recursively; ``[[slot]]``
    marks that name no fragment stay for the lesson to fill."""

    def replace(match: re.Match) -> str:
        name = match.group(1)
        if name not in fragments:
            return match.group(0)
        if name in _seen:
            raise TopicFileError(f"{where}: fragment {name!r} contains itself")
        return expand(fragments[name], fragments, where, (*_seen, name))

    return MARK.sub(replace, markup)


def _step(step: _Reader) -> Step:
    read = Step(
        title=step.text("title"),
        caption=step.text("caption"),
        text=step.text("text"),
        camera=step.take("camera", "", str),
        target=step.take("target", "", str),
        highlight=step.take("highlight", "", str),
        sets=tuple((name, str(value)) for name, value in step.take("sets", {}, dict).items()),
    )
    step.done()
    return read


def _question(question: _Reader) -> Question:
    choices = []
    for choice in question.tables("choices"):
        correct = choice.take("correct", False, bool)
        choices.append(Choice(choice.text("text"), choice.text("feedback"), correct))
        choice.done()
    read = Question(question.text("prompt"), tuple(choices))
    question.done()
    return read


def _level(level: _Reader) -> Level:
    section = _Reader(level.take("section", kind=dict), f"{level.where}.section")
    heading = section.text("heading")
    paragraphs = []
    for paragraph in section.tables("paragraphs"):
        paragraphs.append(T(paragraph.take("en", kind=str), paragraph.take("zh", kind=str)))
        paragraph.done()
    section.done()
    glossary = []
    for entry in level.tables("glossary"):
        glossary.append((entry.text("term"), entry.text("definition")))
        entry.done()
    read = Level(
        summary=level.text("summary"),
        steps=tuple(_step(step) for step in level.tables("steps")),
        section_heading=heading,
        section=tuple(paragraphs),
        quiz=tuple(_question(question) for question in level.tables("quiz")),
        glossary=tuple(glossary),
    )
    level.done()
    return read


def topic_parse(text: str, *, slug: str, subject: str, where: str = "") -> Topic:
    """The topic a topic file's text describes; TopicFileError names what is wrong."""
    where = where or f"{subject}/{slug}.toml"
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise TopicFileError(f"{where}: {error}") from None
    top = _Reader(data, where)
    title = top.text("title")
    names_table = _Reader(top.take("names", kind=dict), f"{where}: names")
    names = {language: tuple(names_table.take(language, kind=list)) for language in ("en", "zh")}
    names_table.done()
    palette = {slot: tuple(values) for slot, values in top.take("palette", {}, dict).items()}
    fragments = _fragments(top.take("fragments", {}, dict), f"{where}: fragments")
    if clash := set(fragments) & set(palette):
        raise TopicFileError(f"{where}: {sorted(clash)} are both palette slots and fragments")
    legend = []
    for item in top.tables("legend"):
        slot, target = item.take("slot", kind=str), item.take("target", kind=str)
        legend.append(LegendItem(slot, target, item.text("text")))
        item.done()
    markup = _Reader(top.take("markup", kind=dict), f"{where}: markup")
    scene, controls, chart = (
        expand(markup.take(part, default, str).strip(), fragments, f"{where}: markup.{part}")
        for part, default in (("scene", ...), ("controls", ...), ("chart", ""))
    )
    markup.done()
    levels_table = _Reader(top.take("levels", kind=dict), f"{where}: levels")
    levels = {
        grade: _level(_Reader(levels_table.take(grade, kind=dict), f"{where}: levels.{grade}"))
        for grade in GRADES
    }
    levels_table.done()
    asks = _asks(top.take("asks", {}, dict), f"{where}: asks")
    sources = []
    for source in top.tables("sources"):
        sources.append(Source(*(source.take(key, kind=str) for key in SOURCE_KEYS)))
        source.done()
    review_table = _Reader(top.take("review", {}, dict), f"{where}: review")
    review = {key: review_table.take(key, kind=str) for key in list(review_table.table)}
    if unknown := set(review) - set(REVIEW_KEYS):
        raise TopicFileError(f"{where}: review: unknown keys {sorted(unknown)}")
    top.done()
    return Topic(
        slug=slug,
        subject=subject,
        names=names,
        title=title,
        scene=scene,
        controls=controls,
        levels=levels,
        palette=palette,
        legend=tuple(legend),
        chart=chart,
        asks=asks,
        sources=tuple(sources),
        review=review,
    )


def _asks(table: dict, where: str) -> dict[str, dict[str, tuple[str, ...]]]:
    """``[asks]``: for each kind of `ASK_KINDS` it has, the phrases of each language."""
    asks = _Reader(table, where)
    read = {}
    for kind in ASK_KINDS:
        by_language = _Reader(asks.take(kind, {}, dict), f"{where}.{kind}")
        phrases = {language: by_language.take(language, [], list) for language in LANGUAGES}
        by_language.done()
        for language, items in phrases.items():
            if not all(isinstance(item, str) and item.strip() for item in items):
                raise TopicFileError(f"{where}.{kind}.{language}: expected non-empty strings")
        if any(phrases.values()):
            read[kind] = {language: tuple(items) for language, items in phrases.items()}
    asks.done()
    return read


def topic_load(path: Path) -> Topic:
    """The topic in ``path`` (``<subject>/<slug>.toml``: the folder is the subject)."""
    return topic_parse(
        path.read_text(encoding="utf-8"),
        slug=path.stem,
        subject=path.parent.name,
        where=f"{path.parent.name}/{path.name}",
    )
