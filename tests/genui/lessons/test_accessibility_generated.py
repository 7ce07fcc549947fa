"""A lesson the model wrote, audited like the demo pages (tests/genui/lessons/
test_accessibility.py): the embedded product with the bundled demo checkpoint takes a
teacher's request, its worker writes, checks and saves the lesson, and the version's page,
as the site serves it, has no WCAG 2.2 A/AA violation in either colour scheme."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.db import connection

from genui.generation.models import GenerationJob
from genui.generation.services import generation_job_create
from genui.lessons.models import LessonVersion
from tests.fixtures.browser import sign_in
from tests.fixtures.servers import DEMO_CHECKPOINT
from tests.genui.lessons import test_accessibility as audit

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]
# the audit's browser context (CSP bypassed to inject axe), shared with the demo pages' audit
audit_page = audit.audit_page


def generated_version(teacher, *, prompt: str, subject: str, language: str) -> LessonVersion:
    """Queue a request as the studio does; the server's worker writes the lesson."""

    def create() -> GenerationJob:
        try:
            return generation_job_create(
                requester=teacher, prompt=prompt, subject=subject, grade="middle", language=language
            )
        finally:
            connection.close()

    # Off this thread: Playwright's event loop runs in it, and the job's first event is
    # published through the channel layer (async_to_sync).
    with ThreadPoolExecutor(max_workers=1) as pool:
        job = pool.submit(create).result()
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        job.refresh_from_db()
        if job.status not in {GenerationJob.Status.QUEUED, GenerationJob.Status.RUNNING}:
            break
        time.sleep(0.5)
    assert job.status == GenerationJob.Status.SUCCEEDED, (job.status, job.error)
    return LessonVersion.objects.select_related("lesson").get(pk=job.result_version_id)


@pytest.mark.parametrize(
    ("prompt", "subject", "language"),
    [
        ("Why do solar and lunar eclipses happen?", "astronomy", "en"),
        ("为什么会有四季？", "astronomy", "zh"),
    ],
    ids=["en", "zh"],
)
def test_a_lesson_the_model_wrote_has_no_wcag_violation(
    demo_server, audit_page, teacher, prompt, subject, language
):
    version = generated_version(teacher, prompt=prompt, subject=subject, language=language)
    assert version.kind == LessonVersion.Kind.MARKUP
    assert str(DEMO_CHECKPOINT.name) in version.model_id, version.model_id
    assert version.validation_passed, version.validation_report

    sign_in(audit_page, demo_server, "tina", "pw-tina-123")
    url = f"{demo_server.url}/lessons/v/{version.pk}/"
    for scheme in ("light", "dark"):
        audit_page.emulate_media(color_scheme=scheme)
        audit_page.goto(url)
        audit.lesson_ready(audit_page)
        assert audit_page.locator("cl-lesson").get_attribute("lang").startswith(language)
        audit.assert_clean(audit_page, f"{url} ({scheme})")
    assert all(u.startswith(demo_server.url) for u in audit_page.requests)
