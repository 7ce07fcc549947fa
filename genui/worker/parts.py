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

A demo checkpoint learned the catalog's lessons by heart: given the lesson up to a part,
it writes that part as the catalog has it, whatever the instruction. It does restore a
part a teacher's edit broke; following instructions needs a model trained on them.
"""

from __future__ import annotations

from dataclasses import dataclass

from genui.lessons.models import LessonVersion
from genui.lessons.parts import Part, lesson_part
from genui.markup.grammar import MarkupConstraint
from genui.worker.generation import JobRun, TextStream, lesson_prompt_ids

# the part's token budget: this many times its present length, and at least PART_MIN_TOKENS
PART_LENGTH_FACTOR = 2
PART_MIN_TOKENS = 192

INSTRUCTION_LINE = {
    "en": "Rewrite {part}: {instruction}",
    "zh": "重写{part}：{instruction}",
}


class PartUnavailable(LookupError):
    """The version or the part a job names is gone."""


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
    """Text for the live preview that starts with the lesson before the region."""

    def __init__(self, tokenizer, head: str):
        super().__init__(tokenizer)
        self.head = head
        self.sent = ""  # all the text pushed out so far

    def push(self, ids: list[int]) -> str:
        head, self.head = self.head, ""
        new = head + super().push(ids)
        self.sent += new
        return new


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
        block_size = self.loaded.model.config.block_size
        tokenizer = self.loaded.tokenizer
        self.cut_tokens, self.written = block_cut(
            tokenizer, self.base_markup, self.part.start, block_size
        )
        self.lesson_ids = tokenizer.encode(self.base_markup, add_special_tokens=False)
        # the text between the block boundary and the part, and the part's start tag's name
        self.lead = self.base_markup[len(self.written) : self.part.start] + f"<{self.part.element}"
        part_tokens = len(tokenizer.encode(self.base_markup[self.part.start : self.part.end]))
        self.max_new_tokens = min(
            max(PART_LENGTH_FACTOR * part_tokens, PART_MIN_TOKENS), self.max_new_tokens
        )
        super().__post_init__()

    @classmethod
    def for_part_job(cls, job, *, loaded) -> PartRun:
        """The run of a queued part job (`PartUnavailable` when its version went)."""
        version = LessonVersion.objects.filter(pk=job.part.get("version")).first()
        if version is None or version.lesson_id != job.lesson_id:
            raise PartUnavailable("the version to rewrite a part of was deleted")
        return cls.for_job(
            job,
            loaded=loaded,
            base_markup=version.content,
            part_key=job.part.get("part", ""),
            instruction=job.part.get("instruction", ""),
            base_number=version.number,
        )

    def _reset_counters(self) -> None:
        super()._reset_counters()
        self.text = _HeadedStream(self.loaded.tokenizer, self.written)

    def model_prompt(self) -> str:
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

    def new_part(self) -> str:
        """The part the model wrote, up to its element's end ("" when it did not close it)."""
        text = self.written + self.loaded.tokenizer.decode(
            self.finished.tokens, skip_special_tokens=True
        )
        if not text.startswith(self.base_markup[: self.part.start]):
            return ""
        written = text[self.part.start :]
        found = lesson_part(self.base_markup[: self.part.start] + written, self.part.key)
        if found is None or found.start != self.part.start:
            return ""
        return written[: found.end - found.start]

    def markup(self) -> str:
        """The lesson with the new part in place of the old one (where the model did not
        write a whole part, what it wrote: `failures` says so)."""
        part = self.new_part()
        if not part:
            written = self.written + self.loaded.tokenizer.decode(
                self.finished.tokens, skip_special_tokens=True
            )
            return written + self.base_markup[self.part.end :]
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
                "unchanged": self.new_part() == self.base_markup[self.part.start : self.part.end],
            },
        }


__all__ = ["PartRun", "PartUnavailable", "block_cut", "part_prompt"]
