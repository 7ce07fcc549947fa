"""How a denoising step turns block logits into committed tokens.

`BatchEngine` applies each request's own choices every step; callers choose them per
`Request` (the worker from a job's settings, `JobRun.decode_settings`).

Two independent choices, both per request:

- `Sampling`: which token each masked position would take (greedy, or temperature + top-p
  drawn from the request's own `torch.Generator`), and its confidence, the probability of that
  token under the model (temperature 1, before top-p), so a threshold means the same thing at
  every temperature;
- a `CommitStrategy`: which of the masked positions are committed this step.
  `ConfidenceThreshold` (Fast-dLLM / dInfer): every position whose confidence is at least the
  threshold, and always at least the single most confident one; the worker decodes with it.
  `OnePerStep`: the most confident one, the slow baseline `bench_decode` measures it against.

Every strategy also honours `min_count`, the per-row minimum the engine derives from a cap of
steps per block (ceil(masked left / steps left)), so a capped block always ends in time.

    strategy = ConfidenceThreshold(threshold=0.9)
    # conf (B, T) float, masked (B, T) bool, at least one commit per row
    commit = strategy.select(confidence=conf, targets=masked, min_count=torch.ones(B).long())
"""

from abc import ABC, abstractmethod
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class Sampling:
    """Greedy when temperature is 0; otherwise softmax(logits / temperature) cut to top_p."""

    temperature: float = 0.0
    top_p: float = 1.0

    def __post_init__(self):
        if self.temperature < 0:
            raise ValueError(f"temperature must be >= 0, got {self.temperature}")
        if not 0 < self.top_p <= 1:
            raise ValueError(f"top_p must be in (0, 1], got {self.top_p}")

    @property
    def greedy(self) -> bool:
        return self.temperature == 0


def top_p_filter(probs: torch.Tensor, top_p: float) -> torch.Tensor:
    """Zero every token outside the smallest set whose probability reaches top_p; (T, V)."""
    if top_p >= 1:
        return probs
    sorted_probs, order = probs.sort(dim=-1, descending=True)
    # a token stays when the mass before it is still below top_p (the first always stays)
    keep_sorted = sorted_probs.cumsum(-1) - sorted_probs < top_p
    keep = torch.zeros_like(keep_sorted).scatter(-1, order, keep_sorted)
    return probs * keep


def predict_tokens(
    logits: torch.Tensor,
    *,
    samplings: list[Sampling],
    generators: list[torch.Generator | None],
) -> tuple[torch.Tensor, torch.Tensor]:
    """Candidate tokens and their confidence for every position of a batch of blocks.

    logits (B, T, V); samplings and generators hold one entry per row.
    Returns tokens (B, T) long and confidence (B, T) float32.
    """
    probs = torch.softmax(logits.float(), dim=-1)
    confidence, tokens = probs.max(dim=-1)
    for row, sampling in enumerate(samplings):
        if sampling.greedy:
            continue
        # (T, V)
        tempered = torch.softmax(logits[row].float() / sampling.temperature, dim=-1)
        tempered = top_p_filter(tempered, sampling.top_p)
        drawn = torch.multinomial(tempered, num_samples=1, generator=generators[row])
        tokens[row] = drawn.squeeze(-1)
        confidence[row] = probs[row].gather(-1, drawn).squeeze(-1)
    return tokens, confidence


def most_confident(
    confidence: torch.Tensor, targets: torch.Tensor, count: torch.Tensor
) -> torch.Tensor:
    """The `count` (B,) most confident target positions of each row; (B, T) bool.

    Ties go to the leftmost position, so greedy decoding is deterministic.
    """
    scores = confidence.masked_fill(~targets, float("-inf"))
    order = scores.argsort(dim=-1, descending=True, stable=True)
    positions = torch.arange(scores.shape[-1], device=scores.device).expand_as(order)
    rank = torch.empty_like(order).scatter_(-1, order, positions)
    return (rank < count[:, None]) & targets


class CommitStrategy(ABC):
    """Chooses the positions to commit in one denoising step."""

    @abstractmethod
    def select(
        self, *, confidence: torch.Tensor, targets: torch.Tensor, min_count: torch.Tensor
    ) -> torch.Tensor:
        """confidence (B, T) float, targets (B, T) bool (masked positions still to fill),
        min_count (B,) long >= 1 -> the positions to commit (B, T) bool, a subset of targets
        holding at least min(min_count, targets) positions per row."""


@dataclass(frozen=True)
class ConfidenceThreshold(CommitStrategy):
    """Commit every target whose confidence >= threshold, and at least the most confident."""

    threshold: float = 0.9

    def __post_init__(self):
        if not 0 < self.threshold <= 1:
            raise ValueError(f"threshold must be in (0, 1], got {self.threshold}")

    def select(self, *, confidence, targets, min_count):
        confident = targets & (confidence >= self.threshold)
        return confident | most_confident(confidence, targets, min_count)


@dataclass(frozen=True)
class OnePerStep(CommitStrategy):
    """Commit the single most confident target per step (the slow, exact baseline)."""

    def select(self, *, confidence, targets, min_count):
        return most_confident(confidence, targets, min_count)


__all__ = [
    "CommitStrategy",
    "ConfidenceThreshold",
    "OnePerStep",
    "Sampling",
    "most_confident",
    "predict_tokens",
    "top_p_filter",
]
