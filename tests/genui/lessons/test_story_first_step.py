"""A story opens on its first step with that step's parameters set, as navigating to it
sets them: the text a learner reads first and the controls beside it agree from the start,
whether the page loads whole or streams in element by element."""

from __future__ import annotations

import re

import pytest

from genui.corpus.lesson import lesson_markup
from genui.corpus.topics import topic_by_slug
from genui.lessons.renderer import lesson_page_render
from tests.fixtures.browser import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SNAPSHOT = "() => cloverLesson.snapshot()"
SELECT = "() => document.querySelector('cl-select#magma').shadowRoot.querySelector('select').value"


def ready_snapshot(page) -> dict:
    wait_until(page, "() => window.cloverLesson !== undefined", timeout=15)
    return page.evaluate(
        "async () => { await cloverLesson.ready; return cloverLesson.snapshot(); }"
    )


def next_then_previous(page) -> dict:
    page.get_by_role("button", name="下一步").click()
    page.get_by_role("button", name="上一步").click()
    return page.evaluate(SNAPSHOT)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_first_step_sets_its_parameters_when_the_page_loads(embedded_server, page, lang):
    # volcano, middle school, step 1: a shield volcano of basaltic magma (magma 1, gas 2); the
    # controls' own defaults are andesitic magma (2) with 3% gas
    page.goto(f"{embedded_server.url}/lessons/demo/volcano/{lang}/")
    loaded = ready_snapshot(page)

    assert loaded["step"]["index"] == 0
    assert loaded["parameters"]["magma"] == 1 and loaded["parameters"]["gas"] == 2
    assert page.evaluate(SELECT) == "1"
    assert loaded["objects"]["lava"]["visible"] and not loaded["objects"]["plume"]["visible"]
    assert loaded["errors"] == [] and page.errors == []


def test_next_then_previous_leaves_the_parameters_as_the_page_opened(embedded_server, page):
    page.goto(f"{embedded_server.url}/lessons/demo/volcano/zh/")
    loaded = ready_snapshot(page)
    assert next_then_previous(page)["parameters"] == loaded["parameters"]


def test_a_learners_own_setting_stays_until_they_navigate(embedded_server, page):
    page.goto(f"{embedded_server.url}/lessons/demo/volcano/en/")
    ready_snapshot(page)
    page.get_by_role("combobox", name="Type of magma").select_option("3")
    # the page is quiet a while (the runtime's late checks run) and keeps the learner's choice
    page.wait_for_timeout(1800)
    assert page.evaluate(SNAPSHOT)["parameters"]["magma"] == 3


def stream(page, server, html: str) -> dict:
    """Write ``html`` into a page in chunks of 97 characters, as the studio's preview receives a
    lesson while the model writes it; the snapshot once the last chunk's frame is drawn."""
    head, _, body = html.partition("<body>")
    url = f"{server.url}/shell"
    page.route(url, lambda route: route.fulfill(body=head + "<body>", content_type="text/html"))
    page.goto(url)
    page.evaluate("() => document.open()")
    page.evaluate("(head) => document.write(head + '<body>')", head)
    for start in range(0, len(body), 97):
        page.evaluate("(chunk) => document.write(chunk)", body[start : start + 97])
    page.evaluate("() => document.close()")
    return page.evaluate("() => cloverLesson.seek(0)")


def test_a_streamed_story_sets_the_first_steps_parameters_as_they_arrive(embedded_server, page):
    markup = lesson_markup(topic_by_slug("volcano"), "middle", "en")
    streamed = stream(page, embedded_server, lesson_page_render(markup).html)
    assert streamed["parameters"]["magma"] == 1 and streamed["parameters"]["gas"] == 2
    assert streamed["errors"] == [] and page.errors == []


def test_a_story_written_before_its_controls_sets_them_once_they_arrive(embedded_server, page):
    # a generated page may put the story first: the step's values wait for the controls
    markup = lesson_markup(topic_by_slug("volcano"), "middle", "en")
    controls = re.search(r"<cl-controls>.*?</cl-controls>\n", markup, re.S).group(0)
    markup = markup.replace(controls, "").replace("</cl-story>\n", "</cl-story>\n" + controls)
    stream(page, embedded_server, lesson_page_render(markup).html)
    # the runtime's late checks run once the page has been quiet for a moment
    page.wait_for_timeout(1800)
    after = page.evaluate(SNAPSHOT)
    assert after["parameters"]["magma"] == 1 and after["parameters"]["gas"] == 2
    assert after["errors"] == [] and page.errors == []
