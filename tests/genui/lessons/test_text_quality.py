"""The visible text of a lesson page, chrF against a reference, and the reference-free checks
that tell word salad from a lesson: every corpus lesson passes, each kind of garbage fails for
its own reason."""

from __future__ import annotations

import json
import re

import pytest

from genui.corpus.lesson import lesson_markup
from genui.corpus.schema import GRADES, LANGUAGES
from genui.corpus.topics import all_topics, topic_by_slug
from genui.lessons import text_quality
from genui.lessons.text_quality import (
    TextPart,
    chrf,
    text_report,
    visible_chrf,
    visible_text,
)


def lesson(slug: str, language: str, grade: str = "middle") -> str:
    return lesson_markup(topic_by_slug(slug), grade, language)


def corrupt(markup: str, pattern: str, replacement: str, count: int = 1) -> str:
    """``markup`` with the first ``count`` matches of ``pattern`` replaced (they must exist)."""
    corrupted, found = re.subn(pattern, lambda _: replacement, markup, count=count)
    assert found == count, f"{pattern!r} found {found} times"
    return corrupted


def failure_kinds(report: text_quality.TextReport) -> set[str]:
    kinds = {
        "markup fragment": "fragments",
        "lesson:": "wrong_script",
        "English words": "english_words",
        "repeated words": "repeats",
        "-grams": "repeated_ngrams",
        "non-words": "non_words",
        "off topic": "off_topic",
    }
    return {kind for failure in report.failures for key, kind in kinds.items() if key in failure}


