"""What a training run leaves on disk: its resumable state, and the finished checkpoint.

`save_state` and `saved_state` keep everything ``--resume`` needs in ``OUT/train_state``.
`final_checkpoint_save` writes the checkpoint a run ends with (safetensors weights, the
decoding defaults in ``generation_config.json``, ``train_log.jsonl`` and ``loss_curve.png``);
`hardware_name` and `stage_lineage` are the parts of ``training_summary.json`` that describe
the machine and the stages a warm-started run builds on (`clover_model.train.training_summary`
writes the rest).
"""

from __future__ import annotations

import json
import os
import platform
from pathlib import Path

import torch

from clover_model.configuration_clover import CloverConfig

# the folder of ``OUT`` that holds a run's resumable state
STATE_DIR = "train_state"


def loss_curve_png(log: list[dict], path: Path) -> None:
    """Training and evaluation loss against step, drawn with Pillow (no plotting library)."""
    from PIL import Image, ImageDraw

    width, height, margin = 720, 420, 56
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    train = [(r["step"], r["loss"]) for r in log if "loss" in r]
    evals = [(r["step"], r["eval_loss"]) for r in log if "eval_loss" in r]
    points = train + evals
    if not points:
        image.save(path)
        return
    max_step = max(s for s, _ in points) or 1
    top = max(v for _, v in points)
    low = min(v for _, v in points)
    span = max(top - low, 1e-6)

    def xy(step, value):
        x = margin + (width - 2 * margin) * step / max_step
        y = height - margin - (height - 2 * margin) * (value - low) / span
        return x, y

    draw.rectangle([margin, margin, width - margin, height - margin], outline="#888")
    for k in range(5):
        value = low + span * k / 4
        _, y = xy(0, value)
        draw.text((4, y - 6), f"{value:.2f}", fill="#444")
    draw.text((width // 2 - 40, height - margin + 20), f"step (max {max_step})", fill="#444")
    for series, colour in ((train, "#4f7df0"), (evals, "#e5484d")):
        if len(series) > 1:
            draw.line([xy(s, v) for s, v in series], fill=colour, width=2)
    draw.text((margin + 8, margin + 6), "training loss", fill="#4f7df0")
    draw.text((margin + 8, margin + 20), "held-out eval loss", fill="#e5484d")
    image.save(path)


def hardware_name(device: str) -> str:
    """The name of what trains: the GPU's, or the CPU's from /proc/cpuinfo."""
    if torch.device(device).type == "cuda":
        return torch.cuda.get_device_name(torch.device(device))
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def stage_lineage(source: Path) -> list[dict]:
    """The stages a warm-started run builds on, oldest first: each one's configuration and
    compute, read from the source checkpoint's training_config.json and training_summary.json
    (and, through its own ``lineage``, every stage before it)."""
    summary = json.loads((source / "training_summary.json").read_text())
    config = json.loads((source / "training_config.json").read_text())
    stage = {
        "checkpoint": summary.get("name") or source.name,
        "init": config.get("init", ""),
        "steps": summary["steps"],
        "training_minutes": summary["training_minutes"],
        "minutes": summary["minutes"],
        "tokens_seen": summary["tokens_seen"],
        "threads": summary.get("threads"),
        "device": summary.get("device", "cpu"),
        "hardware": summary.get("hardware"),
        "config": config,
    }
    return [*summary.get("lineage", []), stage]


def save_state(out: Path, model, optimizer, rng, **progress) -> None:
    """Everything --resume needs: weights, optimiser, random states and ``progress`` (step,
    data order and cursor, log, training seconds and tokens so far)."""
    state_dir = out / STATE_DIR
    state_dir.mkdir(parents=True, exist_ok=True)
    tmp = state_dir / "state.pt.tmp"
    torch.save(
        {
            "model": model.state_dict(),
            "optimizer": optimizer.state_dict(),
            **progress,
            "python_rng": rng.getstate(),
            "torch_rng": torch.get_rng_state(),
        },
        tmp,
    )
    os.replace(tmp, state_dir / "state.pt")


def saved_state(out: Path) -> dict | None:
    """What `save_state` left in ``out``, if anything."""
    state_file = out / STATE_DIR / "state.pt"
    return torch.load(state_file, weights_only=False) if state_file.exists() else None


def generation_config_save(out: Path, max_length: int, model_config: CloverConfig) -> None:
    """The checkpoint's decoding defaults (transformers' generation_config.json, which the
    worker reads): no lesson longer than the sequences it was trained on (``max_length``)."""
    from transformers import GenerationConfig

    GenerationConfig(
        max_new_tokens=max_length,
        eos_token_id=model_config.eos_token_id,
        pad_token_id=model_config.pad_token_id,
    ).save_pretrained(out)


def final_checkpoint_save(
    out: Path, model, max_length: int, model_config: CloverConfig, log: list[dict]
) -> None:
    """The checkpoint a run leaves: weights (safetensors), decoding defaults (no lesson longer
    than ``max_length``, the training length), log, loss curve."""
    model.save_pretrained(out, safe_serialization=True)
    generation_config_save(out, max_length, model_config)
    (out / "train_log.jsonl").write_text("".join(json.dumps(r) + "\n" for r in log))
    loss_curve_png(log, out / "loss_curve.png")
