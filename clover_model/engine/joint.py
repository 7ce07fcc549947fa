"""Joint and independent mode for the decision model: one material, up to 8 questions, one
answer span each.

Joint mode fills every answer in ONE denoising process. The context (material, then every
question) is prefilled once; the answer slots (optional fixed prefix such as the ids of "A3:",
then a masked span) are packed in order into groups of at most block_size tokens, and each
group becomes one row of a `BatchEngine` over that shared context. Every step is one forward
for all rows, so every span is denoised in parallel; spans packed into the same block also see
each other's provisional tokens in both directions (8 answers of up to 4 tokens share one block
of the 35B model). Independent mode runs one request per question (material, that question,
its slot) to the end before the next. Both are `Request(template=...)` rows of the same block
loop; only the batching differs.

    joint = fill_joint(model, material, questions, answer_length=4)
    independent = fill_independent(model, material, questions, answer_length=4)
    joint.answers, joint.forwards, independent.forwards

Used by `Engine.fill_joint` / `fill_independent` and measured by `bench_decode` (d).
"""

import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from clover_model.engine.batch import BatchEngine
from clover_model.engine.events import Finished
from clover_model.engine.request import Request, Segment, Span

MAX_JOINT_SPANS = 8


@dataclass
class JointResult:
    """The answers of one joint or independent fill and what they cost."""

    answers: list[list[int]]  # one per question
    span_reasons: list[str | None]
    forwards: int  # model forwards, prefills included (reading the material is the point)
    steps: int  # denoising steps (forwards of block logits)
    seconds: float
    rows: list[Finished]  # the requests that produced the answers

    @property
    def tokens_per_forward(self) -> float:
        """Answer tokens per model forward, prefills included."""
        return sum(len(answer) for answer in self.answers) / max(self.forwards, 1)

    def to_dict(self) -> dict:
        return {"kind": "joint", **asdict(self), "tokens_per_forward": self.tokens_per_forward}


def _slots(questions, answer_prefixes, answer_length, answer_choices=None) -> list[list[Segment]]:
    if not 1 <= len(questions) <= MAX_JOINT_SPANS:
        raise ValueError(f"joint mode takes 1 to {MAX_JOINT_SPANS} questions, got {len(questions)}")
    for name, given in (("answer_prefixes", answer_prefixes), ("answer_choices", answer_choices)):
        if given is not None and len(given) != len(questions):
            raise ValueError(
                f"{name} must hold one entry per question ({len(questions)}), got {len(given)}"
            )
    prefixes = answer_prefixes or [[] for _ in questions]
    choices = answer_choices or [None for _ in questions]
    return [
        ([list(prefix)] if prefix else [])
        + [Span(answer_length, choices=tuple(map(tuple, options)) if options else None)]
        for prefix, options in zip(prefixes, choices, strict=True)
    ]


def _slot_length(slot: list[Segment]) -> int:
    return sum(s.length if isinstance(s, Span) else len(s) for s in slot)


def pack_slots(slots: list[list[Segment]], block_size: int) -> list[list[int]]:
    """Group slot indices, in order, into runs of at most block_size tokens (a longer slot gets
    a group of its own)."""
    groups: list[list[int]] = []
    used = block_size
    for index, slot in enumerate(slots):
        length = _slot_length(slot)
        if used + length > block_size:
            groups.append([])
            used = 0
        groups[-1].append(index)
        used += length
    return groups


def _run(model, requests: list[Request], on_event) -> tuple[list[Finished], int, int]:
    """Decode `requests` as one batch to the end -> results in order, forwards, steps."""
    batch = BatchEngine(model, on_event=on_event)
    results = {e.request_id: e for e in batch.run(requests) if e.kind == "finish"}
    return [results[request.request_id] for request in requests], batch.forwards, batch.steps


def fill_joint(
    model,
    material: Sequence[int],
    questions: Sequence[Sequence[int]],
    *,
    answer_length: int,
    answer_prefixes: Sequence[Sequence[int]] | None = None,
    answer_choices: Sequence[Sequence[Sequence[int]]] | None = None,
    on_event=None,
    **fields,
) -> JointResult:
    """Every question's answer in one denoising process over a context read once.

    answer_choices: per question, the token sequences its answer may be (`Span.choices`:
    a multiple-choice answer names one of them).
    fields: any other `Request` field (strategy, sampling, seed, eos_token_ids, ...).
    """
    started = time.perf_counter()
    slots = _slots(questions, answer_prefixes, answer_length, answer_choices)
    context = list(material) + [int(t) for question in questions for t in question]
    groups = pack_slots(slots, model.config.block_size)
    requests = [
        Request(
            prompt=context,
            template=[segment for index in group for segment in slots[index]],
            **fields,
        )
        for group in groups
    ]
    rows, forwards, steps = _run(model, requests, on_event)
    answers, reasons = [], []
    for row in rows:
        answers += row.spans
        reasons += row.span_reasons
    return JointResult(
        answers=answers,
        span_reasons=reasons,
        forwards=forwards,
        steps=steps,
        seconds=time.perf_counter() - started,
        rows=rows,
    )


def fill_independent(
    model,
    material: Sequence[int],
    questions: Sequence[Sequence[int]],
    *,
    answer_length: int,
    answer_prefixes: Sequence[Sequence[int]] | None = None,
    answer_choices: Sequence[Sequence[Sequence[int]]] | None = None,
    on_event=None,
    **fields,
) -> JointResult:
    """One call per question: material, that question and its answer slot, one after another."""
    started = time.perf_counter()
    slots = _slots(questions, answer_prefixes, answer_length, answer_choices)
    rows, forwards, steps = [], 0, 0
    for question, slot in zip(questions, slots, strict=True):
        request = Request(prompt=list(material) + list(question), template=slot, **fields)
        [row], row_forwards, row_steps = _run(model, [request], on_event)
        rows.append(row)
        forwards += row_forwards
        steps += row_steps
    return JointResult(
        answers=[row.spans[0] for row in rows],
        span_reasons=[row.span_reasons[0] for row in rows],
        forwards=forwards,
        steps=steps,
        seconds=time.perf_counter() - started,
        rows=rows,
    )


__all__ = ["MAX_JOINT_SPANS", "JointResult", "fill_independent", "fill_joint", "pack_slots"]
