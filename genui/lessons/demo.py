"""The demo lessons: every topic of the corpus (`genui.corpus`) in English and Chinese,
rendered from its topic file at one grade, and the free-HTML demo pages
(``genui/lessons/demo/free/<slug>.html``: a whole page with its own script, as a large model
might write). Used as demo content, in tests and in benchmarks."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from genui.corpus.lesson import lesson_markup
from genui.corpus.schema import GRADES, LANGUAGES
from genui.corpus.topics import all_topics, topic_by_slug

DEMO_DIR = Path(__file__).resolve().parent / "demo"
DEMO_GRADE = "middle"


@dataclass(frozen=True)
class DemoLesson:
    slug: str
    lang: str
    grade: str = DEMO_GRADE

    @cached_property
    def markup(self) -> str:
        return lesson_markup(topic_by_slug(self.slug), self.grade, self.lang)

    @property
    def title(self) -> str:
        return topic_by_slug(self.slug).title(self.lang)


def demo_lessons() -> list[DemoLesson]:
    """Every topic in both languages, by slug."""
    return [DemoLesson(topic.slug, lang) for topic in all_topics() for lang in LANGUAGES]


def demo_lesson(slug: str, lang: str, grade: str = DEMO_GRADE) -> DemoLesson | None:
    """The demo lesson about topic ``slug``, or None for a topic, language or grade the corpus
    does not have."""
    if lang not in LANGUAGES or grade not in GRADES:
        return None
    try:
        topic_by_slug(slug)
    except KeyError:
        return None
    return DemoLesson(slug, lang, grade)


def demo_free_page(slug: str) -> str | None:
    """A demo free-HTML page, or None."""
    path = DEMO_DIR / "free" / f"{slug}.html"
    if not path.is_file() or path.parent != DEMO_DIR / "free":
        return None
    return path.read_text(encoding="utf-8")
