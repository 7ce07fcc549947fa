"""The studio's words for a topic the demo model does not know, in the teacher's language
(``static/studio/generate.js`` shows them with the nearest topics as buttons)."""

import json
import re

import pytest

from tests.fixtures.accounts import signed_in

pytestmark = pytest.mark.django_db


def studio_strings(html: str) -> dict:
    block = re.search(
        r'<script type="application/json" id="studio-strings">(.*?)</script>', html, re.S
    )
    return json.loads(block.group(1))


def test_the_new_lesson_page_says_a_topic_is_unknown_in_the_teachers_language(teacher):
    client = signed_in(teacher)
    english = studio_strings(client.get("/studio/new/").content.decode())
    assert english["topic_unknown"] == (
        "The demo model does not know this topic yet. It can write lessons on:"
    )
    chinese = client.get("/studio/new/", HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()
    assert (
        studio_strings(chinese)["topic_unknown"] == "演示模型还不认识这个主题。它能写这些主题的课："
    )
