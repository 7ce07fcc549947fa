"""The topic catalog: every module in this package contributes its ``TOPICS`` list."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from genui.corpus.schema import Topic


@cache
def all_topics() -> tuple[Topic, ...]:
    topics: list[Topic] = []
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        topics += importlib.import_module(f"{__name__}.{module.name}").TOPICS
    slugs = [topic.slug for topic in topics]
    duplicated = {slug for slug in slugs if slugs.count(slug) > 1}
    if duplicated:
        raise ValueError(f"topics defined twice: {sorted(duplicated)}")
    return tuple(sorted(topics, key=lambda topic: topic.slug))


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
