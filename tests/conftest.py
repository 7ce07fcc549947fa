"""Fixtures shared by the whole suite: live Daphne servers, the real PostgreSQL and
Redis of this machine, and Debian's Chromium driven by Playwright."""

import pytest

pytest_plugins = [
    "tests.fixtures.servers",
    "tests.fixtures.services",
    "tests.fixtures.browser",
    "tests.fixtures.accounts",
]


@pytest.fixture(autouse=True)
def _empty_process_cache():
    """Rate-limit counts live in the cache and are keyed by ids that come back after each
    test's rollback: each test starts with an empty process cache (never a shared one)."""
    from django.core.cache import caches
    from django.core.cache.backends.locmem import LocMemCache

    if isinstance(caches["default"], LocMemCache):
        caches["default"].clear()


@pytest.fixture(autouse=True)
def _default_language():
    """A request in Chinese leaves Chinese active in its thread (Django's handler never
    deactivates it): each test starts, and leaves, in the site's default language."""
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()
