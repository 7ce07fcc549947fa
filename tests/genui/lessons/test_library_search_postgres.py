"""On PostgreSQL the library searches English through the database's full-text search
(stemmed: "capturing" finds "captures", over an indexed vector) and Chinese as a substring,
which PostgreSQL's parsers do not segment."""

import json
import subprocess
import sys

import pytest

from tests.fixtures.servers import REPO_ROOT

pytestmark = pytest.mark.services

SEARCH = """
import django, json; django.setup()
from django.db import connection
from genui.accounts.services import user_create
from genui.lessons.models import Lesson
from genui.lessons.search import lessons_matching
from genui.lessons.selectors import LIBRARY_ALL, lesson_library
from genui.lessons.services import lesson_create, lesson_publish, lesson_submit, lesson_version_add
from tests.genui.lessons.test_library_search import PHOTOSYNTHESIS, PHOTOSYNTHESIS_ZH, VOLCANO

tina = user_create(username="tina", password="pw-tina-123", role="teacher")
olga = user_create(username="olga", password="pw-olga-123", role="teacher")
carl = user_create(username="carl", password="pw-carl-123", role="curator")
for owner, markup, title, language in (
    (olga, PHOTOSYNTHESIS, "Green leaves", "en"),
    (olga, PHOTOSYNTHESIS_ZH, "植物的能量", "zh"),
    (tina, VOLCANO, "Volcanoes", "en"),
):
    lesson = lesson_create(owner=owner, title=title, subject="biology", grade="middle",
                           language=language)
    lesson_version_add(lesson=lesson, content=markup, validation_passed=True)
    if title == "Green leaves":
        lesson_submit(lesson=lesson, user=olga)
        lesson_publish(lesson=lesson, curator=carl)
found = {
    query: sorted(l.title for l in lesson_library(user=tina, scope=LIBRARY_ALL, search=query))
    for query in ("capturing sunlight", "chlorophyll", "magma", "光合作用", "光合", "strong")
}
found["olga 光合"] = [l.title for l in lesson_library(user=olga, search="光合")]
with connection.cursor() as cursor:
    cursor.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'lessons_lesson'")
    found["indexes"] = [row[0] for row in cursor.fetchall()]
    # three rows make a scan cheaper than any index: forbid it, to see that the search
    # expression is the one indexed
    cursor.execute("SET enable_seqscan = off")
found["plan"] = lessons_matching(Lesson.objects.all(), "magma").explain()
print(json.dumps(found))
"""


def test_english_by_full_text_search_and_chinese_by_substring(production_env):
    result = subprocess.run(
        [sys.executable, "-c", SEARCH],
        cwd=REPO_ROOT,
        env=production_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout.strip().splitlines()[-1])

    assert found["capturing sunlight"] == ["Green leaves"], "stemmed by the English parser"
    assert found["chlorophyll"] == ["Green leaves"] and found["magma"] == ["Volcanoes"]
    assert found["光合作用"] == [] and found["光合"] == [], "olga's Chinese lesson is a draft"
    assert found["olga 光合"] == ["植物的能量"]
    assert found["strong"] == []
    assert "lessons_lesson_search_english" in found["indexes"]
    assert "lessons_lesson_search_english" in found["plan"], found["plan"]
