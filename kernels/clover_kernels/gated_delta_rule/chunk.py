"""Chunkwise gated delta rule in plain torch (UT/WY form), the fast path on CPU.

Same math as `naive_recurrent_gated_delta_rule`, regrouped by chunks of `chunk_size` tokens:

1. Intra-chunk work for all chunks at once: cumulative log-decays `gc`, the decay matrix, the
   UT system `A = tril(beta_i k_i.k_j exp(gc_i - gc_j), -1)` inverted blockwise with batched
   matmuls (`solve_tril.py`), giving the pseudo-values `u` and decayed keys `w`.
2. The only Python loop, over chunks: `v_new = u - w S`, `S = exp(gc_last) S + k_dec^T v_new`.
   Without autograd it writes into preallocated buffers.
3. Outputs for all chunks at once: `o = (q exp(gc)) S_before + tril(q k^T decay) v_new`.

Internally tensors are laid out as `[N, B*H, C, D]` (chunk major), so every per-chunk slice the
loop touches is contiguous and each step is a plain `baddbmm`. Against transformers'
`torch_chunk_gated_delta_rule` on CPU see `python -m clover_kernels.bench`.

    from clover_kernels.gated_delta_rule import chunk_gated_delta_rule
    o, final_state = chunk_gated_delta_rule(q=q, k=k, v=v, g=g, beta=beta, output_final_state=True)
"""

import torch
import torch.nn.functional as F

from clover_kernels.gated_delta_rule.checks import check_chunk_size, check_gated_delta_rule_inputs
from clover_kernels.gated_delta_rule.solve_tril import unit_lower_inverse
from clover_kernels.utils import accumulation_dtype, round_up


def _to_chunks(
    x: torch.Tensor, num_chunks: int, chunk_size: int, dtype: torch.dtype
) -> torch.Tensor:
    """[B, T_pad, H, *D] -> [N, B*H, C, *D] as one contiguous copy in `dtype`."""
    batch, _, heads, *rest = x.shape
    x = x.reshape(batch, num_chunks, chunk_size, heads, *rest).movedim(1, 0).movedim(2, 3)
    # copy=True: with a matching dtype, .to() would return the strided view unchanged
    return x.to(dtype, memory_format=torch.contiguous_format, copy=True).reshape(
        num_chunks, batch * heads, chunk_size, *rest
    )


def _empty_result(q, v, initial_state, *, output_final_state, return_chunk_states):
    """The result for T = 0: no output, the state unchanged and no chunks."""
    batch, _, heads, head_k = q.shape
    head_v = v.shape[-1]
    o = v.new_zeros(batch, 0, heads, head_v, dtype=q.dtype)
    final_state = None
    if output_final_state:
        final_state = (
            q.new_zeros(batch, heads, head_k, head_v, dtype=accumulation_dtype(q.dtype))
            if initial_state is None
            else initial_state.to(accumulation_dtype(q.dtype))
        )
    if not return_chunk_states:
        return o, final_state
    chunk_states = q.new_zeros(batch, 0, heads, head_k, head_v, dtype=accumulation_dtype(q.dtype))
    return o, final_state, chunk_states


def _intra_chunk(q, k, v, g, beta, *, scale: float):
    """Everything that needs no state, for all chunks at once (inputs `[N, BH, C, *]`).

    Returns u `[N, BH, C, V]` and w `[N, BH, C, K]` (the WY pseudo-values and decayed keys),
    intra `[N, BH, C, C]` (causal q.k with decay, unscaled), q_dec `[N, BH, C, K]` (scaled
    queries decayed from the chunk start), k_dec_t `[N, BH, K, C]` (keys decayed to the chunk
    end, transposed) and chunk_decay `[N, BH, 1, 1]`.
    """
    chunk_size = q.shape[-2]
    # cumulative log-decay inside each chunk: gc[..., i] = g_0 + ... + g_i
    gc = g.cumsum(dim=-1)
    gc_last = gc[..., -1:]
    gc_exp = gc.exp()
    # decay[i, j] = exp(gc_i - gc_j) for j <= i, else 0: (N, BH, C, C). The upper triangle is
    # zeroed before the exp (no overflow) and after it; multiplying is cheaper than masked_fill
    causal = torch.ones(chunk_size, chunk_size, dtype=q.dtype, device=q.device).tril()
    decay = (gc[..., :, None] - gc[..., None, :]).mul_(causal).exp_() * causal

    k_t = k.transpose(-1, -2)
    # UT system; the inverse reads only its strict lower triangle
    ut_inverse = unit_lower_inverse(torch.matmul(k, k_t).mul_(decay).mul_(beta[..., None]))
    u = torch.matmul(ut_inverse, v * beta[..., None])
    w = torch.matmul(ut_inverse, k * (beta * gc_exp)[..., None])
    intra = torch.matmul(q, k_t).mul_(decay)
    q_dec = q * (gc_exp * scale)[..., None]
    k_dec_t = (k * (gc_last - gc).exp()[..., None]).transpose(-1, -2)
    chunk_decay = gc_last.exp()[..., None]
    return u, w, intra, q_dec, k_dec_t, chunk_decay


def _needs_grad(*tensors: torch.Tensor) -> bool:
    return torch.is_grad_enabled() and any(x.requires_grad for x in tensors)


