"""From a generation job to engine requests and back to studio events.

``JobRun`` follows one job through the engine: it formats the request, turns engine
events into the studio's events (committed text to append to the live preview, the
block being denoised with its masked positions, counters) and, once the engine
finishes, decodes the lesson markup. ``request_topic`` decides first whether the model
knows the topic asked for at all (a demo checkpoint knows only the catalog topics it was
trained on: its topic router decides, `genui.worker.routing`; a catalog topic added after it
was trained is one it has not learnt, `UNLEARNT`).
"""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass, field, replace

from clover_model.engine import (
    BatchEngine,
    BlockCommitted,
    ConfidenceThreshold,
    Finished,
    Request,
    Sampling,
)
from clover_model.tokenization import request_prompt
from genui.corpus.asks import as_name
from genui.corpus.lesson import lesson_opening
from genui.corpus.requests import lesson_request, request_text
from genui.corpus.routing import Decision, near_topic
from genui.corpus.topics import all_topics, topic_by_slug
from genui.generation.models import GenerationJob
from genui.generation.services import VARIATION_SAMPLING
from genui.markup.token_constraint import MarkupConstraint
from genui.worker.loading import LoadedModel

# Engine settings a job may ask for, with the bounds the worker accepts.
THRESHOLD = (0.9, 0.5, 1.0)
TEMPERATURE = (0.0, 0.0, 2.0)
TOP_P = (1.0, 0.05, 1.0)
# A repair attempt of a greedy job samples instead: greedy decoding is deterministic, so
# retrying it with another seed would write the same failing page again (a new version of a
# lesson samples the same way, for the same reason).
REPAIR_SAMPLING = VARIATION_SAMPLING
# A demo checkpoint reads the catalog's own request for the topic its router decided, in one
# of these training families' words (`JobRun.model_prompt`); the second attempt reads other
# words and decodes as the job does (greedy stays greedy), later ones sample (measured:
# docs/experiments/2026-12-04-text-syntax-and-restated-repair.md, 2026-12-05-topic-router.md).
RESTATED_FAMILIES = ("question", "instruction", "grade")


def lesson_prompt_ids(
    loaded: LoadedModel, prompt: str, *, subject: str, grade: str, language: str
) -> list[int]:
    """A teacher's request as the model reads it (`corpus.requests.lesson_request` framed by
    `tokenization.request_prompt`), in token ids."""
    text = request_prompt(lesson_request(prompt, subject=subject, grade=grade, language=language))
    return loaded.tokenizer.encode(text)


# the verdict on a request for a catalog topic the demo checkpoint was not trained on (added
# to the catalog after it): its lesson is in the catalog, the model cannot write it
UNLEARNT = "unlearnt"
# a topic name shorter than this must be the whole request to count as naming the topic
NAME_INSIDE = 4


def request_topic(loaded: LoadedModel, *, prompt: str) -> Decision | None:
    """Which of its topics a demo checkpoint is asked for, as its topic router decides
    (`Decision.known` False: none, or it cannot tell which; the candidates to offer); None
    for a checkpoint that may be asked for any topic. A request for a catalog topic the
    checkpoint has not learnt (`unlearnt_topic`) gets the verdict `UNLEARNT` and that topic,
    unless the router routes it to one of the checkpoint's own topics (a request for atomic
    structure that names the periodic table is still one the model can write)."""
    if loaded.known_topics is None:
        return None
    decision = loaded.router.decide(prompt, loaded.known_topics)
    if decision.known:
        return decision
    unlearnt = unlearnt_topic(loaded, prompt=prompt)
    if unlearnt is not None:
        return replace(decision, verdict=UNLEARNT, topic=unlearnt)
    return decision


def unlearnt_topic(loaded: LoadedModel, *, prompt: str) -> str | None:
    """The catalog topic outside ``loaded.known_topics`` that ``prompt`` asks for: the one
    the router routes it to among all its labels (a router trained after the topic was
    added), else the one whose name the request holds (one of ``NAME_INSIDE`` characters or
    more inside it, or the whole request; case and end punctuation aside). None when the
    catalog has no such topic or the request asks for none of them."""
    known = set(loaded.known_topics or ())
    unlearnt = [topic for topic in all_topics() if topic.slug not in known]
    if not unlearnt:
        return None
    whole = loaded.router.decide(prompt)
    if whole.known and whole.topic in {topic.slug for topic in unlearnt}:
        return whole.topic
    asked = as_name(prompt)
    for topic in unlearnt:
        for name in (as_name(name) for names in topic.names.values() for name in names):
            if asked == name or (len(name) >= NAME_INSIDE and name in asked):
                return topic.slug
    return None


