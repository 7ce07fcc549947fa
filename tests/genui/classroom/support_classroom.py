"""A lesson with a two-step story and a two-question quiz, a class with it assigned, and a
student who joined: what the classroom tests start from."""

from __future__ import annotations

from django.test import Client

from genui.classroom.services import assignment_create, classroom_create, student_join
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_version_add
from genui.markup.sanitizer import markup_sanitize

MARKUP = """<cl-lesson title="Moon phases" lang="en">
<cl-story>
<cl-step title="New Moon"><p>The Moon is between the Earth and the Sun.</p></cl-step>
<cl-step title="Full Moon"><p>The Earth is between the Moon and the Sun.</p></cl-step>
</cl-story>
<cl-quiz>
<cl-question prompt="What lights the Moon?">
<cl-choice correct feedback="Yes.">The Sun</cl-choice>
<cl-choice feedback="No.">The Earth</cl-choice>
<cl-choice feedback="No.">Its own fire</cl-choice>
</cl-question>
<cl-question id="cycle" prompt="How long is one cycle of phases?">
<cl-choice feedback="No.">A week</cl-choice>
<cl-choice correct feedback="Yes.">About a month</cl-choice>
</cl-question>
</cl-quiz>
</cl-lesson>"""


def make_markup_lesson(owner, title: str = "Moon phases", markup: str = MARKUP) -> Lesson:
    lesson = lesson_create(
        owner=owner, title=title, subject="astronomy", grade="middle", language="en"
    )
    lesson_version_add(
        lesson=lesson,
        content=markup_sanitize(markup).markup,
        validation_passed=True,
        request={"prompt": title, "subject": "astronomy", "grade": "middle", "language": "en"},
    )
    return Lesson.objects.get(pk=lesson.pk)


def make_class(teacher, *, name: str = "7B Science", lesson: Lesson | None = None):
    """A class of ``teacher``'s with ``lesson`` (a new one by default) assigned ->
    (class, assignment)."""
    classroom = classroom_create(teacher=teacher, name=name, grade="middle", language="en")
    assignment = assignment_create(
        classroom=classroom, lesson=lesson or make_markup_lesson(teacher)
    )
    return classroom, assignment


def student_client(classroom, name: str = "Brave Otter"):
    """A browser of a student who joined ``classroom`` -> (client, student)."""
    student, token = student_join(classroom=classroom, display_name=name)
    client = Client()
    client.cookies[f"clover_class_{classroom.pk}"] = token
    return client, student