def _scan_autograd(u, w, k_dec_t, chunk_decay, state):
    """The state recurrence over chunks with out-of-place ops, so autograd can follow it.

    For chunk c: `v_new = u_c - w_c S`, then `S = chunk_decay_c S + k_dec_c^T v_new`. Returns the
    states before each chunk `[N, BH, K, V]`, the new values `[N, BH, C, V]` and the last state.
    """
    states, new_values = [], []
    for u_c, w_c, k_c, d_c in zip(
        u.unbind(0), w.unbind(0), k_dec_t.unbind(0), chunk_decay.unbind(0), strict=True
    ):
        states.append(state)
        # (BH, C, V): what each token writes once the state's own prediction is subtracted
        v_new = torch.baddbmm(u_c, w_c, state, alpha=-1)
        new_values.append(v_new)
        state = torch.baddbmm(state * d_c, k_c, v_new)
    return torch.stack(states), torch.stack(new_values), state


def _scan_inplace(u, w, k_dec_t, chunk_decay, state):
    """`_scan_autograd` without autograd: writes into preallocated buffers and overwrites u."""
    num_chunks = u.shape[0]
    states = state.new_empty(num_chunks + 1, *state.shape)
    states[0] = state
    # v_new = u - w S is computed in place in u, which nothing else reads
    new_values = u
    state_views, new_value_views = states.unbind(0), new_values.unbind(0)
    for c, (w_c, k_c, d_c) in enumerate(
        zip(w.unbind(0), k_dec_t.unbind(0), chunk_decay.unbind(0), strict=True)
    ):
        state, next_state, v_new = state_views[c], state_views[c + 1], new_value_views[c]
        v_new.baddbmm_(w_c, state, alpha=-1)
        torch.mul(state, d_c, out=next_state)
        next_state.baddbmm_(k_c, v_new)
    return states[:-1], new_values, states[-1]


def chunk_gated_delta_rule(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    g: torch.Tensor,
    beta: torch.Tensor,
    *,
    initial_state: torch.Tensor | None = None,
    output_final_state: bool = False,
    chunk_size: int = 64,
    return_chunk_states: bool = False,
    scale: float | None = None,
):
    """Gated delta rule by chunks, accumulated in float32.

    Args:
        q: queries `[B, T, H, K]` (l2-normalised by the caller).
        k: keys `[B, T, H, K]` (l2-normalised by the caller).
        v: values `[B, T, H, V]`.
        g: log-decay `[B, T, H]` (entries <= 0); the state is multiplied by `exp(g)` each step.
        beta: write strength `[B, T, H]`.
        initial_state: state `[B, H, K, V]` before the first token; zeros when None.
        output_final_state: also return the state after the last token.
        chunk_size: tokens per chunk; T need not be a multiple (padding leaves the state as is).
        return_chunk_states: also return the state before each chunk.
        scale: query scale, `K ** -0.5` by default.

    Returns:
        `(o, final_state)`, or `(o, final_state, chunk_states)` if `return_chunk_states`:
        o `[B, T, H, V]` in the dtype of q; final_state `[B, H, K, V]` or None unless
        `output_final_state`; chunk_states `[B, N, H, K, V]` with N = ceil(T / chunk_size) and
        `chunk_states[:, c]` the state before chunk c (`[:, 0]` is the initial state). States
        are float32 (float64 for float64 inputs), as in fla.
    """
    check_gated_delta_rule_inputs(q=q, k=k, v=v, g=g, beta=beta, initial_state=initial_state)
    check_chunk_size(chunk_size)
    batch, seq_len, heads, head_k = q.shape
    head_v = v.shape[-1]
    if scale is None:
        scale = head_k**-0.5
    out_dtype, acc_dtype = q.dtype, accumulation_dtype(q.dtype)
    if seq_len == 0:
        return _empty_result(
            q,
            v,
            initial_state,
            output_final_state=output_final_state,
            return_chunk_states=return_chunk_states,
        )
    padded = round_up(seq_len, chunk_size)
    num_chunks, pad = padded // chunk_size, padded - seq_len
    if pad:
        # padded steps have g = 0 and beta = 0: the state passes through them unchanged
        q, k, v = (F.pad(x, (0, 0, 0, 0, 0, pad)) for x in (q, k, v))
        g, beta = (F.pad(x, (0, 0, 0, pad)) for x in (g, beta))

    # (N, BH, C, K), (N, BH, C, K), (N, BH, C, V), (N, BH, C), (N, BH, C)
    q, k, v, g, beta = (
        _to_chunks(x, num_chunks, chunk_size, acc_dtype) for x in (q, k, v, g, beta)
    )
    u, w, intra, q_dec, k_dec_t, chunk_decay = _intra_chunk(
        q=q, k=k, v=v, g=g, beta=beta, scale=scale
    )

    if initial_state is None:
        state = q.new_zeros(batch * heads, head_k, head_v)
    else:
        state = initial_state.to(acc_dtype).reshape(batch * heads, head_k, head_v)
    scan = _scan_autograd if _needs_grad(u, w, k_dec_t, chunk_decay, state) else _scan_inplace
    states_before, new_values, state = scan(u, w, k_dec_t, chunk_decay, state)

    # inter-chunk read of the state plus intra-chunk attention: (N * BH, C, V)
    o = torch.matmul(q_dec, states_before).flatten(0, 1)
    o.baddbmm_(intra.flatten(0, 1), new_values.flatten(0, 1), alpha=scale)
    # (N * BH, C, V) -> (B, T, H, V)
    o = o.reshape(num_chunks, batch, heads, chunk_size, head_v).permute(1, 0, 3, 2, 4)
    o = o.reshape(batch, num_chunks * chunk_size, heads, head_v)[:, :seq_len]
    o = o.to(out_dtype).contiguous()

    final_state = state.reshape(batch, heads, head_k, head_v) if output_final_state else None
    if not return_chunk_states:
        return o, final_state
    chunk_states = states_before.reshape(num_chunks, batch, heads, head_k, head_v).transpose(0, 1)
    return o, final_state, chunk_states.contiguous()
