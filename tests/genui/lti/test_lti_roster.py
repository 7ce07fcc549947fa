"""Names and Roles: the teacher of an LMS course's class sees the course's members as the LMS
lists them, each learner beside their pseudonym in the class, read from the test platform's
membership service (an access token for its scope, pages followed) when the page is opened,
and stored nowhere."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from genui.accounts.services import user_create
from genui.classroom.models import Classroom, Student
from genui.classroom.services import classroom_create
from genui.lti.models import LtiContext
from genui.lti.services import learner_student
from tests.genui.lti.conftest import http_launch
from tests.genui.lti.support_platform import NRPS, NRPS_SCOPE

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _rows(page: str) -> list[tuple[str, str, str]]:
    body = page.split('id="roster"', 1)[1].split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    rows = re.findall(r"<tr>(.*?)</tr>", body, re.S)
    cells = [re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S) for row in rows]
    return [tuple(re.sub(r"<[^>]+>", "", cell).strip() for cell in row) for row in cells]


def _teacher_client() -> tuple[Client, Classroom]:
    classroom = Classroom.objects.get(lti_context__isnull=False)
    client = Client()
    client.force_login(classroom.teacher)
    return client, classroom


def test_the_teacher_sees_the_lms_names_beside_the_pseudonyms(lms):
    lms.links["link-1"] = {"title": "Unlinked", "custom": {}}
    assert http_launch(lms, user="teacher", link="link-1")[3].status_code == 200
    assert LtiContext.objects.get().memberships_url == f"{lms.url}/memberships"
    # Sam Lee's student, as their first launch into an activity makes it
    context = LtiContext.objects.get()
    student = learner_student(
        platform=context.platform, classroom=context.classroom, sub="lms-user-learner-7"
    )

    client, classroom = _teacher_client()
    page = client.get(reverse("lti:roster", args=[classroom.pk]))
    assert page.status_code == 200 and page["Cache-Control"] == "private, no-store"
    text = page.content.decode()
    assert _rows(text) == [
        ("Kim Park", "Learner", "has not opened an activity yet"),
        ("Sam Lee", "Learner", student.display_name),
        ("Mr Haddad", "Instructor", "—"),
        ("Ms Rivera", "Instructor", "—"),
    ]
    assert "1 of 2 learners have opened an activity" in text
    # the platform's four members came in two pages, for a token of the membership scope
    assert lms.membership_pages == [1, 2]
    assert any(scopes == [NRPS_SCOPE] for scopes in lms.tokens.values())
    # the names are on the page only, not in the database
    assert not Student.objects.filter(display_name__in=["Sam Lee", "Kim Park"]).exists()
    # the class pages link to it
    class_page = client.get(reverse("classroom:class", args=[classroom.pk])).content.decode()
    assert reverse("lti:roster", args=[classroom.pk]) in class_page


def test_only_the_classs_teacher_sees_its_roster(lms):
    assert http_launch(lms, user="teacher", link="link-0")[3].status_code == 200
    classroom = Classroom.objects.get()
    url = reverse("lti:roster", args=[classroom.pk])
    assert Client().get(url).status_code == 302  # to the sign-in page
    other = user_create(username="other-teacher", password="x-Pass-word-1", role="teacher")
    client = Client()
    client.force_login(other)
    assert client.get(url).status_code == 404
    assert lms.membership_pages == []
    # a class of the site that is no LMS course has no roster, for its own teacher either
    own = classroom_create(teacher=other, name="7C", grade="middle", language="en")
    assert client.get(reverse("lti:roster", args=[own.pk])).status_code == 404


def test_a_course_whose_lms_offers_no_roster_says_so(lms):
    _s, _t, _st, response = http_launch(lms, user="teacher", link="link-0", **{NRPS: {}})
    assert response.status_code == 200
    client, classroom = _teacher_client()
    page = client.get(reverse("lti:roster", args=[classroom.pk])).content.decode()
    assert "turn the service on in the tool" in page and 'id="roster"' not in page


def test_an_lms_that_fails_leaves_a_message_not_an_error(lms):
    assert http_launch(lms, user="teacher", link="link-0")[3].status_code == 200
    lms.memberships_fail = True
    client, classroom = _teacher_client()
    page = client.get(reverse("lti:roster", args=[classroom.pk]))
    assert page.status_code == 200
    assert "The LMS did not give the course" in page.content.decode()
