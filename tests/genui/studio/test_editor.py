"""The lesson editor in a real browser: a change shows in the preview at once, and saving
makes a new version."""

import re

import pytest
from playwright.sync_api import expect

from genui.lessons.demo import demo_lesson
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_version_add
from genui.markup.sanitizer import markup_sanitize
from tests.fixtures.browser import sign_in, wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
TITLE = "document.querySelector('cl-lesson')?.shadowRoot?.querySelector('h1')?.textContent"


def test_an_edit_shows_in_the_preview_and_saves_as_a_new_version(embedded_server, page, teacher):
    lesson = lesson_create(
        owner=teacher, title="Seasons", subject="astronomy", grade="middle", language="en"
    )
    markup = markup_sanitize(demo_lesson("seasons", "en").markup).markup
    lesson_version_add(lesson=lesson, content=markup, created_by=teacher)
    sign_in(page, embedded_server, "tina", "pw-tina-123")

    page.goto(f"{embedded_server.url}/studio/lessons/{lesson.pk}/edit/")
    frame = page.frame_locator("#edit-preview").owner.element_handle().content_frame()
    wait_until(frame, f"() => {TITLE} === 'Why we have seasons'", timeout=20)
    page.get_by_label("Title", exact=True).fill("Our seasons")
    wait_until(frame, f"() => {TITLE} === 'Our seasons'", timeout=10)
    page.get_by_role("button", name="Save as a new version").click()

    expect(page).to_have_url(re.compile(rf"/studio/lessons/{lesson.pk}/$"))
    lesson = Lesson.objects.get(pk=lesson.pk)
    assert lesson.title == "Our seasons" and lesson.current_version.number == 2
    assert page.errors == []
