"""A catalog topic the demo model has not learnt, in a real browser: its card on the catalog
page keeps its demo lessons and says the model has not learnt it instead of offering to make
it, and a request for it in the studio says so and links the topic's catalog lesson.

The server runs the embedded default on a tiny demo checkpoint (random weights) whose training
summary lists the three eclipse topics, with the bundled demo checkpoint's topic router: every
other catalog topic, tides among them, is one it has not learnt (as a topic added to the
catalog after the shipped checkpoint was trained is)."""

import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from genui.corpus.topics import topic_by_slug
from genui.generation.models import GenerationJob
from tests.fixtures.browser import sign_in
from tests.fixtures.servers import embedded_env
from tests.fixtures.tiny import tiny_demo_checkpoint

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

LEARNT = ("lunar-eclipse", "moon-phases", "solar-eclipse")
CORPUS = ['<cl-lesson title="Eclipse" lang="en"><cl-section heading="Why"><p>The Moon.</p>']


@pytest.fixture(scope="module")
def eclipse_only_checkpoint(tmp_path_factory) -> Path:
    return tiny_demo_checkpoint(
        tmp_path_factory.mktemp("clover-tiny-eclipses-only"),
        CORPUS,
        summary={"topics": list(LEARNT)},
        config={"topics": ""},
    )


@pytest.fixture
def eclipse_only_server(transactional_db, live_server_factory, tmp_path, eclipse_only_checkpoint):
    env = embedded_env(tmp_path, eclipse_only_checkpoint)
    return live_server_factory({**env, "CLOVER_THREADS": "1", "CLOVER_MAX_NEW_TOKENS": "8"})


def test_a_topic_not_learnt_has_its_demo_lessons_and_a_request_for_it_says_so(
    eclipse_only_server, page, teacher
):
    server = eclipse_only_server
    page.goto(f"{server.url}/lessons/demo/")
    tides = page.locator("#topic-tides")
    expect(tides).to_contain_text("The demo model has not learnt this topic yet")
    expect(tides.get_by_role("link", name="Make this lesson")).to_have_count(0)
    expect(
        page.locator("#topic-lunar-eclipse").get_by_role("link", name="Make this lesson")
    ).to_have_count(1)
    tides.locator('a[href="/lessons/demo/tides/en/?grade=middle"]').click()
    expect(page).to_have_url(f"{server.url}/lessons/demo/tides/en/?grade=middle")
    assert topic_by_slug("tides").title.en in page.content()

    sign_in(page, server, "tina", "pw-tina-123")
    page.goto(f"{server.url}/studio/new/")
    page.get_by_label("Topic").fill("Tides")
    page.get_by_label("Grade").select_option("high")
    page.get_by_role("button", name="Generate", exact=True).click()

    deadline = time.monotonic() + 120
    while not GenerationJob.objects.filter(prompt="Tides", status="failed").exists():
        assert time.monotonic() < deadline, "no worker refused the request"
        time.sleep(0.2)
    job = GenerationJob.objects.get(prompt="Tides")
    assert job.error_code == GenerationJob.ErrorCode.TOPIC_UNKNOWN
    assert job.error.startswith("the demo model has not learnt this topic yet")
    message = (
        "The demo model has not learnt this topic yet. Its lesson is in the topic catalog; "
        "the model can write lessons on:"
    )
    expect(page.locator("#live-status")).to_have_text(message)
    lesson = page.get_by_role("link", name="Open the catalog’s lesson on Tides")
    expect(lesson).to_have_attribute("href", "/lessons/demo/tides/en/?grade=high")
    buttons = page.get_by_role("group", name=message).get_by_role("button")
    assert set(buttons.evaluate_all("bs => bs.map((b) => b.dataset.topic)")) <= set(LEARNT)
    assert page.errors == []
