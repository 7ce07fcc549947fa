"""The training corpus: (request, lesson markup) pairs, joint-mode examples, evaluation requests.

Every pair is a teacher request in the format the model reads at generation time
(`requests.lesson_request` between the markers of `clover_model.tokenization.request_prompt`)
and a lesson variant (`lesson.lesson_markup`).
Training draws request phrasings from ``TRAIN_FAMILIES`` only (`training_family`);
``evaluation_requests`` draws from ``HELD_OUT_FAMILIES``, plus topics outside the catalog.

    pairs = training_pairs(all_topics(), per_lesson=24, seed=0)
    python -m genui.demo_model.build --out var/corpus   # writes train.jsonl, eval.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import asdict, dataclass
from pathlib import Path

from clover_model.tokenization import joint_answer_prefix, joint_prompt, request_prompt
from genui.corpus.lesson import lesson_markup
from genui.corpus.requests import (
    HELD_OUT_FAMILIES,
    joint_quiz_question,
    lesson_request,
    request_text,
    training_family,
)
from genui.corpus.schema import GRADES, LANGUAGES, Topic
from genui.corpus.topics import all_topics


@dataclass(frozen=True)
class Pair:
    """One training or evaluation example: the model reads `prompt` and writes `response`."""

    prompt: str  # the full request, special markers included
    response: str  # lesson markup, or joint-mode answers ("" for evaluation requests)
    topic: str  # slug, "" outside the catalog
    grade: str
    language: str
    family: str
    text: str  # the teacher's words alone
    complete: bool = True  # False: `response` is the start of a lesson, no end-of-text after it


# Requests for topics the catalog does not cover: the page must still be valid.
OUTSIDE_CATALOG = (
    ("Black holes", "黑洞", "astronomy"),
    ("Static electricity", "静电", "physics"),
    ("The rock cycle", "岩石循环", "earth"),
    ("The immune system", "免疫系统", "biology"),
    ("Alloys", "合金", "chemistry"),
    ("Friction", "摩擦力", "physics"),
)


def _request(topic: Topic, grade: str, language: str, family: str, rng: random.Random) -> Pair:
    prompt_language = language if rng.random() < 0.85 else rng.choice(LANGUAGES)
    text = request_text(
        topic, grade, language, family=family, rng=rng, prompt_language=prompt_language
    )
    subject = topic.subject if rng.random() < 0.85 else "general"
    prompt = request_prompt(lesson_request(text, subject=subject, grade=grade, language=language))
    return Pair(prompt, "", topic.slug, grade, language, family, text)


def training_pairs(topics, *, per_lesson: int, seed: int, variant_rate: float = 0.5) -> list[Pair]:
    """``per_lesson`` request/variant pairs for every topic, grade and language.

    The first pair of each lesson is the canonical lesson; each later one is a drawn variant
    with probability ``variant_rate``, else the canonical lesson again. Keeping the canonical
    lesson the most likely one gives the model one clear mode to commit to when it decodes
    many tokens in parallel (a near-even mix of palettes invites a colour half from one
    variant and half from another).
    """
    rng = random.Random(seed)
    pairs = []
    for topic in topics:
        for grade in GRADES:
            for language in LANGUAGES:
                for k in range(per_lesson):
                    request = _request(topic, grade, language, training_family(rng), rng)
                    variant = k > 0 and rng.random() < variant_rate
                    markup = lesson_markup(topic, grade, language, rng if variant else None)
                    pairs.append(Pair(**{**asdict(request), "response": markup}))
    rng.shuffle(pairs)
    return pairs


def head_pairs(topics, *, per_lesson: int, seed: int) -> list[Pair]:
    """``per_lesson`` more requests for every topic, grade and language, each answered with
    the lesson's opening tag alone (title, subject, grade, language, summary; no end of text).

    The opening tag is where the model decides what the lesson is about, from the request
    alone. A whole lesson costs about 19 times the tokens of its opening, so these pairs give
    that decision twice the phrasings for a few percent more compute.
    """
    rng = random.Random(seed)
    pairs = []
    for topic in topics:
        for grade in GRADES:
            for language in LANGUAGES:
                head = lesson_markup(topic, grade, language).split("\n", 1)[0] + "\n"
                for _ in range(per_lesson):
                    request = _request(topic, grade, language, training_family(rng), rng)
                    pairs.append(Pair(**{**asdict(request), "response": head, "complete": False}))
    return pairs


def quiz_question(question, language: str, rng: random.Random | None = None) -> tuple[str, str]:
    """A quiz question as joint mode asks it (the prompt, then its choices, shuffled with
    ``rng``) and its correct answer."""
    choices = list(question.choices)
    if rng:
        rng.shuffle(choices)
    answer = next(choice.text(language) for choice in choices if choice.correct)
    asked = [choice.text(language) for choice in choices]
    return joint_quiz_question(question.prompt(language), asked), answer


def joint_pairs(topics, *, per_level: int, seed: int) -> list[Pair]:
    """Joint-mode examples: a lesson's explanation and up to 8 of its quiz questions (with
    the choices) as material, the correct answers as ``A1: …`` lines."""
    rng = random.Random(seed)
    pairs = []
    for topic in topics:
        for grade, level in topic.levels.items():
            for language in LANGUAGES:
                for _ in range(per_level):
                    material = " ".join(
                        [step.text(language) for step in level.steps]
                        + [paragraph(language) for paragraph in level.section]
                    )
                    asked = [
                        quiz_question(question, language, rng)
                        for question in rng.sample(level.quiz, k=len(level.quiz))[:8]
                    ]
                    prompt = joint_prompt(material, [text for text, _ in asked])
                    response = "".join(
                        f"{joint_answer_prefix(number)} {answer}\n"
                        for number, (_, answer) in enumerate(asked, 1)
                    )
                    pairs.append(Pair(prompt, response, topic.slug, grade, language, "joint", ""))
    return pairs


def evaluation_requests(topics, *, seed: int, per_language: int = 1) -> list[Pair]:
    """Held-out phrasings: ``per_language`` requests per topic and language, grades rotating;
    then the topics outside the catalog in both languages."""
    rng = random.Random(seed)
    pairs = []
    for index, topic in enumerate(topics):
        for language in LANGUAGES:
            for k in range(per_language):
                grade = GRADES[(index + k + (language == "zh")) % len(GRADES)]
                family = HELD_OUT_FAMILIES[(index + k) % len(HELD_OUT_FAMILIES)]
                pairs.append(held_out_request(topic, grade, language, family, rng))
    for k, (english, chinese, subject) in enumerate(OUTSIDE_CATALOG):
        for language, name in (("en", english), ("zh", chinese)):
            grade = GRADES[k % len(GRADES)]
            text = {
                "en": f"Make a 3D lesson about {name.lower()}.",
                "zh": f"做一个关于{name}的课件",
            }
            prompt = request_prompt(
                lesson_request(text[language], subject=subject, grade=grade, language=language)
            )
            pairs.append(Pair(prompt, "", "", grade, language, "outside", text[language]))
    return pairs


def held_out_request(topic: Topic, grade: str, language: str, family: str, rng) -> Pair:
    text = request_text(topic, grade, language, family=family, rng=rng)
    prompt = request_prompt(
        lesson_request(text, subject=topic.subject, grade=grade, language=language)
    )
    return Pair(prompt, "", topic.slug, grade, language, family, text)


def write_jsonl(pairs, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as out:
        for pair in pairs:
            out.write(json.dumps(asdict(pair), ensure_ascii=False) + "\n")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Write the corpus as JSON lines.")
    parser.add_argument("--out", type=Path, default=Path("var/corpus"))
    parser.add_argument("--per-lesson", type=int, default=24)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--variant-rate", type=float, default=0.5)
    args = parser.parse_args(argv)
    topics = all_topics()
    train = training_pairs(
        topics, per_lesson=args.per_lesson, seed=args.seed, variant_rate=args.variant_rate
    )
    train += joint_pairs(topics, per_level=2, seed=args.seed)
    train += head_pairs(topics, per_lesson=args.per_lesson, seed=args.seed + 3)
    write_jsonl(train, args.out / "train.jsonl")
    write_jsonl(evaluation_requests(topics, seed=args.seed + 1), args.out / "eval.jsonl")
    print(f"{len(topics)} topics, {len(train)} training pairs -> {args.out}")


if __name__ == "__main__":
    main()
