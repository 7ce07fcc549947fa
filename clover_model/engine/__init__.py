"""The Clover generation engine: block denoising with parallel commits, events, batching, joint
mode. Token ids in, token ids and events out (no tokenizer, no web).

    from clover_model.engine import ConfidenceThreshold, Engine
    engine = Engine(model, strategy=ConfidenceThreshold(threshold=0.9))
    for event in engine.stream(prompt_ids, max_new_tokens=256):
        ...  # StepEvent / BlockCommitted / Finished, each with to_dict()

| module | what it holds |
| --- | --- |
| `strategies.py` | sampling (greedy, temperature + top-p) and the commit strategies |
| `request.py` | `Request` (prompt, free generation or template, stopping) and `Span` |
| `constraints.py` | `Constraint` (a Protocol): a left-to-right acceptor of a request's text |
| `row.py` | one request's host state: region, spans, EOS / stop rules, text streaming |
| `batch.py` | `BatchEngine`: the block loop over a batch, joins at block boundaries |
| `generate.py` | `Engine`: one request as a generator or a blocking call |
| `joint.py` | joint (one process) and independent (one call each) answers to up to 8 questions |
| `events.py` | `StepEvent`, `BlockCommitted`, `Finished` |

Tests: `python -m pytest tests/clover_model/test_engine.py -q -p no:django`; benchmark:
`python -m clover_model.bench_decode`. See docs/architecture.md, "Generation engine".
"""

from clover_model.engine.batch import BatchEngine
from clover_model.engine.constraints import Constraint
from clover_model.engine.events import BlockCommitted, Event, Finished, StepEvent
from clover_model.engine.generate import Engine
from clover_model.engine.joint import MAX_JOINT_SPANS, JointResult, fill_independent, fill_joint
from clover_model.engine.request import Request, Segment, Span
from clover_model.engine.strategies import (
    CommitStrategy,
    ConfidenceThreshold,
    OnePerStep,
    Sampling,
)

__all__ = [
    "MAX_JOINT_SPANS",
    "BatchEngine",
    "BlockCommitted",
    "CommitStrategy",
    "ConfidenceThreshold",
    "Constraint",
    "Engine",
    "Event",
    "Finished",
    "JointResult",
    "OnePerStep",
    "Request",
    "Sampling",
    "Segment",
    "Span",
    "StepEvent",
    "fill_independent",
    "fill_joint",
]
