"""BatchEngine: several requests denoised together, one forward per step for the whole batch.

The engine's one block loop: the worker's `JobLoop` steps it for every job, and `run` serves
every caller that decodes a set of requests to the end (`lesson_generate`, `evaluate_lessons`,
`train.distill_generate`, joint mode, `Engine`).

Every request keeps its own prompt, blocks, strategy, sampling and stopping; the rows share the
block grid (prompts are left-padded to whole blocks) and move from block to block in lockstep:

    step():  denoise  - one `block_logits` forward over every row; rows that still have masked
                        positions commit tokens by their own strategy (the others wait)
             boundary - when no row has a masked position left: drop the finished rows from the
                        cache, commit the block of the others and take the first denoising step
                        of the next block in the same forward (`commit_block_logits`: the layers
                        commit the finished block and read the next one in one pass), then
                        prefill the requests that joined (one forward) and append them.

`run` decodes a set of requests to the end (the worker's single lessons, training's
distillation, evaluation, joint mode):

    batch = BatchEngine(model)
    for event in batch.run(requests, max_running=16):
        publish(event.to_dict())

A long-lived loop (the worker's `JobLoop`) calls `add` from any thread (requests join at the
next block boundary) and `step` itself.

Greedy rows decode exactly as they would alone; sampled rows too, as each draws from its own
seeded generator only while it has masked positions.
"""

import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator

import torch

from clover_model.cache import CloverCache, concat_caches
from clover_model.engine.constraints import frontier_filter
from clover_model.engine.events import Event
from clover_model.engine.request import Request, Span
from clover_model.engine.row import RowState
from clover_model.engine.strategies import Sampling, predict_tokens

_GREEDY = Sampling()


