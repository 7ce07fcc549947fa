"""How a job's engine settings become engine requests, attempt by attempt."""

from types import SimpleNamespace

import pytest

from clover_model.engine import ConfidenceThreshold
from genui.corpus.topics import topic_by_slug
from genui.markup.token_constraint import MarkupConstraint
from genui.worker.generation import REPAIR_SAMPLING, JobRun


class _Tokenizer:
    def encode(self, text):
        return [ord(c) % 97 + 5 for c in text[:8]]

    def decode(self, ids, skip_special_tokens=True):
        return ""


def _run(vocabulary=None, **engine_settings) -> JobRun:
    return JobRun(
        job_id="j",
        prompt="Why eclipses happen",
        subject="astronomy",
        grade="middle",
        language="en",
        engine_settings=engine_settings,
        loaded=SimpleNamespace(tokenizer=_Tokenizer(), vocabulary=vocabulary),
        max_new_tokens=32,
    )


def test_a_greedy_job_samples_on_repair_so_the_retry_can_differ():
    run = _run(seed=7)
    first = run.engine_request()
    assert first.sampling.greedy and first.seed == 7

    second = run.retry({"reason": "the page failed validation"})

    assert run.attempt == 2 and second.seed == 8
    assert second.sampling.temperature == REPAIR_SAMPLING["temperature"]
    assert second.sampling.top_p == REPAIR_SAMPLING["top_p"]
    assert second.strategy == first.strategy == ConfidenceThreshold(threshold=0.9)
    attempt = run.drain()[-1]
    assert attempt[0] == "attempt"
    assert attempt[1]["temperature"] == REPAIR_SAMPLING["temperature"]
    assert attempt[1]["seed"] == 8


def test_a_sampling_job_keeps_its_own_settings_on_repair_and_bounds_apply():
    run = _run(temperature=1.2, top_p=0.5, threshold=0.2)
    run.retry({})
    request = run.engine_request()
    assert (request.sampling.temperature, request.sampling.top_p) == (1.2, 0.5)
    assert request.strategy.threshold == 0.5  # the lower bound


@pytest.mark.parametrize("bad", ["hot", None, [1]])
def test_unreadable_settings_fall_back_to_the_defaults(bad):
    settings = _run(temperature=bad, threshold=bad).decode_settings()
    assert settings == {
        "threshold": 0.9,
        "temperature": 0.0,
        "top_p": 1.0,
        "constrained": True,
        "topic_title": True,
    }


def test_every_attempt_decodes_under_a_fresh_markup_grammar_unless_the_job_opts_out():
    vocabulary = [None, b"<", b"cl-lesson", b" title", b'="x"', b">"]
    run = _run(vocabulary=vocabulary)
    first = run.engine_request()
    assert isinstance(first.constraint, MarkupConstraint)
    first.constraint.advance(1)
    second = run.retry({})
    assert second.constraint is not first.constraint and second.constraint.accepts(1)
    assert not second.constraint.accepts(2)  # "cl-lesson" cannot open the markup
    assert _run(vocabulary=vocabulary, constrained=False).engine_request().constraint is None
    assert _run(constrained=True).engine_request().constraint is None  # no vocabulary known


def test_a_demo_job_opens_its_lesson_with_the_title_of_the_topic_it_names():
    vocabulary = [None, b"<", b'cl-lesson title="Lunar', b'cl-lesson title="Solar']
    run = _run(vocabulary=vocabulary)
    run.topic, run.max_new_tokens = "lunar-eclipse", 1000

    assert run.opening() == '<cl-lesson title="Lunar eclipses: the Moon in the Earth&#x27;s shadow"'
    constraint = run.engine_request().constraint
    constraint.advance(1)
    assert constraint.accepts(2) and not constraint.accepts(3)
    assert run.retry({}).constraint.opening == run.opening().encode()  # every attempt
    # a checkpoint that knows any topic, or a job that turns it off, opens freely
    assert _run(vocabulary=vocabulary).opening() == ""
    free = _run(vocabulary=vocabulary, topic_title=False)
    free.topic = "lunar-eclipse"
    assert free.opening() == "" and free.decode_settings()["topic_title"] is False


def test_a_demo_reads_the_catalog_request_for_the_topic_its_router_decided():
    run = _run(seed=7)
    run.topic = "lunar-eclipse"
    run.loaded.tokenizer.encode = lambda text: [ord(c) for c in text]
    names = topic_by_slug("lunar-eclipse").names["en"]
    first = run.engine_request()
    restated = run.model_prompt()
    assert restated != "Why eclipses happen" and any(name in restated for name in names)
    assert restated in "".join(map(chr, first.prompt))  # with the job's grade and language
    assert first.sampling.greedy

    second = run.retry({"reason": "the lesson's text is broken"})

    assert run.model_prompt() in "".join(map(chr, second.prompt))
    assert second.sampling.greedy  # other catalog words are the change: still greedy
    attempt = run.drain()[-1][1]
    assert attempt["restated_request"] == run.model_prompt() and attempt["temperature"] == 0
    third = run.retry({})
    assert third.sampling.temperature == REPAIR_SAMPLING["temperature"]
    assert run.model_prompt() in "".join(map(chr, third.prompt))


def test_a_job_that_opens_freely_or_a_checkpoint_of_any_topic_keeps_the_teachers_words():
    free = _run(topic_title=False)
    free.topic = "lunar-eclipse"
    anything = _run()
    for run in (free, anything):
        request = run.retry({})
        assert run.model_prompt() == "Why eclipses happen" and not run.restated()
        assert request.sampling.temperature == REPAIR_SAMPLING["temperature"]