def topic_unknown_failure(decision: Decision) -> dict:
    """How a job for a topic the model does not know, or cannot tell, fails
    (`generation_job_fail`'s ``error``, ``code`` and ``details``): the candidate topics it
    knows, to offer instead, and whether it found the request outside its catalog
    (``verdict`` "outside"), unsure between topics ("unsure"), or for a catalog topic it has
    not learnt (`UNLEARNT`, with that ``topic``: its catalog lesson is there to open)."""
    names = ", ".join(near.en for near in decision.nearest)
    details = {"verdict": decision.verdict}
    if decision.verdict == UNLEARNT:
        topic = near_topic(decision.topic)
        error = (
            f"the demo model has not learnt this topic yet ({topic.en}): its lesson is in the"
            " topic catalog; the model can write lessons on"
        )
        details["topic"] = topic._asdict()
    elif decision.verdict == "unsure":
        error = "the demo model cannot tell which of its topics this asks for; did you mean"
    else:
        error = "the demo model does not know this topic; it can write lessons on"
    return {
        "error": f"{error}: {names}" if names else error.rsplit(";", 1)[0],
        "code": GenerationJob.ErrorCode.TOPIC_UNKNOWN,
        "details": {**details, "nearest_topics": [near._asdict() for near in decision.nearest]},
    }


def _bounded(settings: dict, name: str, bounds: tuple[float, float, float]) -> float:
    default, low, high = bounds
    try:
        return min(max(float(settings.get(name, default)), low), high)
    except (TypeError, ValueError):
        return default


class TextStream:
    """Incremental detokenisation: byte-level tokens may end mid-character, so text is
    released only up to the last complete character."""

    def __init__(self, tokenizer):
        self.tokenizer = tokenizer
        self.ids: list[int] = []
        self.released = 0

    def push(self, ids: list[int]) -> str:
        self.ids += ids
        text = self.tokenizer.decode(self.ids, skip_special_tokens=True)
        complete = len(text.rstrip("\ufffd"))
        new, self.released = text[self.released : complete], max(self.released, complete)
        return new


