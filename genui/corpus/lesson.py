"""Topic -> lesson markup, with the variations the training corpus draws.

``lesson_markup(topic, grade, language)`` is the canonical lesson (first palette value of
every slot, choices and legend in authored order); with ``rng`` it draws a variant: slot
values from the palette, the order of quiz choices and legend items, and where the
glossary goes. Every variant is valid markup that the sanitiser keeps whole.

    markup = lesson_markup(topic, "middle", "zh", rng=random.Random(7))

``markup_as_written(markup)`` writes any lesson markup the way ``lesson_markup`` does (the
sanitiser's serialisation writes ``correct=""`` for ``correct``, ``'`` for ``&#x27;``): a
model trained on the corpus reads a stored lesson as the text it learnt.
"""

from __future__ import annotations

import random
import re
from html import escape
from html.parser import HTMLParser

from genui.corpus.schema import Level, Topic
from genui.markup.catalog import allowed_attributes

GRADE_LABELS = {
    "en": {"primary": "Primary school", "middle": "Middle school", "high": "High school"},
    "zh": {"primary": "小学", "middle": "初中", "high": "高中"},
}
SUBJECT_LABELS = {
    "en": {
        "physics": "Physics",
        "chemistry": "Chemistry",
        "biology": "Biology",
        "earth": "Earth science",
        "astronomy": "Astronomy",
    },
    "zh": {
        "physics": "物理",
        "chemistry": "化学",
        "biology": "生物",
        "earth": "地球科学",
        "astronomy": "天文",
    },
}
HEADINGS = {
    "en": {"quiz": "Check your understanding", "glossary": "Key words", "legend": "Key"},
    "zh": {"quiz": "检查你的理解", "glossary": "关键词", "legend": "图例"},
}
BILINGUAL = re.compile(r"\{\{([^{}|]*)\|([^{}|]*)\}\}")
SLOT = re.compile(r"\[\[([a-z0-9_-]+)\]\]")


# the elements whose attributes lesson_markup writes with `attr` (from the topic's texts); the
# scene, the controls and the chart are authored markup, copied as their authors wrote them
ESCAPED_ELEMENTS = frozenset(
    {
        "cl-lesson",
        "cl-section",
        "cl-step",
        "cl-legend",
        "cl-glossary",
        "cl-term",
        "cl-quiz",
        "cl-question",
        "cl-choice",
    }
)
# what would start a character reference or a tag where a text has "&" or "<"
CHARREF_START = re.compile(r"&(?=[A-Za-z0-9#])")
TAG_START = re.compile(r"<(?=[A-Za-z/!?])")


def attr(value: str) -> str:
    return escape(value, quote=True)


def _authored(value: str) -> str:
    """An attribute value or a text as an author writes it: escaped only where it would read
    otherwise."""
    return TAG_START.sub("&lt;", CHARREF_START.sub("&amp;", value))


