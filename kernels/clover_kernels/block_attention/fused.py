"""Fused block attention: all blocks at once, the history as one extra softmax column.

The sequence is padded to whole blocks and viewed as `[B, NB, H, L, D]`; in-block scores come from
one batched matmul, the calibrated history logit is concatenated as column 0, invalid keys (mask
and padding) are set to -inf, and a single softmax gives both the history weight and the token
weights. Float32 throughout, result in the dtype of q. Same contract as `naive_block_attention`.

    from clover_kernels.block_attention import fused_block_attention
    o = fused_block_attention(q, k, v, history=h, history_logit=hl, calibration=c, block_size=32)
"""

import math

import torch
import torch.nn.functional as F

from clover_kernels.block_attention.checks import check_block_attention_inputs
from clover_kernels.utils import accumulation_dtype, round_up


def _to_blocks(
    x: torch.Tensor, num_blocks: int, block_size: int, dtype: torch.dtype
) -> torch.Tensor:
    """[B, T_pad, H, *D] -> [B, NB, H, L, *D] in `dtype`."""
    batch, _, heads, *rest = x.shape
    x = x.reshape(batch, num_blocks, block_size, heads, *rest).transpose(2, 3)
    return x.to(dtype)


def fused_block_attention(
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
    """In-block bidirectional attention with the history as one more unit, all blocks at once.

    Args:
        q: queries `[B, T, H, K]`.
        k: keys `[B, T, H, K]`.
        v: values `[B, T, H, V]`.
        history: the GDN state readout for each token `[B, T, H, V]`.
        history_logit: the raw logit of the history unit `[B, T, H]`.
        calibration: per-head block-size calibration `[H]`, multiplies `log(max(n, 1))` where n is
            the number of valid keys in the block.
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
    batch, seq_len, heads, head_k = q.shape
    head_v = v.shape[-1]
    if scale is None:
        scale = head_k**-0.5
    out_dtype, acc_dtype = q.dtype, accumulation_dtype(q.dtype)
    if valid_mask is None:
        valid_mask = torch.ones(batch, seq_len, dtype=torch.bool, device=q.device)
    # a block longer than the sequence is one partial block: pad to T, not to block_size
    block_size = max(1, min(block_size, seq_len))
    padded = round_up(seq_len, block_size)
    num_blocks, pad = padded // block_size, padded - seq_len
    if pad:
        # padded positions are invalid, as keys and as queries
        q, k, v, history = (F.pad(x, (0, 0, 0, 0, 0, pad)) for x in (q, k, v, history))
        history_logit = F.pad(history_logit, (0, 0, 0, pad))
        valid_mask = F.pad(valid_mask, (0, pad), value=False)

    # (B, NB, H, L, K), (B, NB, H, L, K), (B, NB, H, L, V), (B, NB, H, L, V), (B, NB, H, L)
    q, k, v, history, history_logit = (
        _to_blocks(x, num_blocks, block_size, acc_dtype) for x in (q, k, v, history, history_logit)
    )
    # (B, NB, L)
    valid = valid_mask.reshape(batch, num_blocks, block_size)
    # (B, NB, 1, 1): log of the number of valid keys in each block
    log_n = valid.sum(dim=-1).clamp(min=1).to(acc_dtype).log()[:, :, None, None]
    hist_logit = history_logit + calibration.to(acc_dtype)[:, None] * log_n

    # (B, NB, H, L, 1 + L): column 0 is the history unit, then the in-block keys
    scores = torch.matmul(q, k.transpose(-1, -2)).mul_(scale)
    scores = scores.masked_fill(~valid[:, :, None, None, :], -math.inf)
    probs = torch.softmax(torch.cat([hist_logit[..., None], scores], dim=-1), dim=-1)
    p_hist = probs[..., 0]
    o = torch.matmul(probs[..., 1:], v).add_(p_hist[..., None] * history)

    # invalid queries output exactly zero: (B, NB, 1, L)
    query_valid = valid[:, :, None, :]
    o = torch.where(query_valid[..., None], o, 0.0)
    # (B, NB, H, L, V) -> (B, T, H, V)
    o = o.transpose(2, 3).reshape(batch, num_blocks * block_size, heads, head_v)[:, :seq_len]
    o = o.to(out_dtype).contiguous()
    if not return_history_weight:
        return o
    p_hist = torch.where(query_valid, p_hist, 0.0).transpose(2, 3)
    p_hist = p_hist.reshape(batch, num_blocks * block_size, heads)[:, :seq_len]
    return o, p_hist.to(out_dtype).contiguous()
