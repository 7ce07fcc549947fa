"""Constrained decoding: a request may carry a left-to-right acceptor of its text.

The worker and `evaluate_lessons` pass the lesson markup grammar
(`genui.markup.token_constraint.MarkupConstraint`); `BatchEngine` calls `frontier_filter` each step.

A block is denoised in any order, but text is only final in reading order, so the engine
checks a request's tokens against its `Constraint` as they join the contiguous prefix:

- at the *frontier* (the first position still masked, everything before it read by the
  constraint) the logits are cut to the candidates the constraint accepts (`frontier_filter`):
  the model's own ranking decides among what may come next;
- a token committed further right, which the constraint could not see yet, is checked when the
  prefix reaches it; if refused, it and every token committed after it in the block are masked
  again and denoised anew (`StepEvent.remasked`). None of them was final text yet.

The end of text (an EOS token) is accepted only where `accepts_end` says so. When no candidate
at the frontier is acceptable (a dead end the grammar cannot leave), the constraint may
`relax` the rule at fault; if it cannot, the request goes on unconstrained rather than stall:
`Finished.constraint_gave_up` says so.

`Constraint` is a `typing.Protocol`: any object with its four methods is one, so a grammar
needs nothing from the engine and the engine knows no grammar. A class that subclasses it
explicitly inherits the default `relax`.

    class Digits:                       # text of digits only, ending anywhere
        def accepts(self, token): return vocab[token].isdigit()
        def advance(self, token): pass
        def accepts_end(self): return True
        def relax(self): return False
"""

from typing import Protocol, runtime_checkable

import torch

TOP_CANDIDATES = 32


@runtime_checkable
class Constraint(Protocol):
    """A stateful acceptor of one request's text, read one token at a time (never EOS)."""

    def accepts(self, token: int) -> bool:
        """May `token` come next? (No change of state.)"""

    def advance(self, token: int) -> None:
        """Read `token`, which `accepts` allowed."""

    def accepts_end(self) -> bool:
        """May the text end here?"""

    def relax(self) -> bool:
        """Nothing at all is acceptable next: loosen the rule that caused it, if there is a
        lesser evil (True), rather than let the rest go unconstrained (False)."""
        return False


def frontier_filter(
    logits: torch.Tensor, constraint: Constraint, eos: set[int], *, first_only: bool
) -> bool:
    """Cut one position's logits (V,) in place to the tokens `constraint` accepts next.

    Candidates are tried in the model's order, among the tokens not already ruled out (-inf):
    the best `TOP_CANDIDATES` first, then the rest only when none of those is acceptable.
    ``first_only`` (greedy decoding) keeps the single best acceptable token. False when no token
    at all is acceptable (the logits are left as they were).
    """
    # tokens already ruled out (the mask token: -inf) are never candidates
    finite = int(torch.isfinite(logits).sum())
    best = logits.topk(min(TOP_CANDIDATES, finite)).indices.tolist()
    keep = _acceptable(best, constraint, eos, first_only)
    if not keep:  # rare: sort the whole vocabulary only now
        tried = set(best)
        rest = [t for t in logits.argsort(descending=True)[:finite].tolist() if t not in tried]
        keep = _acceptable(rest, constraint, eos, True)
    if not keep:
        return False
    allowed = torch.full_like(logits, float("-inf"))
    index = torch.tensor(keep, device=logits.device)
    allowed[index] = logits[index]
    logits.copy_(allowed)
    return True


def _acceptable(candidates, constraint: Constraint, eos: set[int], first_only: bool) -> list:
    keep = []
    for token in candidates:
        if constraint.accepts_end() if token in eos else constraint.accepts(token):
            keep.append(token)
            if first_only:
                break
    return keep


__all__ = ["TOP_CANDIDATES", "Constraint", "frontier_filter"]
