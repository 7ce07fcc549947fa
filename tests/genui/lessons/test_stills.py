"""The still picture a lesson page names for a browser without WebGL (genui/lessons/stills.py):
every page of a version with the validator's screenshot names it, the picture is served to the
sandboxed page without a cookie by a token only the page carries, and a page with no picture
names none."""

import re

import pytest
from django.test import Client

from genui.lessons.services import lesson_class_link_create
from tests.fixtures.accounts import signed_in
from tests.genui.classroom.support_classroom import make_class, make_markup_lesson, student_client

pytestmark = pytest.mark.django_db
PNG = b"\x89PNG\r\n\x1a\nthe validator's screenshot"
STILL = re.compile(r'<meta name="clover-still" content="([^"]+)">')


def still_of(html: bytes) -> str:
    match = STILL.search(html.decode())
    return match.group(1) if match else ""


def with_picture(lesson):
    lesson.current_version.thumbnail_png = PNG
    lesson.current_version.save(update_fields=["thumbnail_png"])
    return lesson


def test_every_page_of_a_version_names_its_picture_and_anyone_with_it_gets_it(teacher):
    lesson = with_picture(make_markup_lesson(teacher))
    version = lesson.current_version
    own = signed_in(teacher).get(f"/lessons/v/{version.pk}/")
    lesson = lesson_class_link_create(lesson=lesson, user=teacher)
    class_link = Client().get(f"/lessons/class/{lesson.class_slug}/")
    classroom, assignment = make_class(teacher, lesson=lesson)
    student, _student = student_client(classroom)
    in_class = student.get(f"/learn/{classroom.pk}/{assignment.pk}/page")

    stills = {still_of(page.content) for page in (own, class_link, in_class)}
    assert len(stills) == 1 and "" not in stills
    # the sandboxed page sends no cookie: the picture needs none
    picture = Client().get(stills.pop())
    assert picture.status_code == 200 and picture["Content-Type"] == "image/png"
    assert picture.content == PNG


def test_a_forged_or_pictureless_token_gets_nothing(teacher):
    lesson = with_picture(make_markup_lesson(teacher))
    url = still_of(signed_in(teacher).get(f"/lessons/v/{lesson.current_version.pk}/").content)
    token = url.removeprefix("/lessons/still/").removesuffix(".png")
    version_id, _, signature = token.partition(":")
    other = make_markup_lesson(teacher, title="Other").current_version
    assert Client().get(f"/lessons/still/{other.pk}:{signature}.png").status_code == 404
    assert Client().get(f"/lessons/still/{version_id}.png").status_code == 404

    lesson.current_version.thumbnail_png = None
    lesson.current_version.save(update_fields=["thumbnail_png"])
    assert Client().get(url).status_code == 404
    page = signed_in(teacher).get(f"/lessons/v/{lesson.current_version.pk}/")
    assert still_of(page.content) == ""


def test_a_demo_lesson_names_its_topics_thumbnail_once_it_has_one(settings, tmp_path):
    settings.DATA_DIR = tmp_path
    assert still_of(Client().get("/lessons/demo/tides/en/").content) == ""
    folder = tmp_path / "catalog-thumbnails"
    folder.mkdir()
    (folder / "tides.png").write_bytes(PNG)
    assert still_of(Client().get("/lessons/demo/tides/en/").content) == (
        "/lessons/demo/tides/thumbnail.png"
    )
