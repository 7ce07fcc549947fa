"""In Chromium, a teacher searches every published lesson for "光合" (two characters, no
spaces), remixes another teacher's lesson from its card and lands on their own draft, which
credits the original and its author."""

import pytest

from genui.accounts.services import user_create
from genui.lessons.services import (
    lesson_create,
    lesson_publish,
    lesson_submit,
    lesson_version_add,
)
from tests.fixtures.browser import sign_in
from tests.genui.lessons.test_library_search import PHOTOSYNTHESIS_ZH

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_teacher_finds_a_chinese_lesson_and_remixes_it(embedded_server, page, teacher, curator):
    olga = user_create(
        username="olga", password="pw-olga-123", role="teacher", display_name="Olga Berg"
    )
    lesson = lesson_create(
        owner=olga, title="植物的能量", subject="biology", grade="middle", language="zh"
    )
    lesson_version_add(lesson=lesson, content=PHOTOSYNTHESIS_ZH, validation_passed=True)
    lesson_submit(lesson=lesson, user=olga)
    lesson = lesson_publish(lesson=lesson, curator=curator)
    sign_in(page, embedded_server, "tina", "pw-tina-123")

    page.goto(f"{embedded_server.url}/studio/")
    page.get_by_label("Search").fill("光合")
    page.locator("select[name=scope]").select_option("all")
    page.get_by_role("button", name="Filter").click()
    page.get_by_role("button", name="Remix “植物的能量”").click()

    page.wait_for_url(f"{embedded_server.url}/studio/lessons/*/")
    credit = page.locator("#remix-credit")
    assert credit.inner_text() == "Remixed from 植物的能量 by Olga Berg."
    assert page.locator(".badge").first.inner_text() == "Draft"
    credit.get_by_role("link", name="植物的能量").click()
    page.wait_for_url(f"{embedded_server.url}/lessons/share/{lesson.share_slug}/")
