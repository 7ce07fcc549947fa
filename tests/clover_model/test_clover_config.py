"""The config: presets, derived layer types and the parameter count of the 35B-A3B shape."""

from clover_model import CloverConfig, count_parameters


def test_the_35b_preset_has_35b_parameters_with_3b_active_per_token():
    total, active = count_parameters(CloverConfig.from_preset("clover-35b-a3b"))
    assert 33e9 <= total <= 37e9, total
    assert 2.5e9 <= active <= 4e9, active


def test_every_fourth_layer_of_the_35b_preset_is_full_attention():
    config = CloverConfig.from_preset("clover-35b-a3b")
    assert len(config.layer_types) == 40
    full = [i for i, kind in enumerate(config.layer_types) if kind == "full_attention"]
    assert full == list(range(3, 40, 4))
    assert config.num_experts == 256 and config.num_experts_per_tok == 8
    assert config.block_size == 32


def test_the_tiny_preset_mixes_both_layer_kinds_and_accepts_overrides():
    config = CloverConfig.from_preset("clover-tiny", block_size=16)
    assert set(config.layer_types) == {"linear_attention", "full_attention"}
    assert config.block_size == 16 and config.vocab_size == 512
    total, active = count_parameters(config)
    assert active < total < 2_000_000
