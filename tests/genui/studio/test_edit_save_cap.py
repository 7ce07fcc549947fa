"""A saved edit queues a check in the browser, and that check counts toward the teacher's cap
of active jobs like a generation: saves cannot queue work past it."""

import pytest

from genui.generation.models import GenerationJob
from genui.generation.services import generation_job_create
from genui.lessons.editing import editable_fields
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_version_add
from tests.fixtures.accounts import signed_in

pytestmark = pytest.mark.django_db
SOURCE = (
    '<cl-lesson title="Tides" lang="en">\n  <cl-section heading="Why"></cl-section>\n</cl-lesson>'
)
FULL = "3 of your lessons are queued or being written, the most one account may have at once is 3"


@pytest.fixture
def lesson(teacher) -> Lesson:
    lesson = lesson_create(
        owner=teacher, title="Tides", subject="earth", grade="high", language="en"
    )
    lesson_version_add(lesson=lesson, content=SOURCE, request={})
    return Lesson.objects.get(pk=lesson.pk)


def save(client, lesson: Lesson, form: str, title: str):
    """Save ``title`` through the edit form or the source view, as their pages post it."""
    if form == "source/":
        data = {"markup": SOURCE.replace("Tides", title)}
    else:
        [field] = [f for f in editable_fields(SOURCE) if f.label == "Title"]
        data = {field.key: title}
    return client.post(f"/studio/lessons/{lesson.pk}/{form}", data)


@pytest.mark.parametrize("form", ["source/", "edit/"])
def test_a_fourth_save_while_three_checks_are_queued_is_refused_and_saves_nothing(
    lesson, teacher, settings, form
):
    settings.GENUI_ACTIVE_JOBS_PER_TEACHER = 3
    client = signed_in(teacher)
    for title in ("Neap", "Spring", "Ebb"):
        assert save(client, lesson, form, title).status_code == 302

    refused = save(client, lesson, form, "Flood")

    assert refused.status_code == 400
    assert FULL in refused.content.decode()
    assert lesson.versions.count() == 4 and Lesson.objects.get(pk=lesson.pk).title == "Ebb"
    assert GenerationJob.objects.filter(kind=GenerationJob.Kind.CHECK).count() == 3


def test_a_save_while_generations_fill_the_cap_is_refused(lesson, teacher, settings):
    settings.GENUI_ACTIVE_JOBS_PER_TEACHER = 3
    for _ in range(3):
        generation_job_create(
            requester=teacher, prompt="Tides", subject="earth", grade="high", language="en"
        )

    refused = save(signed_in(teacher), lesson, "edit/", "Neap")

    assert refused.status_code == 400 and FULL in refused.content.decode()
    assert lesson.versions.count() == 1
