"""The one place that chooses which kernel implementation runs.

Two backends:

- "fast" (default): `chunk_gated_delta_rule` and `fused_block_attention` in torch. On CUDA, when
  flash-linear-attention is importable, the gated delta rule goes to fla's Triton kernel instead
  (except when chunk states are requested, which fla does not return); on CUDA without fla one
  warning says so and the torch kernel runs.
- "naive": the ground-truth loops (`naive_recurrent_gated_delta_rule`, `naive_block_attention`),
  for debugging and for checking the fast path inside a whole model.

The backend is read once from the environment variable `CLOVER_KERNELS` ("fast" or "naive") and can
be flipped at run time with `set_backend` or, scoped, with `use_backend`:

    import clover_kernels
    with clover_kernels.use_backend("naive"):
        o, state = clover_kernels.gated_delta_rule(
            q=q, k=k, v=v, g=g, beta=beta, output_final_state=True
        )
"""

import contextlib
import functools
import os
import warnings
from collections.abc import Callable, Iterator

import torch

from clover_kernels.block_attention import fused_block_attention, naive_block_attention
from clover_kernels.gated_delta_rule import chunk_gated_delta_rule, naive_recurrent_gated_delta_rule
from clover_kernels.gated_delta_rule.checks import check_chunk_size, check_gated_delta_rule_inputs
from clover_kernels.utils import accumulation_dtype

BACKENDS = ("fast", "naive")
ENV_VAR = "CLOVER_KERNELS"


def _backend_from_env() -> str:
    name = os.environ.get(ENV_VAR, "fast").strip().lower() or "fast"
    if name not in BACKENDS:
        raise ValueError(f"{ENV_VAR} must be one of {BACKENDS}, got {name!r}")
    return name


_backend = _backend_from_env()
_warned_fallback = False


def get_backend() -> str:
    """The backend in use: "fast" or "naive"."""
    return _backend


def set_backend(name: str) -> None:
    """Switch every dispatched kernel to `name` ("fast" or "naive")."""
    global _backend
    if name not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS}, got {name!r}")
    _backend = name


@contextlib.contextmanager
def use_backend(name: str) -> Iterator[None]:
    """Run a `with` block under backend `name`, then restore the previous one."""
    previous = get_backend()
    set_backend(name)
    try:
        yield
    finally:
        set_backend(previous)


@functools.cache
def _fla_chunk_gated_delta_rule() -> Callable | None:
    """fla's Triton chunk kernel, or None where fla is not installed."""
    try:
        from fla.ops.gated_delta_rule import chunk_gated_delta_rule as fla_chunk
    except ImportError:
        return None
    return fla_chunk


def _warn_fallback_once(message: str) -> None:
    global _warned_fallback
    if not _warned_fallback:
        _warned_fallback = True
        warnings.warn(message, RuntimeWarning, stacklevel=3)


def _naive_by_chunks(q, k, v, g, beta, *, initial_state, output_final_state, chunk_size, scale):
    """The naive recurrence run chunk by chunk, to give chunk states on the naive backend."""
    check_gated_delta_rule_inputs(q=q, k=k, v=v, g=g, beta=beta, initial_state=initial_state)
    check_chunk_size(chunk_size)
    batch, seq_len, heads, head_k = q.shape
    acc_dtype = accumulation_dtype(q.dtype)
    state = initial_state
    if state is None:
        state = q.new_zeros(batch, heads, head_k, v.shape[-1], dtype=acc_dtype)
    states, outputs = [], []
    for start in range(0, seq_len, chunk_size):
        chunk = slice(start, start + chunk_size)
        states.append(state.to(acc_dtype))
        o_c, state = naive_recurrent_gated_delta_rule(
            q=q[:, chunk],
            k=k[:, chunk],
            v=v[:, chunk],
            g=g[:, chunk],
            beta=beta[:, chunk],
            scale=scale,
            initial_state=state,
            output_final_state=True,
        )
        outputs.append(o_c)
    o = torch.cat(outputs, dim=1) if outputs else v.new_zeros(v.shape, dtype=q.dtype)
    chunk_states = (
        torch.stack(states, dim=1)
        if states
        else q.new_zeros(batch, 0, heads, head_k, v.shape[-1], dtype=acc_dtype)
    )
    return o, (state.to(acc_dtype) if output_final_state else None), chunk_states


def gated_delta_rule(
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
    """Dispatched gated delta rule; same arguments and results as `chunk_gated_delta_rule`.

    fla's kernel (CUDA) picks its own chunk size: `chunk_size` only shapes the torch kernels.
    """
    inputs = {"q": q, "k": k, "v": v, "g": g, "beta": beta}
    options = {
        "initial_state": initial_state,
        "output_final_state": output_final_state,
        "scale": scale,
    }
    if _backend == "naive":
        if return_chunk_states:
            return _naive_by_chunks(**inputs, **options, chunk_size=chunk_size)
        return naive_recurrent_gated_delta_rule(**inputs, **options)
    if q.is_cuda and not return_chunk_states:
        fla_chunk = _fla_chunk_gated_delta_rule()
        if fla_chunk is not None:
            check_gated_delta_rule_inputs(**inputs, initial_state=initial_state)
            return fla_chunk(**inputs, **options)
        _warn_fallback_once(
            "flash-linear-attention is not importable: the gated delta rule runs the torch chunk "
            "kernel on CUDA (slow). Install the `gpu` extra for the Triton kernels."
        )
    return chunk_gated_delta_rule(
        **inputs, **options, chunk_size=chunk_size, return_chunk_states=return_chunk_states
    )


def block_attention(
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
):
    """Dispatched block attention; same arguments and results as `fused_block_attention`."""
    fn = naive_block_attention if _backend == "naive" else fused_block_attention
    return fn(
        q=q,
        k=k,
        v=v,
        history=history,
        history_logit=history_logit,
        calibration=calibration,
        block_size=block_size,
        scale=scale,
        valid_mask=valid_mask,
        return_history_weight=return_history_weight,
    )
