"""What the engine reports while it decodes: one event per step, per committed block, at the end.

`RowState` makes them and `BatchEngine.step` / `run` return them (and pass them to each
request's `on_event`). The worker turns them into the studio's live events
(`JobRun.on_event`); every caller reads its results from `Finished`.

Positions count tokens of the request's generated region (0 = the first token after the
prompt). Two views of the text, so a UI can render both without bookkeeping:

- committed text: `StepEvent.text` holds the tokens that became final *in reading order* this
  step (the contiguous prefix grows); appending every `text` gives `Finished.tokens`. Tokens
  that could still turn out to be the start of a stop sequence are held back until they cannot.
- the block in progress: `StepEvent.tokens` is the current block with `None` at positions
  still masked (draw placeholders there), `StepEvent.draft` the model's current guess at
  every position (committed tokens included; guesses may change at the next step).

Every event is a dataclass with `to_dict()` giving JSON-ready values (`kind` says which).

    for event in engine.stream(prompt_ids):
        send(json.dumps(event.to_dict()))
"""

from dataclasses import asdict, dataclass, field


@dataclass
class _Event:
    def to_dict(self) -> dict:
        return {"kind": self.kind, **asdict(self)}


@dataclass
class StepEvent(_Event):
    """One denoising step of one request (one forward for the whole batch)."""

    kind = "step"
    request_id: str
    block: int  # block index within the generated region
    step: int  # step index within the block, from 0
    block_start: int  # region position of the block's first token
    tokens: list[int | None]  # the block, None where still masked; ends at an EOS or the region
    draft: list[int]  # the model's current guess at every position of `tokens`
    committed: list[tuple[int, int]]  # (region position, token) committed in this step
    text: list[int]  # tokens newly final in reading order: append to the committed text
    forwards: int  # forwards this request took part in so far, prefill included
    tokens_committed: int  # committed so far, EOS and cut tokens included, remasked ones not
    elapsed: float  # seconds since the request's prefill started
    # region positions masked again: the request's constraint refused the first of them
    remasked: list[int] = field(default_factory=list)


@dataclass
class BlockCommitted(_Event):
    """A finished block was written into the cache (one forward); the next block starts."""

    kind = "block"
    request_id: str
    block: int
    block_start: int
    tokens: list[int]  # the block as committed to the cache
    steps: int  # denoising steps the block took
    forwards: int
    tokens_committed: int
    elapsed: float


@dataclass
class Finished(_Event):
    """The last event of a request, and its result."""

    kind = "finish"
    request_id: str
    tokens: list[int]  # the region's final text: generated tokens (fixed template spans kept)
    spans: list[list[int]]  # each answer span (free generation: one span == tokens)
    finish_reason: str  # "eos", "stop", "length" or "cancelled"
    span_reasons: list[str | None]  # per span: "eos", "stop", "length", None if unfinished
    num_tokens: int  # len(tokens)
    tokens_committed: int  # sum of len(StepEvent.committed) less `remasked`
    forwards: int  # prefill + denoising steps + block commits
    steps: int
    blocks: int  # blocks committed to the cache
    tokens_per_forward: float  # generated span tokens / decoding forwards (prefills excluded)
    seconds: float
    remasked: int = 0  # tokens a constraint sent back to be denoised again
    constraint_gave_up: bool = False  # a dead end: the rest was decoded unconstrained


Event = StepEvent | BlockCommitted | Finished

__all__ = ["BlockCommitted", "Event", "Finished", "StepEvent"]
