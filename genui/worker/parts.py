"""Rewriting one part of a lesson (a story step, a section, the quiz, the glossary) with
the rest of the lesson as context: a part job (`GenerationJob.Kind.PART`).

Clover is block-causal. A block of `block_size` positions reads everything before it (the
GDN state and the history unit) and its own positions in both directions, never a later
block. Masked-span infilling respects that structure as it is:

- **Before the part: history.** The request (its header at the grade asked for, then the
  teacher's request and instruction) and the lesson up to the part are the prompt, read
  once into the cache. The lesson text sits at the block offsets it had when it was written:
  training and decoding left-pad the request to whole blocks and cut the response into
  blocks from its first token, so the prompt ends on a whole number of the lesson's blocks
  (`cut`), and the few tokens between that boundary and the part are written again, fixed
  by the grammar's ``opening``. A prompt that ended anywhere else would shift every block
  of the lesson against the blocks the model was trained on, and it writes word salad.
- **The part: masked span.** The part is denoised block by block like any generation, each
  block bidirectionally within itself, under the markup grammar continued from the lesson
  so far (`MarkupConstraint(written=..., element=True)`): it must open the same element,
  and once that element closes only the end of text may follow.
- **After the part: untouched, and unread.** A later block is never visible to an earlier
  one, so the text after the part cannot condition it without breaking the structure the
  model was trained with; it is put back unchanged, and the whole lesson is checked again
  (text, browser, quiz) like any generated page.

The lesson the model reads is written as it learnt lessons (`markup_as_written`): a stored
page is the sanitiser's serialisation (``correct=""``, ``'`` for ``&#x27;``), whose other
tokens shift every later block, and the demo checkpoint wrote word salad from it.

A demo checkpoint (one that knows only its catalog's topics) learned the catalog's lessons
by heart, in the catalog's blocks: a teacher's edit before the part shifts them as well, and
it cannot follow an instruction. It reads what it can write from: the catalog's request for
the lesson's topic (`lesson_topic`) and the catalog's lesson at the grade asked for, up to the
same part; it writes that part as the catalog has it, which goes into the teacher's lesson in
place of the old one. The summary says that it read neither the instruction nor the
teacher's lesson (``from_catalog``, ``instruction_read``): the studio tells the teacher so.
Following instructions needs a model trained on them.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from genui.corpus.lesson import lesson_markup, markup_as_written
from genui.corpus.topics import all_topics, topic_by_slug
from genui.lessons.models import LessonVersion
from genui.lessons.parts import Part, lesson_part
from genui.lessons.renderer import lesson_attributes
from genui.markup.token_constraint import MarkupConstraint
from genui.worker.generation import (
    UNLEARNT,
    JobRun,
    TextStream,
    lesson_prompt_ids,
    request_topic,
)
from genui.worker.loading import LoadedModel

# the part's token budget: this many times its present length, and at least PART_MIN_TOKENS
PART_LENGTH_FACTOR = 2
PART_MIN_TOKENS = 192

INSTRUCTION_LINE = {
    "en": "Rewrite {part}: {instruction}",
    "zh": "重写{part}：{instruction}",
}


class PartUnavailable(LookupError):
    """The version or the part a job names is gone, or the model cannot write that part."""


def lesson_topic(loaded: LoadedModel, *, markup: str, prompt: str, language: str) -> str | None:
    """The catalog topic a demo checkpoint takes a lesson to be about: the topic whose title
    the lesson bears (a catalog lesson keeps it unless the teacher changed it), else the one
    its router decides for the lesson's request (``prompt``); None where it cannot tell, and
    for a checkpoint that may be asked for any topic. The topic may be one the checkpoint
    has not learnt (a catalog topic added after it was trained): the caller refuses it."""
    if loaded.known_topics is None:
        return None
    title = html.unescape(lesson_attributes(markup).get("title", ""))
    for topic in all_topics():
        if topic.title(language) == title:
            return topic.slug
    decision = request_topic(loaded, prompt=prompt)
    if decision is None or not (decision.known or decision.verdict == UNLEARNT):
        return None
    return decision.topic


def part_prompt(prompt: str, *, label: str, instruction: str, language: str) -> str:
    """The teacher's request with the instruction for the part on a line of its own."""
    if not instruction:
        return prompt
    line = INSTRUCTION_LINE.get(language, INSTRUCTION_LINE["en"])
    return f"{prompt}\n{line.format(part=label, instruction=instruction)}"


