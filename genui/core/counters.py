"""Counts in Django's cache that every web process shares (Redis in production)."""

import contextlib

from django.core.cache import cache


def window_count(key: str, seconds: int) -> int:
    """One more in the window ``key`` names, which expires ``seconds`` after its first
    count; the window's count so far (0 if it expired between the two calls). The cache's
    sync increment is atomic, in process memory as in Redis; its async twin reads and
    writes apart, so callers on an event loop wrap this one in ``sync_to_async``."""
    cache.add(key, 0, timeout=seconds + 1)
    with contextlib.suppress(ValueError):
        return cache.incr(key)
    return 0
