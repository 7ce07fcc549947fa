"""The host-side state of one request while it decodes: its region, spans, counters and text.

Internal to `BatchEngine`, which keeps one `RowState` per row of its cache; it turns committed
tokens into the events (`events.py`) and applies the stopping rules below.

The generated *region* is everything after the prompt: fixed template tokens (known), span
positions (None until committed) and, once a span ends early, dead positions (padding). The
region is cut into blocks of block_size from position 0, right after the prefilled prompt.
Fixed template tokens are part of the region (a block of fixed tokens only costs one commit
forward), so long shared context belongs in the prompt.

Rules a span follows (free generation is a template of one span):
- EOS committed at p: the span's text ends before p; positions after p are dead (padding,
  never denoised); positions before p are still filled. The last span's padding is invisible
  to the model (right padding of the block mask), a middle span's is a visible pad token so
  the committed block stays whole.
- a stop sequence found in the span's contiguous final text: the text ends before it and the
  rest of the span is dead; tokens that may still begin a stop sequence are held back.
- every position filled: "length".
"""

import time

import torch

from clover_model.engine.events import BlockCommitted, Finished, StepEvent
from clover_model.engine.request import Request, Span


class SpanState:
    """Where a span sits in the region and how it ended."""

    def __init__(self, start: int, end: int, choices=None):
        self.start, self.end = start, end
        self.choices: tuple[tuple[int, ...], ...] | None = choices  # see `Span.choices`
        self.cut: int | None = None  # the span's text ends before this position
        self.dead_from: int | None = None  # positions from here to `end` are padding
        self.reason: str | None = None  # "eos", "stop", "length"


