"""A refused request in a real browser: a teacher asks a demo checkpoint for a topic outside its
catalog, the studio says so and offers the candidate topics as buttons with a link to the
whole catalog, and one click starts the lesson on the chosen topic at the same grade and in
the same language.

The server runs the embedded default on a tiny demo checkpoint (random weights) trained, as
far as the worker knows, on the three eclipse topics, with the bundled demo checkpoint's topic
router deciding (`genui.worker.routing`): the decision is the real one, the lesson is noise
and does not matter here."""

import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from genui.generation.models import GenerationJob, JobEvent
from tests.fixtures.browser import sign_in
from tests.fixtures.servers import embedded_env
from tests.fixtures.tiny import tiny_demo_checkpoint

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]

ECLIPSES = ("lunar-eclipse", "moon-phases", "solar-eclipse")
CORPUS = [
    '<cl-lesson title="Eclipse" lang="en"><cl-section heading="Why"><p>The Moon.</p></cl-section>',
    "日食 月食 月相 太阳 地球 月球 the Earth the Sun the Moon shadow umbra penumbra",
]


@pytest.fixture(scope="module")
def eclipse_checkpoint(tmp_path_factory) -> Path:
    """A tiny demo checkpoint that knows the eclipse topics, with the bundled topic router."""
    return tiny_demo_checkpoint(
        tmp_path_factory.mktemp("clover-tiny-eclipses"),
        CORPUS,
        summary={},
        config={"topics": ",".join(ECLIPSES)},
    )


@pytest.fixture
def eclipse_server(transactional_db, live_server_factory, tmp_path, eclipse_checkpoint):
    env = embedded_env(tmp_path, eclipse_checkpoint)
    return live_server_factory({**env, "CLOVER_THREADS": "1", "CLOVER_MAX_NEW_TOKENS": "8"})


def job_decided(prompt: str, timeout: float = 60.0) -> GenerationJob:
    """The job the studio created for ``prompt`` once its worker's router has decided: refused
    (the job failed at once) or routed (the model is writing: a step, or any end)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job = GenerationJob.objects.filter(prompt=prompt).first()
        if job is not None and (
            job.finished or JobEvent.objects.filter(job_id=job.pk, type="step").exists()
        ):
            return job
        time.sleep(0.2)
    raise AssertionError(f"no worker decided on {prompt!r} within {timeout:.0f} s")


def test_a_refused_request_offers_topics_and_one_click_starts_the_lesson(
    eclipse_server, page, teacher
):
    sign_in(page, eclipse_server, "tina", "pw-tina-123")
    page.goto(f"{eclipse_server.url}/studio/new/")
    page.get_by_label("Topic").fill("How do bees make honey?")
    page.get_by_label("Grade").select_option("primary")
    page.locator("#id_language").select_option("zh")
    page.get_by_role("button", name="Generate", exact=True).click()

    refused = job_decided("How do bees make honey?", timeout=120)
    assert refused.error_code == GenerationJob.ErrorCode.TOPIC_UNKNOWN, refused.error
    message = "The demo model does not know this topic yet. It can write lessons on:"
    expect(page.locator("#live-status")).to_have_text(message)
    choices = page.get_by_role("group", name=message)
    buttons = choices.get_by_role("button")
    expect(buttons).to_have_count(3)
    assert sorted(buttons.evaluate_all("bs => bs.map((b) => b.dataset.topic)")) == list(ECLIPSES)
    expect(buttons.first).to_be_focused()
    catalog = page.get_by_role("link", name="Browse the whole catalog")
    expect(catalog).to_have_attribute("href", "/lessons/demo/?grade=primary&language=zh")
    # nothing was written: the view asks for a choice, without counters or an empty preview
    expect(page.locator("#live-title")).to_have_text("Choose a topic")
    for written in ("#live-work", "#live-preview", "#live-bar"):
        expect(page.locator(written)).to_be_hidden()

    # on a phone, each choice is a target a finger can use (44 CSS px)
    page.set_viewport_size({"width": 360, "height": 640})
    heights = buttons.evaluate_all("bs => bs.map((b) => b.getBoundingClientRect().height)")
    assert min(heights) >= 44, heights

    choices.get_by_role("button", name="Lunar eclipse").click()

    # the chosen topic, asked for in the lesson's language, at the same grade
    chosen = job_decided("月食")
    assert chosen.requester == teacher
    assert (chosen.grade, chosen.language, chosen.subject) == ("primary", "zh", "astronomy")
    assert chosen.error_code != GenerationJob.ErrorCode.TOPIC_UNKNOWN, chosen.error
    expect(page.locator("#live-title")).to_be_focused()
    expect(page.locator("#live-title")).to_have_text("Writing your lesson")
    expect(page.locator("#live-preview")).to_be_visible()
    expect(page.locator("#live-status")).not_to_have_text(message)
    expect(page.get_by_label("Topic")).to_have_value("月食")
    assert GenerationJob.objects.count() == 2
    assert page.errors == []
