"""Assignment and Grade Services against the test platform: when a learner launched from the
LMS has answered every question, the score (questions right on the first try) goes to the
activity's line item, with an access token the platform gave for the tool's signed client
credentials; not before, and once per launch and progress: Submitted while story steps remain,
Completed once the class counts the lesson completed."""

from __future__ import annotations

import urllib.parse

import pytest
import requests

from genui.classroom.models import Progress, QuizAnswer
from genui.lti.services import version_token
from tests.genui.classroom.support_classroom import make_markup_lesson
from tests.genui.lti.conftest import http_launch
from tests.genui.lti.support_platform import SCOPE, USERS

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _learner_page(lms, teacher) -> str:
    lesson = make_markup_lesson(teacher)
    lms.links["link-1"] = {
        "title": "Moon phases",
        "custom": {"clover_version": version_token(lesson.current_version)},
    }
    # the teacher opens the activity once: the course's class is theirs
    assert http_launch(lms, user="teacher", link="link-1")[3].status_code == 200
    _s, _t, _st, launch = http_launch(lms, user="learner", link="link-1")
    assert launch.status_code == 302
    return urllib.parse.urljoin(lms.tool_url, launch.headers["Location"])


def _answer(page_url: str, question: str, choice: str) -> None:
    record = requests.post(
        f"{page_url}record",
        json={"kind": "answer", "question": question, "choice": choice},
    )
    assert record.status_code == 204, record.text


def _step(page_url: str, index: int) -> None:
    record = requests.post(f"{page_url}record", json={"kind": "step", "index": index, "count": 2})
    assert record.status_code == 204, record.text


def test_a_finished_quiz_sends_its_score_to_the_line_item_once(lms, teacher):
    page_url = _learner_page(lms, teacher)
    _answer(page_url, "q1", "The Earth")
    _answer(page_url, "q1", "The Sun")
    assert lms.scores == []  # one question is still open
    _answer(page_url, "cycle", "About a month")
    (score,) = lms.scores
    assert score["link"] == "link-1"
    assert score["userId"] == USERS["learner"]["sub"]
    assert (score["scoreGiven"], score["scoreMaximum"]) == (1, 2)
    # the quiz is done, the lesson is not (no story step reached): the LMS hears no more than
    # the class view says, which has the learner not finished yet
    assert score["activityProgress"] == "Submitted"
    assert score["gradingProgress"] == "FullyGraded"
    # the platform handed a token for the score scope to the tool's signed assertion
    assert any(f"{SCOPE}score" in scopes for scopes in lms.tokens.values())
    # another answer after the score was sent sends nothing more
    _answer(page_url, "cycle", "A week")
    assert len(lms.scores) == 1
    assert QuizAnswer.objects.count() == 4
    # the story's two steps: the lesson is completed, and the same score goes again, once
    _step(page_url, 0)
    assert len(lms.scores) == 1
    _step(page_url, 1)
    _step(page_url, 1)
    assert [(s["scoreGiven"], s["activityProgress"]) for s in lms.scores] == [
        (1, "Submitted"),
        (1, "Completed"),
    ]
    assert Progress.objects.get().completed_at is not None


def test_a_lesson_read_before_the_quiz_is_completed_with_its_one_score(lms, teacher):
    page_url = _learner_page(lms, teacher)
    _step(page_url, 0)
    _step(page_url, 1)
    _answer(page_url, "q1", "The Sun")
    assert lms.scores == []
    _answer(page_url, "cycle", "About a month")
    assert [(s["scoreGiven"], s["activityProgress"]) for s in lms.scores] == [(2, "Completed")]
    _step(page_url, 0)
    assert len(lms.scores) == 1


def test_a_record_without_a_live_launch_is_refused(lms, teacher):
    page_url = _learner_page(lms, teacher)
    forged = page_url.replace("/lti/learn/", "/lti/learn/x")
    response = requests.post(f"{forged}record", json={"kind": "open"})
    assert response.status_code == 403
    assert QuizAnswer.objects.count() == 0
