"""The topic router in the worker: which catalog topic a demo checkpoint is asked for.

A demo checkpoint writes only the lessons of its catalog topics, so before anything is
decoded the router (`clover_model.router`, trained by `genui.demo_model.train_router`) reads
the teacher's request and `genui.corpus.routing.decide` routes it, finds it unsure between
topics, or finds it outside the catalog. The router is the checkpoint's ``router/`` folder,
else `settings.CLOVER_ROUTER_PATH` (the bundled demo checkpoint's); one with an encoder member
also reads multilingual-e5-small's file (`clover_model.router.base_encoder`), loaded here.
It knows the whole catalog; for a checkpoint trained on fewer topics, the probability of the
topics that checkpoint does not know counts as "outside" (it cannot write them either).

A real checkpoint, which writes any topic, has no router: nothing is refused.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

from django.conf import settings

from genui.corpus.asks import OUTSIDE, as_name
from genui.corpus.routing import ROUTED, Decision, RoutingPolicy, decide
from genui.corpus.topics import all_topics


@cache
def _topics_by_name() -> dict[str, str]:
    by_name: dict[str, set[str]] = {}
    for topic in all_topics():
        for name in (name for names in topic.names.values() for name in names):
            by_name.setdefault(as_name(name), set()).add(topic.slug)
    return {name: slugs.pop() for name, slugs in by_name.items() if len(slugs) == 1}


def named_topic(text: str) -> str | None:
    """The catalog topic whose name ``text`` is, whole (`as_name`), else None."""
    return _topics_by_name().get(as_name(text))


@dataclass
class Router:
    """A loaded router and the policy shipped with it (``routing.json``)."""

    model: object = field(repr=False)
    policy: RoutingPolicy
    path: Path

    def probabilities(self, text: str, known: tuple[str, ...] | None = None) -> dict[str, float]:
        """Every label's probability for ``text``; with ``known``, the topics outside it
        are folded into `OUTSIDE`."""
        row = self.model.probabilities([text])[0].tolist()
        labels = self.model.config.id2label
        probabilities = {labels[i]: p for i, p in enumerate(row)}
        if known is None:
            return probabilities
        wanted = set(known)
        folded = {label: p for label, p in probabilities.items() if label in wanted}
        folded[OUTSIDE] = sum(p for label, p in probabilities.items() if label not in wanted)
        return folded

    def decide(self, text: str, known: tuple[str, ...] | None = None) -> Decision:
        """`genui.corpus.routing.decide` on the router's probabilities; a request that is a
        topic's name, whole, asks for that topic whatever the probabilities (the studio's
        candidate buttons ask by name), where the router has the topic among its labels."""
        started = time.perf_counter()
        probabilities = self.probabilities(text, known)
        decision = decide(probabilities, self.policy)
        named = named_topic(text)
        if named in probabilities and decision.topic != named:
            confidence = probabilities[named]
            decision = replace(decision, verdict=ROUTED, topic=named, confidence=confidence)
        return decision.timed(time.perf_counter() - started)


def router_path(checkpoint: Path | None) -> Path:
    """The router of ``checkpoint``: its own ``router/``, else CLOVER_ROUTER_PATH."""
    if checkpoint is not None and (checkpoint / "router" / "config.json").exists():
        return checkpoint / "router"
    return Path(settings.CLOVER_ROUTER_PATH)


def router_load(path: Path) -> Router:
    """The router at ``path`` (FileNotFoundError when there is none)."""
    if not (path / "config.json").exists():
        raise FileNotFoundError(f"no topic router at {path}")
    from transformers import AutoModelForSequenceClassification

    import clover_model  # noqa: F401  (registers the router with the Auto classes)

    model = AutoModelForSequenceClassification.from_pretrained(path).eval()
    if getattr(model.config, "encoder_layers", 0) or getattr(model.config, "passages", 0):
        # loads the base encoder now, so that no teacher waits for it
        model.probabilities(["warm up"])
    policy_file = path / "routing.json"
    policy = (
        RoutingPolicy.from_dict(json.loads(policy_file.read_text()))
        if policy_file.exists()
        else RoutingPolicy()
    )
    return Router(model=model, policy=policy, path=path)
