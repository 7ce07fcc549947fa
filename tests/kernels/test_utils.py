"""Helpers shared by the kernels and their callers.

Run: python -m pytest tests/kernels/test_utils.py -q
"""

import pytest

from clover_kernels.utils import round_up


@pytest.mark.parametrize(
    ("length", "multiple", "expected"),
    [(0, 8, 0), (1, 8, 8), (8, 8, 8), (9, 8, 16), (63, 16, 64), (5, 1, 5)],
)
def test_a_length_is_rounded_up_to_whole_blocks(length, multiple, expected):
    assert round_up(length, multiple) == expected
