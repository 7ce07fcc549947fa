"""The source view: a lesson's markup in an editor, the sanitiser's refusals with their lines,
and saving it as a new version the way the edit form does."""

import json
import re
from html import unescape

import pytest
from django.test import Client

from genui.accounts.services import user_create
from genui.generation.models import GenerationJob
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
# line 3 gains a handler, line 4 a script
TAMPERED = SOURCE.replace("<p>The", '<p onclick="go()">The').replace(
    "  </cl-section>", "  <script>alert(1)</script></cl-section>"
)


@pytest.fixture
def lesson(teacher) -> Lesson:
    lesson = lesson_create(
        owner=teacher, title="Tides", subject="earth", grade="high", language="en"
    )
    lesson_version_add(lesson=lesson, content=SOURCE, request={"prompt": "Tides please"})
    return Lesson.objects.get(pk=lesson.pk)


def url(lesson, tail="") -> str:
    return f"/studio/lessons/{lesson.pk}/source/{tail}"


def textarea(page: str) -> str:
    """The text area's text as a browser reads it: one newline after the tag is dropped."""
    text = re.search(r'<textarea id="source-text"[^>]*>(.*?)</textarea>', page, re.S)[1]
    return unescape(text.removeprefix("\n"))


def test_the_source_view_holds_the_markup_and_loads_codemirror_from_the_site(lesson, teacher):
    client = signed_in(teacher)

    page = client.get(url(lesson)).content.decode()
    edit_page = client.get(f"/studio/lessons/{lesson.pk}/edit/").content.decode()

    assert textarea(page) == SOURCE and ">\n&lt;cl-lesson" in page
    importmap = re.search(
        r'<script type="importmap" nonce="[^"]+">\s*(.*?)\s*</script>', page, re.S
    )
    imports = json.loads(importmap[1])["imports"]
    assert imports["@codemirror/view"] == "/static/vendor/npm/%40codemirror/view/dist/index.js"
    assert imports["three"] == "/static/vendor/three/three.module.js"
    assert '<script type="module" src="/static/studio/source.js">' in page
    assert 'id="source-preview"' in page and 'data-src="/lessons/stream/"' in page
    assert f'href="{url(lesson)}"' in edit_page


def test_the_check_answers_each_refusal_with_its_line_and_the_sanitised_page(lesson, teacher):
    answer = signed_in(teacher).post(url(lesson, "check/"), {"markup": TAMPERED}).json()

    assert [
        (p["line"], p["column"], p["attribute"] or p["element"]) for p in answer["problems"]
    ] == [
        (3, 8, "onclick"),
        (4, 3, "script"),
    ]
    assert answer["problems"][0]["message"] == (
        "attribute <p onclick>: not allowed on this element"
    )
    assert "<script" not in answer["markup"] and "onclick" not in answer["markup"]
    assert "<p>The Moon pulls the sea.</p>" in answer["markup"]


def test_the_check_of_clean_markup_finds_nothing(lesson, teacher):
    answer = signed_in(teacher).post(url(lesson, "check/"), {"markup": SOURCE}).json()

    assert answer == {"markup": SOURCE, "problems": []}


def test_only_the_owner_and_curators_open_or_check_a_lessons_source(lesson, curator):
    other = user_create(username="olga", password="pw-olga-12345", role="teacher")

    assert signed_in(other).get(url(lesson)).status_code == 404
    assert signed_in(other).post(url(lesson, "check/"), {"markup": SOURCE}).status_code == 404
    anonymous = Client().post(url(lesson, "check/"), {"markup": SOURCE})
    assert anonymous.status_code == 302 and "/accounts/login/" in anonymous["Location"]
    read_only = signed_in(curator).get(url(lesson)).content.decode()
    assert textarea(read_only) == SOURCE and " readonly>" in read_only
    assert "Save as a new version" not in read_only
    assert signed_in(curator).post(url(lesson, "check/"), {"markup": SOURCE}).status_code == 200


def test_the_check_needs_the_pages_csrf_token(lesson, teacher):
    client = Client(enforce_csrf_checks=True)
    client.force_login(teacher)
    client.get(url(lesson))
    token = client.cookies["csrftoken"].value

    refused = client.post(url(lesson, "check/"), {"markup": SOURCE})
    allowed = client.post(url(lesson, "check/"), {"markup": SOURCE}, HTTP_X_CSRFTOKEN=token)

    assert refused.status_code == 403 and allowed.status_code == 200


def test_saving_the_source_makes_a_new_version_by_the_teacher_and_queues_its_check(lesson, teacher):
    base = lesson.current_version
    written = SOURCE.replace('title="Tides"', 'title="Ebb and flow"')

    response = signed_in(teacher).post(url(lesson), {"base": base.pk, "markup": written})

    lesson.refresh_from_db()
    version = lesson.current_version
    assert response.status_code == 302 and response["Location"] == f"/studio/lessons/{lesson.pk}/"
    assert version.number == base.number + 1 and version.created_by == teacher
    assert version.content == written and lesson.title == "Ebb and flow"
    assert version.generation_stats == {"edited_from": base.number}
    assert version.sanitizer_report["clean"] is True and version.validation_passed is None
    check = GenerationJob.objects.get(kind=GenerationJob.Kind.CHECK)
    assert check.result_version == version and check.status == GenerationJob.Status.QUEUED


