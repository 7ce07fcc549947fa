"""A generated page whose story states a number its scene shows otherwise: the text report
records it as a warning (the page is still delivered) and the curator's review page says it in
words, beside the other checks."""

import pytest

from genui.lessons.models import Lesson
from genui.lessons.services import (
    lesson_create,
    lesson_publish,
    lesson_submit,
    lesson_version_add,
)
from genui.lessons.text_quality import text_report
from genui.markup.sanitizer import markup_sanitize
from tests.fixtures.accounts import signed_in

pytestmark = pytest.mark.django_db
QUEUE = "/admin/lessons/lessoninreview/"
CONTROLS = (
    "<cl-controls>"
    '<cl-slider id="light" label="Light intensity" min="0" max="100" step="1" value="80"'
    ' unit="%"></cl-slider>'
    '<cl-slider id="co2ppm" label="CO₂ concentration" min="0" max="800" step="10" value="400"'
    ' unit="ppm"></cl-slider>'
    '<cl-readout label="Photosynthesis rate" expr="min(light, co2ppm / 8)" unit="%" digits="0">'
    "</cl-readout></cl-controls>"
)


def page(co2ppm: str) -> str:
    markup = (
        '<cl-lesson title="Photosynthesis" lang="en">'
        f"{CONTROLS}<cl-story>"
        '<cl-step title="When CO₂ runs short" caption="CO₂ becomes the limit.">'
        '<cl-set param="light" value="100"></cl-set>'
        f'<cl-set param="co2ppm" value="{co2ppm}"></cl-set>'
        "<p>At full light the rate levels off, here at 50% with 400 ppm of CO₂.</p>"
        "</cl-step></cl-story></cl-lesson>"
    )
    result = markup_sanitize(markup)
    assert result.clean, result
    return result.markup


def in_review(owner, markup: str, **reports) -> Lesson:
    lesson = lesson_create(
        owner=owner, title="Photosynthesis", subject="biology", grade="middle", language="en"
    )
    lesson_version_add(lesson=lesson, content=markup, validation_passed=True, **reports)
    lesson_submit(lesson=lesson, user=owner)
    return Lesson.objects.get(pk=lesson.pk)


def review(curator, lesson: Lesson) -> str:
    html = signed_in(curator).get(f"{QUEUE}{lesson.pk}/change/").content.decode()
    return html[html.index('id="review"') : html.index('id="lessoninreview_form"')]


def test_the_text_report_records_the_disagreement_as_a_warning_not_a_failure():
    report = text_report(page("800"), language="en")

    assert report.ok
    assert [(f["said"], f["shown"]) for f in report.consistency] == [
        ("400 ppm", "800 ppm"),
        ("50%", "100%"),
    ]
    assert report.as_dict()["consistency"] == report.consistency
    assert text_report(page("400"), language="en").consistency == []


def test_the_review_page_says_which_numbers_disagree_with_the_scene(teacher, curator):
    markup = page("800")
    report = text_report(markup, language="en").as_dict()
    lesson = in_review(teacher, markup, text_report=report)

    checks = review(curator, lesson)

    assert "Text and scene:</strong> 2 numbers in the text disagree with the scene" in checks
    assert (
        "step 1 “When CO₂ runs short”: the text says 400 ppm, but “CO₂ concentration” is "
        "800 ppm there" in checks
    )
    assert "“Photosynthesis rate” is 100% there" in checks
    assert 'class="genui-check-problem"><strong>Text and scene' in checks


def test_a_version_recorded_before_the_check_is_checked_from_its_page(teacher, curator):
    lesson = in_review(teacher, page("800"), text_report={"language": "en", "failures": []})
    assert "2 numbers in the text disagree with the scene" in review(curator, lesson)


def test_a_page_whose_numbers_agree_says_so(teacher, curator):
    markup = page("400")
    lesson = in_review(teacher, markup, text_report=text_report(markup, language="en").as_dict())
    checks = review(curator, lesson)
    assert "Text and scene:</strong> no number in the text disagrees with the scene" in checks
    assert 'class="genui-check-ok"><strong>Text and scene' in checks


def test_the_teachers_lesson_page_says_where_the_text_and_scene_disagree(teacher):
    # the demo checkpoint still writes 800 ppm at photosynthesis step 3: its teacher is told
    # before anyone reviews it, and told nothing when the page agrees
    lessons = {}
    for co2ppm in ("800", "400"):
        lesson = lesson_create(
            owner=teacher, title="Photosynthesis", subject="biology", grade="middle", language="en"
        )
        lesson_version_add(lesson=lesson, content=page(co2ppm), validation_passed=True)
        lessons[co2ppm] = lesson
    client = signed_in(teacher)

    wrong = client.get(f"/studio/lessons/{lessons['800'].pk}/").content.decode()
    right = client.get(f"/studio/lessons/{lessons['400'].pk}/").content.decode()
    chinese = client.get(
        f"/studio/lessons/{lessons['800'].pk}/", HTTP_ACCEPT_LANGUAGE="zh-hans"
    ).content.decode()

    note = wrong[wrong.index('id="text-scene"') : wrong.index("<iframe")]
    assert "2 numbers in the text disagree with the scene" in note
    assert "the text says 400 ppm, but “CO₂ concentration” is 800 ppm there" in note
    assert f'href="/studio/lessons/{lessons["800"].pk}/edit/"' in note
    assert 'id="text-scene"' not in right
    assert "文字与场景" in chinese


def test_a_published_lesson_says_to_edit_a_copy_not_to_edit_it(teacher, curator):
    # a published lesson cannot be edited (the edit page sends back): its note says what can
    lesson = in_review(teacher, page("800"))
    lesson_publish(lesson=lesson, curator=curator)

    body = signed_in(teacher).get(f"/studio/lessons/{lesson.pk}/").content.decode()
    note = body[body.index('id="text-scene"') : body.index("<iframe")]

    assert "To make them agree, edit a copy and submit it for review." in note
    assert f"/studio/lessons/{lesson.pk}/edit/" not in note


def test_a_finding_reads_in_the_readers_language():
    from django.utils import translation

    from genui.lessons.review_report import consistency_line
    from genui.markup.consistency import consistency_findings

    finding = consistency_findings(page("800"))[0].as_dict()
    with translation.override("en"):
        english = consistency_line(finding)
    with translation.override("zh-hans"):
        chinese = consistency_line(finding)
    assert english == finding["message"]
    assert english.startswith("step 1 “When CO₂ runs short”: the text says 400 ppm")
    assert chinese.startswith("第1步“When CO₂ runs short”：文字说400 ppm")
    assert "“CO₂ concentration”是800 ppm" in chinese


def test_a_finding_stored_before_it_said_its_step_keeps_its_line():
    from genui.lessons.review_report import consistency_line

    stored = {"where": "step 2 “x”", "said": "5 m", "message": "step 2 “x”: as stored"}
    assert consistency_line(stored) == "step 2 “x”: as stored"
