"""The quiz check: the model reads a lesson's explanation and answers every quiz question in
one joint-mode denoising process (`clover_model.engine.joint`); where its answer differs from
the choice marked correct, the question is flagged for the teacher with the model's choice.

The request has exactly the format the demo model was trained on for joint mode
(`genui.demo_model.build.joint_pairs`): the material is the story steps' paragraphs and the
section's paragraphs joined by spaces; question n is ``Q<n>: <prompt> (<choice> / <choice>)``
(choices in the page's order); each answer slot is the fixed prefix ``A<n>:`` and a masked
span the model fills, held to the question's choices (`Span.choices`: the span is denoised as
ever, every position in parallel and in any order, but only among the tokens that keep one of
the choices, as written with its leading space and line break, possible). An answer is read up
to its line break and mapped to a choice: the exact text (ignoring case, spaces and tags),
else the choice it shares most characters with (`difflib`), else none ("unmatched": flagged
too); held to the choices, it is always exact (`bench_quiz_check` measures both; its
``choices=False`` run is the free-text check; the figures on the demo checkpoint:
docs/experiments/2026-12-04-quiz-check.md). Joint mode takes up to MAX_JOINT_SPANS
questions per request; a quiz with more is checked in several requests, and what cannot be
checked (a question without choices or without a marked choice) is reported "not checked".

    report = quiz_check(loaded, markup)            # a dict, stored as LessonVersion.quiz_report
    quiz_check_version(version=version, loaded=loaded)   # check and save (worker, editor)

The report is kept on the version by `genui.lessons.services.lesson_version_quiz_report_save`.

`quiz_check(..., mode="independent")` asks one question per call instead (the benchmark's
baseline, `genui.demo_model.bench_quiz_check`).
"""

from __future__ import annotations

import difflib
import html
import re
import time
from dataclasses import dataclass, field

from clover_model.engine.joint import MAX_JOINT_SPANS, fill_independent, fill_joint
from clover_model.tokenization import joint_answer_prefix, joint_material, joint_question
from genui.corpus.requests import joint_quiz_question

QUIZ_CHECK_VERSION = 2
# a fuzzy match below this similarity is no match ("unmatched")
MIN_SIMILARITY = 0.5
# answer tokens beyond the longest choice's (its leading space and line break)
ANSWER_SLACK = 2

# an element's attributes and body: the body stops at the element's next tag, open or close, so
# a page of openings without their closings is read once, not once per opening
_STEP = re.compile(r"<cl-step\b[^<>]*>((?:(?!</?cl-step\b).)*)</cl-step>", re.S)
_SECTION = re.compile(r"<cl-section\b[^<>]*>((?:(?!</?cl-section\b).)*)</cl-section>", re.S)
_PARAGRAPH = re.compile(r"<p\b[^<>]*>((?:(?!</?p\b).)*)</p>", re.S)
_QUESTION = re.compile(r"<cl-question\b([^<>]*)>((?:(?!</?cl-question\b).)*)</cl-question>", re.S)
_CHOICE = re.compile(r"<cl-choice\b([^<>]*)>((?:(?!</?cl-choice\b).)*)</cl-choice>", re.S)
_ATTRIBUTE = re.compile(r"([a-zA-Z_:][-\w:.]*)(?:\s*=\s*(?:\"([^\"]*)\"|'([^']*)'|([^\s\"'>]+)))?")
_TAG = re.compile(r"<[^<>]*>")
# where an answer ends: its line break, or the next answer's prefix written inside the span
_ANSWER_END = re.compile(r"\n|A\d+:")
# an answer number the model repeats at the start of its answer ("1: …")
_ANSWER_NUMBER = re.compile(r"^\s*\d+:")


@dataclass
class QuizChoice:
    text: str  # as written in the markup (inline tags kept: the model was trained on them)
    correct: bool


@dataclass
class QuizQuestion:
    prompt: str
    choices: list[QuizChoice] = field(default_factory=list)

    @property
    def marked(self) -> int | None:
        """Index of the choice marked correct (the first one), None when none is."""
        return next((i for i, choice in enumerate(self.choices) if choice.correct), None)

    def asked(self) -> str:
        """The question as joint mode asks it: ``prompt (choice / choice / …)``."""
        return joint_quiz_question(self.prompt, [choice.text for choice in self.choices])


