"""Small helpers shared by the kernels."""

import torch


def accumulation_dtype(dtype: torch.dtype) -> torch.dtype:
    """The dtype kernels compute in: float32, or float64 for float64 inputs (used by tests)."""
    return torch.promote_types(dtype, torch.float32)


def round_up(length: int, multiple: int) -> int:
    """``length`` rounded up to a multiple of ``multiple`` (a block or chunk size): the padded
    length of a sequence cut into whole blocks."""
    return -(-length // multiple) * multiple
