"""The lesson corpus: the topic catalog, its markup, the request phrasings and their split."""

import random
import re

import pytest

from genui.corpus.check import (
    answer_position_problems,
    answer_positions,
    position_checked,
    topic_problems,
)
from genui.corpus.lesson import lesson_markup
from genui.corpus.requests import (
    CLOSERS,
    FAMILIES,
    HELD_OUT_FAMILIES,
    NOISE_CHARS,
    NOISE_WORDS,
    OPENERS,
    TRAIN_FAMILIES,
    noise_fragment,
    request_text,
    training_family,
)
from genui.corpus.schema import GRADES, LANGUAGES, SUBJECTS
from genui.corpus.topics import all_topics, topic_by_slug
from genui.demo_model.build import (
    OUTSIDE_CATALOG,
    evaluation_requests,
    head_pairs,
    joint_pairs,
    training_pairs,
)
from genui.markup.sanitizer import markup_sanitize

# The topics the catalog must cover (the list).
REQUIRED = [
    "solar-eclipse",
    "lunar-eclipse",
    "moon-phases",
    "seasons",
    "day-and-night",
    "keplers-laws",
    "free-fall",
    "projectile-motion",
    "simple-pendulum",
    "mass-on-a-spring",
    "transverse-and-longitudinal-waves",
    "sound-and-frequency",
    "refraction-of-light",
    "reflection-of-light",
    "convex-lens-images",
    "prism-dispersion",
    "simple-circuit",
    "bar-magnet-field",
    "electromagnetic-induction",
    "lever",
    "buoyancy",
    "atomic-structure",
    "states-of-matter",
    "water-molecule",
    "ionic-vs-covalent-bonds",
    "salt-crystal-lattice",
    "reaction-rate-temperature",
    "mitochondria",
    "animal-cell",
    "photosynthesis",
    "dna-double-helix",
    "heart-circulation",
    "neuron",
    "mitosis",
    "food-chain",
    "water-cycle",
    "plate-tectonics",
    "volcano",
    "earth-layers",
    "solar-system",
    "tides",
    "greenhouse-effect",
]


def test_the_catalog_covers_every_required_topic():
    slugs = {topic.slug for topic in all_topics()}
    assert len(slugs) >= 40
    assert not set(REQUIRED) - slugs


@pytest.mark.parametrize("topic", all_topics(), ids=lambda topic: topic.slug)
def test_every_topic_is_complete_bilingual_and_renders_clean(topic):
    assert topic.subject in SUBJECTS
    assert set(topic.levels) == set(GRADES)
    for level in topic.levels.values():
        assert len(level.quiz) >= 2 and len(level.steps) >= 3
        for text in [level.summary, level.section_heading, *level.section]:
            assert text.en.strip() and text.zh.strip()
            assert re.search(r"[\u4e00-\u9fff]", text.zh), "the Chinese text has no Chinese"
    # every grade, language and 3 variants: sanitiser keeps everything, ids resolve, and the
    # story and sections state the numbers the scene shows (genui.markup.consistency)
    assert topic_problems(topic, variants=3) == []


def test_new_topics_spread_their_right_answers_over_the_choice_positions():
    topics = position_checked(all_topics())
    assert len(topics) >= 8
    assert answer_position_problems(topics) == []
    threes = answer_positions(topics)[3]
    assert min(threes.values()) >= sum(threes.values()) // 3 - 2


def test_the_position_check_finds_topics_that_put_the_right_answer_first():
    from dataclasses import replace

    def right_first(level):
        quiz = tuple(
            replace(q, choices=tuple(sorted(q.choices, key=lambda c: not c.correct)))
            for q in level.quiz
        )
        return replace(level, quiz=quiz)

    topics = [
        replace(t, levels={g: right_first(level) for g, level in t.levels.items()})
        for t in position_checked(all_topics())
    ]
    problems = answer_position_problems(topics)
    assert any("position 1 (even: 33%)" in p for p in problems)
    assert any("every question has the right answer at position 1" in p for p in problems)


def test_variants_change_colours_and_order_but_stay_clean():
    topic = topic_by_slug("simple-pendulum")
    canonical = lesson_markup(topic, "middle", "en")
    variants = {lesson_markup(topic, "middle", "en", random.Random(seed)) for seed in range(8)}
    assert len(variants) > 1 and canonical == lesson_markup(topic, "middle", "en")
    for markup in variants:
        assert markup_sanitize(markup).clean


def test_training_never_sees_a_held_out_phrasing_family():
    topics = all_topics()
    pairs = training_pairs(topics, per_lesson=3, seed=0)
    assert {pair.family for pair in pairs} <= set(TRAIN_FAMILIES)
    assert not set(HELD_OUT_FAMILIES) & set(TRAIN_FAMILIES)
    training_texts = {pair.text for pair in pairs}
    for pair in evaluation_requests(topics, seed=1):
        assert pair.family in (*HELD_OUT_FAMILIES, "outside")
        assert pair.text not in training_texts
    # held-out templates share no sentence frame with training templates
    frames = {t for family in TRAIN_FAMILIES for ts in FAMILIES[family].values() for t in ts}
    for family in HELD_OUT_FAMILIES:
        for templates in FAMILIES[family].values():
            assert not set(templates) & frames


def test_pairs_cover_both_languages_every_grade_and_joint_mode():
    topic = topic_by_slug("seasons")
    pairs = training_pairs([topic], per_lesson=2, seed=0)
    assert {(p.grade, p.language) for p in pairs} == {
        (g, lang) for g in GRADES for lang in LANGUAGES
    }
    assert all(
        p.prompt.startswith("<|request|>") and p.prompt.endswith("<|response|>") for p in pairs
    )
    assert all(p.response.startswith("<cl-lesson") for p in pairs)
    joint = joint_pairs([topic], per_level=1, seed=0)
    assert joint and all(p.response.startswith("A1: ") for p in joint)
    assert all("Q1: " in p.prompt and p.prompt.count("Q") <= 9 * 3 for p in joint)


