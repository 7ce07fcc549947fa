"""Write the model card (README.md) of a trained Clover checkpoint from what the run recorded.

    python -m genui.demo_model.card clover_model/checkpoints/clover-demo \\
        --evaluation var/eval.json --decode-bench var/bench_decode.json --openings var/open.json \\
        --teacher-forced var/teacher_forced.json

Reads the checkpoint's config.json, training_config.json and training_summary.json, and the
JSON summaries printed last by ``manage.py evaluate_lessons`` (whole pages, and with
``--openings`` the topic decision alone) and ``genui.demo_model.bench_decode``
(optional: without them the card says the figures are missing rather than inventing them).
The card's text is the jinja2 template ``genui/demo_model/templates/model_card.md.j2``.
"""

from __future__ import annotations

import argparse
import json
from functools import cache
from pathlib import Path

import jinja2

from clover_model.configuration_clover import CloverConfig
from clover_model.modeling_clover import count_parameters
from clover_model.train import UNBOUNDED_STEPS
from genui.corpus.requests import HELD_OUT_FAMILIES, TRAIN_FAMILIES


def _json(path: Path | None) -> dict | None:
    if path is None or not path.exists():
        return None
    text = path.read_text().strip()
    # accept a whole log: the summary is the last line
    return json.loads(text.splitlines()[-1])


def _settings(values: dict) -> str:
    return ", ".join(f"{name.replace('_', '-')} {value}" for name, value in values.items())


def _percent(value) -> str:
    return "n/a" if value is None else f"{100 * value:.0f}%"


def _distillation_lines(training: dict, report: dict | None) -> list[str]:
    """The self-distillation stage (`genui.demo_model.train`, "distill_*" settings), if it ran."""
    if not report:
        return []
    written = (
        f"the first {training['distill_tokens']} tokens of a lesson"
        if training.get("distill_tokens")
        else "whole lessons"
    )
    steps, minutes = training["distill_steps"], training.get("distill_minutes")
    if not minutes:
        budget = f"{steps} steps"
    elif steps < UNBOUNDED_STEPS:
        budget = f"{steps} steps (at most {minutes} minutes)"
    else:
        budget = f"{minutes} minutes"
    certainty = training.get("distill_certainty")
    forcing = (
        f" with certainty forcing (weight {certainty}: the entropy of the masked positions it "
        "already predicts right joins the loss)"
        if certainty
        else ""
    )
    return [
        f"- Then self-distillation: the model wrote {written} for {report['requests']} "
        f"training requests ({training['distill_per_lesson']} per topic, grade and language; "
        f"greedy, threshold 0.9, {report['seconds']} s); the {report['kept']} written under "
        "the topic's title replaced the corpus lessons of their requests, and it was "
        f"fine-tuned on them for {budget} at "
        f"{training['distill_lr_ratio']} of the peak learning rates{forcing}. Its own text is "
        "the text it predicts most confidently, so it commits more tokens per forward.",
    ]


def _stage_hardware(stage: dict) -> str:
    """Where a stage trained, in words: the summary's ``hardware`` (a GPU's or CPU's name),
    or, for summaries written before it was recorded, the device and thread count."""
    if stage.get("device", "cpu") != "cpu":
        return stage.get("hardware") or f"a {stage['device'].upper()} GPU"
    threads = stage.get("threads")
    cores = f"{threads} CPU cores" if threads else "CPU"
    return f"{cores} ({stage['hardware']})" if stage.get("hardware") else cores


