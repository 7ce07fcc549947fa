"""Bad inputs fail early with a ValueError that names what is wrong."""

import pytest
import torch

from clover_model import CloverConfig, CloverForBlockDiffusionLM


@pytest.mark.parametrize(
    ("overrides", "named"),
    [
        ({"mask_token_id": None}, "mask_token_id"),
        ({"mask_token_id": 512}, "mask_token_id"),
        ({"block_size": 0}, "block_size"),
        ({"linear_num_value_heads": 3}, "linear_num_value_heads"),
        ({"num_experts_per_tok": 9}, "num_experts_per_tok"),
        ({"layer_types": ["linear_attention"]}, "layer_types"),
    ],
    ids=[
        "no-mask-token",
        "mask-token-out-of-vocab",
        "empty-block",
        "heads-do-not-group",
        "top-k-above-experts",
        "layer-types-too-short",
    ],
)
def test_a_bad_config_raises_value_error_naming_the_field(overrides, named):
    with pytest.raises(ValueError, match=named):
        CloverConfig.from_preset("clover-tiny", **overrides)


def test_an_unknown_preset_raises_value_error_listing_the_presets():
    with pytest.raises(ValueError, match="clover-tiny"):
        CloverConfig.from_preset("clover-huge")


def test_a_mask_token_removed_after_construction_is_caught_by_the_forward(model):
    model.config.mask_token_id = None
    with pytest.raises(ValueError, match="mask_token_id"):
        model(torch.randint(2, 500, (1, 8)))


BLOCK = 8


@pytest.mark.parametrize(
    ("call", "named"),
    [
        (lambda m: m(torch.randint(2, 500, (16,))), "input_ids"),
        (lambda m: m(torch.rand(1, 16)), "input_ids"),
        (lambda m: m(torch.full((1, 16), 600)), "input_ids"),
        (
            lambda m: m(torch.randint(2, 500, (1, 16)), noisy_input_ids=torch.zeros(1, 9).long()),
            "noisy_input_ids",
        ),
        (
            lambda m: m(torch.randint(2, 500, (1, 16)), attention_mask=torch.ones(1, 15)),
            "attention_mask",
        ),
        (
            lambda m: m(
                torch.randint(2, 500, (1, 16)),
                attention_mask=torch.tensor([[1] * 4 + [0] * 4 + [1] * 8]),
            ),
            "attention_mask",
        ),
        (lambda m: m(torch.randint(2, 500, (1, 16)), noise_range=(0.0, 0.5)), "noise_range"),
        (
            lambda m: m(torch.randint(2, 500, (1, 16)), noise_mask=torch.ones(1, 4).bool()),
            "noise_mask",
        ),
        (
            lambda m: m.prefill(
                torch.randint(2, 500, (1, 5)), attention_mask=torch.tensor([[1, 1, 1, 0, 0]])
            ),
            "attention_mask",
        ),
        (lambda m: m.prefill(torch.randint(2, 500, (1, 0))), "input_ids"),
        (
            lambda m: m.block_logits(
                torch.randint(2, 500, (1, BLOCK + 1)), m.prefill(torch.randint(2, 500, (1, 5)))
            ),
            "block_ids",
        ),
        (
            lambda m: m.block_logits(
                torch.randint(2, 500, (2, BLOCK)), m.prefill(torch.randint(2, 500, (1, 5)))
            ),
            "batch",
        ),
        (
            lambda m: m.commit_block(
                torch.randint(2, 500, (1, BLOCK)),
                m.prefill(torch.randint(2, 500, (1, 5))),
                block_mask=torch.tensor([[0, 1, 1, 1, 1, 1, 1, 1]]),
            ),
            "block_mask",
        ),
    ],
    ids=[
        "ids-not-2d",
        "ids-not-integer",
        "ids-out-of-vocab",
        "noisy-shape",
        "mask-shape",
        "mask-with-a-hole",
        "noise-range-from-zero",
        "noise-mask-shape",
        "prompt-right-padded",
        "empty-prompt",
        "block-too-long",
        "cache-batch-mismatch",
        "block-mask-left-padded",
    ],
)
def test_bad_inputs_raise_value_error_naming_the_argument(model, call, named):
    assert model.config.block_size == BLOCK
    with pytest.raises(ValueError, match=named):
        call(model)


def test_a_model_refuses_a_config_without_mask_token(tiny_config):
    tiny_config.mask_token_id = None
    with pytest.raises(ValueError, match="mask_token_id"):
        CloverForBlockDiffusionLM(tiny_config)