@dataclass
class LessonQuiz:
    material: str
    questions: list[QuizQuestion]


def _attributes(text: str) -> dict[str, str]:
    return {
        m.group(1).lower(): html.unescape(m.group(2) or m.group(3) or m.group(4) or "")
        for m in _ATTRIBUTE.finditer(text)
    }


def _paragraphs(markup: str, container: re.Pattern) -> list[str]:
    return [
        " ".join(p.group(1).split())
        for block in container.finditer(markup)
        for p in _PARAGRAPH.finditer(block.group(1))
        if p.group(1).strip()
    ]


def quiz_parse(markup: str) -> LessonQuiz:
    """The material (story and section paragraphs) and the quiz of a lesson's markup."""
    material = " ".join(_paragraphs(markup, _STEP) + _paragraphs(markup, _SECTION))
    questions = []
    for match in _QUESTION.finditer(markup):
        prompt = _attributes(match.group(1)).get("prompt", "").strip()
        choices = [
            QuizChoice(
                text=" ".join(choice.group(2).split()),
                correct="correct" in _attributes(choice.group(1)),
            )
            for choice in _CHOICE.finditer(match.group(2))
        ]
        questions.append(QuizQuestion(prompt=prompt, choices=choices))
    return LessonQuiz(material=material, questions=questions)


def _normal(text: str) -> str:
    return " ".join(html.unescape(_TAG.sub("", text)).casefold().split()).strip(" .。")


def answer_match(answer: str, choices: list[str]) -> tuple[int | None, str]:
    """The choice an answer names -> (index, "exact" | "best" | "unmatched")."""
    said = _normal(answer)
    texts = [_normal(choice) for choice in choices]
    if said in texts:
        return texts.index(said), "exact"
    if not said:
        return None, "unmatched"
    scores = [difflib.SequenceMatcher(None, said, text).ratio() for text in texts]
    best = max(range(len(texts)), key=lambda i: scores[i], default=None)
    if best is None or scores[best] < MIN_SIMILARITY:
        return None, "unmatched"
    return best, "best"


def answer_text(raw: str) -> str:
    """The answer in a decoded span: up to its end, without a repeated answer number."""
    return _ANSWER_END.split(_ANSWER_NUMBER.sub("", raw, count=1), maxsplit=1)[0].strip()


def _checkable(question: QuizQuestion) -> str:
    """Why a question cannot be checked, or ""."""
    if not question.prompt:
        return "no prompt"
    if len(question.choices) < 2:
        return "fewer than two choices"
    if question.marked is None:
        return "no choice marked correct"
    return ""


def quiz_check(
    loaded,
    markup: str,
    *,
    mode: str = "joint",
    quiz: LessonQuiz | None = None,
    seed: int = 0,
    choices: bool = True,
) -> dict:
    """Check a lesson's quiz with the loaded model -> the report (JSON-ready).

    loaded: anything with ``.model`` and ``.tokenizer`` (a `LoadedModel`).
    mode: "joint" (up to MAX_JOINT_SPANS questions per denoising process) or "independent"
    (one call per question, the baseline).
    choices: each answer span is held to the question's choices (`Span.choices`: the model
    denoises the answer as ever, among the tokens that keep one of them possible); False
    lets it write any text, matched to a choice afterwards (the benchmark's comparison).
    """
    if mode not in ("joint", "independent"):
        raise ValueError(f"mode must be joint or independent, got {mode!r}")
    started = time.perf_counter()
    quiz = quiz if quiz is not None else quiz_parse(markup)
    entries = _report_entries(quiz)
    checkable = [
        (question, entry)
        for question, entry in zip(quiz.questions, entries, strict=True)
        if not entry["reason"]
    ]
    timing = {
        "requests": 0,
        "forwards": 0,
        "steps": 0,
        "answer_tokens": 0,
        "context_tokens": 0,
        "model_seconds": 0.0,
    }
    fill = fill_joint if mode == "joint" else fill_independent
    for start in range(0, len(checkable), MAX_JOINT_SPANS):
        group = checkable[start : start + MAX_JOINT_SPANS]
        _answer_group(
            loaded, quiz.material, group, fill=fill, choices=choices, seed=seed, timing=timing
        )
        timing["requests"] += 1 if mode == "joint" else len(group)
    checked = [e for e in entries if e["status"] != "not checked"]
    return {
        "version": QUIZ_CHECK_VERSION,
        "mode": mode,
        "answers": "choices" if choices else "free",
        "questions": entries,
        "checked": len(checked),
        "agree": sum(e["status"] == "agree" for e in checked),
        "flagged": [e["number"] for e in checked if e["status"] == "flag"],
        "not_checked": [e["number"] for e in entries if e["status"] == "not checked"],
        "timing": {
            **timing,
            "model_seconds": round(timing["model_seconds"], 4),
            "seconds": round(time.perf_counter() - started, 4),
        },
    }


