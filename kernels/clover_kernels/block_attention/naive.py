"""Naive block attention with the GDN history as one extra softmax unit: the ground truth.

Token t belongs to block t // block_size (the last block may be partial). It attends, in both
directions, over the valid tokens of its own block plus one extra unit, the history readout, whose
logit is `history_logit + calibration * log(max(n, 1))` with n the number of valid keys in the
block. One softmax covers both, so each token decides how much to rely on history:

    o[b, t, h] = p_hist * history[b, t, h] + sum_j p_j * v[b, j, h]

This version loops over blocks in float32 (float64 for float64 inputs);
`clover_kernels.block_attention.fused` is the fast twin.
"""

import math

import torch

from clover_kernels.block_attention.checks import check_block_attention_inputs
from clover_kernels.utils import accumulation_dtype


def naive_block_attention(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    *,
    history: torch.Tensor,
    history_logit: torch.Tensor,
    calibration: torch.Tensor,
    block_size: int,
    scale: float | None = None,
    valid_mask: torch.Tensor | None = None,
    return_history_weight: bool = False,
) -> torch.Tensor | tuple[torch.Tensor, torch.Tensor]:
    """In-block bidirectional attention with the history as one more unit, block by block.

    Args:
        q: queries `[B, T, H, K]`.
        k: keys `[B, T, H, K]`.
        v: values `[B, T, H, V]`.
        history: the GDN state readout for each token `[B, T, H, V]`.
        history_logit: the raw logit of the history unit `[B, T, H]`.
        calibration: per-head block-size calibration `[H]`, multiplies `log(max(n, 1))`.
        block_size: tokens per block; token t is in block `t // block_size`.
        scale: in-block score scale, `K ** -0.5` by default.
        valid_mask: `[B, T]` bool, True for real tokens; None means all valid.
        return_history_weight: also return the softmax weight of the history unit.

    Returns:
        o `[B, T, H, V]` in the dtype of q (exactly 0 at invalid positions), or
        `(o, p_hist)` with p_hist `[B, T, H]` if `return_history_weight`.
    """
    check_block_attention_inputs(
        q, k, v, history, history_logit, calibration, block_size, valid_mask
    )
    batch, seq_len, _, head_k = q.shape
    if scale is None:
        scale = head_k**-0.5
    if valid_mask is None:
        valid_mask = torch.ones(batch, seq_len, dtype=torch.bool, device=q.device)
    acc_dtype = accumulation_dtype(q.dtype)
    calibration = calibration.to(acc_dtype)
    if seq_len == 0:
        o = v.new_zeros(v.shape, dtype=q.dtype)
        return (o, q.new_zeros(q.shape[:3])) if return_history_weight else o

    outputs, history_weights = [], []
    for start in range(0, seq_len, block_size):
        end = min(start + block_size, seq_len)
        # (B, H, L, K), (B, H, L, K), (B, H, L, V), (B, H, L, V), (B, H, L)
        q_b, k_b, v_b, hist_b, hist_logit_b = (
            x[:, start:end].to(acc_dtype).transpose(1, 2) for x in (q, k, v, history, history_logit)
        )
        # (B, L)
        valid_b = valid_mask[:, start:end]
        n_valid = valid_b.sum(dim=-1).clamp(min=1).to(acc_dtype)
        # (B, H, L)
        hist_logit_b = hist_logit_b + calibration[None, :, None] * n_valid.log()[:, None, None]
        # (B, H, L, L)
        scores = torch.einsum("bhik,bhjk->bhij", q_b, k_b) * scale
        scores = scores.masked_fill(~valid_b[:, None, None, :], -math.inf)
        # (B, H, L, 1 + L): column 0 is the history unit
        probs = torch.softmax(torch.cat([hist_logit_b[..., None], scores], dim=-1), dim=-1)
        p_hist = probs[..., 0]
        o_b = p_hist[..., None] * hist_b + torch.einsum("bhij,bhjv->bhiv", probs[..., 1:], v_b)
        # invalid queries output exactly zero
        query_valid = valid_b[:, None, :]
        outputs.append(torch.where(query_valid[..., None], o_b, 0.0).transpose(1, 2))
        history_weights.append(torch.where(query_valid, p_hist, 0.0).transpose(1, 2))

    # (B, T, H, V), (B, T, H)
    o = torch.cat(outputs, dim=1).to(q.dtype)
    if return_history_weight:
        return o, torch.cat(history_weights, dim=1).to(q.dtype)
    return o