@pytest.mark.parametrize("grade", GRADES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_corpus_lesson_passes_the_text_report(language, grade):
    failing = {}
    for topic in all_topics():
        report = text_report(lesson_markup(topic, grade, language), language=language)
        if not report.ok:
            failing[topic.slug] = report.failures
    assert not failing


def test_visible_text_reads_quiz_feedback_and_step_text_but_not_colours_or_positions():
    parts = visible_text(lesson("lunar-eclipse", "en"))
    wheres = {part.where for part in parts}
    texts = "\n".join(part.text for part in parts)

    assert TextPart("cl-choice@feedback", "Then the Moon is far from the Earth's shadow.") in parts
    assert any(p.where == "cl-step#text" and p.text.startswith("The Earth's shadow") for p in parts)
    assert {"cl-lesson@title", "cl-step@caption", "cl-question@prompt", "cl-term@term"} <= wheres
    assert {"cl-choice#text", "cl-legend-item#text", "cl-section@heading"} <= wheres
    assert "#02040a" not in texts and "-4.5 0 0" not in texts and "clamp(" not in texts
    assert not any(where.endswith(("@color", "@position", "@camera", "@expr")) for where in wheres)


def test_visible_text_unescapes_entities_collapses_space_and_skips_scripts():
    markup = (
        '<cl-lesson title="Salt &amp; water"><cl-section heading="A  &lt;b&gt;">'
        "<p>One\n   <strong>two</strong></p><p>three</p>"
        "<script>var hidden = 1;</script><style>p { color: red }</style></cl-section></cl-lesson>"
    )

    assert visible_text(markup) == [
        TextPart("cl-lesson@title", "Salt & water"),
        TextPart("cl-section@heading", "A <b>"),
        TextPart("cl-section#text", "One two three"),
    ]


BROKEN = {
    "empty": "",
    "cut-attribute": "<cl-lesson title=",
    "unclosed": '<cl-lesson title="Eclipse"><cl-step><p>unclosed <cl-x a="b',
    "stray-ends": "</p></cl-step></cl-lesson>",
    "junk": "<<<>>>&&&#;<!-- <![CDATA[ <?x",
    "bad-quotes": '<cl-choice feedback="a"b"c">d</cl-quiz></cl-choice></cl-choice>',
    "script": "<script>never closed",
    # html.parser asserts on this marked section
    "marked-section": 'b <![<!DOCTYPE;"  ? x&#x;!>=]]>&#x---><cl-step ?b</script>',
}


@pytest.mark.parametrize("markup", BROKEN.values(), ids=BROKEN.keys())
def test_broken_markup_does_not_raise(markup):
    visible_text(markup)
    text_report(markup, language="en")
    visible_chrf(markup, lesson("lunar-eclipse", "en"))


def test_chrf_of_a_lesson_with_itself_is_100_and_of_two_topics_is_low():
    eclipse, cell = lesson("lunar-eclipse", "en"), lesson("animal-cell", "en")

    assert visible_chrf(eclipse, eclipse) == pytest.approx(100)
    assert visible_chrf(lesson("lunar-eclipse", "zh"), lesson("lunar-eclipse", "zh")) == 100
    assert visible_chrf(eclipse, cell) < 40
    assert chrf("the Moon turns red", "the Moon turns red") == 100
    assert chrf("", "the Moon") == 0


def test_the_misspelled_stuttering_prompt_fails_on_its_repeated_word():
    markup = corrupt(
        lesson("lunar-eclipse", "en"),
        r'prompt="At which phase[^"]*"',
        'prompt="Whatt the shadow in in a lunar eclipse happen?"',
    )

    report = text_report(markup, language="en")

    assert failure_kinds(report) == {"repeats"}
    assert report.repeats == ["in in"]
    assert "Whatt" in report.non_word_examples


@pytest.mark.parametrize(
    "feedback",
    [
        'feedback="Then feedback="The Moon is the Sun in the Sun."',
        'feedback="Then feedback=&quot;The Moon is the Sun in the Sun.&quot;"',
    ],
    ids=["raw-quote", "escaped-quote"],
)
def test_a_feedback_holding_an_attribute_fails_as_a_markup_fragment(feedback):
    markup = corrupt(lesson("lunar-eclipse", "en"), r'feedback="Then the Moon[^"]*"', feedback)

    report = text_report(markup, language="en")

    assert failure_kinds(report) == {"fragments"}
    assert report.failures[0].startswith("markup fragment in cl-choice@feedback: 'Then feedback=")


@pytest.mark.parametrize(
    ("pattern", "replacement", "where"),
    [
        (
            r'title="Lunar eclipses[^"]*"',
            'title="Lunar eclipse grade="Middle fov="35" shadow, background="#02040a"',
            "cl-lesson@title",
        ),
        (
            r"<p>The Earth's shadow[^<]*",
            '<p>grade="Middle fov="35" shadow, background="#02040a"',
            "cl-step#text",
        ),
        (r"<p>The Earth's shadow", '<p>"><cl-sphere id="moon" The Earth\'s shadow', "cl-step#text"),
    ],
    ids=["in-title", "in-step", "tag-piece"],
)
def test_scene_attributes_in_the_text_fail_as_markup_fragments(pattern, replacement, where):
    markup = corrupt(lesson("lunar-eclipse", "en"), pattern, replacement)

    report = text_report(markup, language="en")

    assert "fragments" in failure_kinds(report)
    assert any(fragment.startswith(where) for fragment in report.fragments)


def test_chinese_words_in_an_english_lesson_fail_as_the_wrong_script():
    markup = corrupt(
        lesson("lunar-eclipse", "en"),
        r"<p>Near the Sun–Earth line[^<]*",
        "<p>Near the Sun–Earth line, the full moon enters 地球的影子 and turns 红色: a 月偏食.",
    )

    report = text_report(markup, language="en")

    assert failure_kinds(report) == {"wrong_script"}
    assert report.wrong_script_share > text_quality.WRONG_SCRIPT_MAX["en"]


def test_one_chinese_character_in_english_prose_fails():
    # demo19's water-cycle page (seed 2): "Winds carry vapour over the很少 (...)"
    markup = corrupt(lesson("water-cycle", "en"), r"over the land", "over the很少")

    report = text_report(markup, language="en")

    assert failure_kinds(report) == {"wrong_script"}
    assert 0 < report.wrong_script_share < 0.002


def test_a_chinese_lesson_full_of_english_fails_as_the_wrong_script():
    english = "月球 moves into the shadow of 地球，then the Moon turns red because of the air。"
    markup = corrupt(lesson("lunar-eclipse", "zh"), r"<p>[^<]*", f"<p>{english}", count=4)

    report = text_report(markup, language="zh")

    assert failure_kinds(report) == {"wrong_script", "english_words"}
    assert report.wrong_script_share > 0.2


def test_a_few_english_words_in_a_made_up_chinese_question_fail():
    # demo18's third question for a primary water-molecule request, which has two: 3.5% of
    # the page's letters are Latin, under the share the wrong script allows
    question = (
        '<cl-question id="q3" prompt="由分子使中分子保持几活？">\n'
        '<cl-choice correct feedback="对：氢原子是最两个氢原子 falls，像。"> found</cl-choice>\n'
        '<cl-choice feedback="两个氢原子是定由 whole相连都保持量 tides有多。"> water</cl-choice>\n'
        "</cl-question>\n</cl-quiz>"
    )
    markup = corrupt(lesson("water-molecule", "zh", "primary"), r"</cl-quiz>", question)

    report = text_report(markup, language="zh")

    assert failure_kinds(report) == {"english_words"}
    assert report.english_words == ["falls", "found", "whole", "tides", "water"]
    assert report.wrong_script_share < text_quality.WRONG_SCRIPT_MAX["zh"]


def test_acronyms_with_a_lower_case_prefix_are_notation_in_chinese_text():
    # 人教版 writes mRNA and tRNA in Chinese; a word in the lexicon still counts
    sentence = "mRNA离开细胞核，tRNA携带氨基酸，siRNA也是RNA，核糖体 reads 它。"
    markup = corrupt(lesson("dna-double-helix", "zh"), r"<p>[^<]*", f"<p>{sentence}", count=1)

    assert text_report(markup, language="zh").english_words == ["reads"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_atp_said_four_times_fails_as_a_repetition(language):
    markup = corrupt(lesson("mitochondria", language), r"ATP", "ATP ATP ATP ATP")

    report = text_report(markup, language=language)

    assert failure_kinds(report) == {"repeats"}
    assert report.repeats == ["ATP ATP ATP ATP"]


@pytest.mark.parametrize(
    ("slug", "language", "loop"),
    [
        # demo18's page for a primary water-molecule request, in a third question it made up
        ("water-molecule", "zh", "对：这是偶极来，像，像，像。"),
        ("lunar-eclipse", "en", "Correct: the, the, the Moon."),
    ],
)
def test_a_word_said_three_times_between_commas_fails_as_a_repetition(slug, language, loop):
    markup = corrupt(lesson(slug, language), r'feedback="[^"]*"', f'feedback="{loop}"')

    report = text_report(markup, language=language)

    assert failure_kinds(report) == {"repeats"}
    assert len(report.repeats) == 1 and report.repeats[0] in loop


def test_a_word_said_twice_between_commas_is_ordinary_prose():
    # `太阳晒热海水，水变成水汽` (water-cycle): the corpus says a word twice across a comma
    assert text_report(lesson("water-cycle", "zh"), language="zh").repeats == []


def test_a_doubled_chinese_particle_fails_but_a_reduplicated_word_passes():
    zh = lesson("lunar-eclipse", "zh")
    doubled = zh.replace("地球的影子", "地球的的影子", 1)

    assert text_report(doubled, language="zh").repeats == ["的的"]
    assert text_report(zh.replace("地球的影子", "地球慢慢的影子"), language="zh").ok


def test_misspelled_words_fail_as_non_words():
    garbled = "Thhe Earthh shadoww hazz a darkk coore, thhe umbrra, andd a palle edgee."
    markup = corrupt(lesson("lunar-eclipse", "en"), r"<p>The Earth's shadow[^<]*", f"<p>{garbled}")

    report = text_report(markup, language="en")

    assert failure_kinds(report) == {"non_words"}
    assert report.non_word_count == 11
    assert report.non_word_examples == ["Earthh", "Thhe", "andd", "coore", "darkk"]


def test_numbers_units_and_formulas_are_not_non_words():
    text = "<p>At 20 °C CO2 and NaCl make 5 kg, hPa, km/s, mT, 3D, sin and ATP: F = ma.</p>"

    assert text_report(f"<cl-section>{text}</cl-section>", language="en").non_word_count == 0


def test_a_page_whose_paragraphs_say_one_sentence_fails_on_repeated_ngrams():
    loop = "The Moon is the Sun in the Sun. " * 3
    markup = corrupt(lesson("lunar-eclipse", "en"), r"<p>[^<]*", f"<p>{loop}", count=4)

    report = text_report(markup, language="en")

    assert failure_kinds(report) == {"repeated_ngrams"}


def test_the_report_takes_language_tags_and_refuses_other_languages():
    zh = lesson("lunar-eclipse", "zh")

    assert text_report(zh, language="zh-CN").language == "zh"
    with pytest.raises(ValueError, match="fr"):
        text_report(zh, language="fr")


def test_the_report_as_a_dict_is_json_with_figures_thresholds_and_failures():
    markup = lesson("lunar-eclipse", "en").replace("the full moon", "the the full moon")

    data = json.loads(json.dumps(text_report(markup, language="en").as_dict()))

    assert data["repeats"] == ["the the"]
    assert data["thresholds"]["non_word_share"] == text_quality.NON_WORD_SHARE_MAX
    assert data["failures"] == ["repeated words: 'the the'"]


def test_the_lexicon_uses_the_system_word_list_only_when_there_is_one(tmp_path, monkeypatch):
    words = tmp_path / "words"
    words.write_text("zyzzyva\n")
    try:
        monkeypatch.setattr(text_quality, "SYSTEM_WORDS", tmp_path / "missing")
        text_quality.lexicon.cache_clear()
        assert "zyzzyva" not in text_quality.lexicon()
        assert "umbra" in text_quality.lexicon()
        monkeypatch.setattr(text_quality, "SYSTEM_WORDS", words)
        text_quality.lexicon.cache_clear()
        assert "zyzzyva" in text_quality.lexicon()
    finally:
        text_quality.lexicon.cache_clear()


def test_a_page_about_another_topic_than_the_one_asked_for_fails_as_off_topic():
    heart = lesson("heart-circulation", "en")

    asked_for_eclipse = text_report(heart, language="en", topic=topic_by_slug("lunar-eclipse"))
    asked_for_it = text_report(heart, language="en", topic=topic_by_slug("heart-circulation"))

    assert failure_kinds(asked_for_eclipse) == {"off_topic"}
    assert asked_for_eclipse.failures == [
        f"off topic: the page {asked_for_eclipse.title!r} is not about lunar-eclipse"
    ]
    assert asked_for_it.ok and asked_for_it.on_topic is True
    assert text_report(heart, language="en").on_topic is None  # no topic asked: not checked
