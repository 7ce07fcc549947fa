"""`manage.py evaluate_routing`'s figures on decided requests: "not learnt yet" counts as a
refusal, and what it names is counted on its own."""

from genui.corpus.routing import REFUSED, ROUTED
from genui.worker.generation import UNLEARNT
from genui.worker.management.commands.evaluate_routing import routing_summary


def row(topic="", unlearnt="", verdict=REFUSED, routed_to=None):
    return {
        "topic": topic,
        "unlearnt": unlearnt,
        "near": "",
        "known": verdict == ROUTED,
        "verdict": verdict,
        "routed_to": routed_to,
        "suggested": False,
    }


def test_not_learnt_yet_is_a_refusal_whose_topic_is_counted():
    rows = [
        row(unlearnt="friction", verdict=UNLEARNT, routed_to="friction"),  # named right
        row(unlearnt="friction", verdict=UNLEARNT, routed_to="meiosis"),  # named wrong
        row(unlearnt="friction"),  # refused as outside
        row(verdict=UNLEARNT, routed_to="meiosis"),  # outside, told an unlearnt topic
        row(),
        row(),
        row(verdict=ROUTED, routed_to="tides"),
    ]
    figures = routing_summary(rows)
    assert figures["unlearnt_requests"] == 3 and figures["unlearnt_refused"] == 1.0
    assert figures["unlearnt_named"] == round(1 / 3, 4)
    assert figures["outside_named_unlearnt"] == 0.25
    assert figures["outside_refused"] == round(6 / 7, 4)
