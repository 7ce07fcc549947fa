"""The four Clover GDN mechanisms: the state advances by the gated delta rule, the history unit
and its block-size calibration, and the zero-initialised right-context convolution."""

import pytest
import torch

from clover_kernels import naive_recurrent_gated_delta_rule
from clover_model import CloverConfig, CloverForBlockDiffusionLM, CloverModel
from clover_model.cache import GDNState


def mean_history_share(block_size: int, calibration: float) -> float:
    """Mean softmax share of the history unit in a GDN layer at initialisation."""
    torch.manual_seed(0)
    config = CloverConfig.from_preset(
        "clover-tiny", block_size=block_size, history_calibration_init=calibration
    )
    mixer = CloverModel(config).layers[0].linear_attn
    hidden = torch.randn(4, 4 * block_size, config.hidden_size)
    valid = torch.ones(hidden.shape[:2], dtype=torch.bool)
    with torch.no_grad():
        out = mixer.forward_clean(hidden, valid, block_size=block_size, output_history_weight=True)
    return out.history_weight.mean().item()


def test_history_share_at_init_is_invariant_to_block_size():
    shares = [mean_history_share(block_size, calibration=1.0) for block_size in (4, 8, 16, 32)]
    assert max(shares) / min(shares) < 1.2, shares


def test_without_calibration_the_history_share_dilutes_as_blocks_grow():
    shares = [mean_history_share(block_size, calibration=0.0) for block_size in (4, 8, 16, 32)]
    assert shares[0] / shares[-1] > 6, shares


def test_right_context_branch_at_init_gives_exactly_the_causal_only_output(tiny_config):
    torch.manual_seed(0)
    with_right = CloverForBlockDiffusionLM(tiny_config).eval()
    causal_only = CloverForBlockDiffusionLM(
        CloverConfig.from_preset("clover-tiny", use_right_conv=False)
    ).eval()
    missing, unexpected = causal_only.load_state_dict(with_right.state_dict(), strict=False)
    assert not missing and all("right_conv1d" in name for name in unexpected) and unexpected
    ids = torch.randint(2, 500, (2, 21))
    noisy = torch.where(torch.rand(ids.shape) < 0.5, tiny_config.mask_token_id, ids)
    with torch.no_grad():
        expected = causal_only(ids, noisy_input_ids=noisy).logits
        assert torch.equal(with_right(ids, noisy_input_ids=noisy).logits, expected)
        cache = with_right.prefill(ids)
        reference = causal_only.prefill(ids)
        assert torch.equal(
            with_right.block_logits(noisy[:, :8], cache),
            causal_only.block_logits(noisy[:, :8], reference),
        )


def test_right_context_reads_only_tokens_of_the_same_block(model):
    block_size = model.config.block_size
    mixer = model.model.layers[0].linear_attn
    torch.manual_seed(1)
    hidden = torch.randn(2, 3 * block_size, model.config.hidden_size)
    changed = hidden.clone()
    # the first token of block 1 is the right neighbour of the last token of block 0
    changed[:, block_size] += 1.0
    valid = torch.ones(hidden.shape[:2], dtype=torch.bool)
    with torch.no_grad():
        before = mixer.forward_clean(hidden, valid, block_size=block_size).hidden_states
        after = mixer.forward_clean(changed, valid, block_size=block_size).hidden_states
    assert torch.equal(before[:, :block_size], after[:, :block_size])
    assert not torch.allclose(
        before[:, block_size : 2 * block_size], after[:, block_size : 2 * block_size]
    )


@pytest.mark.parametrize("block_len", [8, 5], ids=["full-block", "short-block"])
def test_committing_advances_the_state_exactly_by_the_gated_delta_rule(model, block_len):
    config = model.config
    mixer = model.model.layers[0].linear_attn
    torch.manual_seed(2)
    state = GDNState(
        conv_state=torch.randn(2, mixer.conv_dim, config.linear_conv_kernel_dim - 1),
        recurrent_state=0.1 * torch.randn(2, mixer.num_v_heads, mixer.head_k_dim, mixer.head_v_dim),
    )
    hidden = torch.randn(2, block_len, config.hidden_size)
    valid = torch.ones(2, block_len, dtype=torch.bool)
    with torch.no_grad():
        new_state = mixer.forward_clean(
            hidden, valid, block_size=config.block_size, state=state
        ).state
        mixed, _ = mixer._project(hidden, valid)
        beta, g = mixer._gates(hidden, valid)
        q, k, v = mixer._heads(mixer._short_conv(mixed, state.conv_state, config.block_size))
        _, expected = naive_recurrent_gated_delta_rule(
            q,
            k,
            v,
            g,
            beta,
            scale=mixer.head_k_dim**-0.5,
            initial_state=state.recurrent_state,
            output_final_state=True,
        )
    assert (new_state.recurrent_state - expected).abs().max().item() <= 1e-5
    # the conv state is the raw input of the last K-1 tokens
    assert torch.equal(new_state.conv_state, mixed[:, -3:].transpose(1, 2))


def test_every_parameter_is_set_by_the_one_init_method(tiny_config):
    model = CloverForBlockDiffusionLM(tiny_config)
    with torch.no_grad():
        for param in model.parameters():
            param.fill_(float("nan"))
            if hasattr(param, "_is_hf_initialized"):
                del param._is_hf_initialized
    model.apply(model._init_weights)
    for name, param in model.named_parameters():
        assert torch.isfinite(param).all(), name
    mixer = model.model.layers[0].linear_attn
    assert not mixer.right_conv1d.weight.any()
    assert torch.equal(mixer.history_calibration, torch.ones_like(mixer.history_calibration))
