"""Searching lessons: the text a lesson is found by, and the database query that finds it.

A lesson's ``search_text`` is its title and the text a reader sees on its current version
(`genui.lessons.text_quality.visible_text`: no tags, no parameters), kept by the services
that change either (`lesson_search_text_update`).

Each word of a query must match. On PostgreSQL, words in a spaced script go through the
database's full-text search (``to_tsvector('english', search_text)``, so "volcanoes" finds
"volcano"; migration 0008 indexes that expression). PostgreSQL's parsers do not segment
Chinese (a run of Han characters is one token), so a word with Chinese or Japanese in it
is matched as a substring (``ILIKE``, no index: a scan of the table). On SQLite, the
embedded default, every word is matched as a substring (``LIKE``, case-insensitive for
ASCII), which finds "光合作用" inside a sentence just as well.
"""

from __future__ import annotations

import re

from django.contrib.postgres.search import SearchQuery, SearchVector
from django.db import connection
from django.db.models import Q, QuerySet

from genui.lessons.text_quality import visible_text

# Han, kana, Hangul and CJK punctuation: scripts written without spaces between words
UNSPACED = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
SEARCH_CONFIG = "english"


def search_text(*, title: str, content: str) -> str:
    """What a lesson is found by: its title, then the visible text of ``content``."""
    return "\n".join([title, *(part.text for part in visible_text(content))])


def lessons_matching(lessons: QuerySet, query: str) -> QuerySet:
    """``lessons`` whose search text holds every word of ``query``."""
    words = query.split()
    if not words:
        return lessons
    if connection.vendor != "postgresql":
        for word in words:
            lessons = lessons.filter(search_text__icontains=word)
        return lessons
    spaced = [word for word in words if not UNSPACED.search(word)]
    for word in words:
        if UNSPACED.search(word):
            lessons = lessons.filter(search_text__icontains=word)
    if spaced:
        vector = SearchVector("search_text", config=SEARCH_CONFIG)
        terms = SearchQuery(" ".join(spaced), config=SEARCH_CONFIG, search_type="plain")
        lessons = lessons.annotate(search_vector=vector).filter(Q(search_vector=terms))
    return lessons
