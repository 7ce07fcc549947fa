"""A stored lesson written the way the corpus writes lessons (`markup_as_written`): the model
reads a page the sanitiser serialised as the text it learnt, and the page stays the same."""

import random

import pytest

from genui.corpus.lesson import lesson_markup, markup_as_written
from genui.corpus.schema import GRADES, LANGUAGES
from genui.corpus.topics import all_topics
from genui.markup.sanitizer import markup_sanitize


@pytest.mark.parametrize("topic", all_topics(), ids=lambda topic: topic.slug)
def test_every_stored_corpus_lesson_is_written_again_as_the_corpus_wrote_it(topic):
    for grade in GRADES:
        for language in LANGUAGES:
            for rng in (None, random.Random(7)):
                written = lesson_markup(topic, grade, language, rng)
                stored = markup_sanitize(written).markup

                assert markup_as_written(stored) == written, (grade, language, rng is not None)


def test_the_sanitiser_writes_the_corpus_otherwise_so_the_model_reads_other_tokens():
    written = lesson_markup(all_topics()[0], "middle", "en")
    stored = markup_sanitize(written).markup

    assert stored != written
    assert '<cl-choice correct="" feedback=' in stored
    assert "<cl-choice correct feedback=" in markup_as_written(stored)


def test_a_teachers_edit_with_awkward_characters_reads_as_the_same_page():
    stored = markup_sanitize(
        '<cl-lesson title="Tom &amp; Jerry&#x27;s &quot;quiz&quot; &lt;3" lang="en">'
        '<cl-scene stars label="R&amp;D: x &gt; 2 &amp;&amp; y &lt; 3, &quot;so&quot;">'
        '<cl-sphere id="sun" wireframe="false"></cl-sphere></cl-scene>'
        '<cl-section heading="Moon\'s &lt;b&gt;"><p>a &lt;b&gt; c &amp;amp; 1 &lt; 2 &gt; 0'
        ' &amp; "x" &nbsp;y</p></cl-section></cl-lesson>'
    ).markup

    written = markup_as_written(stored)

    assert markup_sanitize(written).markup == stored
    assert "<cl-scene stars label=" in written and 'wireframe="false"' in written
    assert '<p>a &lt;b> c &amp;amp; 1 < 2 > 0 & "x" \xa0y</p>' in written
