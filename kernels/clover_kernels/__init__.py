"""Clover kernels: the gated delta rule and block attention with a history unit.

The model should call the dispatched names, which pick the implementation in one place
(`clover_kernels.dispatch`; flip with `set_backend`/`use_backend` or `CLOVER_KERNELS=naive`):

- `gated_delta_rule(q, k, v, g, beta, *, initial_state, output_final_state, chunk_size,
  return_chunk_states, scale)`: same contract as `chunk_gated_delta_rule`.
- `block_attention(q, k, v, *, history, history_logit, calibration, block_size, scale,
  valid_mask, return_history_weight)`: same contract as `fused_block_attention`.

The concrete kernels are exported too: `chunk_gated_delta_rule` (torch chunk kernel, always this
one), `naive_recurrent_gated_delta_rule`, `fused_block_attention`, `naive_block_attention`.
Benchmark: `python -m clover_kernels.bench`.
"""

from clover_kernels.block_attention import fused_block_attention, naive_block_attention
from clover_kernels.dispatch import (
    block_attention,
    gated_delta_rule,
    get_backend,
    set_backend,
    use_backend,
)
from clover_kernels.gated_delta_rule import chunk_gated_delta_rule, naive_recurrent_gated_delta_rule

__all__ = [
    "block_attention",
    "chunk_gated_delta_rule",
    "fused_block_attention",
    "gated_delta_rule",
    "get_backend",
    "naive_block_attention",
    "naive_recurrent_gated_delta_rule",
    "set_backend",
    "use_backend",
]
