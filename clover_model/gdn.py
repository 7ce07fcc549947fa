"""The Clover Gated DeltaNet mixer: GDN memory for history, softmax attention inside the block.

Four mechanisms (equations in docs/model-architecture.md):

1. History lives in the gated delta rule state S (per head, Dk x Dv). It advances only when a
   block is committed, exactly as the gated delta rule over that block's tokens:
   S <- S * exp(g_t);  S <- S + k_t (beta_t (v_t - S^T k_t))^T.
2. Inside the block, tokens attend to each other in both directions with one softmax whose
   extra unit is the history readout h_t = S_blk^T (q_t / sqrt(Dk)), S_blk the state before
   the block. Its logit is q_t . u_h + b_h (u_h a learned per-head history key).
3. Block-size calibration: the history logit gets + c_h * log(n), n the valid keys in the block,
   c_h initialised to 1 so the history share does not dilute as blocks grow.
4. A causal depthwise short conv (kernel 4, state carried across blocks) plus a separate,
   zero-initialised depthwise conv over the in-block right context.

Gates as in Qwen3-Next: beta = sigmoid(b), g = -exp(A_log) * softplus(a + dt_bias), L2-normalised
q and k, gated RMSNorm on the output with the z gate.

Two entry points serve training and inference alike:
- `forward_clean`: committed text (training clean stream, prefill, commit); advances the state.
- `forward_blocks`: blocks that only read their context (noisy stream, `block_logits`).

    mixer = CloverGatedDeltaNet(CloverConfig.from_preset("clover-tiny"), layer_idx=0)
"""

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from clover_kernels import block_attention, gated_delta_rule
from clover_kernels.utils import round_up
from clover_model.cache import GDNState
from clover_model.configuration_clover import CloverConfig
from clover_model.layers import MixerOutput, RMSNormGated, l2norm, zero_padding


@dataclass
class GDNBlockContext:
    """What each block of a stream reads from the committed text before it."""

    conv_windows: torch.Tensor  # (B, N, C, K-1): raw conv inputs of the K-1 tokens before block n
    block_states: torch.Tensor  # (B, N, H, Dk, Dv): the state S before block n, float32

    @classmethod
    def from_state(cls, state: GDNState) -> "GDNBlockContext":
        """The context of the one block that follows a cached state."""
        return cls(state.conv_state[:, None], state.recurrent_state[:, None])


def depthwise_conv1d(x: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
    """``F.conv1d(x, weight, groups=C)`` for x (B, C, L) and weight (C, 1, K), as K shifted
    multiply-adds: the same result, and a backward pass many times faster on CPU than
    oneDNN's depthwise convolution backward."""
    width = weight.shape[-1]
    length = x.shape[-1] - width + 1
    out = x[..., :length] * weight[:, :, 0]
    for k in range(1, width):
        out = out + x[..., k : k + length] * weight[:, :, k]
    return out


class RightContextConv(nn.Module):
    """Mechanism 4: a depthwise conv over the tokens to the right inside the same block.

    x (B, C, T) with blocks starting at position 0, weight (C, 1, R):
    out[t] = sum_{j=1..R} weight[j-1] * x[t + j], only for t + j in the block of t.
    """

    def __init__(self, channels: int, width: int):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(channels, 1, width))

    def forward(self, x: torch.Tensor, block_size: int) -> torch.Tensor:
        batch, channels, seq_len = x.shape
        padded = round_up(seq_len, block_size)
        num_blocks = padded // block_size
        width = self.weight.shape[-1]
        # (B * N, C, block_size)
        blocks = F.pad(x, (0, padded - seq_len))
        blocks = blocks.view(batch, channels, num_blocks, block_size).transpose(1, 2)
        blocks = blocks.reshape(batch * num_blocks, channels, block_size)
        # token t reads t+1 .. t+R; zeros past the block end
        shifted = F.pad(blocks[..., 1:], (0, width))
        out = depthwise_conv1d(shifted, self.weight)
        out = out.view(batch, num_blocks, channels, block_size).transpose(1, 2)
        return out.reshape(batch, channels, num_blocks * block_size)[..., :seq_len]