class BatchEngine:
    """A running batch of requests over one `CloverForBlockDiffusionLM`."""

    def __init__(self, model, *, on_event=None, fuse_commit: bool = True):
        """fuse_commit=False commits each block in a forward of its own: the same tokens, one
        more forward per block (the reference the tests hold the fused commit to)."""
        config = model.config
        self.fuse_commit = fuse_commit
        self.model = model
        self.block_size = config.block_size
        self.mask_id = config.mask_token_id
        self.pad_id = config.pad_token_id or 0
        eos = config.eos_token_id
        self.eos_token_ids = [] if eos is None else [eos] if isinstance(eos, int) else list(eos)
        self.device = next(model.parameters()).device
        self.on_event = on_event
        self.rows: list[RowState] = []  # aligned with the rows of self.cache
        self.cache: CloverCache | None = None
        self.forwards = 0  # batch forwards: prefills, denoising steps, block commits
        self.steps = 0  # batch denoising steps (a fused block commit rides along with one)
        self._pending: deque[RowState] = deque()
        self._callbacks: dict = {}  # request id -> its on_event, until it finished
        self._lock = threading.Lock()

    def add(self, request: Request) -> str:
        """Queue a request (from any thread); it joins at the next block boundary."""
        vocab = self.model.config.vocab_size
        tokens = list(request.prompt)
        for segment in request.segments:
            if not isinstance(segment, Span):
                tokens += list(segment)
        if any(not 0 <= t < vocab for t in tokens):
            raise ValueError(f"{request.request_id}: token ids must be in [0, {vocab})")
        row = RowState(
            request, eos_token_ids=self.eos_token_ids, pad_id=self.pad_id, device=self.device
        )
        with self._lock:
            self._pending.append(row)
            self._callbacks[row.id] = request.on_event
        return request.request_id

    def run(
        self, requests: Iterable[Request], *, max_running: int | None = None
    ) -> Iterator[Event]:
        """Decode `requests` to the end, yielding every event as it happens.

        Adds the requests (at most `max_running` of them decoding or queued at a time: the
        next joins when one finishes, at the next block boundary), then steps until the
        engine is idle, so requests added from elsewhere in the meantime are decoded too.
        The last event of each request is its `Finished`:

            done = {e.request_id: e for e in batch.run(requests) if e.kind == "finish"}
        """
        if max_running is not None and max_running < 1:
            raise ValueError(f"max_running must be >= 1, got {max_running}")
        waiting = iter(requests)
        running: set[str] = set()

        def top_up() -> None:
            while max_running is None or len(running) < max_running:
                request = next(waiting, None)
                if request is None:
                    return
                running.add(self.add(request))

        top_up()
        while not self.idle:
            for event in self.step():
                if event.kind == "finish":
                    running.discard(event.request_id)
                yield event
            top_up()

    @property
    def idle(self) -> bool:
        """Nothing running and nothing queued."""
        with self._lock:
            return not self.rows and not self._pending

    def step(self) -> list[Event]:
        """Advance the batch by one denoising step or one block boundary; returns the events."""
        events: list[Event] = []
        with torch.inference_mode():
            for row in self.rows:
                if row.finished is None and row.request.cancelled():
                    events.append(row.finish("cancelled"))
            if any(any(row.targets(self.block_size)) for row in self.rows):
                self._denoise(events)
            else:
                self._boundary(events)
        for event in events:
            with self._lock:
                callback = self._callbacks.get(event.request_id)
                if event.kind == "finish":
                    self._callbacks.pop(event.request_id, None)
            if callback is not None:
                callback(event)
            if self.on_event is not None:
                self.on_event(event)
        return events

    def _block_inputs(self) -> dict:
        """The current block of every row as the model reads it, and which positions each row
        still has to fill."""
        size = self.block_size
        targets_host = [row.targets(size) for row in self.rows]
        ids = [row.block_ids(size, mask_id=self.mask_id, pad_id=self.pad_id) for row in self.rows]
        visible = [row.visible(size) for row in self.rows]
        block_mask = None
        if min(visible) < size:
            block_mask = torch.arange(size, device=self.device) < torch.tensor(
                visible, device=self.device
            ).unsqueeze(-1)
        return {
            "targets_host": targets_host,
            # (B, T) each
            "block_ids": torch.tensor(ids, device=self.device),
            "targets": torch.tensor(targets_host, device=self.device),
            "block_mask": block_mask,
            "active": [any(t) for t in targets_host],
        }

    def _denoise(self, events: list[Event]) -> None:
        inputs = self._block_inputs()
        # (B, T, V)
        logits = self.model.block_logits(
            block_ids=inputs["block_ids"], cache=self.cache, block_mask=inputs["block_mask"]
        )
        self._step(logits, inputs, events)

    def _step(self, logits: torch.Tensor, inputs: dict, events: list[Event]) -> None:
        """One denoising step from the current blocks' logits: constrain, predict, commit."""
        targets_host, targets, active = inputs["targets_host"], inputs["targets"], inputs["active"]
        size = self.block_size
        # a mask token is never a prediction: committing one would leave the position unfilled
        logits[..., self.mask_id] = float("-inf")
        for index, row in enumerate(self.rows):
            if active[index] and row.constrained():
                self._constrain(row, logits[index], targets_host[index])
            if active[index] and row.choice_spans():
                self._restrict_choices(row, logits[index], targets_host[index])
        tokens, confidence = predict_tokens(
            logits,
            samplings=[
                r.request.sampling if a else _GREEDY for r, a in zip(self.rows, active, strict=True)
            ],
            generators=[row.generator for row in self.rows],
        )
        # a cap of steps per block: commit at least ceil(masked left / steps left)
        min_count = []
        for row, row_targets in zip(self.rows, targets_host, strict=True):
            cap = row.request.max_steps_per_block
            left = sum(row_targets)
            min_count.append(
                1 if cap is None else max(1, -(-left // max(cap - row.block_steps, 1)))
            )
        min_count = torch.tensor(min_count, device=self.device)
        commit = torch.zeros_like(targets)
        groups: dict = {}
        for index, row in enumerate(self.rows):
            groups.setdefault(row.request.strategy, []).append(index)
        for strategy, indices in groups.items():
            if len(indices) == len(self.rows):
                commit = strategy.select(
                    confidence=confidence, targets=targets, min_count=min_count
                )
                break
            index = torch.tensor(indices, device=self.device)
            commit[index] = strategy.select(
                confidence=confidence[index], targets=targets[index], min_count=min_count[index]
            )
        # the one host sync of the step: (2, B, T)
        tokens_host, commit_host = torch.stack([tokens, commit.long()]).tolist()
        self.forwards += 1
        self.steps += 1
        for index, row in enumerate(self.rows):
            if not active[index]:
                continue
            committed = [
                (offset, token)
                for offset, (token, chosen) in enumerate(
                    zip(tokens_host[index], commit_host[index], strict=True)
                )
                if chosen
            ]
            if row.choice_spans():
                committed = self._one_per_open_choice(row, committed, confidence[index])
            events.append(row.apply_step(committed, tokens_host[index], size))
            if row.done():
                events.append(row.finish())

    def _constrain(self, row: RowState, logits: torch.Tensor, targets: list[bool]) -> None:
        """Cut the logits of the row's frontier (T, V) to what its constraint accepts."""
        offset = row.checked - row.block * self.block_size
        if not 0 <= offset < self.block_size or not targets[offset]:
            return
        greedy = row.request.sampling.greedy
        for _ in range(2):  # a dead end: relax the constraint once, else go on without it
            if frontier_filter(logits[offset], row.constraint, row.eos, first_only=greedy):
                return
            if not row.constraint.relax():
                break
        row.constraint_gave_up = True

    def _restrict_choices(self, row: RowState, logits: torch.Tensor, targets: list[bool]) -> None:
        """Cut the logits (T, V) of choice-span positions to the tokens a choice allows."""
        start = row.block * self.block_size
        for offset, target in enumerate(targets):
            allowed = row.allowed(start + offset) if target else None
            if allowed is None:
                continue
            keep = torch.tensor(sorted(allowed), device=logits.device)
            kept = logits[offset, keep].clone()
            logits[offset] = float("-inf")
            logits[offset, keep] = kept

    def _one_per_open_choice(
        self, row: RowState, committed: list[tuple[int, int]], confidence: torch.Tensor
    ) -> list[tuple[int, int]]:
        """Of the positions committed in a choice span that more than one choice still
        allows, keep the most confident: two positions decided in the same step could each
        follow another choice. Once one is committed, the choice is usually decided."""
        start = row.block * self.block_size
        by_span: dict[int, list[tuple[int, int]]] = {}
        kept = []
        for offset, token in committed:
            index = row.span_of[start + offset]
            if index >= 0 and row.spans[index].choices and len(row.candidates(index)) > 1:
                by_span.setdefault(index, []).append((offset, token))
            else:
                kept.append((offset, token))
        if not by_span:
            return committed
        scores = confidence.tolist()
        for choices in by_span.values():
            kept.append(max(choices, key=lambda item: (scores[item[0]], -item[0])))
        return sorted(kept)

    def _boundary(self, events: list[Event]) -> None:
        keep = [index for index, row in enumerate(self.rows) if row.finished is None]
        if len(keep) < len(self.rows):
            self.rows = [self.rows[index] for index in keep]
            self.cache = self.cache.select(torch.tensor(keep, device=self.device)) if keep else None
        if self.rows:
            ids = [
                row.block_ids(self.block_size, mask_id=self.mask_id, pad_id=self.pad_id)
                for row in self.rows
            ]
            committed = torch.tensor(ids, device=self.device)
            # the commit rides along with the next block's first denoising step when there is one
            fused = self.fuse_commit and any(
                any(row.targets(self.block_size, block=row.block + 1)) for row in self.rows
            )
            events.extend(
                row.commit_block(row_ids, counted=not fused)
                for row, row_ids in zip(self.rows, ids, strict=True)
            )
            if fused:
                inputs = self._block_inputs()
                logits = self.model.commit_block_logits(
                    committed,
                    inputs["block_ids"],
                    self.cache,
                    block_mask=inputs["block_mask"],
                )
                self._step(logits, inputs, events)
            else:
                self.model.commit_block(block_ids=committed, cache=self.cache)
                self.forwards += 1
        self._admit(events)

    def _admit(self, events: list[Event]) -> None:
        """Prefill the queued requests in one forward and append them to the batch."""
        with self._lock:
            joining = list(self._pending)
            self._pending.clear()
        ready = []
        for row in joining:
            if row.request.cancelled():
                events.append(row.finish("cancelled"))
            else:
                ready.append(row)
        if not ready:
            return
        for row in ready:
            row.started = time.perf_counter()
        cache = self._prefill([row.prompt for row in ready])
        for row in ready:
            row.forwards += 1
            row.prefills += 1
        self.cache = cache if self.cache is None else concat_caches([self.cache, cache])
        self.rows += ready

    def _prefill(self, prompts: list[list[int]]) -> CloverCache:
        """One forward over the prompts, left-padded to one width; a cache row per prompt
        (identical prompts, such as joint mode's shared context, are prefilled once)."""
        unique: dict[tuple[int, ...], int] = {}
        for prompt in prompts:
            unique.setdefault(tuple(prompt), len(unique))
        width = max(len(prompt) for prompt in unique)
        # (N, P) left-padded prompts
        prompt_ids = torch.full((len(unique), width), self.pad_id, dtype=torch.long)
        prompt_mask = torch.zeros(len(unique), width, dtype=torch.bool)
        for index, prompt in enumerate(unique):
            prompt_ids[index, width - len(prompt) :] = torch.tensor(prompt)
            prompt_mask[index, width - len(prompt) :] = True
        cache = self.model.prefill(
            prompt_ids.to(self.device),
            prompt_mask.to(self.device) if not prompt_mask.all() else None,
        )
        if len(unique) < len(prompts):
            rows = [unique[tuple(prompt)] for prompt in prompts]
            cache = cache.select(torch.tensor(rows, device=self.device))
        self.forwards += 1
        return cache


__all__ = ["BatchEngine"]
