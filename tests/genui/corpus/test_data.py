"""Topic files: how `genui.corpus.data` reads one, what it refuses, and the geometry generators
a file may name."""

import itertools

import pytest

from genui.corpus import geometry
from genui.corpus.check import FIRST_TOPICS, provenance_problems
from genui.corpus.data import TopicFileError, topic_parse
from genui.corpus.lesson import lesson_markup
from genui.corpus.schema import GRADES, SUBJECTS, Source
from genui.corpus.topics import TOPICS_DIR, all_topics, topic_by_slug

LEVEL = """
[levels.{grade}]
summary.en = "Sum {grade}"
summary.zh = "概要"

[[levels.{grade}.steps]]
title.en = "Step"
title.zh = "步骤"
caption.en = "Look."
caption.zh = "看。"
text.en = "The <strong>ball</strong> moves."
text.zh = "球在动。"
highlight = "ball"
sets = {{ speed = "2" }}

[levels.{grade}.section]
heading.en = "Why"
heading.zh = "为什么"

[[levels.{grade}.section.paragraphs]]
en = "Because."
zh = "因为。"

[[levels.{grade}.quiz]]
prompt.en = "Does it move?"
prompt.zh = "它动吗？"

[[levels.{grade}.quiz.choices]]
correct = true
text.en = "Yes"
text.zh = "动"
feedback.en = "Right."
feedback.zh = "对。"

[[levels.{grade}.quiz.choices]]
text.en = "No"
text.zh = "不动"
feedback.en = "Look again."
feedback.zh = "再看看。"
"""


def topic_text(fragments: str = "", scene: str = "[[ball]]", extra: str = "") -> str:
    head = f"""title.en = "Rolling"
title.zh = "滚动"
names.en = ["rolling ball"]
names.zh = ["滚动的球"]
{extra}
[palette]
ball = ["#ff0000", "#00ff00"]

[fragments]
{fragments}

[markup]
scene = '''
<cl-scene>
{scene}
</cl-scene>
'''
controls = '''
<cl-controls>
<cl-slider id="speed" label="{{{{Speed|速度}}}}" min="0" max="4" value="1"></cl-slider>
</cl-controls>
'''
"""
    return head + "".join(LEVEL.format(grade=grade) for grade in GRADES)


def parse(text: str):
    return topic_parse(text, slug="rolling", subject="physics")


def test_fragments_expand_inside_fragments_and_palette_marks_stay_for_the_lesson():
    fragments = (
        'sphere = \'<cl-sphere id="ball" color="[[ball]]" radius="[[size]]"></cl-sphere>\'\n'
        'size = "0.5"\n'
    )
    topic = parse(topic_text(fragments, scene="[[sphere]]"))

    assert topic.scene == (
        '<cl-scene>\n<cl-sphere id="ball" color="[[ball]]" radius="0.5"></cl-sphere>\n</cl-scene>'
    )
    assert topic.levels["middle"].steps[0].sets == (("speed", "2"),)
    assert topic.levels["high"].quiz[0].choices[0].correct
    markup = lesson_markup(topic, "middle", "zh")
    assert 'color="#ff0000"' in markup and 'label="速度"' in markup


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (topic_text(extra="colour = 3"), "physics/rolling.toml: unknown keys ['colour']"),
        (topic_text().replace('title.zh = "滚动"\n', ""), "title: zh is missing"),
        (topic_text("ball = 'x'"), "['ball'] are both palette slots and fragments"),
        (topic_text("loop = '[[loop]]'", scene="[[loop]]"), "fragment 'loop' contains itself"),
        (topic_text("h = { generator = 'spiral' }"), "fragments.h: no generator 'spiral'"),
        (topic_text("h = { generator = 'helix_points', turns = 3 }"), "fragments.h: "),
        (topic_text().replace("correct = true", 'correct = "yes"'), "correct: expected"),
        (topic_text().replace("[markup]", "[markup"), "physics/rolling.toml: "),
    ],
)
def test_a_file_that_does_not_say_what_a_topic_needs_is_refused_by_name(text, message):
    with pytest.raises(TopicFileError, match=message.replace("[", r"\[").replace("(", r"\(")):
        parse(text)


SOURCES = """
[[sources]]
title = "Physics for You"
by = "Keith Johnson"
edition = "2016"
where = "Chapter 1"
checks = "speed = distance / time"

[review]
by = "A. Reader"
date = "2026-12-06"
notes = "checked every number"
"""


