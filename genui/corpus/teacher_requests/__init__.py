"""Requests written the way teachers and pupils write, for measuring the topic router: the
development and test set of issue 43, kept as data (``*.toml`` in this folder).

- ``<subjects>.toml``: requests for catalog topics, none of which uses a topic's ``names``
  verbatim, 2 or more per topic, language and style (split between the parts); a topic that
  joins the catalog takes over the outside requests that ask for it;
- ``outside.toml``: requests that no catalog lesson answers, a third of them near misses
  (``near``: the catalog topic they neighbour).

Each request has a ``style`` (`STYLES`) and a ``part``: ``dev`` may be read to choose the
router's calibration and thresholds (`genui.demo_model.train_router`); ``test`` is read
only to report figures (``manage.py evaluate_routing``). Neither is ever used for training,
and the phrase banks the router learns from (``asks``, ``outside/``) were written without
reading them.

A checkpoint trained before a topic joined the catalog cannot write it: the requests for
that topic are outside its catalog (`as_checkpoint_sees`), and every count of these requests
made for a checkpoint treats them so.
"""

from __future__ import annotations

import tomllib
from collections.abc import Collection, Iterable
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
STYLES = (
    "pupil-question",
    "phenomenon",
    "sub-concept",
    "demo",
    "curriculum",
    "lesson-plan",
    "typo-mixed",
    "short",
    "long",
)
PARTS = ("dev", "test")


@dataclass(frozen=True)
class TeacherRequest:
    text: str
    language: str  # the language it is written in (the main one, if mixed)
    style: str  # one of STYLES
    part: str  # dev | test
    topic: str = ""  # the catalog topic it asks for; "" outside the catalog
    grade: str = "middle"  # primary | middle | high: the class a catalog request suits
    near: str = ""  # outside: the catalog topic it neighbours, "" when far from all
    about: str = ""  # outside: what it asks for
    unlearnt: str = ""  # outside for a checkpoint (`as_checkpoint_sees`): the topic asked for

    @property
    def family(self) -> str:
        """The style, under the name the lesson evaluation reports request kinds by."""
        return self.style


@cache
def teacher_requests(part: str = "") -> tuple[TeacherRequest, ...]:
    """Every request of ``part`` (both parts when empty), catalog requests first."""
    if part and part not in PARTS:
        raise ValueError(f"part must be one of {PARTS}, not {part!r}")
    requests = []
    paths = sorted(HERE.glob("*.toml"), key=lambda path: (path.stem == "outside", path.stem))
    for path in paths:
        for entry in tomllib.loads(path.read_text(encoding="utf-8")).get("request", []):
            request = TeacherRequest(**entry)
            if request.style not in STYLES or request.part not in PARTS:
                raise ValueError(f"{path.name}: bad style or part in {entry}")
            if not part or request.part == part:
                requests.append(request)
    return tuple(requests)


def as_checkpoint_sees(
    requests: Iterable[TeacherRequest], known_topics: Collection[str] | None
) -> tuple[TeacherRequest, ...]:
    """``requests`` as a checkpoint that knows only ``known_topics`` (None: every topic) must
    answer them: a catalog request for a topic it has not learnt is a request outside its
    catalog, which it should refuse (it cannot write that lesson); ``unlearnt`` keeps the topic
    asked for. It counts among the far outside requests (``near`` names a topic it knows)."""
    if known_topics is None:
        return tuple(requests)
    return tuple(
        request
        if not request.topic or request.topic in known_topics
        else replace(request, topic="", near="", about=request.topic, unlearnt=request.topic)
        for request in requests
    )


def unlearnt_counts(requests: Iterable[TeacherRequest]) -> dict[str, int]:
    """How many of ``requests`` (`as_checkpoint_sees`) ask for each topic the checkpoint has
    not learnt."""
    counts: dict[str, int] = {}
    for request in requests:
        if request.unlearnt:
            counts[request.unlearnt] = counts.get(request.unlearnt, 0) + 1
    return dict(sorted(counts.items()))


def unlearnt_line(counts: dict[str, int], model_id: str) -> str:
    """What an evaluation says of the requests `unlearnt_counts` found for ``model_id``."""
    topics = ", ".join(f"{slug} {n}" for slug, n in counts.items())
    return (
        f"{sum(counts.values())} catalog requests ask for topics {model_id} has not learnt"
        f" ({topics}): counted as outside requests (far), which it should refuse"
    )