def _report_entries(quiz: LessonQuiz) -> list[dict]:
    """The report's entry of every question, "not checked" until answered; ``reason`` says
    why one cannot be checked ("" for the questions the model is asked)."""
    return [
        {
            "number": number,
            "prompt": question.prompt,
            "choices": [choice.text for choice in question.choices],
            "marked": question.marked,
            "marked_text": (
                question.choices[question.marked].text if question.marked is not None else ""
            ),
            "status": "not checked",
            "reason": _checkable(question) or ("no material" if not quiz.material else ""),
        }
        for number, question in enumerate(quiz.questions, 1)
    ]


def _answer_group(
    loaded,
    material: str,
    group: list[tuple[QuizQuestion, dict]],
    *,
    fill,
    choices: bool,
    seed: int,
    timing: dict,
) -> None:
    """One request to the model (``fill``: `fill_joint` or `fill_independent`) for up to
    MAX_JOINT_SPANS questions and their report entries: each entry gets the model's answer,
    its choice and "agree" or "flag"; ``timing`` adds the request's forwards, steps, tokens
    and model seconds."""
    tokenizer = loaded.tokenizer

    def encode(text: str) -> list[int]:
        return tokenizer.encode(text, add_special_tokens=False)

    questions = [question for question, _ in group]
    # each request numbers its questions from 1, as in training
    asked = [
        encode(joint_question(n, q.asked(), last=n == len(questions)))
        for n, q in enumerate(questions, 1)
    ]
    prefixes = [encode(joint_answer_prefix(n)) for n in range(1, len(questions) + 1)]
    options = [[encode(f" {c.text}\n") for c in q.choices] for q in questions]
    longest = max(len(option) for question_options in options for option in question_options)
    context = encode(joint_material(material))
    result = fill(
        loaded.model,
        context,
        asked,
        answer_length=longest + ANSWER_SLACK,
        answer_prefixes=prefixes,
        answer_choices=options if choices else None,
        eos_token_ids=(),
        seed=seed,
    )
    timing["forwards"] += result.forwards
    timing["steps"] += result.steps
    timing["answer_tokens"] += sum(len(a) for a in result.answers)
    timing["context_tokens"] += len(context) + sum(len(q) for q in asked)
    timing["model_seconds"] += result.seconds
    for (question, entry), answer_ids in zip(group, result.answers, strict=True):
        answer = answer_text(tokenizer.decode(answer_ids, skip_special_tokens=True))
        chosen, how = answer_match(answer, [c.text for c in question.choices])
        entry.update(
            answer=answer,
            model_choice=chosen,
            model_choice_text=question.choices[chosen].text if chosen is not None else "",
            match=how,
            status="agree" if chosen == question.marked else "flag",
        )


def quiz_check_error(error: str) -> dict:
    """The report of a check that could not run (kept so the page says so)."""
    return {"version": QUIZ_CHECK_VERSION, "error": error, "questions": [], "checked": 0}


def quiz_check_version(*, version, loaded) -> dict:
    """Check a saved version's quiz and store the report on it (the worker after each
    generation; the editor after each edit that touches the quiz; `manage.py check_quiz`)."""
    if not loaded.loaded:
        report = quiz_check_error(f"no model: {loaded.detail}")
    else:
        report = quiz_check(loaded, version.content)
    # imported here: the check itself runs without Django (`bench_quiz_check`)
    from genui.lessons.services import lesson_version_quiz_report_save

    lesson_version_quiz_report_save(version=version, report=report)
    return report


__all__ = [
    "LessonQuiz",
    "QuizChoice",
    "QuizQuestion",
    "answer_match",
    "answer_text",
    "quiz_check",
    "quiz_check_error",
    "quiz_check_version",
    "quiz_parse",
]