@dataclass
class JobRun:
    """One job's passage through the engine (and through the repair loop)."""

    job_id: str
    prompt: str
    subject: str
    grade: str
    language: str
    engine_settings: dict
    loaded: LoadedModel
    max_new_tokens: int
    # the catalog topic a demo checkpoint takes the request to ask for (`request_topic`): the
    # lesson opens with its title (`opening`) and the text gate holds the page to it
    topic: str | None = None
    attempt: int = 1
    seed: int = field(default_factory=lambda: random.randrange(2**31))
    cancel: threading.Event = field(default_factory=threading.Event)
    lost: bool = False
    finished: Finished | None = None
    # for the worker's metrics and logs (`genui.worker.metrics`): the job's kind, when it was
    # requested (seconds since the epoch), the id of that request, and whether its first
    # decoded step has been logged
    kind: str = GenerationJob.Kind.GENERATE
    requested_at: float | None = None
    request_id: str = ""
    first_step_logged: bool = False

    def __post_init__(self):
        self._pending: list[tuple[str, dict]] = []
        self._lock = threading.Lock()
        self._reset_counters()
        if "seed" in self.engine_settings:
            self.seed = int(self.engine_settings["seed"])

    @classmethod
    def for_job(cls, job, *, loaded: LoadedModel, **fields) -> JobRun:
        """The run of a queued job: its request and settings, with ``fields`` on top."""
        return cls(
            job_id=str(job.pk),
            prompt=job.prompt,
            subject=job.subject,
            grade=job.grade,
            language=job.language,
            engine_settings=job.engine_settings,
            loaded=loaded,
            max_new_tokens=loaded.new_tokens_limit(),
            kind=job.kind,
            requested_at=job.created_at.timestamp(),
            request_id=job.request_id,
            **fields,
        )

    def _reset_counters(self) -> None:
        self.text = TextStream(self.loaded.tokenizer)
        self.steps = 0
        self.blocks = 0
        self.started = time.perf_counter()

    def decode_settings(self) -> dict:
        """The commit threshold and sampling of this attempt: the job's
        (within bounds), except that a repair attempt of a greedy job samples
        (`REPAIR_SAMPLING`); whether the markup grammar constrains decoding
        (`genui.markup.token_constraint`, on unless the job says ``"constrained": false``); and
        whether a demo checkpoint's lesson opens with the title of the topic the request names
        (`opening`, on unless ``"topic_title": false``)."""
        settings = {
            "threshold": _bounded(self.engine_settings, "threshold", THRESHOLD),
            "temperature": _bounded(self.engine_settings, "temperature", TEMPERATURE),
            "top_p": _bounded(self.engine_settings, "top_p", TOP_P),
            "constrained": self.engine_settings.get("constrained", True) is not False,
            "topic_title": self.engine_settings.get("topic_title", True) is not False,
        }
        # a demo's second attempt reads other catalog words for the request, a change of its
        # own: it need not sample yet
        if self.attempt > (2 if self.restated() else 1) and settings["temperature"] == 0:
            settings.update(REPAIR_SAMPLING)
        return settings

    def _topic_title(self) -> bool:
        return self.topic is not None and self.engine_settings.get("topic_title", True) is not False

    def restated(self) -> bool:
        """Whether the model reads the catalog's request instead of the teacher's: every
        attempt of a demo checkpoint that opens with the catalog topic's title."""
        return self._topic_title()

    def model_prompt(self) -> str:
        """The request the model reads: the teacher's, or for a demo checkpoint the catalog's
        own request for the topic its router decided (`RESTATED_FAMILIES`, drawn by the
        attempt's seed; the grade and language stay the job's). A demo checkpoint writes the
        lessons of its catalog and learnt them from requests that name the topic; a teacher's
        own words, which the router understood, take it off the lesson (measured on the
        teacher requests: docs/experiments/2026-12-05-topic-router.md), and the topic, grade
        and language, all the teacher asked for that it can honour, are the same."""
        if not self.restated():
            return self.prompt
        rng = random.Random(self.seed)
        family = rng.choice(RESTATED_FAMILIES)
        return request_text(
            topic_by_slug(self.topic), self.grade, self.language, family=family, rng=rng
        )

    def opening(self) -> str:
        """What the lesson must begin with: for a demo checkpoint, the catalog title of the
        topic the request names (`request_topic`), so that the topic the model writes is the
        one the teacher asked for; the model writes the rest. Nothing for any other
        checkpoint, or when the job turns it off."""
        if not self._topic_title():
            return ""
        return lesson_opening(topic_by_slug(self.topic), self.language)

    def engine_request(self) -> Request:
        header = {"subject": self.subject, "grade": self.grade, "language": self.language}
        ids = lesson_prompt_ids(self.loaded, self.model_prompt(), **header)
        decode = self.decode_settings()
        constraint = None
        if decode["constrained"] and self.loaded.vocabulary is not None:
            constraint = MarkupConstraint(
                self.loaded.vocabulary, max_tokens=self.max_new_tokens, opening=self.opening()
            )
        return Request(
            prompt=ids,
            max_new_tokens=self.max_new_tokens,
            strategy=ConfidenceThreshold(threshold=decode["threshold"]),
            sampling=Sampling(temperature=decode["temperature"], top_p=decode["top_p"]),
            seed=self.seed,
            cancel=self.cancel,
            on_event=self.on_event,
            constraint=constraint,
        )

    def retry(self, reason: dict) -> Request:
        """The repair loop: the same request with the next seed (sampled, see
        `decode_settings`), or for a demo checkpoint the catalog's words for it
        (`model_prompt`)."""
        self.attempt += 1
        self.seed += 1
        self.finished = None
        self._reset_counters()
        self.emit(
            "attempt",
            {
                "attempt": self.attempt,
                "seed": self.seed,
                **self.decode_settings(),
                "restated_request": self.model_prompt() if self.restated() else None,
                **reason,
            },
        )
        return self.engine_request()

    def emit(self, kind: str, payload: dict) -> None:
        with self._lock:
            self._pending.append((kind, payload))

    def drain(self) -> list[tuple[str, dict]]:
        with self._lock:
            pending, self._pending = self._pending, []
        return pending

    def undrain(self, events: list[tuple[str, dict]]) -> None:
        """Put back drained events that could not be written, before any emitted since."""
        with self._lock:
            self._pending[:0] = events

    def stats(self, *, tokens: int, forwards: int) -> dict:
        seconds = max(time.perf_counter() - self.started, 1e-6)
        return {
            "blocks": self.blocks,
            "steps": self.steps,
            "tokens": tokens,
            "forwards": forwards,
            "tokens_per_forward": round(tokens / max(forwards, 1), 3),
            "tokens_per_second": round(tokens / seconds, 2),
            "progress": round(min(tokens / self.max_new_tokens, 0.99), 3),
        }

    def on_event(self, event) -> None:
        """Engine events (on the decoding thread) to studio events."""
        if isinstance(event, Finished):
            self.finished = event
            return
        if isinstance(event, BlockCommitted):
            self.blocks += 1
            stats = self.stats(tokens=event.tokens_committed, forwards=event.forwards)
            self.emit("block", {"index": event.block, "stats": stats})
            return
        self.steps += 1
        decode = self.loaded.tokenizer.decode
        # end of text and the other special tokens show as nothing, not as their names
        draft = [
            {"m": 1} if token is None else {"t": decode([token], skip_special_tokens=True)}
            for token in event.tokens
        ]
        self.emit(
            "step",
            {
                "block": event.block,
                "step": event.step,
                "text_append": self.text.push(event.text),
                "draft": draft,
                "stats": self.stats(tokens=event.tokens_committed, forwards=event.forwards),
            },
        )

    def markup(self) -> str:
        return self.loaded.tokenizer.decode(self.finished.tokens, skip_special_tokens=True)

    def failures(self) -> list[str]:
        """What is wrong with the finished text before any page check (a part job's part
        that never closed: `genui.worker.parts`)."""
        return []

    def summary(self) -> dict:
        finished = self.finished
        return {
            "attempt": self.attempt,
            "seed": self.seed,
            # the request the model read, where it was not the teacher's (`model_prompt`)
            "restated_request": self.model_prompt() if self.restated() else None,
            "tokens": finished.num_tokens,
            "forwards": finished.forwards,
            "tokens_per_forward": round(finished.tokens_per_forward, 3),
            "seconds": round(finished.seconds, 3),
            "finish_reason": finished.finish_reason,
            "remasked": finished.remasked,
            "constraint_gave_up": finished.constraint_gave_up,
        }