class CloverGatedDeltaNet(nn.Module):
    """GDN history + in-block softmax attention with the history as one more unit."""

    def __init__(self, config: CloverConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.hidden_size = config.hidden_size
        self.num_k_heads = config.linear_num_key_heads
        self.num_v_heads = config.linear_num_value_heads
        self.head_k_dim = config.linear_key_head_dim
        self.head_v_dim = config.linear_value_head_dim
        self.key_dim = self.num_k_heads * self.head_k_dim
        self.value_dim = self.num_v_heads * self.head_v_dim
        self.conv_dim = 2 * self.key_dim + self.value_dim
        self.conv_kernel_size = config.linear_conv_kernel_dim

        self.in_proj_qkv = nn.Linear(self.hidden_size, self.conv_dim, bias=False)
        self.in_proj_z = nn.Linear(self.hidden_size, self.value_dim, bias=False)
        self.in_proj_b = nn.Linear(self.hidden_size, self.num_v_heads, bias=False)
        self.in_proj_a = nn.Linear(self.hidden_size, self.num_v_heads, bias=False)
        # causal depthwise conv over q, k, v; the left context comes from the cache
        self.conv1d = nn.Conv1d(
            self.conv_dim,
            self.conv_dim,
            kernel_size=self.conv_kernel_size,
            groups=self.conv_dim,
            bias=False,
        )
        # mechanism 4: the in-block right-context branch, zero at initialisation
        self.right_conv1d = None
        if config.use_right_conv:
            self.right_conv1d = RightContextConv(self.conv_dim, config.linear_right_conv_kernel_dim)
        # decay parametrisation of Qwen3-Next: g = -exp(A_log) * softplus(a + dt_bias)
        self.dt_bias = nn.Parameter(torch.empty(self.num_v_heads))
        self.A_log = nn.Parameter(torch.empty(self.num_v_heads))
        # mechanism 2: history logit q . u_h + b_h; in-block scores exp(s_h) * q . k
        self.history_key = nn.Parameter(torch.empty(self.num_v_heads, self.head_k_dim))
        self.history_bias = nn.Parameter(torch.empty(self.num_v_heads))
        self.block_attn_log_scale = nn.Parameter(torch.empty(self.num_v_heads))
        # mechanism 3: + c_h * log(n) on the history logit
        self.history_calibration = nn.Parameter(torch.empty(self.num_v_heads))

        self.norm = RMSNormGated(self.head_v_dim, eps=config.rms_norm_eps)
        self.out_proj = nn.Linear(self.value_dim, self.hidden_size, bias=False)

    def _project(self, hidden_states: torch.Tensor, valid_mask: torch.Tensor):
        """-> raw conv inputs (B, T, C) and the output gate z (B, T, H, Dv); zero at pads."""
        batch, seq_len, _ = hidden_states.shape
        x = zero_padding(hidden_states, valid_mask)
        mixed = self.in_proj_qkv(x)
        z = self.in_proj_z(x).view(batch, seq_len, self.num_v_heads, self.head_v_dim)
        return mixed, z

    def _gates(self, hidden_states: torch.Tensor, valid_mask: torch.Tensor):
        """-> beta, g (B, T, H) float32; beta = g = 0 at pads so they leave S untouched."""
        beta = torch.sigmoid(self.in_proj_b(hidden_states).float())
        a = self.in_proj_a(hidden_states).float()
        g = -self.A_log.float().exp() * F.softplus(a + self.dt_bias.float())
        return beta * valid_mask[..., None], g * valid_mask[..., None]

    def _short_conv(self, mixed: torch.Tensor, left_context: torch.Tensor, block_size: int):
        """Causal conv over [left_context; mixed] plus the right-context branch, then SiLU each.

        mixed (B, T, C) with blocks starting at 0; left_context (B, C, K-1) -> (B, T, C).
        """
        x = mixed.transpose(1, 2)
        padded = torch.cat([left_context.to(x.dtype), x], dim=-1)
        out = F.silu(depthwise_conv1d(padded, self.conv1d.weight))
        if self.right_conv1d is not None:
            out = out + F.silu(self.right_conv1d(x, block_size))
        return out.transpose(1, 2)

    def _heads(self, conv_out: torch.Tensor):
        """(B, T, C) -> L2-normalised q, k (B, T, H, Dk), shared by groups of value heads, and
        v (B, T, H, Dv)."""
        batch, seq_len, _ = conv_out.shape
        q, k, v = torch.split(conv_out, [self.key_dim, self.key_dim, self.value_dim], dim=-1)
        q = l2norm(q.reshape(batch, seq_len, self.num_k_heads, self.head_k_dim))
        k = l2norm(k.reshape(batch, seq_len, self.num_k_heads, self.head_k_dim))
        group = self.num_v_heads // self.num_k_heads
        q = q.repeat_interleave(group, dim=2)
        k = k.repeat_interleave(group, dim=2)
        v = v.reshape(batch, seq_len, self.num_v_heads, self.head_v_dim)
        return q, k, v

    def _read_history(self, q: torch.Tensor, block_states: torch.Tensor, block_size: int):
        """h_t = S_n^T (q_t / sqrt(Dk)) with S_n the state before the block of t.

        q (B, T, H, Dk) covers the N blocks of block_states (B, N, H, Dk, Dv) -> (B, T, H, Dv).
        """
        batch, seq_len, heads, head_k = q.shape
        num_blocks = block_states.shape[1]
        span = num_blocks * block_size if num_blocks > 1 else max(seq_len, 1)
        q_blocks = F.pad(q.float(), (0, 0, 0, 0, 0, span - seq_len))
        q_blocks = q_blocks.view(batch, num_blocks, -1, heads, head_k) * head_k**-0.5
        history = torch.einsum("bnlhk,bnhkv->bnlhv", q_blocks, block_states.float())
        return history.reshape(batch, span, heads, -1)[:, :seq_len].to(q.dtype)

    def _attend(self, q, k, v, z, history, valid_mask, block_size, output_history_weight):
        """In-block softmax over [history unit; block tokens], then gated norm and out_proj."""
        batch, seq_len = valid_mask.shape
        q_scaled = q * self.block_attn_log_scale.exp().to(q.dtype)[:, None]
        # (B, T, H): mechanism 2's history logit; the kernel adds c_h * log(n)
        history_logit = torch.einsum("bthk,hk->bth", q.float(), self.history_key.float())
        history_logit = history_logit + self.history_bias.float()
        result = block_attention(
            q_scaled,
            k,
            v,
            history=history.to(v.dtype),
            history_logit=history_logit,
            calibration=self.history_calibration,
            block_size=block_size,
            scale=1.0,
            valid_mask=valid_mask,
            return_history_weight=output_history_weight,
        )
        o, history_weight = result if output_history_weight else (result, None)
        o = self.norm(o, z).reshape(batch, seq_len, self.value_dim)
        return self.out_proj(o), history_weight

    def _delta_rule_states(self, q, k, v, g, beta, initial, block_size):
        """Mechanism 1: run the gated delta rule block by block.

        -> the state before each block (B, N, H, Dk, Dv) and after the last one (B, H, Dk, Dv),
        both float32; initial None means the empty state.
        """
        kwargs = {"initial_state": initial, "output_final_state": True, "chunk_size": block_size}
        scale = self.head_k_dim**-0.5
        if q.shape[1] > block_size:
            # chunk_states[:, n] is the state before block n
            _, final, states = gated_delta_rule(
                q, k, v, g=g, beta=beta, scale=scale, return_chunk_states=True, **kwargs
            )
            return states, final.float()
        # one block: it reads the initial state, the kernel only advances S
        _, final = gated_delta_rule(q, k, v, g=g, beta=beta, scale=scale, **kwargs)
        if initial is None:
            batch = q.shape[0]
            shape = (batch, self.num_v_heads, self.head_k_dim, self.head_v_dim)
            initial = q.new_zeros(shape, dtype=torch.float32)
        return initial[:, None].float(), final.float()

    def _conv_context(self, left, mixed, valid_mask, block_size):
        """The raw conv inputs that later tokens need as left context.

        left (B, C, K-1), mixed (B, T, C) -> the K-1 inputs before each block (B, N, C, K-1) and
        the conv state after the last valid token (B, C, K-1).
        """
        batch, seq_len, _ = mixed.shape
        width = self.conv_kernel_size - 1
        # (B, C, K-1 + T)
        padded = torch.cat([left.to(mixed.dtype), mixed.transpose(1, 2)], dim=-1)
        num_blocks = max(math.ceil(seq_len / block_size), 1)
        windows = padded.unfold(-1, width, block_size)[:, :, :num_blocks].permute(0, 2, 1, 3)
        # padded[end : end + K-1] ends at the last valid token (end = 0: the old state)
        positions = torch.arange(1, seq_len + 1, device=valid_mask.device)
        end = (valid_mask.long() * positions).amax(-1) if seq_len else valid_mask.new_zeros(batch)
        index = (end[:, None] + torch.arange(width, device=end.device))[:, None, :]
        return windows, padded.gather(-1, index.expand(batch, self.conv_dim, width))

    def forward_clean(
        self,
        hidden_states: torch.Tensor,
        valid_mask: torch.Tensor,
        *,
        block_size: int,
        state: GDNState | None = None,
        output_history_weight: bool = False,
    ) -> MixerOutput:
        """Committed text: blocks of block_size from position 0 after `state` (None = empty).

        Each token reads the state before its block; the state then advances over every block.
        Returns the output, the per-block context for a noisy stream and the new state.
        """
        batch = hidden_states.shape[0]
        mixed, z = self._project(hidden_states, valid_mask)
        beta, g = self._gates(hidden_states, valid_mask)
        if state is None:
            left = mixed.new_zeros(batch, self.conv_dim, self.conv_kernel_size - 1)
            initial = None
        else:
            left, initial = state.conv_state, state.recurrent_state
        conv_out = zero_padding(self._short_conv(mixed, left, block_size), valid_mask)
        q, k, v = self._heads(conv_out)

        block_states, final_state = self._delta_rule_states(q, k, v, g, beta, initial, block_size)
        history = self._read_history(q, block_states, block_size)
        out, history_weight = self._attend(
            q, k, v, z, history, valid_mask, block_size, output_history_weight
        )
        windows, conv_state = self._conv_context(left, mixed, valid_mask, block_size)
        return MixerOutput(
            hidden_states=out,
            context=GDNBlockContext(conv_windows=windows, block_states=block_states),
            state=GDNState(conv_state=conv_state, recurrent_state=final_state),
            history_weight=history_weight,
        )

    def forward_blocks(
        self,
        hidden_states: torch.Tensor,
        valid_mask: torch.Tensor,
        context: GDNBlockContext,
        *,
        block_size: int,
        output_history_weight: bool = False,
    ) -> MixerOutput:
        """Blocks that read their context and leave no trace (noisy stream, block_logits).

        hidden_states (B, T, D) holds the N blocks of `context` (T = N * block_size), or one
        block of T <= block_size when N = 1. Nothing is written back.
        """
        batch, seq_len, _ = hidden_states.shape
        num_blocks = context.block_states.shape[1]
        span = seq_len // num_blocks
        mixed, z = self._project(hidden_states, valid_mask)
        # each block is a row of its own with its own left context: (B * N, span, C)
        mixed = mixed.reshape(batch * num_blocks, span, self.conv_dim)
        left = context.conv_windows.reshape(batch * num_blocks, self.conv_dim, -1)
        conv_out = self._short_conv(mixed, left, block_size).reshape(batch, seq_len, -1)
        conv_out = zero_padding(conv_out, valid_mask)
        q, k, v = self._heads(conv_out)
        history = self._read_history(q, context.block_states, block_size)
        out, history_weight = self._attend(
            q, k, v, z, history, valid_mask, block_size, output_history_weight
        )
        return MixerOutput(hidden_states=out, history_weight=history_weight)
