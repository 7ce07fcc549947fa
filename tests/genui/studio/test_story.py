"""The whole story in a real browser, on the embedded default with the demo checkpoint: a
teacher signs in and generates a lesson, watches it being written, submits it; a curator
approves it in the admin; an anonymous student opens the public page."""

import re

import pytest
from playwright.sync_api import expect

from genui.lessons.models import Lesson
from tests.fixtures.browser import sign_in
from tests.fixtures.servers import DEMO_CHECKPOINT

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]


@pytest.mark.skipif(not (DEMO_CHECKPOINT / "config.json").exists(), reason="no demo checkpoint")
def test_teacher_generates_curator_publishes_student_reads(
    demo_server, browser, page, teacher, curator
):
    embedded_server = demo_server
    sign_in(page, embedded_server, "tina", "pw-tina-123")
    page.goto(f"{embedded_server.url}/studio/new/")
    page.fill("#id_prompt", "How does a simple pendulum work?")
    page.select_option("#id_subject", "physics")
    page.select_option("#id_grade", "middle")
    page.select_option("#id_language", "en")
    page.click("#generate")

    # at least two step events render (counter, denoising block) before the job is done
    page.wait_for_function(
        "() => Number(document.getElementById('stat-steps').textContent) >= 2",
        timeout=120_000,
    )
    assert page.locator("#live-result").is_hidden(), "the job finished before two steps showed"
    assert page.locator("#live-block").inner_text().strip()
    open_lesson = page.locator("#live-result a")
    open_lesson.wait_for(timeout=240_000)
    open_lesson.click()

    page.get_by_role("button", name="Submit for review").click()
    lesson = Lesson.objects.get(owner=teacher)
    assert lesson.status == Lesson.Status.IN_REVIEW
    assert lesson.current_version is not None and "<cl-lesson" in lesson.current_version.content

    curator_context = browser.new_context()
    admin = curator_context.new_page()
    sign_in(admin, embedded_server, "carl", "pw-carl-123")
    admin.goto(f"{embedded_server.url}/admin/lessons/lessoninreview/")
    admin.check(f"input[name=_selected_action][value='{lesson.pk}']")
    admin.select_option("select[name=action]", "approve_and_publish")
    admin.click("button[name=index]")
    curator_context.close()
    lesson.refresh_from_db()
    assert lesson.status == Lesson.Status.PUBLISHED and lesson.share_slug

    student = browser.new_context()
    public = student.new_page()
    public.goto(f"{embedded_server.url}/lessons/share/{lesson.share_slug}/")
    expect(public).to_have_title(re.compile(re.escape(lesson.title)))
    student.close()
