"""Small helpers shared by the kernels."""

import torch


def accumulation_dtype(dtype: torch.dtype) -> torch.dtype:
    """The dtype kernels compute in: float32, or float64 for float64 inputs (used by tests)."""
    return torch.promote_types(dtype, torch.float32)
