"""Launches from a real test platform (an HTTP server with its own keys) into the live tool,
by a plain HTTP client: an instructor's launch makes the course's class and signs the teacher
in through a one-time link; a learner before any activity is told to wait; and launches that
do not verify (wrong signature, wrong audience, replayed nonce, expired token) are refused
with a page that says why, and nothing is recorded."""

from __future__ import annotations

import re
import time

import pytest
import requests
from django.conf import settings

from genui.accounts.models import User
from genui.classroom.models import Classroom, Student
from genui.lti.models import LtiContext, LtiInstructor
from tests.genui.lti.conftest import http_launch
from tests.genui.lti.support_platform import LTI, rsa_key

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _recorded() -> tuple[int, ...]:
    return (
        User.objects.count(),
        Classroom.objects.count(),
        LtiContext.objects.count(),
        LtiInstructor.objects.count(),
        Student.objects.count(),
    )


def test_an_instructors_launch_makes_the_class_and_opens_it_signed_in(lms):
    _session, _token, _state, response = http_launch(lms, user="teacher", link="link-0")
    assert response.status_code == 200
    # the course's class, for a new teacher account that has no password
    classroom = Classroom.objects.get()
    assert classroom.name == "Physics 7B"
    teacher = classroom.teacher
    assert not teacher.has_usable_password() and teacher.display_name == "Ms Rivera"
    link = LtiInstructor.objects.get()
    assert link.user == teacher and "lms-user-teacher-1" not in link.subject_hash
    # another launch of the same teacher is the same account and the same class
    _s, _t, _st, again = http_launch(lms, user="teacher", link="link-0")
    assert again.status_code == 200 and _recorded()[:4] == (1, 1, 1, 1)


def test_a_co_teacher_is_refused_until_an_admin_links_them_to_the_class_teacher(lms):
    assert http_launch(lms, user="teacher", link="link-0")[3].status_code == 200
    classroom = Classroom.objects.get()
    _s, _t, _st, refused = http_launch(lms, user="teacher2", link="link-0")
    assert refused.status_code == 403
    assert "belongs to another teacher account" in refused.text
    # the launch made their account, and the page says so rather than "nothing was recorded"
    assert "Nothing was recorded" not in refused.text
    assert 'id="refusal-kept"' in refused.text and "LMS instructors" in refused.text
    link = LtiInstructor.objects.get(user__display_name="Mr Haddad")
    assert Classroom.objects.get() == classroom and classroom.teacher.display_name == "Ms Rivera"
    # what the page tells the admin to do: point the co-teacher at the class's teacher account
    link.user = classroom.teacher
    link.save()
    _s, _t, _st, again = http_launch(lms, user="teacher2", link="link-0")
    assert again.status_code == 200 and "Physics 7B" in again.text


def test_an_instructors_resource_launch_opens_the_class_view_once(lms, teacher):
    from genui.lti.services import version_token
    from tests.genui.classroom.support_classroom import make_markup_lesson

    lesson = make_markup_lesson(teacher)
    lms.links["link-1"] = {
        "title": "Moon phases",
        "custom": {"clover_version": version_token(lesson.current_version)},
    }
    _session, _token, _state, response = http_launch(lms, user="teacher", link="link-1")
    assert response.status_code == 200
    assert "frame-ancestors *" in response.headers["Content-Security-Policy"]
    opener = re.search(r'href="(/lti/open/[^"]+)"', response.text).group(1)
    browser = requests.Session()
    # following the link signs nobody in: it names the account and asks (a POST)
    ask = browser.get(f"{lms.tool_url}{opener}")
    assert ask.status_code == 200 and "Ms Rivera" in ask.text
    assert settings.SESSION_COOKIE_NAME not in browser.cookies
    assert browser.get(f"{lms.tool_url}/studio/").url.count("/accounts/login/") == 1
    csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', ask.text).group(1)
    view = browser.post(
        f"{lms.tool_url}{opener}",
        data={"csrfmiddlewaretoken": csrf},
        headers={"Referer": f"{lms.tool_url}{opener}"},
    )
    classroom = Classroom.objects.get(lti_context__isnull=False)
    assignment = classroom.assignments.get()
    assert view.url.endswith(f"/studio/classes/{classroom.pk}/lessons/{assignment.pk}/")
    assert view.status_code == 200 and "Moon phases" in view.text
    # the link works once
    assert requests.get(f"{lms.tool_url}{opener}").status_code == 404
    assert browser.post(
        f"{lms.tool_url}{opener}",
        data={"csrfmiddlewaretoken": csrf},
        headers={"Referer": f"{lms.tool_url}{opener}"},
    ).status_code in (403, 404)


def test_a_learner_before_any_activity_is_asked_to_wait_for_the_teacher(lms):
    lms.links["link-9"] = {"title": "Nothing yet", "custom": {}}
    before = _recorded()
    _s, _t, _st, response = http_launch(lms, user="learner", link="link-9")
    assert response.status_code == 403
    assert "Your teacher has not set this activity up yet" in response.text
    assert _recorded() == before


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"key": rsa_key()[0]}, "signature does not match the platform"),
        ({"aud": "another-tool"}, "platform or client id is not registered"),
        ({"exp": int(time.time()) - 60, "iat": int(time.time()) - 400}, "launch has expired"),
    ],
    ids=["wrong-signature", "wrong-audience", "expired"],
)
def test_a_launch_that_does_not_verify_is_refused_and_records_nothing(lms, changes, reason):
    before = _recorded()
    _s, _t, _st, response = http_launch(lms, user="teacher", link="link-0", **changes)
    assert response.status_code == 400
    assert "This launch was refused" in response.text and reason in response.text
    assert "Nothing was recorded" in response.text
    assert _recorded() == before


def test_a_replayed_launch_is_refused_and_records_nothing_more(lms):
    session, token, state, first = http_launch(lms, user="teacher", link="link-0")
    assert first.status_code == 200
    before = _recorded()
    replay = session.post(f"{lms.tool_url}/lti/launch/", data={"id_token": token, "state": state})
    assert replay.status_code == 400
    assert "This launch was already used" in replay.text
    assert _recorded() == before


def test_a_login_from_an_unregistered_platform_is_refused(lms):
    params = {**lms.login_params(user="teacher"), "iss": "https://lms.example.org"}
    response = requests.get(f"{lms.tool_url}/lti/login/", params=params)
    assert response.status_code == 400
    assert "platform or client id is not registered" in response.text


def test_a_member_of_staff_taking_a_course_as_a_learner_launches_as_a_learner(lms):
    roles = [
        "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor",
        "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner",
    ]
    before = _recorded()
    _s, _t, _st, response = http_launch(
        lms, user="learner", link="link-0", **{f"{LTI}roles": roles}
    )
    assert response.status_code == 403
    assert "Your teacher has not set this activity up yet" in response.text
    assert _recorded() == before
