"""A studio request with a bad parameter is answered 400 with a message that names the
parameter: never a server error, and never a silent stand-in (a ``base`` that names no version
of the lesson is not taken for the current one, which would skip the stale-edit check)."""

import pytest

from genui.generation.models import GenerationJob
from genui.lessons.editing import editable_fields
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_version_add
from tests.fixtures.accounts import signed_in

pytestmark = pytest.mark.django_db
SOURCE = (
    '<cl-lesson title="Tides" lang="en">\n'
    '  <cl-section heading="Why">\n'
    "    <p>The Moon pulls the sea.</p>\n"
    "  </cl-section>\n"
    "</cl-lesson>"
)
# past Python's limit of 4,300 digits for int()
HUGE = "9" * 5000
NOT_IDS = {
    "5000-digits": HUGE,
    "superscript-two": "²",  # str.isdigit says yes, int() says no
    "letters": "abc",
    "empty": "",
    "zero": "0",
    "negative": "-1",
}
NOT_AN_ID = "{name} must be a whole number from 1 to 9223372036854775807"
NO_SUCH_BASE = "base names no version of this lesson: open the editor again from the lesson"
CHECKS = ["source/check/", "edit/preview/"]
SAVES = ["source/", "edit/"]


def make_lesson(owner, title="Tides") -> Lesson:
    lesson = lesson_create(owner=owner, title=title, subject="earth", grade="high", language="en")
    lesson_version_add(lesson=lesson, content=SOURCE.replace("Tides", title), request={})
    return Lesson.objects.get(pk=lesson.pk)


@pytest.fixture
def lesson(teacher) -> Lesson:
    return make_lesson(teacher)


def url(lesson, tail: str) -> str:
    return f"/studio/lessons/{lesson.pk}/{tail}"


def save_form(form: str, *, title: str, base) -> dict:
    """What the edit form or the source view posts to save the title ``title``."""
    if form == "source/":
        return {"base": base, "markup": SOURCE.replace("Tides", title)}
    [title_field] = [f for f in editable_fields(SOURCE) if f.label == "Title"]
    return {"base": base, title_field.key: title}


@pytest.mark.parametrize("value", NOT_IDS.values(), ids=NOT_IDS.keys())
@pytest.mark.parametrize("check", CHECKS)
def test_a_check_with_a_malformed_base_answers_400_in_json(lesson, teacher, check, value):
    response = signed_in(teacher).post(url(lesson, check), {"base": value, "markup": SOURCE})

    assert response.status_code == 400
    assert response.json() == {"error": NOT_AN_ID.format(name="base")}


@pytest.mark.parametrize("check", CHECKS)
def test_a_check_on_a_base_of_another_lesson_is_refused(lesson, teacher, check):
    other = make_lesson(teacher, "Waves")

    response = signed_in(teacher).post(
        url(lesson, check), {"base": other.current_version_id, "markup": SOURCE}
    )

    assert response.status_code == 400
    assert response.json() == {"error": NO_SUCH_BASE}


@pytest.mark.parametrize("form", SAVES)
def test_a_save_on_a_base_naming_no_version_of_the_lesson_saves_nothing_and_says_why(
    lesson, teacher, form
):
    other = make_lesson(teacher, "Waves")
    client = signed_in(teacher)

    for base in (other.current_version_id, other.current_version_id + 1000):
        response = client.post(url(lesson, form), save_form(form, title="Neap", base=base))

        assert response.status_code == 400
        assert NO_SUCH_BASE in response.content.decode()
    assert lesson.versions.count() == 1 and Lesson.objects.get(pk=lesson.pk).title == "Tides"
    assert not GenerationJob.objects.exists()


@pytest.mark.parametrize("form", SAVES)
def test_a_save_with_a_5000_digit_base_answers_400_with_a_message(lesson, teacher, form):
    response = signed_in(teacher).post(url(lesson, form), save_form(form, title="Neap", base=HUGE))

    assert response.status_code == 400
    assert NOT_AN_ID.format(name="base") in response.content.decode()
    assert lesson.versions.count() == 1


def test_a_save_on_the_version_it_was_opened_on_still_works(lesson, teacher):
    base = lesson.current_version_id
    response = signed_in(teacher).post(
        url(lesson, "edit/"), save_form("edit/", title="Neap", base=base)
    )

    assert response.status_code == 302
    assert Lesson.objects.get(pk=lesson.pk).title == "Neap"


@pytest.mark.parametrize("number", [HUGE, "abc", None], ids=["5000-digits", "letters", "missing"])
def test_restoring_a_malformed_version_number_answers_400_and_restores_nothing(
    lesson, teacher, number
):
    form = {} if number is None else {"number": number}

    response = signed_in(teacher).post(url(lesson, "restore-version/"), form)

    assert response.status_code == 400
    assert NOT_AN_ID.format(name="number") in response.content.decode()
    assert lesson.versions.count() == 1


def test_restoring_a_version_the_lesson_does_not_have_is_still_not_found(lesson, teacher):
    response = signed_in(teacher).post(url(lesson, "restore-version/"), {"number": "7"})

    assert response.status_code == 404


@pytest.mark.parametrize("value", [HUGE, "abc", ""], ids=["5000-digits", "letters", "empty"])
def test_a_new_lesson_form_for_a_malformed_lesson_answers_400(teacher, value):
    response = signed_in(teacher).get("/studio/new/", {"lesson": value})

    assert response.status_code == 400
    page = response.content.decode()
    assert NOT_AN_ID.format(name="lesson") in page and 'role="alert"' in page


def test_a_new_lesson_form_for_a_lesson_that_is_not_there_is_still_not_found(teacher):
    assert signed_in(teacher).get("/studio/new/", {"lesson": "424242"}).status_code == 404


@pytest.mark.parametrize("query", [{"a": "abc", "b": "1"}, {"a": "1"}, {"a": "1", "b": HUGE}])
def test_comparing_with_a_malformed_version_number_answers_400(lesson, teacher, query):
    response = signed_in(teacher).get(url(lesson, "compare/"), query)

    assert response.status_code == 400
    assert "must be a whole number from 1" in response.content.decode()
