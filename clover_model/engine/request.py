"""What a caller asks the engine for: a prompt, then free generation or a template to fill.

A request is token ids in, token ids out. Free generation is one open span of
`max_new_tokens` after the prompt; a template is a list of fixed token spans and `Span`s
(masked answer spans) after the prompt. Both decode through the same block loop.

    Request(prompt=[5, 17, 42], max_new_tokens=64, stop_sequences=[[13, 13]], seed=0)
    Request(prompt=material, template=[question_1, question_2, Span(8), Span(8)])

Every caller builds them: the worker (`JobRun.engine_request`: threshold, sampling, seed,
cancel event, the markup grammar), evaluation, distillation, joint mode (templates) and
`Engine.request` (its defaults).
"""

import threading
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import torch

from clover_model.engine.constraints import Constraint
from clover_model.engine.strategies import CommitStrategy, ConfidenceThreshold, Sampling


@dataclass(frozen=True)
class Span:
    """An answer span of `length` masked tokens inside a template.

    choices: token id sequences, each at most `length` long; the span then begins with one of
    them (the positions after the shorter ones are free). The model still chooses, position
    by position and in any order, but only among tokens that keep some choice possible
    (joint mode's multiple-choice answers: `genui.worker.quiz_check`).
    """

    length: int
    choices: tuple[tuple[int, ...], ...] | None = None

    def __post_init__(self):
        if self.length < 1:
            raise ValueError(f"a Span needs length >= 1, got {self.length}")
        if self.choices is not None:
            choices = tuple(tuple(int(token) for token in choice) for choice in self.choices)
            if not choices or not all(1 <= len(choice) <= self.length for choice in choices):
                raise ValueError(
                    f"a Span's choices must be 1 to {self.length} (its length) tokens each"
                )
            object.__setattr__(self, "choices", choices)


Segment = Sequence[int] | Span


@dataclass
class Request:
    """One generation job; every field but `prompt` has a default.

    prompt: token ids (a list or a 1D tensor), at least one.
    max_new_tokens: length of the open span of free generation (ignored with a template).
    template: fixed token spans and `Span`s after the prompt; None = free generation.
    strategy, sampling: see `clover_model.engine.strategies`.
    max_steps_per_block: cap of denoising steps per block (None: at most one per position).
    stop_sequences: token id sequences; a span ends before the first one it contains.
    eos_token_ids: tokens that end a span (None: the model config's; () disables).
    seed: seeds this request's own generator (sampling is reproducible in any batch).
    cancel: a threading.Event or a callable, polled between steps (set it from any thread).
    on_event: called with every event of this request, on the decoding thread.
    constraint: a `Constraint` the text must satisfy, read left to right (free generation
        only; one object per request, it keeps state). See `clover_model.engine.constraints`.
    """

    prompt: Sequence[int] | torch.Tensor
    max_new_tokens: int = 256
    template: Sequence[Segment] | None = None
    strategy: CommitStrategy = field(default_factory=ConfidenceThreshold)
    sampling: Sampling = field(default_factory=Sampling)
    max_steps_per_block: int | None = None
    stop_sequences: Sequence[Sequence[int]] = ()
    eos_token_ids: Sequence[int] | None = None
    seed: int | None = None
    cancel: threading.Event | Callable[[], bool] | None = None
    on_event: Callable[[object], None] | None = None
    constraint: Constraint | None = None
    request_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])

    def __post_init__(self):
        if isinstance(self.prompt, torch.Tensor):
            if self.prompt.dim() != 1:
                raise ValueError(
                    f"prompt must be a 1D tensor of token ids, got shape {tuple(self.prompt.shape)}"
                )
            self.prompt = self.prompt.tolist()
        self.prompt = [int(token) for token in self.prompt]
        if not self.prompt:
            raise ValueError("prompt must hold at least one token id")
        if self.template is None and self.max_new_tokens < 1:
            raise ValueError(f"max_new_tokens must be >= 1, got {self.max_new_tokens}")
        if self.template is not None and not any(isinstance(s, Span) for s in self.template):
            raise ValueError("a template needs at least one Span to fill")
        if self.max_steps_per_block is not None and self.max_steps_per_block < 1:
            raise ValueError(f"max_steps_per_block must be >= 1, got {self.max_steps_per_block}")
        if not isinstance(self.strategy, CommitStrategy):
            raise ValueError(f"strategy must be a CommitStrategy, got {type(self.strategy)}")
        if self.constraint is not None and self.template is not None:
            raise ValueError("a constraint applies to free generation, not to a template")
        self.stop_sequences = [[int(t) for t in stop] for stop in self.stop_sequences if stop]

    @property
    def segments(self) -> list[Segment]:
        """The template, or free generation's single open span."""
        if self.template is None:
            return [Span(self.max_new_tokens)]
        return list(self.template)

    def cancelled(self) -> bool:
        if self.cancel is None:
            return False
        if isinstance(self.cancel, threading.Event):
            return self.cancel.is_set()
        return bool(self.cancel())


__all__ = ["Request", "Segment", "Span"]
