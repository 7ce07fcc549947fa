"""The decision on a teacher's request, from the topic router's probabilities.

The router (`clover_model.router`, run by `genui.worker.routing`) gives a distribution over
the catalog topics a checkpoint knows and `asks.OUTSIDE`. `decide` turns it into what the
product does:

- ``routed``: the best topic's probability reaches ``accept``: the lesson is written;
- ``unsure``: it does not, and the topics together outweigh "outside": the model takes the
  request for a catalog topic but cannot tell which, so the teacher picks from candidates;
- ``outside``: no catalog topic answers the request; the nearest topics are offered.

Candidates are the ``suggestions`` most probable topics, best first, in every case. The
thresholds are chosen on the development requests (`genui.demo_model.train_router`) and
shipped with the router (``routing.json``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import NamedTuple

from genui.corpus.asks import OUTSIDE

ROUTED, UNSURE, REFUSED = "routed", "unsure", "outside"


@dataclass(frozen=True)
class RoutingPolicy:
    accept: float = 0.5  # the best topic's probability at which the request is routed
    suggestions: int = 4  # topics offered when it is not

    @classmethod
    def from_dict(cls, data: dict) -> RoutingPolicy:
        return cls(accept=float(data["accept"]), suggestions=int(data["suggestions"]))


class NearTopic(NamedTuple):
    """A catalog topic to offer: its slug and its canonical name in English and Chinese."""

    slug: str
    en: str
    zh: str

    def name(self, language: str) -> str:
        return self.zh if language == "zh" else self.en


def near_topic(slug: str) -> NearTopic:
    from genui.corpus.topics import topic_by_slug

    topic = topic_by_slug(slug)
    english = topic.name("en")
    return NearTopic(slug, english[0].upper() + english[1:], topic.name("zh"))


@dataclass(frozen=True)
class Decision:
    verdict: str  # ROUTED, UNSURE or REFUSED
    topic: str | None  # the topic routed to; None otherwise
    confidence: float  # the best topic's probability
    outside: float  # the probability that no catalog topic is asked for
    candidates: tuple[tuple[str, float], ...] = field(default=())  # (slug, probability)
    seconds: float = 0.0  # how long the decision took

    @property
    def known(self) -> bool:
        return self.verdict == ROUTED

    @property
    def nearest(self) -> tuple[NearTopic, ...]:
        """The candidates as topics to offer, best first."""
        return tuple(near_topic(slug) for slug, _ in self.candidates)

    def timed(self, seconds: float) -> Decision:
        return replace(self, seconds=seconds)

    def as_dict(self) -> dict:
        return {
            "verdict": self.verdict,
            "topic_known": self.known,
            "topic": self.topic,
            "confidence": round(self.confidence, 4),
            "outside": round(self.outside, 4),
            "nearest_topics": [
                {**near._asdict(), "probability": p}
                for near, (_, p) in zip(self.nearest, self.candidates, strict=True)
            ],
        }


def decide(probabilities: dict[str, float], policy: RoutingPolicy) -> Decision:
    """The decision for one request, given its probability of every label."""
    topics = sorted(
        ((label, p) for label, p in probabilities.items() if label != OUTSIDE),
        key=lambda item: (-item[1], item[0]),
    )
    if not topics:
        return Decision(REFUSED, None, 0.0, 1.0)
    best, confidence = topics[0]
    outside = probabilities.get(OUTSIDE, 0.0)
    candidates = tuple((slug, round(p, 4)) for slug, p in topics[: policy.suggestions])
    if confidence >= policy.accept:
        return Decision(ROUTED, best, confidence, outside, candidates)
    verdict = UNSURE if outside < 0.5 else REFUSED
    return Decision(verdict, None, confidence, outside, candidates)