def block_cut(tokenizer, markup: str, start: int, block_size: int) -> tuple[int, str]:
    """The last lesson block boundary at or before character ``start`` whose tokens decode
    to a prefix of the markup -> (tokens, that prefix's text)."""
    ids = tokenizer.encode(markup[:start], add_special_tokens=False)
    cut = len(ids) // block_size * block_size
    whole = tokenizer.encode(markup, add_special_tokens=False)
    while cut > 0:
        text = tokenizer.decode(whole[:cut], skip_special_tokens=False)
        if len(text) <= start and markup.startswith(text):
            return cut, text
        cut -= block_size
    return 0, ""


class _HeadedStream(TextStream):
    """Text for the live preview: the lesson before the part, then what the model writes
    from its start tag on (the first ``skip`` characters, the lesson's text between the block
    boundary and the part that the model writes again, were in the head already)."""

    def __init__(self, tokenizer, head: str, skip: int):
        super().__init__(tokenizer)
        self.head = head
        self.skip = skip
        self.sent = ""  # all the text pushed out so far

    def push(self, ids: list[int]) -> str:
        head, self.head = self.head, ""
        new = super().push(ids)
        dropped, self.skip = min(self.skip, len(new)), self.skip - min(self.skip, len(new))
        self.sent += head + new[dropped:]
        return head + new[dropped:]


