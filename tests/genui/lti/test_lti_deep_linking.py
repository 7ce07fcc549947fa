"""Deep Linking 2.0 against the test platform, by a plain HTTP client: the instructor's picker
offers their own lessons and the published ones (nobody else's drafts), the signed response
verifies with the tool's published key set and becomes the course's activity, and the
activity's launches open that lesson version; a custom parameter edited in the LMS opens
nothing."""

from __future__ import annotations

import html
import re
import urllib.parse

import pytest
import requests

from genui.accounts.services import user_create
from genui.classroom.models import Assignment, Student
from genui.lessons.models import Lesson
from tests.genui.classroom.support_classroom import make_markup_lesson
from tests.genui.lti.conftest import http_launch
from tests.genui.lti.support_platform import DL, LTI

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _lessons():
    author = user_create(username="pat", password="pw-pat-12345", role="teacher")
    published = make_markup_lesson(author, title="Seasons")
    Lesson.objects.filter(pk=published.pk).update(status=Lesson.Status.PUBLISHED)
    draft = make_markup_lesson(author, title="Secret draft")
    return published, draft


def _pick(lms, session, launch_response, title: str) -> str:
    """Choose ``title`` in the picker and hand the response to the platform -> the new
    activity's resource link id."""
    assert launch_response.status_code == 302
    picker_url = urllib.parse.urljoin(lms.tool_url, launch_response.headers["Location"])
    picker = requests.get(picker_url)
    assert picker.status_code == 200
    value = re.search(r'value="(\d+)" required> ' + re.escape(title), picker.text).group(1)
    answer = requests.post(picker_url, data={"version": value})
    assert answer.status_code == 200
    assert f"form-action 'self' {lms.url}" in answer.headers["Content-Security-Policy"]
    action = re.search(r'id="deep-link-return" method="post" action="([^"]+)"', answer.text).group(
        1
    )
    token = re.search(r'name="JWT" value="([^"]+)"', answer.text).group(1)
    assert html.unescape(action) == f"{lms.url}/deep-link-return"
    added = requests.post(html.unescape(action), data={"JWT": token})
    assert added.status_code == 200 and "Activity added" in added.text
    return re.search(r'data-link="([^"]+)"', added.text).group(1)


def test_a_teacher_links_a_published_lesson_and_its_learners_open_it(lms):
    published, _draft = _lessons()
    session, _t, _s, response = http_launch(lms, user="teacher", kind="deeplink")
    picker = requests.get(urllib.parse.urljoin(lms.tool_url, response.headers["Location"]))
    assert "Seasons" in picker.text and "Secret draft" not in picker.text
    link = _pick(lms, session, response, "Seasons")

    # what the platform got: one LTI resource link to the tool's launch URL with a line item
    (claims,) = lms.deep_links
    (item,) = claims[f"{DL}content_items"]
    assert claims[f"{LTI}deployment_id"] == lms.deployment_id
    assert item["type"] == "ltiResourceLink" and item["title"] == "Seasons"
    assert item["url"] == f"{lms.tool_url}/lti/launch/"
    assert item["lineItem"] == {"scoreMaximum": 2, "label": "Seasons"}

    # the activity's first launch (a learner's) pins the lesson's version in the class
    _s, _t, _st, learner = http_launch(lms, user="learner", link=link)
    assert learner.status_code == 302 and "/lti/learn/" in learner.headers["Location"]
    assignment = Assignment.objects.get()
    assert assignment.version == published.current_version
    assert assignment.classroom.lti_context.context_id == "course-101"
    page = requests.get(urllib.parse.urljoin(lms.tool_url, learner.headers["Location"]))
    assert page.status_code == 200 and "Seasons" in page.text
    student = Student.objects.get()
    assert student.classroom == assignment.classroom
    # a second launch of the same learner is the same student
    _s, _t, _st, again = http_launch(lms, user="learner", link=link)
    assert again.status_code == 302 and Student.objects.count() == 1


def test_an_activity_whose_custom_parameter_was_edited_opens_nothing(lms):
    _published, draft = _lessons()
    session, _t, _s, response = http_launch(lms, user="teacher", kind="deeplink")
    link = _pick(lms, session, response, "Seasons")
    lms.links[link]["custom"] = {"clover_version": str(draft.current_version.pk)}
    _s, _t, _st, learner = http_launch(lms, user="learner", link=link)
    assert learner.status_code == 403
    assert Assignment.objects.count() == 0 and Student.objects.count() == 0


def test_a_learner_cannot_open_the_picker(lms):
    _s, _t, _st, response = http_launch(lms, user="learner", kind="deeplink")
    assert response.status_code == 403
    assert "instructors can add lessons as activities" in response.text
