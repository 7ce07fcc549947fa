"""clover_model.scale.training_plan: its parameter counts are the model's, its activation estimate
holds to the tensors real layers save, and the 35B plan on 8 GPUs fits an H200."""

import json

import pytest
import torch

from clover_model import CloverConfig, CloverForBlockDiffusionLM, count_parameters
from clover_model.modeling_clover import CloverDecoderLayer
from clover_model.scale.training_plan import (
    layer_activation_elements,
    main,
    parameter_groups,
    tokens_per_second,
    training_flops_per_token,
    training_memory,
)

BIG = CloverConfig.from_preset("clover-35b-a3b")
WIDE = {
    "hidden_size": 256,
    "num_attention_heads": 8,
    "num_key_value_heads": 2,
    "head_dim": 64,
    "linear_num_key_heads": 4,
    "linear_num_value_heads": 8,
    "linear_key_head_dim": 32,
    "linear_value_head_dim": 32,
    "num_experts": 16,
    "num_experts_per_tok": 4,
    "moe_intermediate_size": 128,
    "shared_expert_intermediate_size": 128,
    "block_size": 16,
}


def saved_elements_per_position(config: CloverConfig, seq_len: int) -> dict:
    """The elements each kind of decoder layer saves for its backward in a training forward
    (float32, every tensor once, parameters left out), per position of the sequence."""
    torch.manual_seed(0)
    model = CloverForBlockDiffusionLM(config).train()
    ids = torch.randint(5, config.vocab_size - 1, (1, seq_len))
    saved, seen, current = {}, set(), []

    def pack(tensor):
        key = (tensor.data_ptr(), tensor.numel(), tensor.dtype)
        if current and key not in seen and not isinstance(tensor, torch.nn.Parameter):
            seen.add(key)
            saved[current[0]] = saved.get(current[0], 0) + tensor.numel() * tensor.element_size()
        return tensor

    layer_forward = CloverDecoderLayer.forward

    def measured_forward(layer, *args, **kwargs):
        if layer.layer_type in saved:
            return layer_forward(layer, *args, **kwargs)
        current.append(layer.layer_type)
        seen.clear()
        with torch.autograd.graph.saved_tensors_hooks(pack, lambda tensor: tensor):
            out = layer_forward(layer, *args, **kwargs)
        current.pop()
        return out

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(CloverDecoderLayer, "forward", measured_forward)
        model(ids, return_logits=False)
    return {kind: count / 4 / seq_len for kind, count in saved.items()}


@pytest.mark.parametrize(
    "overrides, seq_len",
    [({"block_size": 32}, 256), ({"block_size": 32}, 512), (WIDE, 256)],
    ids=["tiny-256", "tiny-512", "wide-256"],
)
def test_the_activation_estimate_holds_to_what_layers_save(overrides, seq_len):
    config = CloverConfig.from_preset("clover-tiny", **overrides)
    measured = saved_elements_per_position(config, seq_len)
    assert set(measured) == {"linear_attention", "full_attention"}
    for kind, elements in measured.items():
        estimate = layer_activation_elements(config, kind, seq_len)
        assert 0.8 < estimate / elements < 1.2, (kind, estimate, elements)


def test_the_counts_are_the_models():
    groups = parameter_groups(BIG)
    total, active = count_parameters(BIG)
    assert groups["total"] == total
    assert groups["active_in_layers"] + groups["root"] == active
    # embedding and LM head (not tied in the 35B shape), and the final norm
    assert groups["root"] == 2 * BIG.vocab_size * BIG.hidden_size + BIG.hidden_size


def test_the_35b_plan_fits_eight_h200s_and_not_one():
    eight = training_memory(BIG, gpus=8, micro_batch=1, seq_len=4096)
    assert eight["sharded_state"] == pytest.approx(34.66 * 16 / 8, abs=0.01)
    assert 80 < eight["total"] < 141
    sixteen = training_memory(BIG, gpus=16, micro_batch=1, seq_len=4096)
    assert sixteen["sharded_state"] == pytest.approx(eight["sharded_state"] / 2, abs=0.01)
    assert training_memory(BIG, gpus=1, micro_batch=1, seq_len=4096)["total"] > 141
    longer = training_memory(BIG, gpus=8, micro_batch=2, seq_len=4096)
    assert longer["checkpointed_inputs"] == pytest.approx(2 * eight["checkpointed_inputs"])


def test_flops_count_both_streams_and_the_masked_head():
    flops = training_flops_per_token(BIG, seq_len=4096, noise_low=0.3)
    assert flops["layers"] == 6 * 2 * parameter_groups(BIG)["active_in_layers"]
    assert flops["lm_head"] == pytest.approx(6 * 2048 * 248320 * 0.65)
    assert 30e9 < flops["total"] < 40e9
    speed = tokens_per_second(BIG, gpus=8, seq_len=4096, noise_low=0.3, mfu=0.25, peak_tflops=989)
    assert speed == pytest.approx(8 * 0.25 * 989e12 / flops["total"])


def test_the_command_prints_the_plan_and_a_json_summary(capsys):
    assert main(["--gpus", "8", "--seq-len", "4096"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(lines[-1])
    assert summary["fits"] is True and summary["memory_gb"]["total"] < 141
    assert summary["tokens_per_second"] > 0
