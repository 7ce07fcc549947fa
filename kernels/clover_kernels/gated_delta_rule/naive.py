"""Naive gated delta rule: the token-by-token recurrence, the ground truth for every fast path.

Conventions follow flash-linear-attention and transformers' Qwen3-Next
(`torch_recurrent_gated_delta_rule`). For each step t and head, with S: [K, V]:

    S   = S * exp(g_t)
    S   = S + k_t (beta_t (v_t - S^T k_t))^T      (the delta rule)
    o_t = S^T (scale * q_t)

q and k are used as given (callers l2-normalise them). Slow (one Python step per token): use it in
tests, or through `clover_kernels.set_backend("naive")`.
"""

import torch

from clover_kernels.gated_delta_rule.checks import check_gated_delta_rule_inputs
from clover_kernels.utils import accumulation_dtype


def naive_recurrent_gated_delta_rule(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    g: torch.Tensor,
    beta: torch.Tensor,
    *,
    scale: float | None = None,
    initial_state: torch.Tensor | None = None,
    output_final_state: bool = False,
) -> tuple[torch.Tensor, torch.Tensor | None]:
    """Gated delta rule, one token at a time, accumulated in float32.

    Args:
        q: queries `[B, T, H, K]`.
        k: keys `[B, T, H, K]`.
        v: values `[B, T, H, V]`.
        g: log-decay `[B, T, H]` (entries <= 0); the state is multiplied by `exp(g)` each step.
        beta: write strength `[B, T, H]`, usually in (0, 1).
        scale: query scale, `K ** -0.5` by default.
        initial_state: state `[B, H, K, V]` before the first token; zeros when None.
        output_final_state: also return the state after the last token.

    Returns:
        `(o, final_state)`: o `[B, T, H, V]` in the dtype of q; final_state `[B, H, K, V]` in
        float32 (float64 for float64 inputs), or None unless `output_final_state`.
    """
    check_gated_delta_rule_inputs(q=q, k=k, v=v, g=g, beta=beta, initial_state=initial_state)
    batch, seq_len, heads, head_k = q.shape
    head_v = v.shape[-1]
    if scale is None:
        scale = head_k**-0.5

    out_dtype, acc_dtype = q.dtype, accumulation_dtype(q.dtype)
    q, k, v, g, beta = (x.to(acc_dtype) for x in (q, k, v, g, beta))
    if initial_state is None:
        state = q.new_zeros(batch, heads, head_k, head_v)
    else:
        state = initial_state.to(acc_dtype)

    # per-step factors precomputed once: (B, T, H, K), (B, T, H, 1, 1), (B, T, H, 1)
    q, decay, beta = q * scale, g.exp()[..., None, None], beta[..., None]
    steps = []
    for t in range(seq_len):
        # (B, H, 1, K), (B, H, 1, K), (B, H, 1, V)
        q_t, k_t, v_t = q[:, t, :, None], k[:, t, :, None], v[:, t, :, None]
        state = state * decay[:, t]
        delta = (v_t - k_t @ state) * beta[:, t, :, None]
        state = state + k_t.transpose(-1, -2) @ delta
        steps.append(q_t @ state)

    # (B, T, H, V)
    o = torch.cat(steps, dim=-2).transpose(1, 2) if steps else v.new_zeros(batch, 0, heads, head_v)
    return o.to(out_dtype), (state if output_final_state else None)
