"""Remix: a teacher finds another teacher's published lesson in the library and copies it
into their own drafts; the copy credits the original and its author, which stays as the
curator approved it."""

import pytest

from genui.accounts.services import user_create
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_publish, lesson_submit
from tests.fixtures.accounts import signed_in
from tests.genui.studio.test_studio_pages import make_lesson

pytestmark = pytest.mark.django_db


@pytest.fixture
def published(curator):
    olga = user_create(
        username="olga", password="pw-olga-123", role="teacher", display_name="Olga Berg"
    )
    lesson = make_lesson(olga, "Tides", versions=2)
    lesson_submit(lesson=lesson, user=olga)
    return lesson_publish(lesson=lesson, curator=curator)


def test_the_library_offers_a_remix_of_a_published_lesson_to_other_teachers(teacher, published):
    mine = signed_in(teacher).get("/studio/").content.decode()
    everything = signed_in(teacher).get("/studio/?scope=all&q=text").content.decode()
    authors = signed_in(published.owner).get("/studio/?scope=all").content.decode()

    remix = f'action="/studio/lessons/{published.pk}/remix/"'
    assert "Tides" not in mine
    assert remix in everything and "by Olga Berg" in everything
    assert f'href="/lessons/share/{published.share_slug}/"' in everything
    assert "Tides" in authors and remix not in authors


def test_a_remix_is_my_draft_crediting_the_original_which_stays_unchanged(teacher, published):
    original = published.current_version
    client = signed_in(teacher)

    response = client.post(f"/studio/lessons/{published.pk}/remix/")
    copy = Lesson.objects.get(owner=teacher)
    page = client.get(response["Location"]).content.decode()

    assert response["Location"] == f"/studio/lessons/{copy.pk}/"
    assert copy.status == Lesson.Status.DRAFT and copy.remixed_from == published
    assert copy.current_version.content == original.content
    assert copy.current_version.generation_stats["copied_from"]["author"] == "Olga Berg"
    assert (
        f'Remixed from <a href="/lessons/share/{published.share_slug}/">Tides</a> by Olga Berg.'
        in page
    )
    assert "Remixed into your drafts" in page
    unchanged = Lesson.objects.get(pk=published.pk)
    assert unchanged.status == Lesson.Status.PUBLISHED and unchanged.owner == published.owner
    assert unchanged.current_version == original and unchanged.versions.count() == 2


def test_only_a_published_lesson_can_be_remixed(teacher):
    olga = user_create(username="olga", password="pw-olga-123", role="teacher")
    draft = make_lesson(olga, "Secret draft")

    response = signed_in(teacher).post(f"/studio/lessons/{draft.pk}/remix/")

    assert response.status_code == 404
    assert not Lesson.objects.filter(owner=teacher).exists()


def test_the_remix_and_its_credit_speak_chinese(teacher, published):
    client = signed_in(teacher)
    library = client.get("/studio/?scope=all", HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()
    response = client.post(f"/studio/lessons/{published.pk}/remix/")
    page = client.get(response["Location"], HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()

    assert ">改编<" in library and "作者：Olga Berg" in library
    assert "改编自 Olga Berg 的<a" in page


def test_a_search_of_all_lessons_with_no_match_says_where_it_looked(teacher, published):
    page = signed_in(teacher).get("/studio/?scope=all&q=volcano").content.decode()

    assert "No lesson, of yours or published, matches this search." in page
    assert "None of your lessons" not in page and "No lessons yet" not in page


def test_a_search_of_my_lessons_with_no_match_offers_the_published_lessons_that_match(
    teacher, published
):
    client = signed_in(teacher)
    page = client.get("/studio/?q=tides").content.decode()
    chinese = client.get("/studio/?q=tides", HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()
    nothing = client.get("/studio/?q=volcano").content.decode()

    assert "None of your lessons matches this search." in page
    assert '<a href="/studio/?q=tides&amp;scope=all">1 published lesson matches</a>' in page
    assert "1 节已发布的课程符合" in chinese
    assert "None of your lessons matches this search." in nothing
    assert "published lesson match" not in nothing and "show all your lessons" in nothing.lower()


def test_an_empty_library_offers_the_published_lessons_too(teacher, published):
    page = signed_in(teacher).get("/studio/").content.decode()

    assert "No lessons yet." in page and "Generate your first lesson" in page
    assert '<a href="/studio/?scope=all">browse the 1 published lesson</a>' in page
