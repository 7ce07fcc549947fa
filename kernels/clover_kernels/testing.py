"""Comparison helpers shared by the kernel tests and `clover_kernels.bench`."""

import torch


def relative_error(actual: torch.Tensor, expected: torch.Tensor) -> float:
    """max |actual - expected| / max |expected|, computed in float64 (0 for two zero tensors)."""
    actual, expected = actual.detach().double(), expected.detach().double()
    if expected.numel() == 0:
        return 0.0
    diff = (actual - expected).abs().max().item()
    scale = expected.abs().max().item()
    return diff / scale if scale > 0 else diff


def assert_close(name: str, expected: torch.Tensor, actual: torch.Tensor, *, ratio: float) -> None:
    """Fail unless the shapes match and `relative_error(actual, expected) <= ratio`."""
    assert actual.shape == expected.shape, f"{name}: shape {actual.shape} != {expected.shape}"
    assert torch.isfinite(actual).all(), f"{name}: non-finite values"
    error = relative_error(actual, expected)
    assert error <= ratio, f"{name}: relative error {error:.3e} > {ratio:.1e}"