def _lineage_lines(training: dict, summary: dict) -> list[str]:
    """Every stage the checkpoint went through, oldest first, and their total compute."""
    stages = [
        *summary.get("lineage", []),
        {**summary, "checkpoint": "this run", "config": training},
    ]
    lines = ["| stage | started from | steps | tokens | training minutes | hardware | settings |"]
    lines.append("|---|---|---|---|---|---|---|")
    for number, stage in enumerate(stages, 1):
        config = stage["config"]
        start = "random weights"
        if config.get("init") or config.get("distill_from"):
            start = f"stage {number - 1}" if number > 1 else config.get("init")
        settings = (
            f"lr {config['lr']}, muon_lr {config.get('muon_lr')}, tokens_per_batch "
            f"{config.get('tokens_per_batch')}, variant_rate {config.get('variant_rate')}, "
            f"head_per_lesson {config.get('head_per_lesson')}, distill_per_lesson "
            f"{config.get('distill_per_lesson')}, history_noise {config.get('history_noise', 0.0)}"
        )
        lines.append(
            f"| {number} ({stage['checkpoint']}) | {start} | {stage['steps']} | "
            f"{stage['tokens_seen']:,} | {stage['training_minutes']} | "
            f"{_stage_hardware(stage)} | {settings} |"
        )
    minutes: dict[str, float] = {}
    for stage in stages:
        where = _stage_hardware(stage)
        minutes[where] = minutes.get(where, 0.0) + stage["training_minutes"]
    tokens = sum(stage["tokens_seen"] for stage in stages)
    spent = ", ".join(f"{value:.1f} minutes on {where}" for where, value in minutes.items())
    return [*lines, "", f"Total compute: {tokens:,} tokens; {spent}."]


def card(
    checkpoint: Path,
    evaluation: dict | None,
    bench: dict | None,
    openings: dict | None = None,
    teacher_forced: dict | None = None,
) -> str:
    """The card of ``checkpoint`` (Markdown): what its run recorded, then the measurements
    given (None: the card says they are missing)."""
    return _template().render(
        **_recorded(checkpoint),
        evaluation=evaluation,
        evaluation_rows=_evaluation_rows(evaluation),
        openings=openings,
        teacher_forced=teacher_forced,
        quarter_accuracy=_quarter_accuracy(teacher_forced),
        bench=bench,
        train_families=TRAIN_FAMILIES,
        held_out_families=HELD_OUT_FAMILIES,
    )


@cache
def _template() -> jinja2.Template:
    """templates/model_card.md.j2: one line of the template per line of the card."""
    environment = jinja2.Environment(
        loader=jinja2.PackageLoader("genui.demo_model"),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    environment.filters.update(percent=_percent, settings=_settings, thousands="{:,}".format)
    return environment.get_template("model_card.md.j2")


def _recorded(checkpoint: Path) -> dict:
    """What the run wrote into ``checkpoint`` (config, training settings and summary,
    generation limit), with the figures the card derives from it."""
    config = CloverConfig.from_pretrained(checkpoint)
    training = json.loads((checkpoint / "training_config.json").read_text())
    summary = json.loads((checkpoint / "training_summary.json").read_text())
    generation = checkpoint / "generation_config.json"
    total, active = count_parameters(config)
    return {
        "checkpoint": checkpoint,
        "config": config,
        "training": training,
        "summary": summary,
        "limit": generation.exists() and json.loads(generation.read_text()).get("max_new_tokens"),
        "total": total,
        "active": active,
        "attention": config.layer_types.count("full_attention"),
        "hardware": _stage_hardware(summary),
        "distillation": _distillation_lines(training, summary.get("distillation")),
        "lineage": _lineage_lines(training, summary),
    }


def _evaluation_rows(evaluation: dict | None) -> list[tuple[str, dict]]:
    """The rows of the evaluation table: all requests, then each language."""
    if not evaluation:
        return []
    return [("all", evaluation), *evaluation.get("by_language", {}).items()]


def _quarter_accuracy(teacher_forced: dict | None) -> str:
    """Top-1 accuracy by quarter of the lesson, per language: "en 91.0% / 87.0% / ..."."""
    return "; ".join(
        f"{language} "
        + " / ".join(f"{100 * a:.1f}%" for a in teacher_forced[language]["quarter_accuracy"])
        for language in ("en", "zh")
        if teacher_forced and language in teacher_forced
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkpoint", type=Path)
    parser.add_argument("--evaluation", type=Path, help="evaluate_lessons output (JSON last)")
    parser.add_argument("--decode-bench", type=Path, help="bench_decode output (JSON last)")
    parser.add_argument("--openings", type=Path, help="evaluate_lessons --openings output")
    parser.add_argument(
        "--teacher-forced", type=Path, help="evaluate_lessons --teacher-forced output"
    )
    args = parser.parse_args(argv)
    text = card(
        args.checkpoint,
        _json(args.evaluation),
        _json(args.decode_bench),
        _json(args.openings),
        _json(args.teacher_forced),
    )
    (args.checkpoint / "README.md").write_text(text)
    print(f"wrote {args.checkpoint / 'README.md'}")


if __name__ == "__main__":
    main()
