"""Fixtures for the demo model's tests."""

import pytest
import torch


@pytest.fixture(autouse=True)
def one_cpu_thread():
    """Tiny tensors gain nothing from threads, and on a shared CPU spinning threads stall."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)