@dataclass
class GeneratedLesson:
    """One lesson generated outside the job queue (command line, evaluation)."""

    markup: str
    stats: dict  # tokens, forwards, tokens_per_forward, seconds, finish_reason, attempt


def lesson_generate(
    loaded: LoadedModel,
    *,
    prompt: str,
    subject: str,
    grade: str,
    language: str,
    max_new_tokens: int,
    engine_settings: dict | None = None,
    topic: str | None = None,
    attempt: int = 1,
) -> GeneratedLesson:
    """Generate one lesson's markup with the same request format and engine settings as a
    studio job, blocking until the engine finishes. ``topic``: the catalog topic a demo
    checkpoint takes the request to ask for (`request_topic`), as the worker passes it.
    ``attempt`` > 1 decodes as the worker's repair loop decodes that attempt (the seed moved
    on by one per attempt; a greedy job samples, `JobRun.decode_settings`)."""
    run = JobRun(
        job_id="direct",
        prompt=prompt,
        subject=subject,
        grade=grade,
        language=language,
        engine_settings=dict(engine_settings or {}),
        loaded=loaded,
        max_new_tokens=max_new_tokens,
        topic=topic,
    )
    run.attempt, run.seed = attempt, run.seed + attempt - 1
    for _ in BatchEngine(loaded.model).run([run.engine_request()]):
        pass  # the run's own on_event keeps its counters and text
    return GeneratedLesson(markup=run.markup(), stats=run.summary())
