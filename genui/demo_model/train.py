"""Train the demo Clover checkpoint on the lesson corpus with the block-diffusion objective.

The recipe around the generic run of `clover_model.train`:

    python -m genui.demo_model.train --out clover_model/checkpoints/clover-demo
    python -m genui.demo_model.train --out DIR --resume           # continue from DIR/train_state
    python -m genui.demo_model.train --config my.json --max-minutes 30

One run: build the corpus (`genui.demo_model.build`), then `clover_model.train.train` on its
pairs (the tokenizer, the main stage, held-out evaluation, checkpoints and ``--resume``),
measured every ``eval_every`` steps on held-out request phrasings with the canonical lesson.
A second stage follows (``distill_*``, `Distillation`): the model writes the starts of
training lessons itself and is fine-tuned on them for 150 steps with certainty forcing, which
makes it commit more tokens per forward. The final checkpoint (safetensors weights, config,
tokenizer, ``training_config.json`` with every field of `DemoTrainConfig`,
``train_log.jsonl``, ``loss_curve.png``, ``training_summary.json``) lands in OUT.
Runs on CPU by default, on CUDA when present (``--device``).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import torch

from clover_kernels.utils import round_up
from clover_model.train import Stage, TrainConfig, Trainer, train
from clover_model.training_data import Example, encode
from genui.corpus.lesson import lesson_markup, lesson_opening
from genui.corpus.requests import HELD_OUT_FAMILIES
from genui.corpus.schema import Topic
from genui.corpus.topics import topics_chosen
from genui.demo_model.build import (
    Pair,
    head_pairs,
    held_out_request,
    joint_pairs,
    training_pairs,
)

# the name of the self-distillation stage in a run's progress and log
DISTILL_STAGE = "distill"
# the corpus's settings, recorded right after the seed
RECIPE_CORPUS_FIELDS = (
    "topics",
    "per_lesson",
    "variant_rate",
    "joint_per_level",
    "head_per_lesson",
)


@dataclass
class DemoTrainConfig(TrainConfig):
    """The demo's run: the generic settings (`clover_model.train.TrainConfig`), the corpus it
    trains on and the self-distillation stage; saved as training_config.json."""

    # corpus
    topics: str = ""  # comma-separated topic slugs; empty: the whole catalog
    per_lesson: int = 24  # request/variant pairs per topic, grade and language
    variant_rate: float = 0.2  # share of those pairs (after the first) that are variants
    joint_per_level: int = 2
    head_per_lesson: int = 96  # extra requests answered with the lesson's opening tag alone
    eval_pairs: int = 24  # held-out request phrasings, each with its canonical lesson
    # self-distillation, a second stage (docs/corpus-and-training.md, "Self-distillation"):
    # the model writes the first `distill_tokens` tokens of a lesson (0: whole lessons) for
    # `distill_per_lesson` training requests of every topic, grade and language (greedy,
    # threshold 0.9, `distill_batch` at a time); each start it wrote under the topic's title
    # replaces the corpus lesson of its request, and it is fine-tuned on them alone for
    # `distill_steps` (at most `distill_minutes`) at `distill_lr_ratio` of the peak rates. Its
    # own text is the text it can predict most confidently: trained on it, with certainty
    # forcing, it commits more tokens per forward.
    distill_per_lesson: int = 1  # 0: no second stage
    # a checkpoint directory: start from its weights and tokenizer and run the distillation
    # stage alone (the model settings above are then the checkpoint's, not these)
    distill_from: str = ""
    distill_tokens: int = 128  # the start of each lesson only (0: whole lessons)
    distill_minutes: float = 4.5  # an upper bound: a slow machine ends the stage early
    distill_steps: int = 150
    distill_lr_ratio: float = 0.1
    distill_batch: int = 32
    distill_tokens_per_batch: int = 2048
    # the weight of certainty forcing in the distillation stage: the entropy of the masked
    # positions the model already predicts right joins the loss (`certainty_forcing_loss`)
    distill_certainty: float = 1.0

    def recorded(self) -> dict:
        """Every field, in the order training_config.json has always had them (the corpus
        after the seed, the held-out pairs after eval_every, the distillation stage after
        init), so that the configurations of runs before and after the recipe left
        clover_model read the same."""
        values = asdict(self)
        placed = {
            "seed": RECIPE_CORPUS_FIELDS,
            "eval_every": ("eval_pairs",),
            "init": tuple(name for name in values if name.startswith("distill_")),
        }
        recorded = {}
        for generic in fields(TrainConfig):
            recorded[generic.name] = values[generic.name]
            recorded.update({name: values[name] for name in placed.get(generic.name, ())})
        return recorded


def corpus(config: DemoTrainConfig) -> tuple[list[Pair], list[Pair]]:
    """Training pairs, and evaluation pairs: held-out phrasings with the canonical lesson."""
    topics = topics_chosen(config.topics)
    train = training_pairs(
        topics, per_lesson=config.per_lesson, seed=config.seed, variant_rate=config.variant_rate
    )
    train += joint_pairs(topics, per_level=config.joint_per_level, seed=config.seed)
    train += head_pairs(topics, per_lesson=config.head_per_lesson, seed=config.seed + 3)
    rng = random.Random(config.seed + 7)
    evaluation = []
    for k in range(config.eval_pairs):
        topic = topics[k % len(topics)]
        grade, language = ("primary", "middle", "high")[k % 3], ("en", "zh")[k % 2]
        request = held_out_request(topic, grade, language, HELD_OUT_FAMILIES[k % 2], rng)
        markup = lesson_markup(topic, grade, language)
        evaluation.append(Pair(**{**asdict(request), "response": markup}))
    return train, evaluation


def distill_requests(pairs: list[Pair], per_lesson: int, rng: random.Random) -> list[Pair]:
    """``per_lesson`` of the whole-lesson training pairs of every topic, grade and language
    (so that the distilled set covers the whole catalog)."""
    by_lesson: dict[tuple[str, str, str], list[Pair]] = {}
    for pair in pairs:
        if pair.complete and pair.response.startswith("<cl-lesson"):
            by_lesson.setdefault((pair.topic, pair.grade, pair.language), []).append(pair)
    chosen = []
    for key in sorted(by_lesson):
        chosen += rng.sample(by_lesson[key], min(per_lesson, len(by_lesson[key])))
    return chosen


def distilled_lesson_ok(markup: str, topic: Topic, language: str, *, whole: bool = True) -> bool:
    """Whether a lesson the model wrote may stand in for its request's corpus lesson: its
    opening tag written out, under the title the catalog gives the topic and in the requested
    language; and if ``whole``, ended by its closing tag and clean (the product's sanitiser
    keeps every element and attribute). The start of a lesson (``whole=False``) is judged by
    its opening alone."""
    from genui.markup.sanitizer import markup_sanitize  # the allowlist the product applies

    head = lesson_markup(topic, "primary", language).split("\n", 1)[0]
    title, lang = lesson_opening(topic, language), re.search(r' lang="[^"]*"', head)[0]
    opening, _, rest = markup.partition("\n")
    if not (opening.startswith(title + " ") and lang in opening and rest):
        return False
    return not whole or (markup.rstrip().endswith("</cl-lesson>") and markup_sanitize(markup).clean)


@torch.no_grad()
def distill_generate(
    model, tokenizer, pairs: list[Pair], config: DemoTrainConfig
) -> tuple[list[Example], dict]:
    """The model's own lessons for ``pairs``: the engine's greedy confidence-threshold decode,
    ``config.distill_batch`` requests at a time in a `BatchEngine`, the model alone (its own
    text: starts written under the markup grammar gave less, see the docs). With
    ``config.distill_tokens`` it writes only that many tokens of each lesson (the start, no
    end of text). A lesson that passes `distilled_lesson_ok` becomes the example of its
    request, in the model's own tokens; any other request keeps its corpus lesson (cut to as
    many tokens). Returns the examples and a report (kept, seconds, tokens, tokens per
    forward)."""
    from clover_model.engine import BatchEngine, Request

    topics = {topic.slug: topic for topic in topics_chosen(config.topics)}
    model.eval()
    started = time.perf_counter()
    prompts = [tokenizer.encode(pair.prompt, add_special_tokens=False) for pair in pairs]
    requests = [
        Request(
            prompt=prompt,
            max_new_tokens=config.distill_tokens
            or config.max_length - round_up(len(prompt), config.block_size),
            request_id=str(index),
        )
        for index, prompt in enumerate(prompts)
    ]
    finished = {
        int(event.request_id): event
        for event in BatchEngine(model).run(requests, max_running=config.distill_batch)
        if event.kind == "finish"
    }
    model.train()
    examples, kept, tokens, forwards = [], 0, 0, 0
    whole = not config.distill_tokens
    encode_args = {"block_size": config.block_size, "max_length": config.max_length}
    for index, pair in enumerate(pairs):
        event = finished[index]
        tokens, forwards = tokens + event.num_tokens, forwards + event.forwards
        written = [t for t in event.tokens if t != tokenizer.eos_token_id]
        markup = tokenizer.decode(written, skip_special_tokens=True)
        ok = event.finish_reason == ("eos" if whole else "length") and distilled_lesson_ok(
            markup, topics[pair.topic], pair.language, whole=whole
        )
        example = encode(pair, tokenizer, **encode_args)
        start = example.noisable.index(True)
        if ok:
            kept += 1
            response = written + ([tokenizer.eos_token_id] if whole else [])
        else:
            response = (
                example.ids[start:] if whole else example.ids[start:][: config.distill_tokens]
            )
        examples.append(
            Example(
                example.ids[:start] + response,
                example.valid[:start] + [True] * len(response),
                example.noisable[:start] + [True] * len(response),
            )
        )
    report = {
        "requests": len(pairs),
        "kept": kept,
        "seconds": round(time.perf_counter() - started, 1),
        "tokens": tokens,
        "tokens_per_forward": round(tokens / max(forwards, 1), 3),
    }
    return examples, report


@dataclass(frozen=True)
class Distillation:
    """The self-distillation stage as the generic run's `SecondStage`: requests chosen
    among the training pairs (`distill_requests`), answered by the model
    (`distill_generate`), trained on under the ``distill_*`` budget."""

    config: DemoTrainConfig

    @property
    def stage(self) -> Stage:
        config = self.config
        return Stage(
            DISTILL_STAGE,
            config.distill_steps,
            config.distill_minutes,
            config.distill_tokens_per_batch,
            lr_scale=config.distill_lr_ratio,
            certainty_weight=config.distill_certainty,
        )

    @property
    def alone(self) -> bool:
        return bool(self.config.distill_from)

    def examples(self, trainer: Trainer, train_pairs: Sequence[Pair]) -> tuple[list, dict]:
        lessons = distill_requests(list(train_pairs), self.config.distill_per_lesson, trainer.rng)
        print(f"self-distillation: the model writes {len(lessons)} lessons")
        return distill_generate(trainer.model, trainer.tokenizer, lessons, self.config)


def starting_point(config: DemoTrainConfig) -> str:
    """The checkpoint a run starts from (``distill_from`` or ``init``); "" for new weights."""
    if config.distill_from and not config.distill_per_lesson:
        raise ValueError("distill_from needs distill_per_lesson >= 1")
    if config.distill_from and config.init:
        raise ValueError("init and distill_from are two ways to start: give one")
    return config.distill_from or config.init


def train_demo(config: DemoTrainConfig, out: Path, *, device: str, resume: bool) -> Path:
    """One run of the recipe (the module's docstring says what it does); returns ``out``."""
    random.seed(config.seed)
    torch.manual_seed(config.seed)
    source = starting_point(config)
    train_pairs, eval_pairs = corpus(config)
    return train(
        config,
        out,
        train_pairs=train_pairs,
        eval_pairs=eval_pairs,
        device=device,
        resume=resume,
        source=source,
        second_stage=Distillation(config) if config.distill_per_lesson else None,
        # what the checkpoint can write: the worker holds it to these (`checkpoint_known_topics`)
        data_facts={"topics": [topic.slug for topic in topics_chosen(config.topics)]},
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("clover_model/checkpoints/clover-demo"))
    parser.add_argument("--config", type=Path, help="JSON file of DemoTrainConfig fields")
    parser.add_argument("--resume", action="store_true", help="continue from OUT/train_state")
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    for option in fields(DemoTrainConfig):
        parser.add_argument(f"--{option.name.replace('_', '-')}", type=type(option.default))
    args = parser.parse_args(argv)
    values = json.loads(args.config.read_text()) if args.config else {}
    if args.resume and (args.out / "training_config.json").exists() and not args.config:
        values = json.loads((args.out / "training_config.json").read_text())
    for option in fields(DemoTrainConfig):
        given = getattr(args, option.name)
        if given is not None:
            values[option.name] = given
    train_demo(DemoTrainConfig(**values), args.out, device=args.device, resume=args.resume)


if __name__ == "__main__":
    main()
