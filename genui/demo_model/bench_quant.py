"""INT4 against float on the demo checkpoint: size on disk, CPU decode speed and lesson quality.

    python -m genui.demo_model.bench_quant [--checkpoint PATH] [--sample N] [--pages DIR]

The float checkpoint is quantised to weight-only INT4 twice (`clover_model.quantize`, HQQ,
groups of ``--group-size``): ``int4``, the default scope (routed experts, shared expert,
attention), and ``int4_gdn``, the GDN projections too. Both are written to a temporary folder
(``--keep DIR``: there) and loaded the way the worker loads them (`model_load`), beside the
float checkpoint in float32 (the worker's CPU default) and in bfloat16 (what INT4 computes in).

On a fixed sample of held-out catalog requests (`evaluation_requests`, as ``manage.py
evaluate_lessons --sample N`` draws them) each model writes the lesson the way the product
does: the demo's topic decision (`request_topic`), then `lesson_generate` with the worker's
settings (grammar on, greedy, commit threshold), first attempt only. The four models take
turns on every request, in a rotating order, so that a shared CPU slows them alike. Per
model: tokens/s over all lessons (engine time, the same lessons), tokens per forward, and the
text-fidelity measures of ``evaluate_lessons`` (`genui.lessons.text_quality`): median chrF of
the visible text against the corpus lesson, the text gate, faithful and verbatim rates, on
topic; and the share of lessons whose markup is the float32 model's byte for byte. The
browser check is left out: the grammar keeps the markup valid, and this compares text.

This is a genui module, not ``clover_model.bench_quant``: lessons, the corpus and the text
gate are the product's, and the model library imports none of them. Prints a line per lesson
and model, then a JSON summary last. Results: docs/quantization.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import tempfile
from pathlib import Path

import torch

from clover_model.quantize import WEIGHTS_NAME, weights_bytes
from clover_model.quantize import main as quantize_main
from genui.corpus.lesson import lesson_markup
from genui.corpus.topics import all_topics, topic_by_slug
from genui.demo_model.build import evaluation_requests
from genui.lessons.renderer import lesson_page_render
from genui.lessons.text_quality import on_topic, text_report, visible_chrf
from genui.worker.loading import model_load

DEFAULT_CHECKPOINT = Path(__file__).resolve().parents[2] / "clover_model/checkpoints/clover-demo"
# int4: the default scope (experts, shared expert, attention); int4_gdn: the GDN projections too
MODELS = ("float32", "bfloat16", "int4", "int4_gdn")


def parse_args(argv=None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--checkpoint", type=Path, default=DEFAULT_CHECKPOINT)
    parser.add_argument("--keep", type=Path, default=None, help="write the INT4 checkpoints here")
    parser.add_argument("--group-size", type=int, default=32)
    parser.add_argument("--sample", type=int, default=24, help="catalog requests (0: all 84)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--pages", type=Path, default=None, help="keep every lesson's markup")
    parser.add_argument(
        "--max-new-tokens", type=int, default=0, help="cut lessons here (0: the checkpoint's)"
    )
    return parser.parse_args(argv)


def sample_requests(*, seed: int, sample: int, known: tuple[str, ...] | None = None) -> list:
    """The held-out catalog requests ``evaluate_lessons --sample`` evaluates, in its order
    (``known``: the checkpoint's topics; requests for others are left out, as it does)."""
    catalog = [
        r
        for r in evaluation_requests(all_topics(), seed=seed)
        if r.topic and (known is None or r.topic in known)
    ]
    if not sample:
        return catalog
    chosen = random.Random(seed).sample(catalog, min(sample, len(catalog)))
    return [r for r in catalog if r in chosen]


def lesson_row(loaded, request, index: int, *, max_new_tokens: int = 0) -> dict:
    """One lesson as the product writes it, and the evaluation's text measures of it."""
    from genui.demo_model.evaluate import FAITHFUL_CHRF, VERBATIM_CHRF
    from genui.worker.generation import lesson_generate, request_topic

    topic = topic_by_slug(request.topic)
    match = request_topic(loaded, prompt=request.text)
    if match is not None and not match.known:
        return {"topic_known": False, "tokens": 0, "seconds": 0.0, "forwards": 0, "chrf": 0.0}
    asked = match.topic if match is not None else request.topic
    generated = lesson_generate(
        loaded,
        prompt=request.text,
        subject=topic.subject,
        grade=request.grade,
        language=request.language,
        max_new_tokens=max_new_tokens or loaded.max_new_tokens,
        engine_settings={"seed": index, "constrained": True, "topic_title": True},
        topic=asked,
    )
    page = lesson_page_render(generated.markup)
    text = text_report(page.sanitize.markup, language=request.language, topic=topic_by_slug(asked))
    reference = lesson_markup(topic, request.grade, request.language)
    chrf = round(visible_chrf(page.sanitize.markup, reference), 2)
    stats = generated.stats
    return {
        "topic_known": True,
        "markup": generated.markup,
        "title": page.title,
        "chrf": chrf,
        "text_ok": text.ok,
        "faithful": text.ok and chrf >= FAITHFUL_CHRF,
        "verbatim": chrf >= VERBATIM_CHRF,
        "on_topic": on_topic(generated.markup, page.title, topic, request.language),
        "failures": text.failures[:2],
        "tokens": stats["tokens"],
        "forwards": stats["forwards"],
        "seconds": stats["seconds"],
    }


def figures(rows: list[dict], reference_rows: list[dict]) -> dict:
    def rate(key: str) -> float:
        return round(sum(bool(row.get(key)) for row in rows) / len(rows), 4)

    tokens = sum(row["tokens"] for row in rows)
    seconds = sum(row["seconds"] for row in rows)
    same = sum(
        row.get("markup") is not None and row.get("markup") == ref.get("markup")
        for row, ref in zip(rows, reference_rows, strict=True)
    )
    return {
        "lessons": len(rows),
        "median_chrf": round(statistics.median(row["chrf"] for row in rows), 2),
        "mean_chrf": round(statistics.fmean(row["chrf"] for row in rows), 2),
        "text_gate_pass_rate": rate("text_ok"),
        "faithful_rate": rate("faithful"),
        "verbatim_rate": rate("verbatim"),
        "on_topic_rate": rate("on_topic"),
        "topic_known_rate": rate("topic_known"),
        "same_markup_as_float32": round(same / len(rows), 4),
        "tokens": tokens,
        "seconds": round(seconds, 2),
        "tokens_per_second": round(tokens / max(seconds, 1e-9), 1),
        "tokens_per_forward": round(tokens / max(sum(row["forwards"] for row in rows), 1), 2),
    }


def main(argv=None) -> dict:
    args = parse_args(argv)
    # the worker's generation module reads the product's settings and models
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "genui.settings.base")
    import django

    django.setup()
    torch.manual_seed(0)
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.keep or Path(scratch)
        paths = {"float32": args.checkpoint, "bfloat16": args.checkpoint}
        for name, extra in (("int4", []), ("int4_gdn", ["--gdn"])):
            paths[name] = folder / f"{args.checkpoint.name}-{name.replace('_', '-')}"
            source, group = str(args.checkpoint), str(args.group_size)
            quantize_main(
                ["--checkpoint", source, "--out", str(paths[name]), "--group-size", group, *extra]
            )
        loaded = {
            name: model_load(
                path=paths[name],
                device="cpu",
                dtype="bfloat16" if name.startswith("int4") else name,
                threads=args.threads,
            )
            for name in MODELS
        }
        for name, state in loaded.items():
            if not state.loaded:
                raise SystemExit(f"{name}: {state.detail}")
            print(f"{name}: {state.detail}", flush=True)
        sizes = {name: weights_bytes(paths[name]) for name in MODELS}
    known = loaded["float32"].known_topics  # the checkpoint as trained
    requests = sample_requests(seed=args.seed, sample=args.sample, known=known)
    # one warm-up lesson each (first-call costs are not the model's)
    for state in loaded.values():
        lesson_row(state, requests[0], 0, max_new_tokens=args.max_new_tokens)
    rows: dict[str, list[dict]] = {name: [] for name in MODELS}
    if args.pages:
        args.pages.mkdir(parents=True, exist_ok=True)
    for index, request in enumerate(requests):
        order = MODELS[index % len(MODELS) :] + MODELS[: index % len(MODELS)]
        for name in order:
            row = lesson_row(loaded[name], request, index, max_new_tokens=args.max_new_tokens)
            rows[name].append(row)
        line = f"{index + 1:3d}/{len(requests)} {request.topic:28} {request.language}"
        for name in MODELS:
            row = rows[name][-1]
            rate = row["tokens"] / max(row["seconds"], 1e-9)
            line += f" | {name} chrF {row['chrf']:5.1f} {rate:6.1f} tok/s"
            if args.pages and row.get("markup"):
                stem = f"{index:03d}-{request.language}-{request.topic}-{name}.markup"
                (args.pages / stem).write_text(row["markup"], encoding="utf-8")
        print(line, flush=True)
    summary = {
        "checkpoint": args.checkpoint.name,
        "requests": len(requests),
        "seed": args.seed,
        "threads": args.threads,
        "int4_config": {
            name: loaded[name].model.config.clover_int4 for name in MODELS if "int4" in name
        },
        "weights_bytes": sizes,
        "weights_file": {"float": "model.safetensors (bfloat16)", "int4": WEIGHTS_NAME},
        **{name: figures(rows[name], rows["float32"]) for name in MODELS},
    }
    for name in ("bfloat16", "int4", "int4_gdn"):
        summary[f"{name}_speed_vs_float32"] = round(
            summary[name]["tokens_per_second"] / summary["float32"]["tokens_per_second"], 3
        )
    print(json.dumps(summary))
    return summary


if __name__ == "__main__":
    main()
