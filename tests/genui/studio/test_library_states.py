"""The library when it shows nothing: a teacher without lessons is told to generate one; a
search or filter that matches none of their lessons says so and offers all their lessons,
rather than "No lessons yet"."""

import pytest

from tests.fixtures.accounts import signed_in
from tests.genui.studio.test_studio_pages import make_lesson

pytestmark = pytest.mark.django_db


def test_a_search_with_no_match_says_so_and_offers_all_lessons(teacher):
    make_lesson(teacher, "Tides")
    client = signed_in(teacher)

    page = client.get("/studio/?q=volcano").content.decode()
    chinese = client.get("/studio/?subject=biology", HTTP_ACCEPT_LANGUAGE="zh-hans")

    assert "None of your lessons matches this search." in page
    assert '<a href="/studio/">Show all your lessons</a>' in page
    assert "No lessons yet" not in page and "Generate your first lesson" not in page
    assert "你的课程中没有符合这次搜索的。" in chinese.content.decode()


def test_a_teacher_without_lessons_is_told_to_generate_one(teacher):
    client = signed_in(teacher)

    for page in (client.get("/studio/"), client.get("/studio/?q=&status=&subject=&language=")):
        body = page.content.decode()
        assert "No lessons yet." in body and "Generate your first lesson" in body
        assert "matches this search" not in body
