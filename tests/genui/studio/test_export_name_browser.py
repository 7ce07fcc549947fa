"""The offline export is saved under the lesson's title, in Chromium, whatever its script:
"why-we-have-seasons-v1.html", "为什么会有四季-v1.html", never "lesson-v1.html" for all."""

import pytest

from genui.lessons.demo import demo_lesson
from genui.lessons.services import lesson_create, lesson_version_add
from genui.markup.sanitizer import markup_sanitize
from tests.fixtures.browser import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize(
    ("title", "language", "filename"),
    [
        ("Why we have seasons", "en", "why-we-have-seasons-v1.html"),
        ("为什么会有四季？", "zh", "为什么会有四季-v1.html"),
    ],
    ids=["en", "zh"],
)
def test_the_export_is_saved_under_the_lessons_title(
    embedded_server, page, teacher, title, language, filename
):
    lesson = lesson_create(
        owner=teacher, title=title, subject="astronomy", grade="middle", language=language
    )
    markup = markup_sanitize(demo_lesson("seasons", language).markup).markup
    lesson_version_add(lesson=lesson, content=markup, created_by=teacher, validation_passed=True)
    sign_in(page, embedded_server, "tina", "pw-tina-123")
    page.goto(f"{embedded_server.url}/studio/lessons/{lesson.pk}/")

    with page.expect_download() as download:
        page.get_by_role("link", name="Export HTML").click()

    assert download.value.suggested_filename == filename
