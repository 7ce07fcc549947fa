"""Fixtures for the Clover model tests: the tiny preset and random models whose Clover
mechanisms sit away from their initial values, so every branch is exercised."""

import pytest
import torch

from clover_model import CloverConfig, CloverForBlockDiffusionLM
from tests.fixtures.tiny import one_cpu_thread  # noqa: F401 (autouse: one CPU thread here)

# parameters that start at a neutral value (zero right conv, calibration 1, ...)
OFF_INIT = (
    "right_conv1d",
    "history_calibration",
    "history_key",
    "history_bias",
    "block_attn_log_scale",
    "norm.weight",
    "layernorm",
)


@pytest.fixture
def tiny_config() -> CloverConfig:
    return CloverConfig.from_preset("clover-tiny")


def random_model(config: CloverConfig, seed: int = 0) -> CloverForBlockDiffusionLM:
    """A float32 model in eval mode with the Clover mechanisms moved off their init values."""
    torch.manual_seed(seed)
    model = CloverForBlockDiffusionLM(config).eval()
    with torch.no_grad():
        for name, param in model.named_parameters():
            if any(part in name for part in OFF_INIT):
                param.add_(0.3 * torch.randn_like(param))
    return model


@pytest.fixture
def model(tiny_config) -> CloverForBlockDiffusionLM:
    return random_model(tiny_config)
