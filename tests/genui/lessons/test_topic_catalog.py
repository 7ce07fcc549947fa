"""The topic catalog page (/lessons/demo/): every topic by subject in the interface language,
with its grades, languages, demo pages, a link that makes it in the studio, and its thumbnail
or a placeholder; thumbnails rendered once with Chromium by ``manage.py catalog_thumbnails``
(only the missing ones) and served from the data directory."""

import io
import re

import pytest
from django.core.management import call_command
from django.test import Client
from PIL import Image

from genui.corpus.schema import SUBJECTS
from genui.corpus.topics import all_topics, topic_by_slug
from genui.lessons.catalog_thumbnails import SIZE, ThumbnailRun
from tests.fixtures.catalog import new_topic  # noqa: F401  (a fixture)

PNG = b"\x89PNG\r\n\x1a\nfake"


@pytest.fixture
def data_dir(settings, tmp_path):
    settings.DATA_DIR = tmp_path
    return tmp_path


def catalog_page(**headers) -> str:
    response = Client().get("/lessons/demo/", **headers)
    assert response.status_code == 200
    return response.content.decode()


def test_the_catalog_lists_every_topic_under_its_subject_in_english(data_dir):
    html = catalog_page()

    headings = re.findall(r'<h2 id="subject-(\w+)">([^<]+)</h2>', html)
    assert headings == [
        ("physics", "Physics"),
        ("chemistry", "Chemistry"),
        ("biology", "Biology"),
        ("earth", "Earth science"),
        ("astronomy", "Astronomy"),
    ]
    assert html.count('<li class="topic-card"') == len(all_topics())
    for topic in all_topics():
        section = html.index(f'id="subject-{topic.subject}"')
        card = html.index(f'id="topic-{topic.slug}"')
        following = [html.find(f'id="subject-{s}"', section + 1) for s in SUBJECTS]
        assert section < card < min([i for i in following if i > section] or [len(html)])
        assert f'<h3 lang="en">{topic.title.en}</h3>' in html.replace("&#x27;", "'")


def test_a_topic_card_has_its_grades_languages_demo_pages_and_a_link_to_make_it(data_dir):
    html = catalog_page()
    start = html.index('id="topic-buoyancy"')
    card = html[start : html.index('<li class="topic-card"', start)]

    assert "Primary school, Middle school, High school" in card
    assert '<span lang="en">English</span>, <span lang="zh">中文</span>' in card
    for lang in ("en", "zh"):
        for grade in ("primary", "middle", "high"):
            assert f'href="/lessons/demo/buoyancy/{lang}/?grade={grade}"' in card
    assert 'href="/studio/new/?topic=buoyancy"' in card
    assert Client().get("/lessons/demo/buoyancy/zh/", {"grade": "primary"}).status_code == 200


def test_the_catalog_speaks_chinese_to_a_chinese_interface(data_dir):
    html = catalog_page(HTTP_ACCEPT_LANGUAGE="zh-hans")

    assert '<h2 id="subject-physics">物理</h2>' in html
    assert '<h2 id="subject-earth">地球科学</h2>' in html
    assert f'<h3 lang="zh">{topic_by_slug("buoyancy").title.zh}</h3>' in html
    assert "小学、初中、高中" in html
    assert "生成这节课" in html and "主题目录" in html


def test_the_studio_sends_its_grade_and_language_on_to_the_make_links(data_dir):
    html = Client().get("/lessons/demo/", {"grade": "high", "language": "zh"}).content.decode()
    assert 'href="/studio/new/?topic=tides&amp;grade=high&amp;language=zh"' in html
    odd = Client().get("/lessons/demo/", {"grade": "<b>", "language": "fr"}).content.decode()
    assert 'href="/studio/new/?topic=tides"' in odd


def test_a_topic_without_a_thumbnail_shows_a_placeholder_never_a_broken_image(data_dir):
    folder = data_dir / "catalog-thumbnails"
    folder.mkdir()
    (folder / "tides.png").write_bytes(PNG)

    html = catalog_page()

    images = re.findall(r'<img src="([^"]+)"[^>]*alt="([^"]+)"', html)
    assert images == [
        (
            "/lessons/demo/tides/thumbnail.png",
            f"The 3D scene of the lesson “{topic_by_slug('tides').title.en}”",
        )
    ]
    assert html.count('class="thumb-placeholder topic-placeholder') == len(all_topics()) - 1
    start = html.index('id="topic-bar-magnet-field"')
    name = topic_by_slug("bar-magnet-field").names["en"][0]
    assert f'<span lang="en">{name[0].upper()}</span>' in html[start : start + 400]
    served = Client().get("/lessons/demo/tides/thumbnail.png")
    assert served.status_code == 200 and served["Content-Type"] == "image/png"
    assert b"".join(served.streaming_content) == PNG
    assert Client().get("/lessons/demo/buoyancy/thumbnail.png").status_code == 404
    assert Client().get("/lessons/demo/no-such-topic/thumbnail.png").status_code == 404


def test_the_command_renders_only_the_missing_thumbnails(data_dir, monkeypatch):
    folder = data_dir / "catalog-thumbnails"
    folder.mkdir()
    (folder / "tides.png").write_bytes(PNG)
    asked = []

    def render(*, slugs, out_dir, chromium_path, log):
        asked.append(list(slugs))
        return ThumbnailRun(written=list(slugs))

    monkeypatch.setattr(
        "genui.lessons.management.commands.catalog_thumbnails.catalog_thumbnails_render", render
    )
    call_command("catalog_thumbnails", "--topics", "tides,seasons,buoyancy")
    call_command("catalog_thumbnails", "--topics", "tides", "--force")
    (folder / "seasons.png").write_bytes(PNG)
    (folder / "buoyancy.png").write_bytes(PNG)
    call_command("catalog_thumbnails", "--topics", "tides,seasons,buoyancy")

    assert asked == [["buoyancy", "seasons"], ["tides"]]


@pytest.mark.browser
def test_chromium_renders_a_topics_scene_as_a_small_thumbnail(data_dir):
    call_command("catalog_thumbnails", "--topics", "seasons")

    image = Image.open(io.BytesIO((data_dir / "catalog-thumbnails" / "seasons.png").read_bytes()))
    assert image.size == SIZE
    colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
    assert colours is None or len(colours) > 50, "the scene was not drawn"


def test_a_topic_the_demo_model_has_not_learnt_shows_its_demo_lessons_but_no_make_link(
    data_dir,
    new_topic,  # noqa: F811
):
    for headers, said in (
        ({}, "The demo model has not learnt this topic yet"),
        ({"HTTP_ACCEPT_LANGUAGE": "zh-hans"}, "演示模型还没有学过这个主题"),
    ):
        html = catalog_page(**headers)
        start = html.index(f'id="topic-{new_topic.slug}"')
        card = html[start : html.index("</li>", start)]
        assert said in card
        assert "/studio/new/" not in card
        assert f'href="/lessons/demo/{new_topic.slug}/zh/?grade=high"' in card
        learnt = html[html.index('id="topic-buoyancy"') :]
        assert 'href="/studio/new/?topic=buoyancy"' in learnt[: learnt.index("</li>")]
    page = Client().get(f"/lessons/demo/{new_topic.slug}/zh/", {"grade": "high"})
    assert page.status_code == 200 and "逆风航行" in page.content.decode()
