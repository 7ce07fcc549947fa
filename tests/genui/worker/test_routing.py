"""The bundled topic router decides what a teacher's request asks for: requests of the
development part that never name their topic reach it, requests outside the catalog are
refused, a topic's own name always reaches it (the studio's candidate buttons ask by name),
and a checkpoint that knows fewer topics counts the others as outside."""

from pathlib import Path
from types import SimpleNamespace

import pytest
import torch
from django.conf import settings

from genui.corpus.asks import OUTSIDE
from genui.corpus.routing import ROUTED, RoutingPolicy
from genui.corpus.teacher_requests import as_checkpoint_sees, teacher_requests
from genui.corpus.topics import all_topics
from genui.worker.routing import Router, named_topic, router_load, router_path


@pytest.fixture(scope="module")
def router():
    return router_load(settings.CLOVER_ROUTER_PATH)


def dev_sample(router, catalog: bool):
    """Every third request of the development part (never the test part), as the router
    sees them: a request for a topic added to the catalog after it was trained is outside."""
    learnt = set(router.model.config.label2id) - {OUTSIDE}
    requests = as_checkpoint_sees(teacher_requests("dev"), learnt)
    return [r for r in requests if bool(r.topic) == catalog][::3]


def test_catalog_requests_in_teachers_own_words_reach_their_topic(router):
    sample = dev_sample(router, catalog=True)
    routed = [router.decide(r.text).topic == r.topic for r in sample]
    # the string matcher this router replaced routed 3% of such requests
    assert len(sample) >= 250 and sum(routed) / len(sample) >= 0.85


def test_requests_outside_the_catalog_are_refused(router):
    """Over all the router's labels, as the worker asks it which unlearnt topic a request
    names. Its `accept` is fitted for the demo checkpoint's 42 learnt topics (the others
    counted as outside), where it refuses 98% of dev's outside requests (`evaluate_routing`);
    over all 76 labels it refuses about 84% (the router of 73e6097: 82%)."""
    sample = dev_sample(router, catalog=False)
    refused = [not router.decide(r.text).known for r in sample]
    assert len(sample) >= 60 and sum(refused) / len(sample) >= 0.8


@pytest.mark.parametrize("language", ["en", "zh"])
def test_every_topic_is_routed_by_its_canonical_name(router, language):
    # a topic added after the router was trained: the worker finds its names
    # (`genui.worker.generation.unlearnt_topic`, tests/genui/worker/test_topic_unknown.py)
    learnt = set(router.model.config.label2id)
    wrong = [
        topic.slug
        for topic in all_topics()
        if topic.slug in learnt and router.decide(topic.name(language)).topic != topic.slug
    ]
    assert wrong == []


def test_topics_a_checkpoint_does_not_know_count_as_outside(router):
    known = ("moon-phases", "tides")
    probabilities = router.probabilities("Why do boats float?", known)
    assert set(probabilities) == {*known, OUTSIDE}
    assert abs(sum(probabilities.values()) - 1) < 1e-5
    decision = router.decide("Why do boats float?", known)
    assert not decision.known and {slug for slug, _ in decision.candidates} <= set(known)
    assert router.decide("Why do boats float?").verdict == ROUTED


def test_a_long_request_costs_no_more_than_its_first_max_chars(router):
    """A decision's cost is bounded: whatever a teacher pastes, the router reads its first
    ``max_chars`` characters (the time itself is measured by evaluate_routing, not here)."""
    from clover_model.router import feature_strings

    config = router.model.config
    long = "Make a 40-minute lesson for year 8 on why ships float, " * 400
    assert len(long) > 10 * config.max_chars
    read = feature_strings(long, config)
    assert read == feature_strings(long[: config.max_chars], config)
    assert router.decide(long).candidates == router.decide(long[: config.max_chars]).candidates


def test_a_checkpoint_with_its_own_router_uses_it(tmp_path):
    assert router_path(tmp_path) == settings.CLOVER_ROUTER_PATH
    (tmp_path / "router").mkdir()
    (tmp_path / "router" / "config.json").write_text("{}")
    assert router_path(tmp_path) == tmp_path / "router"


def test_a_request_that_is_a_topics_name_asks_for_it_whatever_the_model_says():
    class Unsure:  # a model that puts most of its probability on "outside"
        config = SimpleNamespace(id2label={0: "tides", 1: "moon-phases", 2: OUTSIDE})

        def probabilities(self, texts):
            return torch.tensor([[0.1, 0.1, 0.8]])

    router = Router(model=Unsure(), policy=RoutingPolicy(accept=0.5), path=Path("."))
    assert router.decide("why does the sea rise?").verdict == "outside"
    for text in ("Tides", "  tides? ", "潮汐。"):
        decision = router.decide(text)
        assert (decision.verdict, decision.topic) == (ROUTED, "tides")
        assert decision.confidence == pytest.approx(0.1)  # the model's, not made up
    # only the whole request: a sentence that holds a name is the model's to decide
    assert named_topic("why are there tides") is None
    assert router.decide("why are there tides").verdict == "outside"
    # a topic the router has no label for, or that the checkpoint does not know, is not forced
    assert router.decide("buoyancy").verdict == "outside"
    assert router.decide("tides", known=("moon-phases",)).verdict == "outside"
