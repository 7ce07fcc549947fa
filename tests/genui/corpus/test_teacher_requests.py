"""The development and test requests of the topic router, written the way teachers write:
every catalog topic in both languages and every style, none naming its topic, half in each
part; and at least 400 requests outside the catalog, a third of them near misses."""

from collections import Counter

import pytest

from genui.corpus.teacher_requests import (
    PARTS,
    STYLES,
    as_checkpoint_sees,
    teacher_requests,
    unlearnt_counts,
)
from genui.corpus.topics import all_topics, topic_by_slug


def catalog_requests():
    return [r for r in teacher_requests() if r.topic]


def test_every_catalog_topic_has_30_requests_or_more_in_both_languages_and_every_style():
    counts = Counter((r.topic, r.language, r.style) for r in catalog_requests())
    for topic in all_topics():
        assert sum(n for (slug, _, _), n in counts.items() if slug == topic.slug) >= 30
        for language in ("en", "zh"):
            for style in STYLES:
                assert counts[(topic.slug, language, style)] >= 1, (topic.slug, language, style)


def test_no_catalog_request_names_its_topic():
    for request in catalog_requests():
        text = request.text.lower().replace("’", "'")
        names = [n.lower() for names in topic_by_slug(request.topic).names.values() for n in names]
        assert not [name for name in names if name in text], request


def test_each_style_and_language_is_split_between_the_parts():
    for language in ("en", "zh"):
        for style in STYLES:
            parts = Counter(
                r.part for r in catalog_requests() if r.language == language and r.style == style
            )
            assert parts["dev"] and parts["test"] and abs(parts["dev"] - parts["test"]) <= 2


@pytest.mark.parametrize("part", PARTS)
def test_requests_outside_the_catalog_include_near_misses_in_each_part(part):
    outside = [r for r in teacher_requests(part) if not r.topic]
    slugs = {topic.slug for topic in all_topics()}
    assert len(outside) >= 200
    assert 0.25 <= sum(1 for r in outside if r.near) / len(outside) <= 0.45
    assert {r.near for r in outside if r.near} <= slugs
    assert {r.language for r in outside} == {"en", "zh"}


def test_no_request_is_written_twice():
    texts = Counter(r.text.strip().lower() for r in teacher_requests())
    assert [text for text, n in texts.items() if n > 1] == []


def test_a_checkpoint_sees_requests_for_topics_it_has_not_learnt_as_outside_requests():
    requests = teacher_requests("dev")
    learnt = {r.topic for r in requests if r.topic} - {"photosynthesis"}
    seen = as_checkpoint_sees(requests, learnt)
    asked = [r for r in requests if r.topic == "photosynthesis"]
    moved = [r for r in seen if r.unlearnt]
    assert len(seen) == len(requests) and asked
    assert [r.text for r in moved] == [r.text for r in asked]
    assert all(not r.topic and not r.near and r.unlearnt == "photosynthesis" for r in moved)
    assert unlearnt_counts(seen) == {"photosynthesis": len(asked)}
    assert as_checkpoint_sees(requests, None) == requests
