"""Lighthouse on a demo lesson, a share page and a class student's lesson page, served as
production serves them (the static files ``make setup`` collected), with reduced motion: the
figures that are the same on every machine (issue 44, item 5). ``bench_lighthouse`` runs the same
machinery (`genui.site.lighthouse`) and prints the timing figures as well; they depend on the
machine's load and on software GL, so no test asserts them."""

import re
from pathlib import Path

import pytest
from django.conf import settings

from genui.site.bench import bench_server
from genui.site.lighthouse import (
    TARGET_EXPORTED_BYTES,
    TARGETS_REDUCED_MOTION,
    collected_static_root,
    exported_page_bytes,
    lighthouse_measure,
    lighthouse_pages,
)

pytestmark = [pytest.mark.slow, pytest.mark.browser]

FIRST_LOAD_BYTES = dict((figure, target) for figure, _, target in TARGETS_REDUCED_MOTION)[
    "first_load_bytes"
]


@pytest.fixture(scope="module")
def measured(chromium_path):
    """Each page, by name, and what Lighthouse measured of it (accessibility and bytes)."""
    static_root = collected_static_root(Path(settings.STATIC_ROOT))
    with bench_server(
        prefix="test-lighthouse-",
        teachers=1,
        setup="genui.site.lighthouse:lighthouse_pages_create",
        staticfiles=static_root,
    ) as server:
        pages = lighthouse_pages(server.setup)
        figures = lighthouse_measure(
            server.origin,
            pages,
            chromium=chromium_path,
            reduced_motion=True,
            categories=("accessibility",),
        )
    return {page.name: (page, figures[page.name]) for page in pages}


PAGES = ["demo lesson", "share page", "class lesson"]
# the lesson runtime's bundle under its collected, hashed name
HASHED_BUNDLE = re.compile(r"/static/lesson/runtime\.min\.[0-9a-f]{12}\.js$")


@pytest.mark.parametrize("name", PAGES)
def test_lighthouse_flags_nothing_for_accessibility(measured, name):
    _page, figures = measured[name]

    assert figures["accessibility"] == 100, figures["accessibility_flagged"]


@pytest.mark.parametrize("name", PAGES)
def test_the_page_loads_the_collected_bundle_and_no_request_fails(measured, name):
    _page, figures = measured[name]
    urls = [url for url, _status, _bytes in figures["requests"]]

    assert any(HASHED_BUNDLE.search(url) for url in urls), urls
    assert [request for request in figures["requests"] if not 200 <= (request[1] or 0) < 400] == []


@pytest.mark.parametrize("name", PAGES)
def test_a_first_load_transfers_at_most_500_kb(measured, name):
    _page, figures = measured[name]

    assert figures["first_load_bytes"] <= FIRST_LOAD_BYTES


@pytest.mark.parametrize("name", PAGES)
def test_the_lesson_exported_offline_is_at_most_700_kb(measured, name):
    page, _figures = measured[name]

    assert exported_page_bytes(page.lesson) <= TARGET_EXPORTED_BYTES
