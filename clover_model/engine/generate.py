"""Engine: one request at a time, as a generator of events or a blocking call.

It is a `BatchEngine` holding a single request, so single and batched decoding share every line
of the block loop. The benchmark (`bench_decode`) and the tests use it; the worker, training and
evaluation use `BatchEngine` itself.

    engine = Engine(model, strategy=ConfidenceThreshold(threshold=0.9))
    for event in engine.stream(prompt_ids, max_new_tokens=128):
        print(event.to_dict())
    result = engine.generate(prompt_ids, max_new_tokens=128, stop_sequences=[[13, 13]])
    answers = engine.fill_joint(material, questions, answer_length=4).answers
"""

from collections.abc import Callable, Iterator, Sequence

from clover_model.engine.batch import BatchEngine
from clover_model.engine.events import Event, Finished
from clover_model.engine.joint import JointResult, fill_independent, fill_joint
from clover_model.engine.request import Request, Segment
from clover_model.engine.strategies import CommitStrategy, ConfidenceThreshold, Sampling


class Engine:
    """Decodes single requests with per-engine defaults for strategy, sampling and the cap."""

    def __init__(
        self,
        model,
        *,
        strategy: CommitStrategy | None = None,
        sampling: Sampling | None = None,
        max_steps_per_block: int | None = None,
    ):
        self.model = model
        self.defaults = {
            "strategy": strategy or ConfidenceThreshold(),
            "sampling": sampling or Sampling(),
            "max_steps_per_block": max_steps_per_block,
        }

    def request(self, prompt, **fields) -> Request:
        """A `Request` with this engine's defaults under the given fields."""
        return Request(prompt=prompt, **self._merge(fields))

    def stream(self, prompt, **fields) -> Iterator[Event]:
        """Yield every event of one request; the last one is its `Finished`."""
        yield from BatchEngine(self.model).run([self.request(prompt, **fields)])

    def generate(
        self, prompt, *, on_event: Callable[[Event], None] | None = None, **fields
    ) -> Finished:
        """Decode one request to the end; `on_event` sees every event on the way."""
        for event in self.stream(prompt, **fields):
            if on_event is not None:
                on_event(event)
        return event

    def fill(self, prompt, template: Sequence[Segment], **fields) -> Finished:
        """Fill every `Span` of `template` (after `prompt`) in one denoising process."""
        return self.generate(prompt, template=template, **fields)

    def fill_joint(self, material, questions, *, answer_length: int, **fields) -> JointResult:
        """Joint mode: every question's answer in one denoising process (`joint.py`)."""
        return fill_joint(
            self.model, material, questions, answer_length=answer_length, **self._merge(fields)
        )

    def fill_independent(self, material, questions, *, answer_length: int, **fields) -> JointResult:
        """Independent mode: one call per question, each reading the material again."""
        return fill_independent(
            self.model, material, questions, answer_length=answer_length, **self._merge(fields)
        )

    def _merge(self, fields: dict) -> dict:
        return {**self.defaults, **fields}


__all__ = ["Engine"]
