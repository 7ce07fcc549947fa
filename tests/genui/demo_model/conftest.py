"""Fixtures for the demo model's tests."""

from tests.fixtures.tiny import one_cpu_thread  # noqa: F401 (autouse: one CPU thread here)
