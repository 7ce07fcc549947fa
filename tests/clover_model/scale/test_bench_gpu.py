"""The GPU benchmark runs end to end on clover-tiny on the CPU (so that it does not first fail
on the day a GPU is lent), compares shapes that match, and says so where there is no GPU."""

import json

import torch

from clover_model import CloverConfig, CloverForBlockDiffusionLM
from clover_model.scale.bench_gpu import main, qwen_config

# Clover's own parameters on top of the Qwen3.5-MoE layout (docs/model-architecture.md)
CLOVER_ONLY = ("right_conv1d", "history_key", "history_bias", "block_attn_log_scale", "calibration")


def test_without_a_gpu_it_says_so_and_succeeds(capsys, monkeypatch):
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    summary = main([])
    assert summary == {"gpu": False, "skipped": "no CUDA device here: run on a GPU host, or --tiny"}
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == summary


def test_the_baseline_has_the_shape_of_the_clover_model_it_is_compared_with():
    from transformers import Qwen3_5MoeForCausalLM

    config = CloverConfig.from_preset("clover-tiny")
    qwen = Qwen3_5MoeForCausalLM(qwen_config(config))
    clover = CloverForBlockDiffusionLM(config)
    clover_only = sum(
        p.numel() for name, p in clover.named_parameters() if any(k in name for k in CLOVER_ONLY)
    )
    assert clover_only > 0
    assert sum(p.numel() for p in qwen.parameters()) == (
        sum(p.numel() for p in clover.parameters()) - clover_only
    )
    assert qwen.config.layer_types == config.layer_types


def test_the_whole_benchmark_runs_on_the_tiny_preset(capsys):
    summary = main(["--tiny", "--new-tokens", "8", "--prompt-tokens", "16", "--repeats", "1"])

    assert summary["preset"] == "clover-tiny" and summary["gpu"] is False
    assert summary["clover"]["tokens"] == summary["qwen3_5_moe_generate"]["tokens"] == 8
    assert summary["clover"]["forwards"] >= 1 and summary["clover"]["block_forward_ms"] > 0
    assert summary["kernels"]["gated_delta_rule_ms"] > 0
    assert summary["kernels"]["block_attention_ms"] > 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == summary
