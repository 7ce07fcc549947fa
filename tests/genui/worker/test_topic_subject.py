"""A lesson a demo checkpoint writes on a catalog topic is filed under the topic's subject,
which its page states ("Astronomy"), not under the form's default ("General science")."""

import pytest

from genui.accounts.services import user_create
from genui.corpus.lesson import lesson_markup
from genui.corpus.topics import topic_by_slug
from genui.generation.services import generation_job_create
from genui.lessons.models import Lesson
from tests.genui.worker.conftest import running_worker
from tests.genui.worker.test_job_loop import wait_finished

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


def test_a_lesson_on_a_catalog_topic_takes_the_topics_subject(
    settings, tiny_demo_checkpoint, monkeypatch
):
    page = lesson_markup(topic_by_slug("lunar-eclipse"), "middle", "en")
    monkeypatch.setattr("genui.worker.generation.JobRun.markup", lambda run: page)
    teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
    overrides = {"CLOVER_MAX_NEW_TOKENS": 16, "CLOVER_BATCH_SIZE": 1}

    with running_worker(settings, tiny_demo_checkpoint, **overrides):
        job = generation_job_create(
            requester=teacher,
            prompt="Why does the Moon turn red during a lunar eclipse?",
            subject="general",
            grade="middle",
            language="en",
        )
        [job] = wait_finished([job])

    assert job.status == job.Status.SUCCEEDED, job.error
    lesson = Lesson.objects.get()
    assert lesson.subject == "astronomy"
    assert 'subject="Astronomy"' in lesson.current_version.content
    assert lesson.current_version.request["subject"] == "general", "the request as asked"
