"""Write the model card (README.md) of a trained Clover checkpoint from what the run recorded.

    python -m clover_model.model_card clover_model/checkpoints/clover-demo \\
        --evaluation var/eval.json --decode-bench var/bench_decode.json --openings var/open.json \\
        --teacher-forced var/teacher_forced.json

Reads the checkpoint's config.json, training_config.json and training_summary.json, and the
JSON summaries printed last by ``manage.py evaluate_lessons`` (whole pages, and with
``--openings`` the topic decision alone) and ``clover_model.bench_decode``
(optional: without them the card says the figures are missing rather than inventing them).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from clover_model.configuration_clover import CloverConfig
from clover_model.corpus.requests import HELD_OUT_FAMILIES, TRAIN_FAMILIES
from clover_model.modeling_clover import count_parameters
from clover_model.train import UNBOUNDED_STEPS


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
    """The self-distillation stage (`clover_model.train`, "distill_*" settings), if it ran."""
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
    config = CloverConfig.from_pretrained(checkpoint)
    training = json.loads((checkpoint / "training_config.json").read_text())
    summary = json.loads((checkpoint / "training_summary.json").read_text())
    generation = checkpoint / "generation_config.json"
    limit = generation.exists() and json.loads(generation.read_text()).get("max_new_tokens")
    total, active = count_parameters(config)
    attention = config.layer_types.count("full_attention")
    lines = [
        f"# {checkpoint.name}: DEMO Clover checkpoint",
        "",
        "**This is a demo checkpoint, not Clover-35B.** It is a small Clover model trained by",
        "`python -m clover_model.train` on this repository's own lesson corpus",
        "(`clover_model/corpus/`, 42 science topics, English and Chinese, three grade levels) so",
        "that the product works out of the box on a CPU. It writes lesson markup for the topics",
        "of that corpus; it knows nothing else. Load the real checkpoint by setting",
        "`CLOVER_MODEL_PATH`; the same code loads both.",
        "",
        "## Model",
        "",
        f"- Parameters: {total / 1e6:.2f}M total, {active / 1e6:.2f}M active per token "
        f"(`clover_model.modeling_clover.count_parameters`).",
        f"- {config.num_hidden_layers} layers ({config.num_hidden_layers - attention} Gated "
        f"DeltaNet, {attention} block attention), hidden size {config.hidden_size}; MoE with "
        f"{config.num_experts} experts, {config.num_experts_per_tok} per token, plus a shared "
        f"expert; block size {config.block_size}; vocabulary {config.vocab_size} (byte-level "
        "BPE trained on the corpus).",
        f"- Weights: safetensors, {summary.get('weights_dtype', 'float32')}.",
        *(
            [
                f"- Decoding: at most {limit} new tokens per lesson (`generation_config.json`, "
                "its training length; the worker reads it unless `CLOVER_MAX_NEW_TOKENS` is set)."
            ]
            if limit
            else []
        ),
        "",
        "## Data",
        "",
        f"- {training['per_lesson']} request/lesson pairs per topic, grade and language, plus "
        f"{training['joint_per_level']} joint-mode pairs (material and quiz questions -> "
        "answers) per topic, grade and language.",
        f"- {training.get('head_per_lesson', 0)} more requests per topic, grade and language "
        "answered with the lesson's opening tag alone (title, subject, grade, language and "
        "summary), where the topic is decided.",
        f"- Requests come from {len(TRAIN_FAMILIES)} phrasing families in both languages "
        f"({', '.join(TRAIN_FAMILIES)}); {len(HELD_OUT_FAMILIES)} further families "
        f"({', '.join(HELD_OUT_FAMILIES)}) are held out of training and used only for "
        "evaluation.",
        (
            "- Every pair's lesson is the canonical one (no variants)."
            if training.get("variant_rate", 1.0) == 0
            else "- Lessons vary in colours, scene parameters, the order of quiz choices and "
            "legend items, and where the glossary goes: the first pair of each lesson is the "
            "canonical lesson, each later one a variant with probability "
            f"{training.get('variant_rate', 1.0)}."
        ),
        "",
        "## Training",
        "",
        f"- Hardware: {_stage_hardware(summary)}, device `{summary['device']}`.",
        f"- {summary['steps']} steps, {summary['tokens_seen']:,} tokens, "
        f"{summary['training_minutes']} minutes of training ({summary['minutes']} minutes in "
        "all, corpus and tokenizer included).",
        f"- Final training loss {summary['final_loss']}, held-out evaluation loss "
        f"{summary['final_eval_loss']} (block-diffusion loss, 1/t weighted).",
        f"- Optimizer: {training.get('optimizer', 'adamw')}"
        + (
            " (Muon on the layers' matrices, AdamW on embeddings, norms and routers)"
            if training.get("optimizer") == "muon"
            else ""
        )
        + f"; blocks of {config.block_size} tokens, noise level t ~ "
        f"U({training.get('noise_low', 0)}, 1).",
        *_distillation_lines(training, summary.get("distillation")),
        "- Settings: `training_config.json`; log: `train_log.jsonl`.",
        "",
        "### Lineage",
        "",
        *_lineage_lines(training, summary),
        "",
        "![Loss curve](loss_curve.png)",
        "",
        "Reproduce: `python -m clover_model.train --out DIR --config training_config.json` "
        "(every setting of this run, `init` naming the checkpoint it started from; each stage "
        "of the lineage has its own `training_config.json` in `training_summary.json`; CPU by "
        "default, CUDA when present).",
        "",
        "## Evaluation",
        "",
    ]
    if evaluation:
        by_language = evaluation.get("by_language", {})
        lines += [
            "`python manage.py evaluate_lessons` on held-out request phrasings "
            f"({evaluation['requests']} requests), whole lessons decoded as the worker decodes "
            "them (grammar on, greedy, threshold 0.9). chrF compares the visible text (text "
            "and text attributes) with the corpus lesson of the topic, grade and language asked "
            "for (100: the same text); the text gate is the worker's reference-free check "
            "(`genui.lessons.text_quality`).",
            "",
            "| | median chrF | passes the text gate (first attempt) | the corpus lesson word "
            "for word (first attempt) | delivered after the repair loop | clean and valid | "
            "on topic |",
            "|---|---|---|---|---|---|---|",
            *[
                f"| {name} | {figures.get('median_chrf')} | "
                f"{_percent(figures.get('text_gate_pass_rate'))} | "
                f"{_percent(figures.get('verbatim_rate'))} | "
                f"{_percent(figures.get('delivered_rate'))} | "
                f"{_percent(figures['clean_and_valid_rate'])} | "
                f"{_percent(figures['on_topic_rate'])} |"
                for name, figures in [("all", evaluation), *by_language.items()]
            ],
            "",
            "A page whose text fails the gate goes through the worker's repair loop (at most "
            f"{evaluation.get('repair_attempts', 1)} attempts in all: the model reads the "
            "catalog's own request for the topic instead of the teacher's words, greedy on "
            "the second attempt and sampled after it, "
            f'{_settings(evaluation.get("repair_sampling", {}))}); "delivered" counts the '
            "requests whose last page passes the text gate, the sanitiser, the browser "
            "and the on-topic check: what a teacher gets. The gate reads no reference, and "
            "a sentence of real words in a wrong order passes it; \"word for word\" counts "
            "the first pages whose visible text is the corpus lesson's.",
            "",
            "- Topics outside the catalog: the request is recognised as unknown, and no lesson "
            f"is written, for {_percent(evaluation.get('outside_catalog_unknown_rate'))} "
            "of them.",
            f"- Median seconds per lesson (generate, sanitise, render): "
            f"{evaluation['median_seconds']:.1f}; with browser validation "
            f"{evaluation['median_seconds_with_validation']:.1f}.",
            f"- Whole lessons: median {round(evaluation['median_tokens_per_forward'], 2)} tokens "
            f"per forward, {evaluation.get('median_tokens_per_second')} tokens per second, "
            f"{evaluation.get('median_tokens')} tokens.",
        ]
    else:
        lines.append("Not measured yet: run `python manage.py evaluate_lessons`.")
    if openings:
        lines += [
            "",
            "The topic decision alone (`evaluate_lessons --openings`, "
            f"{openings['requests']} requests decoded to the opening tag): titles on topic for "
            f"{_percent(openings['training_en_on_topic_rate'])} (en) and "
            f"{_percent(openings['training_zh_on_topic_rate'])} (zh) of requests in the "
            f"training families, {_percent(openings['held_out_en_on_topic_rate'])} and "
            f"{_percent(openings['held_out_zh_on_topic_rate'])} in the held-out ones.",
        ]
    if teacher_forced:
        lines += [
            "",
            "How well it knows every part of the lessons, independent of decoding "
            "(`evaluate_lessons --teacher-forced`: every response block wholly masked, the "
            "clean corpus lesson before it): top-1 accuracy by quarter of the lesson, "
            + "; ".join(
                f"{language} "
                + " / ".join(
                    f"{100 * a:.1f}%" for a in teacher_forced[language]["quarter_accuracy"]
                )
                for language in ("en", "zh")
                if language in teacher_forced
            )
            + ".",
        ]
    lines += ["", "## Decoding speed", ""]
    if bench:
        what = (
            f"whole lessons under the markup grammar, {bench['new_tokens']} tokens for "
            f"{bench['prompts']} held-out requests"
            if bench.get("whole_lessons")
            else f"{bench['workload']}, {bench['new_tokens']} new tokens"
        )
        lines += [
            f"`python -m clover_model.bench_decode --checkpoint {checkpoint}` "
            f"({what}, threshold {bench['threshold']}, {bench['device']}):",
            "",
            f"- Tokens per forward: {bench['tokens_per_forward']} (target >= 4).",
            f"- Speed-up vs the autoregressive baseline: {bench['speedup_vs_autoregressive']}x "
            "(target >= 2).",
            f"- Speed-up vs one token per step: {bench['speedup_vs_one_per_step']}x; joint "
            f"mode vs independent: {bench['joint_speedup']}x.",
            *(
                [
                    f"- The first {bench['window_new_tokens']} tokens alone (no grammar, a "
                    f"window, not what a teacher waits for): "
                    f"{bench['window_tokens_per_forward']} tokens per forward."
                ]
                if "window_tokens_per_forward" in bench
                else []
            ),
        ]
    else:
        lines.append("Not measured yet: run `python -m clover_model.bench_decode --checkpoint`.")
    lines += [
        "",
        "## Limitations",
        "",
        "- A demo: small, trained (on the machines in the lineage above) to write the 252",
        "  lessons of its corpus (42 topics, three grades, two languages) from a teacher's",
        "  request. It reproduces those lessons; it does not write new ones. Every page goes",
        "  through the text gate and the browser validator, and curators review before",
        "  anything is published.",
        "- How a lesson is written: the topic matcher (`clover_model.corpus.topic_match`)",
        "  names the catalog topic of the request; the markup grammar makes the lesson open",
        "  with that topic's catalog title; the model writes everything else, block by block.",
        "  A page that fails the checks is written again from the catalog's own request for",
        "  that topic (same grade and language), since a teacher's wording the model has not",
        "  seen can take it off the lesson.",
        "  Requests outside the 42 topics are recognised before decoding: the product says",
        "  that the demo model does not know the topic and offers the nearest topics it knows,",
        "  rather than a lesson on another topic.",
        "- A wrong token can take the model off the lesson it memorised, most often at the",
        "  end of the quiz (whether another question comes) or in the summary right after",
        "  the title; the rest of that page then turns into broken text (the first-attempt",
        "  failures above). The worker's text gate stops those pages: the job is written",
        "  again (the repair loop), then reported as failed with the reason, never shown as",
        "  valid.",
        "",
    ]
    return "\n".join(lines)


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