def test_a_source_the_checks_refuse_is_not_saved_and_stays_as_typed(lesson, teacher):
    base = lesson.current_version

    response = signed_in(teacher).post(url(lesson), {"base": base.pk, "markup": TAMPERED})

    page = response.content.decode()
    assert response.status_code == 400 and 'role="alert"' in page
    assert "Line 3: attribute &lt;p onclick&gt;: not allowed on this element" in page
    assert "Line 4: element &lt;script&gt;: not in the catalog" in page
    assert textarea(page) == TAMPERED
    assert lesson.versions.count() == 1 and not GenerationJob.objects.exists()


@pytest.mark.parametrize(
    ("markup", "message"),
    [
        (SOURCE.replace(' title="Tides"', ""), "the lesson needs a title"),
        ("", "the lesson needs a title"),
    ],
    ids=["no-title", "empty"],
)
def test_a_source_without_a_title_is_refused_with_the_reason(lesson, teacher, markup, message):
    response = signed_in(teacher).post(
        url(lesson), {"base": lesson.current_version.pk, "markup": markup}
    )

    assert response.status_code == 400 and message in response.content.decode()
    assert lesson.versions.count() == 1


def test_a_curator_or_a_lesson_in_review_cannot_save_the_source(lesson, curator, teacher):
    by_curator = signed_in(curator).post(
        url(lesson), {"base": lesson.current_version.pk, "markup": SOURCE}
    )
    Lesson.objects.filter(pk=lesson.pk).update(status=Lesson.Status.IN_REVIEW)
    in_review = signed_in(teacher).post(
        url(lesson), {"base": lesson.current_version.pk, "markup": SOURCE}
    )

    assert by_curator.status_code == 400 and "owner" in by_curator.content.decode()
    assert in_review.status_code == 400 and "Only a draft" in in_review.content.decode()
    assert textarea(in_review.content.decode()) == SOURCE
    assert lesson.versions.count() == 1


def test_a_source_of_a_version_since_replaced_is_refused_and_kept(lesson, teacher):
    base = lesson.current_version
    lesson_version_add(lesson=lesson, content=SOURCE.replace("Tides", "Newer"))
    written = SOURCE.replace("sea", "oceans")

    response = signed_in(teacher).post(url(lesson), {"base": base.pk, "markup": written})

    page = response.content.decode()
    assert response.status_code == 400 and "newer version" in page
    assert textarea(page) == written and f'name="base" value="{base.pk}"' in page
    assert lesson.versions.count() == 2


def test_the_source_view_speaks_chinese_to_a_chinese_teacher(lesson, teacher):
    page = signed_in(teacher).get(url(lesson), HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()

    strings = json.loads(re.search(r'id="source-strings"[^>]*>(.*?)</script>', page, re.S)[1])
    assert "源代码" in page and "课程标记" in page
    assert strings["line"] == "第 {line} 行"


# issue 38: a thousand clouds of 20,000 particles, each value in range, froze a laptop; the
# scene opens on line 5 and the 6th cloud (line 11) passes the particle budget, the 301st
# (line 306) the draw calls
CLOUDS = SOURCE.replace(
    "</cl-lesson>",
    "<cl-scene>\n" + '<cl-particles count="20000"></cl-particles>\n' * 1000 + "</cl-scene>\n"
    "</cl-lesson>",
)


def test_the_check_refuses_a_scene_over_budget_at_the_element_and_line(lesson, teacher):
    answer = signed_in(teacher).post(url(lesson, "check/"), {"markup": CLOUDS}).json()

    assert [(p["kind"], p["element"], p["line"], p["column"]) for p in answer["problems"]] == [
        ("budget", "cl-particles", 11, 1),
        ("budget", "cl-particles", 306, 1),
    ]
    assert answer["problems"][0]["message"].startswith(
        "budget <cl-particles>: 20,000,000 particles in the lesson, over the scene budget"
    )
    assert "<cl-particles" not in answer["markup"] and "<cl-scene" not in answer["markup"]
    assert "<p>The Moon pulls the sea.</p>" in answer["markup"]


def test_a_source_over_the_scene_budget_is_not_saved(lesson, teacher):
    base = lesson.current_version

    response = signed_in(teacher).post(url(lesson), {"base": base.pk, "markup": CLOUDS})

    page = response.content.decode()
    assert response.status_code == 400
    assert "Line 11: budget &lt;cl-particles&gt;: 20,000,000 particles in the lesson" in page
    assert lesson.versions.count() == 1 and not GenerationJob.objects.exists()


def test_the_edit_preview_of_a_lesson_over_budget_shows_the_refusal_and_no_scene(lesson, teacher):
    """A version saved before the budget existed is previewed without its scene."""
    lesson_version_add(lesson=lesson, content=CLOUDS, created_by=teacher)

    answer = signed_in(teacher).post(f"/studio/lessons/{lesson.pk}/edit/preview/", {}).json()

    assert answer["problems"][0].startswith("budget <cl-particles>: 20,000,000 particles")
    assert "at line 11" in answer["problems"][0]
    assert "<cl-particles" not in answer["markup"]


def test_a_source_over_the_request_size_limit_answers_413_and_saves_nothing(
    lesson, teacher, settings
):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 2_500_000
    base = lesson.current_version
    huge = SOURCE.replace("The Moon pulls the sea.", "The Moon pulls the sea. " * 120_000)

    response = signed_in(teacher).post(url(lesson), {"base": base.pk, "markup": huge})

    assert response.status_code == 413
    page = response.content.decode()
    assert "larger than the 2.5 MB the site takes in one request" in page
    assert "your text is still in the editor" in page
    lesson.refresh_from_db()
    assert lesson.current_version == base
    assert not GenerationJob.objects.exists()