class RowState:
    """One request in a batch; the engine keeps the rows aligned with the cache rows."""

    def __init__(
        self, request: Request, *, eos_token_ids: list[int], pad_id: int, device: torch.device
    ):
        self.request = request
        self.pad_id = pad_id
        self.id = request.request_id
        self.prompt = list(request.prompt)
        self.region: list[int | None] = []
        self.span_of: list[int] = []  # per region position: its span index, -1 when fixed
        self.spans: list[SpanState] = []
        for segment in request.segments:
            if isinstance(segment, Span):
                start = len(self.region)
                self.spans.append(SpanState(start, start + segment.length, segment.choices))
                self.region += [None] * segment.length
                self.span_of += [len(self.spans) - 1] * segment.length
            else:
                self.region += [int(token) for token in segment]
                self.span_of += [-1] * len(segment)
        self.eos = set(eos_token_ids if request.eos_token_ids is None else request.eos_token_ids)
        self.stops = request.stop_sequences
        self.generator = None
        if request.seed is not None:
            self.generator = torch.Generator(device=device).manual_seed(request.seed)

        self.block = 0  # index of the block being denoised
        self.block_steps = 0  # steps taken in this block
        self.forwards = 0
        self.prefills = 0  # of those forwards: the prompt's
        self.steps = 0
        self.blocks = 0
        self.tokens_committed = 0
        self.frontier = 0  # every region position before it is resolved
        self.emitted = 0  # region positions before it were handed out as text
        self.constraint = request.constraint
        self.checked = 0  # region positions before it were read by the constraint
        self.constraint_gave_up = False
        self.remasked = 0
        self.text: list[int] = []
        self.finished: Finished | None = None
        self.started = time.perf_counter()

    def dead(self, position: int) -> bool:
        index = self.span_of[position]
        if index < 0:
            return False
        span = self.spans[index]
        return span.dead_from is not None and position >= span.dead_from

    def resolved(self, position: int) -> bool:
        return self.region[position] is not None or self.dead(position)

    def block_positions(self, block_size: int, block: int | None = None) -> range:
        start = (self.block if block is None else block) * block_size
        return range(start, start + block_size)

    def targets(self, block_size: int, *, block: int | None = None) -> list[bool]:
        """Which positions of the current block (or of `block`) are still to be filled."""
        if self.finished is not None:
            return [False] * block_size
        size = len(self.region)
        positions = self.block_positions(block_size, block)
        return [p < size and not self.resolved(p) for p in positions]

    def block_ids(self, block_size: int, *, mask_id: int, pad_id: int) -> list[int]:
        """The current block as the model sees it: masks where unknown (and past the region)."""
        ids = []
        for p in self.block_positions(block_size):
            if p >= len(self.region) or (self.region[p] is None and not self.dead(p)):
                ids.append(mask_id)
            elif self.dead(p):
                ids.append(pad_id)
            else:
                ids.append(self.region[p])
        return ids

    def visible(self, block_size: int) -> int:
        """Visible tokens of the current block: all, or up to the last span's EOS."""
        last = self.spans[-1]
        start = self.block * block_size
        if last.reason == "eos" and last.cut >= start:
            return last.cut - start + 1
        return block_size

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def apply_step(
        self, committed: list[tuple[int, int]], draft: list[int], block_size: int
    ) -> StepEvent:
        """Record the tokens committed in one step (block offsets) and describe the step."""
        start = self.block * block_size
        positions = [(start + offset, token) for offset, token in committed]
        for position, token in positions:
            self.region[position] = token
            if token in self.eos:
                span = self.spans[self.span_of[position]]
                if span.cut is None or position < span.cut:
                    span.cut, span.dead_from, span.reason = position, position + 1, "eos"
        self.forwards += 1
        self.steps += 1
        self.block_steps += 1
        self.tokens_committed += len(positions)
        remasked = self._check(block_size)
        text = self._advance()
        end = min(start + block_size, len(self.region), start + self.visible(block_size))
        tokens = [self._shown(p) for p in range(start, end)]
        return StepEvent(
            request_id=self.id,
            block=self.block,
            step=self.block_steps - 1,
            block_start=start,
            tokens=tokens,
            draft=[t if t is not None else d for t, d in zip(tokens, draft, strict=False)],
            committed=positions,
            text=text,
            forwards=self.forwards,
            tokens_committed=self.tokens_committed,
            elapsed=self.elapsed(),
            remasked=remasked,
        )

    def choice_spans(self) -> bool:
        return any(span.choices for span in self.spans)

    def candidates(self, index: int) -> list[tuple[int, ...]]:
        """The choices of span ``index`` that its committed tokens still allow."""
        span = self.spans[index]
        return [
            choice
            for choice in span.choices
            if all(self.region[span.start + k] in (None, token) for k, token in enumerate(choice))
        ]

    def allowed(self, position: int) -> set[int] | None:
        """The tokens a choice span allows at ``position``; None: any token."""
        index = self.span_of[position]
        if index < 0 or not self.spans[index].choices:
            return None
        offset = position - self.spans[index].start
        allowed = set()
        for choice in self.candidates(index):
            if offset >= len(choice):
                return None  # past a possible choice's end: free
            allowed.add(choice[offset])
        return allowed or None

    def constrained(self) -> bool:
        return self.constraint is not None and not self.constraint_gave_up

    def _check(self, block_size: int) -> list[int]:
        """Read the tokens that joined the contiguous prefix into the constraint; mask the
        first one it refuses again, with every token committed after it in the block."""
        if not self.constrained():
            return []
        position = self.checked
        while position < len(self.region) and self.resolved(position):
            token = self.region[position]
            if self.dead(position):
                break
            if token in self.eos:
                if not self.constraint.accepts_end():
                    return self._remask(position, block_size)
                self.checked = position + 1
                return []
            if not self.constraint.accepts(token):
                return self._remask(position, block_size)
            self.constraint.advance(token)
            position += 1
            self.checked = position
        return []

    def _remask(self, position: int, block_size: int) -> list[int]:
        end = min((self.block + 1) * block_size, len(self.region))
        cleared = []
        for p in range(position, end):
            if self.span_of[p] >= 0 and self.region[p] is not None:
                self.region[p] = None
                cleared.append(p)
        for span in self.spans:
            if span.cut is not None and span.cut >= position:
                span.cut = span.dead_from = span.reason = None
        self.tokens_committed -= len(cleared)
        self.remasked += len(cleared)
        return cleared

    def _shown(self, position: int) -> int | None:
        """A block position for a UI: its token, the pad id when dead, None while masked."""
        return self.pad_id if self.dead(position) else self.region[position]

    def _text(self, start: int, end: int) -> list[int]:
        """The text of region positions [start, end): no padding, no EOS."""
        text = []
        for p in range(start, end):
            index = self.span_of[p]
            if self.dead(p) or (index >= 0 and self.spans[index].cut == p):
                continue
            text.append(self.region[p])
        return text

    def _advance(self) -> list[int]:
        """Move the frontier over resolved positions, end spans at stop sequences, and hand out
        the text that can no longer change."""
        checked = self.frontier
        while True:
            while self.frontier < len(self.region) and self.resolved(self.frontier):
                self.frontier += 1
            if not self.stops or checked == self.frontier:
                break
            for end in range(checked, self.frontier):
                self._check_stop(end)
            checked = self.frontier
        limit = max(self.frontier - (0 if self.done() else self._held_back()), self.emitted)
        text = self._text(self.emitted, limit)
        self.emitted = limit
        self.text += text
        return text

    def _check_stop(self, end: int) -> None:
        """End the span at a stop sequence whose last token is at region position `end`."""
        index = self.span_of[end]
        if index < 0:
            return
        span = self.spans[index]
        if span.cut is not None and end >= span.cut:
            return
        for stop in self.stops:
            begin = end + 1 - len(stop)
            if begin >= span.start and self.region[begin : end + 1] == stop:
                span.cut, span.dead_from, span.reason = begin, begin, "stop"
                return

    def _held_back(self) -> int:
        """Tokens at the frontier that could still be the start of a stop sequence."""
        if not self.stops or self.frontier == 0:
            return 0
        index = self.span_of[self.frontier - 1]
        if index < 0:
            return 0
        span = self.spans[index]
        # a span already cut, or complete up to its end, cannot grow into a stop sequence
        if span.cut is not None or self.frontier >= span.end:
            return 0
        held = 0
        for stop in self.stops:
            for k in range(min(len(stop) - 1, self.frontier - span.start), held, -1):
                if self.region[self.frontier - k : self.frontier] == stop[:k]:
                    held = k
                    break
        return held

    def done(self) -> bool:
        """Every span ended: filled, or cut with everything before the cut filled.

        Fixed and dead positions count as resolved, so this is the frontier passing the end of
        the last span (kept current by every step).
        """
        return self.frontier >= self.spans[-1].end

    def commit_block(self, block_ids: list[int], *, counted: bool = True) -> BlockCommitted:
        """Count the forward that wrote `block_ids` into the cache (``counted=False``: it was
        the next block's first denoising step, which `apply_step` counts); move to the next
        block."""
        start = self.block * len(block_ids)
        self.forwards += int(counted)
        self.blocks += 1
        event = BlockCommitted(
            request_id=self.id,
            block=self.block,
            block_start=start,
            tokens=block_ids,
            steps=self.block_steps,
            forwards=self.forwards,
            tokens_committed=self.tokens_committed,
            elapsed=self.elapsed(),
        )
        self.block += 1
        self.block_steps = 0
        return event

    def finish(self, reason: str | None = None) -> Finished:
        """Close the request (reason None: taken from the last span) and build its result."""
        if reason is None:
            for span in self.spans:
                if span.reason is None:
                    span.reason = "length"
            reason = self.spans[-1].reason
        else:
            # a cancelled request hands out what is final, held-back tokens included
            self.text += self._text(self.emitted, self.frontier)
            self.emitted = self.frontier
        spans = []
        for span in self.spans:
            end = span.end if span.cut is None else span.cut
            filled = []
            for p in range(span.start, end):
                if self.region[p] is None:
                    break
                filled.append(self.region[p])
            spans.append(filled)
        generated = sum(len(span) for span in spans)
        self.finished = Finished(
            request_id=self.id,
            tokens=self.text,
            spans=spans,
            finish_reason=reason,
            span_reasons=[span.reason for span in self.spans],
            num_tokens=len(self.text),
            tokens_committed=self.tokens_committed,
            forwards=self.forwards,
            steps=self.steps,
            blocks=self.blocks,
            tokens_per_forward=generated / max(self.forwards - self.prefills, 1),
            seconds=self.elapsed(),
            remasked=self.remasked,
            constraint_gave_up=self.constraint_gave_up,
        )
        return self.finished


__all__ = ["RowState", "SpanState"]
