"""genui.demo_model.card: the card of a checkpoint, rendered from fixed inputs, is the text
recorded in tests/genui/demo_model/cards/ byte for byte.

Run: python -m pytest tests/genui/demo_model/test_model_card.py -q
After a deliberate change of the card, write the new text over the recorded one and read the
diff.
"""

import json
from pathlib import Path

import pytest

from clover_model import CloverConfig
from clover_model.train import UNBOUNDED_STEPS
from genui.demo_model import card as model_card

CARDS = Path(__file__).parent / "cards"
SHAPE = {
    "vocab_size": 400,
    "hidden_size": 96,
    "num_hidden_layers": 4,
    "full_attention_interval": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "head_dim": 24,
    "partial_rotary_factor": 0.5,
    "linear_num_key_heads": 2,
    "linear_num_value_heads": 4,
    "linear_key_head_dim": 16,
    "linear_value_head_dim": 24,
    "num_experts": 8,
    "num_experts_per_tok": 2,
    "moe_intermediate_size": 48,
    "shared_expert_intermediate_size": 64,
    "block_size": 16,
    "max_position_embeddings": 4096,
    "mask_token_id": 399,
    "pad_token_id": 0,
    "eos_token_id": 1,
}
TRAINING = {
    "per_lesson": 6,
    "joint_per_level": 2,
    "head_per_lesson": 4,
    "variant_rate": 0.5,
    "optimizer": "muon",
    "lr": 0.005,
    "muon_lr": 0.02,
    "tokens_per_batch": 16384,
    "noise_low": 0.05,
    "init": "var/demo17",
    "distill_from": "",
    "distill_per_lesson": 1,
    "distill_tokens": 128,
    "distill_steps": 150,
    "distill_minutes": 4.5,
    "distill_lr_ratio": 0.1,
    "distill_certainty": 1.0,
    "history_noise": 0.03,
}
EARLIER = {
    "checkpoint": "demo17",
    "init": "",
    "steps": 3000,
    "training_minutes": 110.0,
    "minutes": 115.2,
    "tokens_seen": 48_000_000,
    "threads": 2,
    "device": "cpu",
    "hardware": "Intel(R) Xeon(R) Processor",
    "config": {**TRAINING, "init": "", "distill_per_lesson": 0},
}
SUMMARY = {
    "name": "clover-card",
    "steps": 750,
    "minutes": 9.8,
    "training_minutes": 7.1,
    "tokens_seen": 12_288_000,
    "final_loss": 0.4123,
    "final_eval_loss": 0.5012,
    "distillation": {"requests": 252, "kept": 240, "seconds": 41.5, "tokens": 32256},
    "device": "cuda",
    "hardware": "NVIDIA H200",
    "threads": 16,
    "weights_dtype": "bfloat16",
    "lineage": [EARLIER],
}
FIGURES = {
    "median_chrf": 97.3,
    "text_gate_pass_rate": 0.9,
    "verbatim_rate": 0.75,
    "delivered_rate": 0.98,
    "clean_and_valid_rate": 1.0,
    "on_topic_rate": 0.96,
}
EVALUATION = {
    **FIGURES,
    "requests": 84,
    "by_language": {
        "en": {**FIGURES, "median_chrf": 98.1},
        "zh": {**FIGURES, "verbatim_rate": None},
    },
    "repair_attempts": 3,
    "repair_sampling": {"temperature": 0.7, "top_p": 0.9},
    "outside_catalog_unknown_rate": 1.0,
    "median_seconds": 6.25,
    "median_seconds_with_validation": 7.5,
    "median_tokens_per_forward": 4.6789,
    "median_tokens_per_second": 210.4,
    "median_tokens": 1400,
}
BENCH = {
    "whole_lessons": True,
    "new_tokens": 5600,
    "prompts": 4,
    "threshold": 0.9,
    "device": "cuda",
    "tokens_per_forward": 4.7,
    "speedup_vs_autoregressive": 3.1,
    "speedup_vs_one_per_step": 4.2,
    "joint_speedup": 1.3,
    "window_new_tokens": 256,
    "window_tokens_per_forward": 5.2,
}
OPENINGS = {
    "requests": 48,
    "training_en_on_topic_rate": 1.0,
    "training_zh_on_topic_rate": 0.95,
    "held_out_en_on_topic_rate": 0.9,
    "held_out_zh_on_topic_rate": 0.85,
}
TEACHER_FORCED = {
    "en": {"quarter_accuracy": [0.91, 0.87, 0.8, 0.755]},
    "zh": {"quarter_accuracy": [0.88, 0.8, 0.7, 0.6]},
}
# name -> (what differs in training_config.json and training_summary.json, the generation
# config's max_new_tokens or None for no file, evaluation, bench, openings, teacher_forced)
CASES = {
    "measured": ({}, {}, 2048, EVALUATION, BENCH, OPENINGS, TEACHER_FORCED),
    "unmeasured": (
        {"optimizer": "adamw", "variant_rate": 0.0, "init": "", "head_per_lesson": 0},
        {"distillation": None, "lineage": [], "device": "cpu", "hardware": None},
        None,
        None,
        None,
        None,
        None,
    ),
    "partly_measured": (
        {"distill_tokens": 0, "distill_minutes": 0.0, "distill_certainty": 0.0},
        {"threads": 2, "device": "cpu", "hardware": "AMD EPYC"},
        1024,
        {key: value for key, value in EVALUATION.items() if key != "by_language"},
        {
            **{key: value for key, value in BENCH.items() if not key.startswith("window")},
            "whole_lessons": False,
            "workload": "8 prompts of 64 tokens",
        },
        None,
        {"en": TEACHER_FORCED["en"]},
    ),
}


