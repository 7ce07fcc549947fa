"""The published catalog: only published lessons, filters, a cursor that neither
repeats nor skips while lessons are published, self-contained pages, embeds."""

import re

import pytest

from tests.genui.api.support import lesson_in_state

pytestmark = pytest.mark.django_db


@pytest.fixture
def catalog(teacher, curator):
    """One lesson in each review state, plus two more published ones."""
    lessons = {
        state: lesson_in_state(teacher, curator, state, title=f"Atoms ({state})")
        for state in ("draft", "in_review", "published", "rejected", "archived")
    }
    lessons["chemistry"] = lesson_in_state(
        teacher, curator, "published", title="Bonds", subject="chemistry", grade="middle"
    )
    lessons["chinese"] = lesson_in_state(teacher, curator, "published", title="原子", language="zh")
    return lessons


def ids(response) -> list[int]:
    assert response.status_code == 200, response.content
    return [lesson["id"] for lesson in response.json()["results"]]


def test_only_published_lessons_are_listed_newest_first(api, catalog):
    listed = ids(api.get("/api/v1/lessons"))

    published = [catalog[name].pk for name in ("chinese", "chemistry", "published")]
    assert listed == published


@pytest.mark.parametrize("state", ["draft", "in_review", "rejected", "archived"])
def test_unpublished_lessons_are_not_found_anywhere_in_the_catalog(api, catalog, state):
    lesson = catalog[state]
    for path in ("", "/page", "/embed"):
        response = api.get(f"/api/v1/lessons/{lesson.pk}{path}")
        assert response.status_code == 404, path
        assert response.json()["code"] == "not_found"


def test_filters_narrow_the_catalog(api, catalog):
    assert ids(api.get("/api/v1/lessons", subject="chemistry")) == [catalog["chemistry"].pk]
    assert ids(api.get("/api/v1/lessons", grade="middle")) == [catalog["chemistry"].pk]
    assert ids(api.get("/api/v1/lessons", language="zh")) == [catalog["chinese"].pk]
    assert ids(api.get("/api/v1/lessons", q="bond")) == [catalog["chemistry"].pk]
    assert ids(api.get("/api/v1/lessons", q="nothing like it")) == []


def test_an_unknown_filter_value_is_a_400(api, catalog):
    response = api.get("/api/v1/lessons", subject="astrology")
    assert response.status_code == 400 and "subject" in response.json()["errors"]


def test_a_lesson_has_its_version_urls_and_validation(api, catalog):
    lesson = catalog["published"]

    body = api.get(f"/api/v1/lessons/{lesson.pk}").json()

    assert body["title"] == "Atoms (published)" and body["subject"] == "physics"
    assert body["version"]["number"] == 1 and body["version"]["validation_passed"] is True
    assert body["urls"]["share"] == f"http://testserver/lessons/share/{lesson.share_slug}/"
    assert body["urls"]["page"] == f"http://testserver/api/v1/lessons/{lesson.pk}/page"
    assert body["urls"]["thumbnail"] is None
    assert "validation_report" in body


def test_the_page_is_one_self_contained_html_file(api, catalog):
    response = api.get(f"/api/v1/lessons/{catalog['published'].pk}/page")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/html; charset=utf-8"
    html = response.content.decode()
    assert "<cl-lesson" in html and "data-clover-runtime" in html
    assert not re.search(r"""(?:src|href)=["'](?:/|https?:)""", html)


def test_an_embed_is_a_sandboxed_iframe_of_a_framable_page(api, catalog, client):
    lesson = catalog["published"]

    embed = api.get(f"/api/v1/lessons/{lesson.pk}/embed").json()

    assert embed["url"] == f"http://testserver/api/v1/embed/{lesson.share_slug}"
    assert 'sandbox="allow-scripts"' in embed["html"]
    assert "allow-same-origin" not in embed["html"]
    assert f'src="{embed["url"]}"' in embed["html"]
    # The framed page needs no key, like the share page it mirrors.
    page = client.get(f"/api/v1/embed/{lesson.share_slug}")
    assert page.status_code == 200 and "<cl-lesson" in page.content.decode()
    assert "frame-ancestors *" in page["Content-Security-Policy"]
    assert "X-Frame-Options" not in page


def test_the_embed_page_of_an_unpublished_lesson_is_404(client, catalog):
    archived = catalog["archived"]
    assert archived.share_slug
    assert client.get(f"/api/v1/embed/{archived.share_slug}").status_code == 404


def test_the_cursor_neither_repeats_nor_skips_while_lessons_are_published(api, teacher, curator):
    before = [
        lesson_in_state(teacher, curator, "published", title=f"Lesson {n}").pk for n in range(7)
    ]
    seen, url = [], "/api/v1/lessons?page_size=3"
    while url:
        response = api.get(url.removeprefix("http://testserver"))
        seen += ids(response)
        # Publishing between pages must not disturb the walk.
        lesson_in_state(teacher, curator, "published", title="Published meanwhile")
        url = response.json()["next"]

    assert seen == sorted(before, reverse=True)


def test_a_forged_cursor_is_a_400(api, catalog):
    response = api.get("/api/v1/lessons", cursor="bz1hYmM=")
    assert response.status_code == 400 and response.json()["code"] == "invalid_cursor"


def test_a_lesson_id_beyond_any_row_is_simply_not_found(api):
    assert api.get("/api/v1/lessons/99999999999999999999999").status_code == 404
