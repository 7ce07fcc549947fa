"""Fixtures for the kernel tests: a fixed seed and the default kernel backend for every test."""

import pytest
import torch

import clover_kernels


@pytest.fixture(autouse=True)
def _seed_and_backend():
    torch.manual_seed(42)
    with clover_kernels.use_backend("fast"):
        yield
