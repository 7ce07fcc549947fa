"""The hand-written demo lessons (``genui/lessons/demo/<slug>.<lang>.html``): each
topic in English and Chinese, used as demo content, in tests and in benchmarks."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from genui.lessons.renderer import lesson_attributes

DEMO_DIR = Path(__file__).resolve().parent / "demo"


@dataclass(frozen=True)
class DemoLesson:
    slug: str
    lang: str
    path: Path

    @property
    def markup(self) -> str:
        return self.path.read_text(encoding="utf-8")

    @property
    def title(self) -> str:
        return lesson_attributes(self.markup).get("title", self.slug)


def demo_lessons() -> list[DemoLesson]:
    lessons = []
    for path in sorted(DEMO_DIR.glob("*.html")):
        slug, _, lang = path.stem.rpartition(".")
        lessons.append(DemoLesson(slug=slug, lang=lang, path=path))
    return lessons


def demo_lesson(slug: str, lang: str) -> DemoLesson | None:
    return next((x for x in demo_lessons() if x.slug == slug and x.lang == lang), None)


def demo_free_page(slug: str) -> str | None:
    """A demo free-HTML page (a whole page with its own script, as a large model
    might write), or None."""
    path = DEMO_DIR / "free" / f"{slug}.html"
    if not path.is_file() or path.parent != DEMO_DIR / "free":
        return None
    return path.read_text(encoding="utf-8")
