"""LTI in Chromium, inside the test platform's course page (the tool in the LMS's frame, as
an LMS shows it), following the real login, OIDC and launch redirects: a teacher adds a
published lesson through deep linking and opens its class view; a learner answers the quiz
inside the sandboxed lesson and the score reaches the platform's gradebook."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from genui.classroom.models import QuizAnswer
from genui.lessons.models import Lesson
from genui.lti.services import version_token
from tests.genui.classroom.support_classroom import make_markup_lesson
from tests.genui.lti.conftest import http_launch

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def test_a_teacher_adds_a_lesson_by_deep_linking_and_opens_its_class_view(lms, page, teacher):
    lesson = make_markup_lesson(teacher)
    Lesson.objects.filter(pk=lesson.pk).update(status=Lesson.Status.PUBLISHED)

    page.goto(f"{lms.url}/course?as=teacher&kind=deeplink")
    tool = page.frame_locator("#lms-frame")
    expect(tool.get_by_role("heading", name="Choose a lesson for this activity")).to_be_visible()
    tool.get_by_label("Moon phases").check()
    tool.get_by_role("button", name="Add to the course").click()
    expect(tool.get_by_role("heading", name="Activity added")).to_be_visible()
    (link,) = lms.links.keys() - {"link-0"}

    page.goto(f"{lms.url}/course?as=teacher&link={link}")
    opener = tool.get_by_role("link", name="Open the class view")
    with page.context.expect_page() as opened:
        opener.click()
    view = opened.value
    # the tab names the account it signs in to and asks first
    expect(view.get_by_text("Ms Rivera")).to_be_visible()
    view.get_by_role("button", name="Continue").click()
    expect(view.get_by_role("heading", name="Moon phases")).to_be_visible()
    assert "/studio/classes/" in view.url
    assert page.errors == []


def test_a_learner_answers_in_the_lms_frame_and_the_score_reaches_the_gradebook(lms, page, teacher):
    lesson = make_markup_lesson(teacher)
    lms.links["link-1"] = {
        "title": "Moon phases",
        "custom": {"clover_version": version_token(lesson.current_version)},
    }
    assert http_launch(lms, user="teacher", link="link-1")[3].status_code == 200

    page.goto(f"{lms.url}/course?as=learner&link=link-1")
    lesson_frame = page.frame_locator("#lms-frame").frame_locator("#lesson-frame")
    first, second = (
        lesson_frame.locator("cl-question").nth(0),
        lesson_frame.locator("cl-question").nth(1),
    )
    expect(first.get_by_role("button", name="Check answer")).to_be_visible()
    first.locator("cl-choice", has_text="The Sun").locator("button").click()
    first.get_by_role("button", name="Check answer").click()
    second.locator("cl-choice", has_text="A week").locator("button").click()
    second.get_by_role("button", name="Check answer").click()

    deadline = time.monotonic() + 20
    while not lms.scores and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    (score,) = lms.scores
    assert (score["scoreGiven"], score["scoreMaximum"]) == (1, 2)
    assert list(QuizAnswer.objects.values_list("question", "correct")) == [
        ("q1", True),
        ("cycle", False),
    ]
    assert page.errors == []
