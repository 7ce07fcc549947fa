"""Reads of the topic catalog (`genui.corpus.topics`) for the pages and the partner API: every
topic with its subject, titles, names, grades and languages, grouped by subject for the
catalog page, and where its thumbnail is cached (``catalog_thumbnails`` renders them)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from django.conf import settings

from genui.corpus.schema import GRADES, LANGUAGES, SUBJECTS, T
from genui.corpus.topics import all_topics
from genui.corpus.trained import checkpoint_known_topics
from genui.lessons.models import Grade, Language, Subject

THUMBNAILS_FOLDER = "catalog-thumbnails"


@dataclass(frozen=True)
class CatalogTopic:
    slug: str
    subject: str  # one of SUBJECTS (the lessons' `Subject` values)
    title: T
    names: dict[str, tuple[str, ...]]  # language -> what teachers call it, canonical first
    grades: tuple[str, ...]  # in GRADES order
    languages: tuple[str, ...]  # in LANGUAGES order

    def name(self, language: str) -> str:
        """The canonical name in ``language``, as a request starts: what the studio asks the
        model for (the names the topic router offers, `genui.corpus.routing.near_topic`)."""
        name = self.names[language][0]
        return name[:1].upper() + name[1:]


@dataclass(frozen=True)
class CatalogCard:
    """A topic as the catalog page shows it, in one interface language."""

    topic: CatalogTopic
    title: str
    title_lang: str
    grades: tuple[tuple[str, str], ...]  # (grade, its label)
    languages: tuple[tuple[str, str], ...]  # (language, its name)
    thumbnail: bool  # a cached thumbnail exists; else the page draws a placeholder
    # the demo model writes it (False: a topic added to the catalog after it was trained,
    # whose demo lessons are here but which the studio cannot make)
    learnt: bool = True

    @property
    def initial(self) -> str:
        """What the placeholder shows without a thumbnail: the topic name's first letter."""
        return self.topic.name(self.title_lang)[:1]

    @property
    def separator(self) -> str:
        return "、" if self.title_lang == "zh" else ", "


@dataclass(frozen=True)
class CatalogSection:
    subject: str
    label: str  # in the interface language
    cards: tuple[CatalogCard, ...]


@cache
def catalog_topic_list() -> tuple[CatalogTopic, ...]:
    """Every catalog topic, by subject (in SUBJECTS order), then by slug."""
    topics = (
        CatalogTopic(
            slug=topic.slug,
            subject=topic.subject,
            title=topic.title,
            names={language: tuple(topic.names[language]) for language in LANGUAGES},
            grades=tuple(grade for grade in GRADES if grade in topic.levels),
            languages=tuple(language for language in LANGUAGES if topic.names.get(language)),
        )
        for topic in all_topics()
    )
    return tuple(sorted(topics, key=lambda t: (SUBJECTS.index(t.subject), t.slug)))


def catalog_topic_get(*, slug: str) -> CatalogTopic | None:
    return next((topic for topic in catalog_topic_list() if topic.slug == slug), None)


def catalog_sections(
    *, language: str, learnt: frozenset[str] | None = None
) -> list[CatalogSection]:
    """The catalog grouped by subject for the catalog page, in interface ``language``
    (subjects, titles and grades in it; the gettext language must be active); ``learnt``:
    the topics the model writes (None: every topic)."""
    interface = "zh" if language.startswith("zh") else "en"
    subjects, grades = dict(Subject.choices), dict(Grade.choices)
    names = dict(Language.choices)
    thumbnails = catalog_thumbnail_slugs()
    cards = [
        CatalogCard(
            topic=topic,
            title=topic.title(interface),
            title_lang=interface,
            grades=tuple((grade, str(grades[grade])) for grade in topic.grades),
            languages=tuple((code, str(names[code])) for code in topic.languages),
            thumbnail=topic.slug in thumbnails,
            learnt=learnt is None or topic.slug in learnt,
        )
        for topic in catalog_topic_list()
    ]
    return [
        CatalogSection(
            subject=subject,
            label=str(subjects[subject]),
            cards=tuple(card for card in cards if card.topic.subject == subject),
        )
        for subject in SUBJECTS
        if any(card.topic.subject == subject for card in cards)
    ]


def catalog_topics_learnt() -> frozenset[str] | None:
    """The catalog topics the configured checkpoint (CLOVER_MODEL_PATH) writes lessons on: a
    demo checkpoint's, those it was trained on (`checkpoint_known_topics`; a topic added to
    the catalog since is not among them); None for a checkpoint that writes any topic, or
    none configured. Read from its files, without loading the model."""
    path = Path(settings.CLOVER_MODEL_PATH)
    if not (path / "config.json").exists():
        return None
    known = checkpoint_known_topics(path)
    return None if known is None else frozenset(known)


def catalog_subjects() -> dict[str, str]:
    """Each topic's subject, by slug (the studio sets the subject of a topic it offers)."""
    return {topic.slug: topic.subject for topic in catalog_topic_list()}


def catalog_thumbnails_dir() -> Path:
    """Where the catalog's thumbnails are cached: one ``<slug>.png`` per topic."""
    return Path(settings.DATA_DIR) / THUMBNAILS_FOLDER


def catalog_thumbnail_slugs() -> frozenset[str]:
    """The topics whose thumbnail is cached."""
    folder = catalog_thumbnails_dir()
    if not folder.is_dir():
        return frozenset()
    known = {topic.slug for topic in catalog_topic_list()}
    return frozenset(path.stem for path in folder.glob("*.png") if path.stem in known)


def catalog_thumbnail_path(*, slug: str) -> Path | None:
    """The cached thumbnail of topic ``slug``, or None (not rendered yet, or no such topic)."""
    if catalog_topic_get(slug=slug) is None:
        return None
    path = catalog_thumbnails_dir() / f"{slug}.png"
    return path if path.is_file() else None
