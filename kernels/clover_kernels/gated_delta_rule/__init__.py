"""Gated delta rule kernels: the naive recurrence (ground truth) and the chunked torch kernel."""

from clover_kernels.gated_delta_rule.chunk import chunk_gated_delta_rule
from clover_kernels.gated_delta_rule.naive import naive_recurrent_gated_delta_rule

__all__ = ["chunk_gated_delta_rule", "naive_recurrent_gated_delta_rule"]