def checkpoint_dir(root: Path, training: dict, summary: dict, limit: int | None) -> Path:
    """A checkpoint's metadata, as `genui.demo_model.train` writes it (no weights: the card reads
    none)."""
    checkpoint = root / "clover-card"
    CloverConfig(**SHAPE).save_pretrained(checkpoint)
    (checkpoint / "training_config.json").write_text(json.dumps(training))
    (checkpoint / "training_summary.json").write_text(json.dumps(summary))
    if limit is not None:
        (checkpoint / "generation_config.json").write_text(json.dumps({"max_new_tokens": limit}))
    return checkpoint


@pytest.mark.parametrize("name", CASES)
def test_the_card_is_the_recorded_text_for_the_same_inputs(tmp_path, name):
    training, summary, limit, evaluation, bench, openings, teacher_forced = CASES[name]
    checkpoint = checkpoint_dir(tmp_path, {**TRAINING, **training}, {**SUMMARY, **summary}, limit)

    text = model_card.card(checkpoint, evaluation, bench, openings, teacher_forced)
    # the bench line names the checkpoint's path
    text = text.replace(str(tmp_path), "TMP")

    assert text == (CARDS / f"{name}.md").read_text(encoding="utf-8")


def test_the_card_names_the_distillation_budget_and_certainty_forcing():
    report = {"requests": 252, "seconds": 40.0, "kept": 251}
    stage = {
        "distill_tokens": 128,
        "distill_per_lesson": 1,
        "distill_lr_ratio": 0.1,
        "distill_steps": UNBOUNDED_STEPS,
        "distill_minutes": 4.0,
    }
    (line,) = model_card._distillation_lines(stage, report)
    assert "for 4.0 minutes at 0.1" in line and "certainty" not in line
    both = {**stage, "distill_steps": 150, "distill_minutes": 4.5, "distill_certainty": 1.0}
    (line,) = model_card._distillation_lines(both, report)
    assert "for 150 steps (at most 4.5 minutes)" in line
    assert "with certainty forcing (weight 1.0:" in line
    assert model_card._distillation_lines(stage, None) == []


def test_the_lineage_names_where_each_stage_trained_and_sums_compute_per_machine():
    config = {"lr": 0.005, "init": ""}
    cpu = {"checkpoint": "demo16", "steps": 10, "tokens_seen": 1000, "training_minutes": 80.0}
    lineage = [
        {**cpu, "threads": 2, "device": "cpu", "config": config},  # written before hardware
        {
            **cpu,
            "checkpoint": "demo17",
            "threads": 2,
            "device": "cpu",
            "hardware": "Xeon",
            "training_minutes": 110.0,
            "config": {**config, "init": "demo16"},
        },
    ]
    summary = {
        "steps": 600,
        "tokens_seen": 38_000,
        "training_minutes": 7.0,
        "device": "cuda",
        "hardware": "NVIDIA H200",
        "threads": 4,
        "lineage": lineage,
    }
    lines = model_card._lineage_lines({**config, "init": "demo17", "history_noise": 0.03}, summary)
    text = "\n".join(lines)
    assert "| 1 (demo16) | random weights | 10 | 1,000 | 80.0 | 2 CPU cores |" in text
    assert "| 2 (demo17) | stage 1 | 10 | 1,000 | 110.0 | 2 CPU cores (Xeon) |" in text
    assert "| 3 (this run) | stage 2 | 600 | 38,000 | 7.0 | NVIDIA H200 |" in text
    assert "history_noise 0.03" in text
    assert lines[-1] == (
        "Total compute: 40,000 tokens; 80.0 minutes on 2 CPU cores, 110.0 minutes on 2 CPU "
        "cores (Xeon), 7.0 minutes on NVIDIA H200."
    )
    assert model_card._stage_hardware({"device": "cuda"}) == "a CUDA GPU"


def _sections(text: str) -> dict[str, str]:
    """A card's text by section: its heading line ("## Model"), or "" before the first."""
    sections, heading = {}, ""
    for line in text.splitlines():
        if line.startswith("## "):
            heading = line
        sections.setdefault(heading, []).append(line)
    return {heading: "\n".join(lines) for heading, lines in sections.items()}


def test_the_shipped_card_is_what_the_generator_writes_from_the_checkpoint():
    """Every section that reads only the checkpoint's own files is the generator's text, so a
    change to the card goes into the template, not into the shipped README alone; the
    measured sections need the evaluation's JSON (`card.main`), which is not shipped."""
    checkpoint = Path(__file__).parents[3] / "clover_model" / "checkpoints" / "clover-demo"
    written = _sections(model_card.card(checkpoint, None, None))
    shipped = _sections((checkpoint / "README.md").read_text())
    measured = {"## Evaluation", "## Decoding speed"}

    assert set(written) == set(shipped)
    for heading in set(written) - measured:
        assert shipped[heading] == written[heading], heading
