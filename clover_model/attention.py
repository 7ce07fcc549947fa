"""The Clover full-attention mixer: block-causal, output-gated GQA with q/k RMSNorm and RoPE.

A token attends to every valid token of the blocks before its own (from the cache at inference,
from the clean stream in training) and, in both directions, to the valid tokens of its own
block. As in Qwen3-Next the query projection also yields a per-channel gate:
o = o_proj(attn(q, k, v) * sigmoid(gate)).

    attn = CloverAttention(CloverConfig.from_preset("clover-tiny"), layer_idx=1)
"""

import torch
import torch.nn.functional as F
from torch import nn

from clover_model.cache import AttentionState
from clover_model.configuration_clover import CloverConfig
from clover_model.layers import MixerOutput, RMSNorm, apply_rotary, block_ids, zero_padding


class CloverAttention(nn.Module):
    """Block-causal softmax attention over [committed prefix; current block(s)]."""

    def __init__(self, config: CloverConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_key_value_heads
        self.head_dim = config.head_dim
        bias = config.attention_bias
        hidden = config.hidden_size
        # query and output gate, interleaved per head as in Qwen3-Next
        self.q_proj = nn.Linear(hidden, self.num_heads * self.head_dim * 2, bias=bias)
        self.k_proj = nn.Linear(hidden, self.num_kv_heads * self.head_dim, bias=bias)
        self.v_proj = nn.Linear(hidden, self.num_kv_heads * self.head_dim, bias=bias)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, hidden, bias=bias)
        self.q_norm = RMSNorm(self.head_dim, eps=config.rms_norm_eps)
        self.k_norm = RMSNorm(self.head_dim, eps=config.rms_norm_eps)

    def forward(
        self,
        hidden_states: torch.Tensor,
        valid_mask: torch.Tensor,
        position_embeddings: tuple[torch.Tensor, torch.Tensor],
        *,
        block_size: int,
        past: AttentionState | None = None,
        past_visible: torch.Tensor | None = None,
        see_earlier_blocks: bool = True,
    ) -> MixerOutput:
        """Attend over `past` plus the tokens given, block-causally.

        hidden_states (B, T, D) with blocks starting at 0; valid_mask (B, T) bool.
        past: keys and values before these tokens; past_visible (B, T, S) which of them each
            query sees (default: every valid past key).
        see_earlier_blocks: True for committed text (block b sees blocks <= b of these tokens);
            False for noisy blocks, which see only their own block here (their prefix is `past`).
        Returns the output and the state [past; these tokens] for the cache.
        """
        batch, seq_len, _ = hidden_states.shape
        shape = (batch, seq_len, -1, self.head_dim)
        query, gate = (
            self.q_proj(hidden_states).view(*shape[:2], -1, 2 * self.head_dim).chunk(2, -1)
        )
        gate = gate.reshape(batch, seq_len, -1)
        # (B, T, H, D), (B, T, H_kv, D), (B, T, H_kv, D)
        query = self.q_norm(query)
        key = self.k_norm(self.k_proj(hidden_states).view(shape))
        value = self.v_proj(hidden_states).view(shape)
        cos, sin = position_embeddings
        query, key = apply_rotary(query, cos, sin), apply_rotary(key, cos, sin)

        blocks = block_ids(seq_len, block_size, hidden_states.device)
        in_block = (
            blocks[:, None] >= blocks[None, :]
            if see_earlier_blocks
            else (blocks[:, None] == blocks[None, :])
        )
        # (B, T, T)
        visible = in_block[None] & valid_mask[:, None, :]
        keys, values, key_valid = key, value, valid_mask
        if past is not None:
            if past_visible is None:
                past_visible = past.key_valid[:, None, :].expand(batch, seq_len, -1)
            visible = torch.cat([past_visible, visible], dim=-1)
            keys = torch.cat([past.keys, key], dim=1)
            values = torch.cat([past.values, value], dim=1)
            key_valid = torch.cat([past.key_valid, valid_mask], dim=1)
        # pad queries see everything (no empty softmax row); their output is zeroed below
        visible = visible | ~valid_mask[:, :, None]

        out = F.scaled_dot_product_attention(
            query.transpose(1, 2),
            keys.transpose(1, 2),
            values.transpose(1, 2),
            attn_mask=visible[:, None],
            scale=self.head_dim**-0.5,
            enable_gqa=True,
        )
        out = out.transpose(1, 2).reshape(batch, seq_len, -1) * torch.sigmoid(gate)
        out = zero_padding(self.o_proj(out), valid_mask)
        state = AttentionState(keys=keys, values=values, key_valid=key_valid)
        return MixerOutput(hidden_states=out, context=state, state=state)
