"""The topic catalog: one data file per topic, ``<subject>/<slug>.toml`` in this folder
(`genui.corpus.data` reads them; docs/corpus-and-training.md describes the fields)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from genui.corpus.data import topic_load
from genui.corpus.schema import Topic

TOPICS_DIR = Path(__file__).resolve().parent


@cache
def all_topics() -> tuple[Topic, ...]:
    """Every topic of the catalog, by slug."""
    return tuple(topic_load(path) for path in sorted(TOPICS_DIR.glob("*/*.toml"), key=_slug))


def _slug(path: Path) -> str:
    return path.stem


def topic_by_slug(slug: str) -> Topic:
    for topic in all_topics():
        if topic.slug == slug:
            return topic
    raise KeyError(f"no topic {slug!r}")


def topics_chosen(slugs: str) -> tuple[Topic, ...]:
    """The topics named in a comma-separated list of slugs (empty: the whole catalog);
    ValueError names any slug the catalog does not have."""
    wanted = {slug.strip() for slug in slugs.split(",") if slug.strip()}
    unknown = wanted - {topic.slug for topic in all_topics()}
    if unknown:
        raise ValueError(f"unknown topics: {', '.join(sorted(unknown))}")
    return tuple(topic for topic in all_topics() if not wanted or topic.slug in wanted)