class _Writer(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []

    def handle_starttag(self, tag, attrs):
        specs = allowed_attributes(tag)
        written = [tag]
        for name, value in attrs:
            value = value or ""
            if not value and specs.get(name, {}).get("type") == "boolean":
                written.append(name)
            elif tag in ESCAPED_ELEMENTS:
                written.append(f'{name}="{attr(value)}"')
            else:
                written.append(f'{name}="{_authored(value).replace(chr(34), "&quot;")}"')
        self.out.append(f"<{' '.join(written)}>")

    handle_startendtag = handle_starttag

    def handle_endtag(self, tag):
        self.out.append(f"</{tag}>")

    def handle_data(self, data):
        self.out.append(_authored(data))


def markup_as_written(markup: str) -> str:
    """``markup`` (a page the sanitiser wrote, say) written the way `lesson_markup` writes a
    lesson: boolean attributes bare, the attributes of the lesson's texts escaped with `attr`,
    authored values and texts escaped only where they would read otherwise. It reads as the
    same page (comments and declarations, which no stored page has, are left out); a corpus
    lesson comes back as it was written."""
    writer = _Writer()
    writer.feed(markup)
    writer.close()
    return "".join(writer.out)


def fill(template: str, language: str, slots: dict[str, str]) -> str:
    """Resolve ``{{en|zh}}`` strings and ``[[slot]]`` values in authored markup."""
    index = 1 if language == "zh" else 0
    text = BILINGUAL.sub(lambda m: m.group(1 + index).strip(), template)
    return SLOT.sub(lambda m: slots[m.group(1)], text).strip()


def choose_slots(topic: Topic, rng: random.Random | None) -> dict[str, str]:
    return {
        slot: (rng.choice(values) if rng else values[0]) for slot, values in topic.palette.items()
    }


def _story(level: Level, language: str) -> list[str]:
    lines = ["<cl-story>"]
    for step in level.steps:
        attrs = [f'title="{attr(step.title(language))}"']
        for name in ("camera", "target", "highlight"):
            if getattr(step, name):
                attrs.append(f'{name}="{getattr(step, name)}"')
        attrs.append(f'caption="{attr(step.caption(language))}"')
        lines.append(f"<cl-step {' '.join(attrs)}>")
        lines += [f'<cl-set param="{name}" value="{value}"></cl-set>' for name, value in step.sets]
        lines += [f"<p>{step.text(language)}</p>", "</cl-step>"]
    return [*lines, "</cl-story>"]


def _quiz(level: Level, language: str, rng: random.Random | None) -> list[str]:
    lines = [f'<cl-quiz heading="{attr(HEADINGS[language]["quiz"])}">']
    for number, question in enumerate(level.quiz, 1):
        lines.append(f'<cl-question id="q{number}" prompt="{attr(question.prompt(language))}">')
        choices = list(question.choices)
        if rng:
            rng.shuffle(choices)
        for choice in choices:
            correct = " correct" if choice.correct else ""
            feedback = attr(choice.feedback(language))
            lines.append(
                f'<cl-choice{correct} feedback="{feedback}">{choice.text(language)}</cl-choice>'
            )
        lines.append("</cl-question>")
    return [*lines, "</cl-quiz>"]


def _glossary(level: Level, language: str) -> list[str]:
    if not level.glossary:
        return []
    lines = [f'<cl-glossary heading="{attr(HEADINGS[language]["glossary"])}">']
    for term, definition in level.glossary:
        lines.append(f'<cl-term term="{attr(term(language))}">{definition(language)}</cl-term>')
    return [*lines, "</cl-glossary>"]


def _legend(topic: Topic, language: str, slots, rng: random.Random | None) -> list[str]:
    if not topic.legend:
        return []
    items = list(topic.legend)
    if rng:
        rng.shuffle(items)
    lines = [f'<cl-legend heading="{attr(HEADINGS[language]["legend"])}">']
    for item in items:
        lines.append(
            f'<cl-legend-item color="{slots[item.slot]}" target="{item.target}">'
            f"{item.text(language)}</cl-legend-item>"
        )
    return [*lines, "</cl-legend>"]


def lesson_opening(topic: Topic, language: str) -> str:
    """How every lesson about ``topic`` in ``language`` begins, up to the end of its title
    (the same at every grade): ``<cl-lesson title="…"``."""
    return f'<cl-lesson title="{attr(topic.title(language))}"'


def lesson_markup(topic: Topic, grade: str, language: str, rng: random.Random | None = None) -> str:
    """The lesson about ``topic`` for ``grade`` in ``language`` (a variant when rng is given)."""
    level = topic.levels[grade]
    slots = choose_slots(topic, rng)
    head = (
        f"{lesson_opening(topic, language)} "
        f'subject="{SUBJECT_LABELS[language][topic.subject]}" '
        f'grade="{GRADE_LABELS[language][grade]}" lang="{"zh-CN" if language == "zh" else "en"}" '
        f'summary="{attr(level.summary(language))}">'
    )
    section = [f'<cl-section heading="{attr(level.section_heading(language))}">']
    section += [f"<p>{paragraph(language)}</p>" for paragraph in level.section]
    section.append("</cl-section>")
    glossary = _glossary(level, language)
    late_glossary = rng is not None and rng.random() < 0.5
    lines = [
        head,
        fill(topic.scene, language, slots),
        fill(topic.controls, language, slots),
        *_story(level, language),
        *_legend(topic, language, slots, rng),
        *section,
        *([fill(topic.chart, language, slots)] if topic.chart else []),
        *([] if late_glossary else glossary),
        *_quiz(level, language, rng),
        *(glossary if late_glossary else []),
        "</cl-lesson>",
    ]
    return "\n".join(lines) + "\n"
