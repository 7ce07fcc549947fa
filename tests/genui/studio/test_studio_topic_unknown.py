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


def test_the_studio_asks_which_topic_was_meant_and_links_the_catalog_in_both_languages(teacher):
    client = signed_in(teacher)
    english = studio_strings(client.get("/studio/new/").content.decode())
    assert english["topic_unsure"] == "Which of these did you mean?"
    assert english["catalog"] == "Browse the whole catalog"
    assert english["catalog_url"] == "/lessons/demo/"
    chinese = client.get("/studio/new/", HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()
    assert studio_strings(chinese)["topic_unsure"] == "你想要的是下面哪一个？"
    assert studio_strings(chinese)["catalog"] == "浏览完整的主题目录"


def test_the_page_knows_each_topics_subject_for_the_buttons_it_offers(teacher):
    html = signed_in(teacher).get("/studio/new/").content.decode()
    block = re.search(r'<script id="topic-subjects" type="application/json">(.*?)</script>', html)
    subjects = json.loads(block.group(1))
    assert subjects["buoyancy"] == "physics" and subjects["lunar-eclipse"] == "astronomy"


@pytest.mark.parametrize(
    ("query", "prompt", "subject", "grade", "language"),
    [
        ("topic=buoyancy", "Buoyancy", "physics", "middle", "en"),
        ("topic=buoyancy&grade=high&language=zh", "浮力", "physics", "high", "zh"),
        ("topic=no-such-topic&grade=primary", "", "general", "primary", "en"),
        ("grade=college&language=fr", "", "general", "middle", "en"),
    ],
)
def test_a_catalog_topic_prefills_the_new_lesson_form(
    teacher, query, prompt, subject, grade, language
):
    form = signed_in(teacher).get(f"/studio/new/?{query}").context["form"]
    assert (form["prompt"].value() or "") == prompt
    assert (form["subject"].value(), form["grade"].value()) == (subject, grade)
    assert form["language"].value() == language
