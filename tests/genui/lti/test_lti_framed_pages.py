"""The pages an LMS shows in its frame lead nowhere outside the tool. Every other page of the
site refuses to be framed (X-Frame-Options DENY), so a link from a framed page to one of them
leaves a broken frame in the middle of the course: in a real Moodle, the site's navigation
(sign in, join a class, the catalog, the language switch) did exactly that."""

from __future__ import annotations

import urllib.parse
from html.parser import HTMLParser

import pytest
import requests

from genui.lessons.models import Lesson
from genui.lti.services import version_token
from tests.genui.classroom.support_classroom import make_markup_lesson
from tests.genui.lti.conftest import http_launch

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]


class _Targets(HTMLParser):
    """Where a page's links and forms lead, except links that open a tab of their own."""

    def __init__(self):
        super().__init__()
        self.targets: list[str] = []
        self.navs = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "nav":
            self.navs += 1
        if tag == "a" and attrs.get("target") != "_blank":
            self.targets.append(attrs.get("href") or "")
        if tag == "form":
            self.targets.append(attrs.get("action") or "")


def _leaks(page: requests.Response) -> list[str]:
    """The links and forms of a framed page that lead to a page that cannot be framed."""
    assert page.status_code in (200, 403, 404), page.status_code
    assert "frame-ancestors *" in page.headers["Content-Security-Policy"]
    parser = _Targets()
    parser.feed(page.text)
    leaks = ["<nav>"] * parser.navs
    for target in parser.targets:
        path = urllib.parse.urlsplit(target).path
        if target.startswith("#") or path.startswith("/lti/"):
            continue
        framed = requests.get(urllib.parse.urljoin(page.url, target), allow_redirects=True)
        if framed.headers.get("X-Frame-Options") or "frame-ancestors 'none'" in framed.headers.get(
            "Content-Security-Policy", ""
        ):
            leaks.append(target)
    return leaks


def test_the_framed_pages_lead_to_no_page_that_refuses_a_frame(lms, teacher):
    lesson = make_markup_lesson(teacher)
    Lesson.objects.filter(pk=lesson.pk).update(status=Lesson.Status.PUBLISHED)
    lms.links["link-1"] = {
        "title": "Moon phases",
        "custom": {"clover_version": version_token(lesson.current_version)},
    }
    pages = {}
    _s, _t, _st, pages["instructor"] = http_launch(lms, user="teacher", link="link-1")
    _s, _t, _st, picker = http_launch(lms, user="teacher", kind="deeplink")
    pages["picker"] = requests.get(urllib.parse.urljoin(lms.tool_url, picker.headers["Location"]))
    _s, _t, _st, learner = http_launch(lms, user="learner", link="link-1")
    pages["learner"] = requests.get(urllib.parse.urljoin(lms.tool_url, learner.headers["Location"]))
    _s, _t, _st, pages["refused"] = http_launch(lms, user="learner", kind="deeplink")

    assert pages["refused"].status_code == 403
    assert {name: _leaks(page) for name, page in pages.items()} == {
        "instructor": [],
        "picker": [],
        "learner": [],
        "refused": [],
    }
