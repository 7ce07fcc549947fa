"""The library's search: the teacher's own lessons and every published one, found by title
and by the text on the page (Chinese without spaces too), filtered by subject, grade and
language; another teacher's drafts never appear."""

import pytest

from genui.accounts.services import user_create
from genui.lessons.models import Lesson
from genui.lessons.selectors import LIBRARY_ALL, lesson_library
from genui.lessons.services import (
    lesson_create,
    lesson_publish,
    lesson_submit,
    lesson_version_add,
    lesson_version_edit,
)

pytestmark = pytest.mark.django_db

PHOTOSYNTHESIS = (
    '<cl-lesson title="Green leaves" lang="en"><cl-section heading="Light">'
    "<p>Leaves hold <strong>chlorophyll</strong>, which captures sunlight.</p>"
    "</cl-section></cl-lesson>"
)
PHOTOSYNTHESIS_ZH = (
    '<cl-lesson title="植物的能量" lang="zh"><cl-section heading="阳光">'
    "<p>植物通过光合作用制造养分，叶绿素吸收阳光。</p></cl-section></cl-lesson>"
)
VOLCANO = (
    '<cl-lesson title="Volcanoes" lang="en"><cl-section heading="Magma">'
    "<p>Magma rises through the crust.</p></cl-section></cl-lesson>"
)


def lesson_with(owner, markup, *, title, subject="biology", grade="middle", language="en"):
    lesson = lesson_create(
        owner=owner, title=title, subject=subject, grade=grade, language=language
    )
    lesson_version_add(lesson=lesson, content=markup, validation_passed=True)
    return Lesson.objects.get(pk=lesson.pk)


def published(lesson, curator):
    lesson_submit(lesson=lesson, user=lesson.owner)
    return lesson_publish(lesson=lesson, curator=curator)


def titles(lessons) -> set[str]:
    return {lesson.title for lesson in lessons}


@pytest.fixture
def olga():
    return user_create(username="olga", password="pw-olga-123", role="teacher")


def test_words_are_found_in_the_text_of_the_page_not_only_the_title(teacher):
    lesson_with(teacher, PHOTOSYNTHESIS, title="Green leaves")
    lesson_with(teacher, VOLCANO, title="Volcanoes", subject="earth")

    assert titles(lesson_library(user=teacher, search="chlorophyll")) == {"Green leaves"}
    assert titles(lesson_library(user=teacher, search="CAPTURES sunlight")) == {"Green leaves"}
    assert titles(lesson_library(user=teacher, search="magma crust")) == {"Volcanoes"}
    assert titles(lesson_library(user=teacher, search="magma chlorophyll")) == set()
    assert titles(lesson_library(user=teacher, search="strong")) == set(), "tags are no text"


def test_chinese_is_found_without_spaces_by_four_and_two_characters(teacher):
    lesson_with(teacher, PHOTOSYNTHESIS_ZH, title="植物的能量", language="zh")
    lesson_with(teacher, VOLCANO, title="Volcanoes", subject="earth")

    for query in ("光合作用", "光合", "叶绿素 阳光"):
        assert titles(lesson_library(user=teacher, search=query)) == {"植物的能量"}, query
    assert titles(lesson_library(user=teacher, search="火山")) == set()


def test_filters_narrow_by_subject_grade_and_language(teacher):
    lesson_with(teacher, PHOTOSYNTHESIS, title="Green leaves")
    lesson_with(teacher, PHOTOSYNTHESIS_ZH, title="植物的能量", grade="primary", language="zh")
    lesson_with(teacher, VOLCANO, title="Volcanoes", subject="earth", grade="high")

    assert titles(lesson_library(user=teacher, subject="earth")) == {"Volcanoes"}
    assert titles(lesson_library(user=teacher, grade="primary")) == {"植物的能量"}
    assert titles(lesson_library(user=teacher, language="en", subject="biology")) == {
        "Green leaves"
    }


def test_published_lessons_join_my_own_and_drafts_of_others_never_appear(teacher, olga, curator):
    lesson_with(teacher, VOLCANO, title="Volcanoes", subject="earth")
    published(lesson_with(olga, PHOTOSYNTHESIS, title="Green leaves"), curator)
    lesson_with(olga, PHOTOSYNTHESIS_ZH, title="植物的能量", language="zh")

    assert titles(lesson_library(user=teacher)) == {"Volcanoes"}
    assert titles(lesson_library(user=teacher, scope=LIBRARY_ALL)) == {
        "Volcanoes",
        "Green leaves",
    }
    everything = lesson_library(user=teacher, scope=LIBRARY_ALL, search="光合作用 植物")
    assert titles(everything) == set()
    assert titles(lesson_library(user=olga, search="光合作用")) == {"植物的能量"}


def test_the_search_follows_the_current_version_and_the_title(teacher):
    lesson = lesson_with(teacher, VOLCANO, title="Volcanoes", subject="earth")
    lesson_version_edit(
        lesson=lesson,
        base=lesson.current_version,
        edits={"f1": "Lava fountains"},
        user=teacher,
    )

    assert titles(lesson_library(user=teacher, search="fountains")) == {"Lava fountains"}
    assert titles(lesson_library(user=teacher, search="volcanoes")) == set()
    assert titles(lesson_library(user=teacher, search="magma")) == {"Lava fountains"}