def test_opening_pairs_answer_training_phrasings_with_the_lessons_opening_tag():
    topic = topic_by_slug("seasons")
    pairs = head_pairs([topic], per_lesson=3, seed=0)
    assert len(pairs) == 3 * len(GRADES) * len(LANGUAGES)
    assert {pair.family for pair in pairs} <= set(TRAIN_FAMILIES)
    assert len({pair.text for pair in pairs}) > len(pairs) // 2
    for pair in pairs:
        lesson = lesson_markup(topic, pair.grade, pair.language)
        assert not pair.complete and lesson.startswith(pair.response)
        assert pair.response.startswith("<cl-lesson ") and pair.response.endswith(">\n")
    assert all(pair.complete for pair in training_pairs([topic], per_lesson=1, seed=0))


def test_evaluation_requests_include_topics_outside_the_catalog():
    requests = evaluation_requests(all_topics(), seed=1)
    outside = [r for r in requests if not r.topic]
    assert len(outside) == 2 * len(OUTSIDE_CATALOG)
    catalog = [r for r in requests if r.topic]
    assert len(catalog) == 2 * len(all_topics())


@pytest.mark.browser
def test_a_sample_of_corpus_lessons_passes_the_validator():
    from genui.lessons.renderer import lesson_page_render
    from genui.lessons.validation import PageValidator

    rng = random.Random(5)
    sample = [
        (topic, rng.choice(GRADES), language)
        for topic, language in zip(rng.sample(all_topics(), 3), ("en", "zh", "en"), strict=True)
    ]
    pages = [lesson_page_render(lesson_markup(t, g, lang, rng)).html for t, g, lang in sample]
    with PageValidator() as validator:
        reports = validator.validate_many(pages)
    for (topic, grade, language), report in zip(sample, reports, strict=True):
        assert report.ok, (topic.slug, grade, language, [str(c) for c in report.failures()])


def test_variant_rate_keeps_the_canonical_lesson_the_most_common():
    topic = topic_by_slug("simple-pendulum")
    canonical = {
        (grade, language): lesson_markup(topic, grade, language)
        for grade in GRADES
        for language in LANGUAGES
    }

    def canonical_share(rate):
        pairs = training_pairs([topic], per_lesson=10, seed=0, variant_rate=rate)
        same = [p.response == canonical[p.grade, p.language] for p in pairs]
        return sum(same) / len(same)

    assert canonical_share(0.0) == 1.0
    assert 0.4 < canonical_share(0.5) < 0.8
    assert canonical_share(1.0) < 0.3  # only the first pair of each lesson


@pytest.mark.browser
@pytest.mark.slow
def test_every_topics_canonical_lesson_passes_the_validator():
    """What the model learns to write must itself pass: one canonical lesson per topic
    (grades and languages taking turns)."""
    from genui.lessons.renderer import lesson_page_render
    from genui.lessons.validation import PageValidator

    chosen = [
        (topic, GRADES[i % len(GRADES)], ("en", "zh")[i % 2])
        for i, topic in enumerate(all_topics())
    ]
    pages = [lesson_page_render(lesson_markup(t, g, lang, None)).html for t, g, lang in chosen]
    with PageValidator() as validator:
        reports = validator.validate_many(pages)
    failed = [
        (topic.slug, grade, language, [str(c) for c in report.failures()])
        for (topic, grade, language), report in zip(chosen, reports, strict=True)
        if not report.ok
    ]
    assert not failed


def test_a_framed_request_is_another_training_request_inside_small_talk():
    topic = topic_by_slug("tides")
    for language in LANGUAGES:
        rng = random.Random(4)
        for _ in range(30):
            text = request_text(topic, "middle", language, family="framed", rng=rng)
            assert any(name.lower() in text.lower() for name in topic.names[language])
            assert text.startswith(OPENERS[language]) or text.endswith(CLOSERS[language])
            assert "{" not in text
    # the small talk shares nothing with a held-out phrasing
    held_out = [t for family in HELD_OUT_FAMILIES for ts in FAMILIES[family].values() for t in ts]
    for phrase in (*OPENERS["en"], *OPENERS["zh"], *CLOSERS["en"], *CLOSERS["zh"]):
        assert not any(phrase.rstrip("!.:：。！") in template for template in held_out)


def test_a_noisy_request_wraps_a_training_request_in_prose_that_names_no_topic():
    topic = topic_by_slug("buoyancy")
    every_name = [n.lower() for t in all_topics() for ns in t.names.values() for n in ns]
    for language in LANGUAGES:
        rng = random.Random(2)
        for _ in range(200):
            fragment = noise_fragment(language, rng)
            assert fragment and not any(name in fragment.lower() for name in every_name)
            if language == "en":
                assert 1 <= len(fragment.split()) <= NOISE_WORDS[1]
            else:
                assert 1 <= len(fragment) <= NOISE_CHARS[1] and "<" not in fragment
        texts = [request_text(topic, "high", language, family="noisy", rng=rng) for _ in range(40)]
        for text in texts:
            assert any(name.lower() in text.lower() for name in topic.names[language])
            assert "{" not in text
        # the wrapped request is of another family: the prose is what the text adds
        assert len(set(texts)) == len(texts)


def test_training_families_are_drawn_by_weight():
    rng = random.Random(0)
    drawn = [training_family(rng) for _ in range(9000)]
    assert set(drawn) == set(TRAIN_FAMILIES)
    assert 0.28 < drawn.count("noisy") / len(drawn) < 0.39
