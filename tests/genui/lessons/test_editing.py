"""A lesson's markup as form fields, and a teacher's edits written back into it."""

import pytest

from genui.lessons.demo import demo_lesson
from genui.lessons.editing import apply_edits, editable_fields, edited
from genui.markup.sanitizer import markup_sanitize

SMALL = (
    '<cl-lesson title="Tides" lang="en" summary="The Moon pulls.">\n'
    '<cl-scene><cl-sphere id="moon" name="Moon" color="#cccccc"></cl-sphere></cl-scene>\n'
    '<cl-controls><cl-slider id="d" label="Distance" min="1" max="5" value="2"></cl-slider>'
    "</cl-controls>\n"
    '<cl-story><cl-step title="Pull" caption="Look."><p>The <strong>Moon</strong> pulls.</p>'
    "</cl-step></cl-story>\n"
    '<cl-quiz><cl-question id="q1" prompt="What pulls?">'
    '<cl-choice correct="" feedback="Yes.">The Moon</cl-choice>'
    '<cl-choice feedback="No.">A cloud</cl-choice></cl-question></cl-quiz>\n'
    "</cl-lesson>\n"
)


def test_the_fields_are_the_texts_quiz_and_parameters_in_reading_order():
    fields = editable_fields(SMALL)

    assert [(f.group, f.label, f.value) for f in fields if f.kind != "choice"] == [
        ("Lesson", "Title", "Tides"),
        ("Lesson", "Summary", "The Moon pulls."),
        ("Scene", "Colour of Moon", "#cccccc"),
        ("Controls", "Label", "Distance"),
        ("Controls", "Minimum", "1"),
        ("Controls", "Maximum", "5"),
        ("Controls", "Starts at", "2"),
        ("Story step 1", "Step title", "Pull"),
        ("Story step 1", "Caption", "Look."),
        ("Story step 1", "Paragraph", "The **Moon** pulls."),
        ("Quiz", "Keep the answers in the written order (no shuffling)", ""),
        ("Question 1", "Question", "What pulls?"),
        ("Question 1", "Feedback", "Yes."),
        ("Question 1", "Answer", "The Moon"),
        ("Question 1", "Feedback", "No."),
        ("Question 1", "Answer", "A cloud"),
    ]
    [correct] = [f for f in fields if f.kind == "choice"]
    assert (correct.key, correct.value, correct.choices) == (
        "q1.correct",
        "0",
        ("The Moon", "A cloud"),
    )


def test_edits_change_only_what_they_name():
    fields = {(f.group, f.label): f.key for f in editable_fields(SMALL)}
    edits = {
        fields[("Lesson", "Title")]: 'Tides & "waves"',
        fields[("Controls", "Maximum")]: "9",
        fields[("Story step 1", "Paragraph")]: "The <em>Sun</em> pulls too.",
        "q1.correct": "1",
        "f999": "ignored",
    }

    new = apply_edits(SMALL, edits)

    assert 'title="Tides &amp; &quot;waves&quot;"' in new
    assert 'max="9"' in new and 'min="1"' in new
    assert "<p>The <em>Sun</em> pulls too.</p>" in new
    assert '<cl-choice feedback="Yes.">The Moon</cl-choice>' in new
    assert '<cl-choice correct="" feedback="No.">A cloud</cl-choice>' in new
    # everything else byte for byte
    assert new.replace('title="Tides &amp; &quot;waves&quot;"', 'title="Tides"').count("\n") == 6
    assert apply_edits(SMALL, {}) == SMALL


def test_a_checkbox_keeps_the_quiz_choices_in_the_written_order_or_lets_them_shuffle():
    [flag] = [f for f in editable_fields(SMALL) if f.kind == "flag"]

    kept = apply_edits(SMALL, {flag.key: "1"})
    assert kept == SMALL.replace("<cl-quiz>", "<cl-quiz keep-order>")
    assert markup_sanitize(kept).clean
    [flag] = [f for f in editable_fields(kept) if f.kind == "flag"]
    assert flag.value == "1"
    # unchecked, the form sends the hidden field's empty value
    assert apply_edits(kept, {flag.key: ""}) == SMALL


def test_plain_text_is_escaped_and_a_paragraph_keeps_only_its_inline_tags():
    keys = {(f.group, f.label): f.key for f in editable_fields(SMALL)}
    answer = next(k for (g, label), k in keys.items() if label == "Answer")

    result = edited(
        SMALL,
        {
            answer: "x < 5 <b>bold</b>",
            keys[("Story step 1", "Paragraph")]: 'Hi <img src=x onerror="f()"> m/s<sup>2</sup>',
        },
    )

    assert "x &lt; 5 &lt;b&gt;bold&lt;/b&gt;" in result.markup
    assert '<p>Hi &lt;img src=x onerror="f()"&gt; m/s<sup>2</sup></p>' in result.markup
    assert "<img" not in result.markup and result.clean


MARKED = SMALL.replace(
    "<p>The <strong>Moon</strong> pulls.</p>",
    "<p>The <strong>Moon</strong> pulls <em>hard</em> when x &lt; 5 &amp; 2 * 3.</p>",
)


def test_a_paragraph_shows_bold_and_italic_as_marks_not_tags():
    [paragraph] = [f for f in editable_fields(MARKED) if f.label == "Paragraph"]

    new = apply_edits(MARKED, {paragraph.key: "The **Sun** and *Moon* pull: 2 * 3 < 7, *x*"})

    assert paragraph.value == "The **Moon** pulls *hard* when x < 5 & 2 \\* 3."
    assert "<p>The <strong>Sun</strong> and <em>Moon</em> pull: 2 * 3 &lt; 7, <em>x</em></p>" in new
    assert markup_sanitize(new).clean
    assert apply_edits(MARKED, {paragraph.key: paragraph.value + " "}) == MARKED


@pytest.mark.parametrize(("slug", "lang"), [("solar-eclipse", "en"), ("dna-double-helix", "zh")])
def test_every_field_of_a_corpus_lesson_round_trips(slug, lang):
    markup = markup_sanitize(demo_lesson(slug, lang).markup).markup
    fields = editable_fields(markup)
    edits = {f.key: f.value + " (edited)" for f in fields if f.kind in {"text", "markup"}}

    new = apply_edits(markup, edits)

    assert len(fields) > 40
    assert apply_edits(markup, {f.key: f.value for f in fields}) == markup
    assert markup_sanitize(new).clean
    assert {f.key: f.value for f in editable_fields(new) if f.key in edits} == edits
