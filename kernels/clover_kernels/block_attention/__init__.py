"""Block attention with the GDN history as one extra softmax unit: naive and fused versions."""

from clover_kernels.block_attention.fused import fused_block_attention
from clover_kernels.block_attention.naive import naive_block_attention

__all__ = ["fused_block_attention", "naive_block_attention"]
