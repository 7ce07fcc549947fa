"""The Clover generation engine: block denoising with parallel commits, events, batching, joint
mode. Token ids in, token ids and events out (no tokenizer, no web).

Everything decodes through one block loop, `BatchEngine`: the lesson worker (`JobLoop` adds
jobs and steps it; `lesson_generate` decodes one lesson with `run`), evaluation
(`evaluate_lessons`), training's self-distillation (`train.distill_generate`), joint mode and
`Engine`, the one-request front the benchmark (`bench_decode`) and the tests use.

    from clover_model.engine import BatchEngine, Request
    for event in BatchEngine(model).run([Request(prompt=prompt_ids, max_new_tokens=256)]):
        ...  # StepEvent / BlockCommitted / Finished, each with to_dict()

What each module is for, and who uses it:

- `batch.py`: `BatchEngine`, the block loop over a batch; `run` decodes requests to the end.
  Every caller.
- `request.py`: `Request`, what a caller asks for (prompt, free text or a template, stopping,
  strategy, sampling, seed, cancel, constraint). Every caller.
- `strategies.py`: sampling, and which masked positions a step commits. `BatchEngine`, with
  each request's own choice (the worker's: `ConfidenceThreshold`).
- `constraints.py`: `Constraint` (a Protocol), a left-to-right acceptor of a request's text.
  The worker and evaluation pass the markup grammar.
- `row.py`: one request's host state (region, spans, EOS / stop rules, text streaming).
  `BatchEngine` only.
- `events.py`: `StepEvent`, `BlockCommitted`, `Finished`, what decoding reports. The worker's
  studio events; every caller's results.
- `generate.py`: `Engine`, one request as a generator or a blocking call. `bench_decode`, tests.
- `joint.py`: joint (one process) and independent answers to up to 8 questions over one
  material, the decision model's modes. `Engine`, `bench_decode`.

Tests: `python -m pytest tests/clover_model/test_engine.py -q -p no:django`; benchmark:
`python -m genui.demo_model.bench_decode`. See docs/model-architecture.md, "Generation engine".
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
