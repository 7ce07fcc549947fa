"""Fixtures shared by the whole suite: live Daphne servers, the real PostgreSQL and
Redis of this machine, and Debian's Chromium driven by Playwright."""

pytest_plugins = [
    "tests.fixtures.servers",
    "tests.fixtures.services",
    "tests.fixtures.browser",
    "tests.fixtures.accounts",
]