@dataclass
class PartRun(JobRun):
    """A part job's passage through the engine: the lesson before the part is the prompt,
    the part is free generation (see the module docstring)."""

    base_markup: str = ""
    part_key: str = ""
    instruction: str = ""
    base_number: int | None = None  # the version the part is rewritten in

    def __post_init__(self):
        self.part: Part | None = lesson_part(self.base_markup, self.part_key)
        if self.part is None:
            raise PartUnavailable(f"the lesson has no part {self.part_key!r}")
        # the lesson the model reads, as it learnt to write lessons (see the module docstring)
        if self.topic is not None:
            topic = topic_by_slug(self.topic)
            self.model_markup = lesson_markup(topic, self.grade, self.language)
            where = f"the demo model's {self.grade} school lesson on {topic.title('en')}"
        else:
            self.model_markup = markup_as_written(self.base_markup)
            where = "the lesson as the model writes it"
        self.model_part: Part | None = lesson_part(self.model_markup, self.part_key)
        if self.model_part is None:
            raise PartUnavailable(f"{where} has no part {self.part_key!r}")
        block_size = self.loaded.model.config.block_size
        tokenizer = self.loaded.tokenizer
        start, end = self.model_part.start, self.model_part.end
        self.cut_tokens, self.written = block_cut(tokenizer, self.model_markup, start, block_size)
        self.lesson_ids = tokenizer.encode(self.model_markup, add_special_tokens=False)
        # the text between the block boundary and the part, and the part's start tag's name
        self.lead = self.model_markup[len(self.written) : start] + f"<{self.part.element}"
        part_tokens = len(tokenizer.encode(self.model_markup[start:end]))
        self.max_new_tokens = min(
            max(PART_LENGTH_FACTOR * part_tokens, PART_MIN_TOKENS), self.max_new_tokens
        )
        super().__post_init__()

    @classmethod
    def for_part_job(cls, job, *, loaded: LoadedModel) -> PartRun:
        """The run of a queued part job (`PartUnavailable` when its version went, or a demo
        checkpoint cannot tell which of its topics the lesson is about)."""
        version = LessonVersion.objects.filter(pk=job.part.get("version")).first()
        if version is None or version.lesson_id != job.lesson_id:
            raise PartUnavailable("the version to rewrite a part of was deleted")
        topic = lesson_topic(
            loaded, markup=version.content, prompt=job.prompt, language=job.language
        )
        if loaded.known_topics is not None and topic is None:
            raise PartUnavailable(
                "the demo model rewrites parts of its catalog's lessons only, and cannot tell"
                " which of its topics this lesson is about"
            )
        if loaded.known_topics is not None and topic not in loaded.known_topics:
            raise PartUnavailable(
                f"the demo model has not learnt this lesson's topic yet"
                f" ({topic_by_slug(topic).title.en}): it cannot rewrite its parts"
            )
        return cls.for_job(
            job,
            loaded=loaded,
            topic=topic,
            base_markup=version.content,
            part_key=job.part.get("part", ""),
            instruction=job.part.get("instruction", ""),
            base_number=version.number,
        )

    def _reset_counters(self) -> None:
        super()._reset_counters()
        skip = self.model_part.start - len(self.written)
        self.text = _HeadedStream(self.loaded.tokenizer, self.base_markup[: self.part.start], skip)

    def restated(self) -> bool:
        """Whether the model reads the catalog's request and lesson instead of the teacher's
        (a demo checkpoint: see the module docstring)."""
        return self.topic is not None

    def model_prompt(self) -> str:
        """The catalog's request for the topic (a demo checkpoint: `JobRun.model_prompt`), or
        the teacher's with the instruction."""
        if self.restated():
            return super().model_prompt()
        return part_prompt(
            self.prompt, label=self.part.label, instruction=self.instruction, language=self.language
        )

    def engine_request(self):
        request = super().engine_request()
        header = {"subject": self.subject, "grade": self.grade, "language": self.language}
        request.prompt = (
            lesson_prompt_ids(self.loaded, self.model_prompt(), **header)
            + self.lesson_ids[: self.cut_tokens]
        )
        request.constraint = self._constraint()
        return request

    def _constraint(self) -> MarkupConstraint | None:
        """The grammar from the lesson so far, for one element; None (free text, cut at the
        element's end afterwards) where the grammar refuses the lesson so far (a teacher's
        edit the model could not have written) or the job turns it off."""
        if not self.decode_settings()["constrained"] or self.loaded.vocabulary is None:
            return None
        try:
            return MarkupConstraint(
                self.loaded.vocabulary,
                max_tokens=self.max_new_tokens,
                opening=self.lead,
                written=self.written,
                element=True,
            )
        except ValueError:
            return None

    def _decoded(self) -> str:
        """The lesson up to the block boundary and what the model wrote after it."""
        return self.written + self.loaded.tokenizer.decode(
            self.finished.tokens, skip_special_tokens=True
        )

    def new_part(self) -> str:
        """The part the model wrote, up to its element's end ("" when it did not close it)."""
        text, start = self._decoded(), self.model_part.start
        if not text.startswith(self.model_markup[:start]):
            return ""
        written = text[start:]
        found = lesson_part(self.model_markup[:start] + written, self.part.key)
        if found is None or found.start != start:
            return ""
        return written[: found.end - found.start]

    def markup(self) -> str:
        """The lesson with the new part in place of the old one, the rest as it was stored
        (where the model did not write a whole part, what it wrote: `failures` says so)."""
        part = self.new_part()
        if not part:
            return self._decoded() + self.model_markup[self.model_part.end :]
        return self.base_markup[: self.part.start] + part + self.base_markup[self.part.end :]

    def failures(self) -> list[str]:
        if self.new_part():
            return []
        return [f"part: the model did not write a whole <{self.part.element}>"]

    def on_event(self, event) -> None:
        super().on_event(event)
        if self.finished is event and event.finish_reason != "cancelled":
            # the rest of the lesson, unchanged, for the live preview
            held = self.text.push([])  # what the stream still held back, if anything
            sent, whole = self.text.sent, self.markup()
            rest = (
                whole[len(sent) :] if whole.startswith(sent) else self.base_markup[self.part.end :]
            )
            self.emit(
                "step",
                {
                    "block": None,
                    "step": None,
                    "text_append": held + rest,
                    "draft": [],
                    "stats": self.stats(tokens=event.num_tokens, forwards=event.forwards),
                },
            )

    def summary(self) -> dict:
        return {
            **super().summary(),
            "part": {
                "part": self.part.key,
                "label": self.part.label,
                "instruction": self.instruction,
                "from_version": self.base_number,
                "rewritten": bool(self.new_part()),
                # the same page as before, read as the model writes pages
                "unchanged": markup_as_written(self.markup())
                == markup_as_written(self.base_markup),
                # a demo checkpoint wrote the part from its catalog's lesson on this topic: it
                # read neither the teacher's lesson nor the instruction
                "from_catalog": self.topic,
                "instruction_read": bool(self.instruction) and not self.restated(),
            },
        }


__all__ = ["PartRun", "PartUnavailable", "block_cut", "lesson_topic", "part_prompt"]
