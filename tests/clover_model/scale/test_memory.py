"""The memory calculator: its counts are the model's, and its plans keep to the GPU."""

import json

import pytest

from clover_model import CloverConfig, count_parameters
from clover_model.scale.memory import (
    bytes_per_weight,
    cache_bytes,
    experts_per_forward,
    main,
    plan,
    weights,
)

BIG = CloverConfig.from_preset("clover-35b-a3b")


@pytest.mark.parametrize("preset", ["clover-35b-a3b", "clover-tiny"])
def test_the_counts_are_the_models(preset):
    config = CloverConfig.from_preset(preset)
    counted = weights(config)

    assert (counted.total, counted.active(config)) == count_parameters(config)
    assert counted.expert_count == config.num_experts * config.num_hidden_layers


def test_sizes_of_weights_caches_and_routing():
    caches = cache_bytes(BIG, 1000)

    assert bytes_per_weight(4, 128) == 0.5 + 4 / 128 and bytes_per_weight(16, 128) == 2
    # 10 full-attention layers, 2 key-value heads of 256, keys and values in bfloat16
    assert caches["kv_cache"] == 10 * 2 * 2 * 256 * 2 * 1000
    assert caches["gdn_state"] == 30 * 32 * 128 * 128 * 4
    assert experts_per_forward(BIG, 1) == pytest.approx(8)
    assert experts_per_forward(BIG, 32) == pytest.approx(163.3, abs=0.1)


def test_a_16_gb_card_keeps_nearly_every_expert_resident_at_3_bits_with_gdn_at_4():
    result = plan(BIG, gpu_gb=16, bits=4, gdn=True)
    experts = result["experts"]

    assert result["fits"] and result["gpu_gb"]["total"] <= 16
    assert experts["on_gpu_hot"] + experts["on_gpu_cold"] + experts["in_host"] == 10240
    assert experts["in_host"] < 200 and result["per_forward"]["bytes_moved_gb"] < 0.1


def test_gdn_projections_left_in_16_bits_as_quantize_does_cost_resident_experts():
    default, gdn = (plan(BIG, gpu_gb=16, bits=4, gdn=g) for g in (False, True))
    counted = default["weights"]

    # the GDN's in_proj_qkv, in_proj_z and out_proj of 30 layers: 1.01B parameters
    grown = counted["dense_16bit"] - gdn["weights"]["dense_16bit"]
    assert grown == pytest.approx(1.01e9, rel=0.01)
    assert default["gpu_gb"]["dense"] - gdn["gpu_gb"]["dense"] == pytest.approx(1.48, abs=0.02)
    assert default["experts"]["in_host"] > 1000 > gdn["experts"]["in_host"]


def test_a_shorter_context_keeps_all_experts_and_a_bigger_card_all_at_4_bits():
    short = plan(BIG, gpu_gb=16, bits=4, context=8192, gdn=True)["experts"]
    big = plan(BIG, gpu_gb=24, bits=4)

    assert short["in_host"] == 0 and 0 < short["on_gpu_hot"] < 10240
    assert big["experts"]["on_gpu_hot"] == 10240 and big["per_forward"]["bytes_moved_gb"] == 0


def test_a_card_too_small_for_the_dense_part_says_so(capsys):
    result = plan(BIG, gpu_gb=2, bits=4)

    assert not result["fits"] and "more than the GPU's 2 GB" in result["why"]
    main(["--gpu-gb", "16", "--bits", "4"])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["fits"] and summary["weights"]["total"] == 34661473728
