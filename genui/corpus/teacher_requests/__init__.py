"""Requests written the way teachers and pupils write, for measuring the topic router: the
development and test set of issue 43, kept as data (``*.toml`` in this folder).

- ``<subjects>.toml``: requests for catalog topics, none of which uses a topic's ``names``
  verbatim, 2 per topic, language and style (one in each part);
- ``outside.toml``: requests that no catalog lesson answers, a third of them near misses
  (``near``: the catalog topic they neighbour).

Each request has a ``style`` (`STYLES`) and a ``part``: ``dev`` may be read to choose the
router's calibration and thresholds (`genui.demo_model.train_router`); ``test`` is read
only to report figures (``manage.py evaluate_routing``). Neither is ever used for training,
and the phrase banks the router learns from (``asks``, ``outside/``) were written without
reading them.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
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
