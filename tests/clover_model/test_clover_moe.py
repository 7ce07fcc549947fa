"""The sparse MoE: renormalised top-k routing, grouped experts equal to a per-token loop, and
the load-balancing loss."""

import torch
import torch.nn.functional as F

from clover_model import CloverModel
from clover_model.moe import load_balancing_loss


def moe_block(config):
    torch.manual_seed(0)
    return CloverModel(config).layers[0].mlp


def test_routing_weights_of_each_token_sum_to_one(tiny_config):
    moe = moe_block(tiny_config)
    x = torch.randn(37, tiny_config.hidden_size)
    probs, weights, index = moe.gate(x)
    assert index.shape == (37, tiny_config.num_experts_per_tok)
    torch.testing.assert_close(weights.sum(-1), torch.ones(37))
    torch.testing.assert_close(probs.sum(-1), torch.ones(37))
    # the chosen experts are the most probable ones
    assert torch.equal(probs.gather(-1, index), probs.topk(index.shape[-1], dim=-1).values)


def test_grouped_experts_match_a_per_token_reference_loop(tiny_config):
    moe = moe_block(tiny_config)
    experts = moe.experts
    x = torch.randn(37, tiny_config.hidden_size)
    _, weights, index = moe.gate(x)
    with torch.no_grad():
        grouped = experts(x, index, weights)
        reference = torch.zeros_like(x)
        for token in range(x.shape[0]):
            for slot in range(index.shape[1]):
                expert = index[token, slot]
                gate, up = (experts.gate_up_proj[expert] @ x[token]).chunk(2)
                out = experts.down_proj[expert] @ (F.silu(gate) * up)
                reference[token] += weights[token, slot] * out
    torch.testing.assert_close(grouped, reference, atol=1e-6, rtol=1e-5)


def test_balance_loss_is_one_when_routing_is_uniform_and_ignores_pads():
    num_experts, tokens = 4, 8
    probs = torch.full((tokens, num_experts), 1.0 / num_experts)
    index = torch.arange(tokens * 2).reshape(tokens, 2) % num_experts
    valid = torch.ones(tokens, dtype=torch.bool)
    assert load_balancing_loss(probs, index, valid, num_experts).item() == 1.0
    # pads all routed to expert 0 do not count
    probs_padded = torch.cat([probs, F.one_hot(torch.zeros(3, dtype=torch.long), 4).float()])
    index_padded = torch.cat([index, torch.zeros(3, 2, dtype=torch.long)])
    valid_padded = torch.cat([valid, torch.zeros(3, dtype=torch.bool)])
    loss = load_balancing_loss(probs_padded, index_padded, valid_padded, num_experts)
    assert loss.item() == 1.0


def test_moe_block_adds_a_sigmoid_gated_shared_expert(tiny_config):
    moe = moe_block(tiny_config)
    hidden = torch.randn(2, 5, tiny_config.hidden_size)
    valid = torch.ones(2, 5, dtype=torch.bool)
    with torch.no_grad():
        out, _ = moe(hidden, valid)
        x = hidden.reshape(-1, tiny_config.hidden_size)
        _, weights, index = moe.gate(x)
        shared = torch.sigmoid(moe.shared_expert_gate(x)) * moe.shared_expert(x)
        expected = moe.experts(x, index, weights) + shared
    torch.testing.assert_close(out.reshape(-1, tiny_config.hidden_size), expected)