def test_a_new_topic_without_sources_or_review_is_reported_by_the_check():
    topic = parse(topic_text())

    assert topic.sources == () and topic.review == {}
    assert provenance_problems(topic) == [
        "no [[sources]]: record the references its facts were checked against",
        "no [review]: a second reader has not reviewed it",
    ]
    pending = parse(topic_text() + SOURCES.replace('"A. Reader"', '"pending"'))
    assert provenance_problems(pending) == ["review: by = 'pending' names no reviewer"]
    undated = parse(topic_text() + SOURCES.replace('"2026-12-06"', '"soon"'))
    assert provenance_problems(undated) == ["review: date = 'soon' is not YYYY-MM-DD"]


def test_a_topic_with_sources_and_review_loads_them_and_its_lessons_do_not_change():
    plain, recorded = parse(topic_text()), parse(topic_text() + SOURCES)

    assert recorded.sources == (
        Source("Physics for You", "Keith Johnson", "2016", "Chapter 1", "speed = distance / time"),
    )
    assert recorded.review == {
        "by": "A. Reader",
        "date": "2026-12-06",
        "notes": "checked every number",
    }
    assert provenance_problems(recorded) == []
    for grade in GRADES:
        for language in ("en", "zh"):
            assert lesson_markup(recorded, grade, language) == lesson_markup(plain, grade, language)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (SOURCES.replace('edition = "2016"\n', ""), r"sources\[0\]: edition is missing"),
        (SOURCES.replace('notes = "', 'remarks = "'), r"review: unknown keys \['remarks'\]"),
    ],
)
def test_a_source_or_review_with_unknown_or_missing_keys_is_refused(extra, message):
    with pytest.raises(TopicFileError, match=message):
        parse(topic_text() + extra)


def test_the_first_topics_are_exempt_and_are_the_catalog_as_it_was():
    assert len(FIRST_TOPICS) == 42
    assert {topic.slug for topic in all_topics()} >= FIRST_TOPICS
    assert provenance_problems(topic_by_slug("free-fall")) == []


def test_every_topic_file_is_subject_folder_and_slug_and_loads():
    files = sorted(TOPICS_DIR.glob("*/*.toml"))

    assert {path.parent.name for path in files} <= set(SUBJECTS)
    assert sorted(path.stem for path in files) == [topic.slug for topic in all_topics()]
    assert topic_by_slug("prism-dispersion").subject == "physics"


def test_the_helix_strands_face_each_other_and_rise_evenly():
    one = [
        tuple(map(float, p.split())) for p in geometry.helix_points(bases=14, strand=1).split(", ")
    ]
    two = [
        tuple(map(float, p.split())) for p in geometry.helix_points(bases=14, strand=2).split(", ")
    ]

    assert len(one) == len(two) == 14
    for (x1, y1, z1), (x2, y2, z2) in zip(one, two, strict=True):
        assert (x2, y2, z2) == (pytest.approx(-x1), y1, pytest.approx(-z1))
        assert x1**2 + z1**2 == pytest.approx(1, abs=0.02)
    assert [round(b[1] - a[1], 2) for a, b in itertools.pairwise(one)] == [0.34] * 13
    rungs = geometry.helix_rungs(sequence="ATGC", bases="AT", color="[[at]]").splitlines()
    assert len(rungs) == 2 and all('color="[[at]]"' in rung for rung in rungs)


def test_the_rock_salt_cube_has_thirteen_and_fourteen_ions_and_one_centre():
    even = geometry.cubic_lattice(parity="even", radius=0.25, color="[[na]]").splitlines()
    odd = geometry.cubic_lattice(parity="odd", radius=0.45, color="[[cl]]").splitlines()

    assert (len(even), len(odd)) == (13, 14)
    assert sum('id="centre"' in line for line in even + odd) == 1
    assert 'position="0 0 0"' in next(line for line in even if "centre" in line)


def test_mirrored_field_lines_come_in_pairs_across_the_axis():
    lines = geometry.mirrored_lines(lines=["1 0.5 0, 0 2 0"], color="#fff").splitlines()

    assert lines == [
        '<cl-line points="1 0.5 0, 0 2 0" smooth="true" color="#fff"></cl-line>',
        '<cl-line points="1 -0.5 0, 0 -2 0" smooth="true" color="#fff"></cl-line>',
    ]


def test_the_spring_zigzag_hangs_from_the_origin_to_its_full_length():
    points = geometry.zigzag_points(turns=4, lead=0.1, length=0.8, width=0.3).split(", ")

    assert points[:2] == ["0 0 0", "0 -0.1 0"] and points[-2:] == ["0 -0.9 0", "0 -1 0"]
    assert [p.split()[0] for p in points[2:-2]] == ["-0.3", "0.3", "-0.3", "0.3"]
