"""Rate limits per partner account (all its keys together), with the limits it was given.

Counts live in Django's default cache: Redis in production (shared by every web
process), process memory in the embedded default. A refused request gets 429 with
``Retry-After`` (see ``problems.exception_handler``). While the counts cannot be read (Redis
restarting), a request gets 503 with ``Retry-After``, not a server error: the partner retries
(with its Idempotency-Key, a generation is still made once), and no request passes uncounted.
"""

from __future__ import annotations

from redis.exceptions import RedisError
from rest_framework.throttling import SimpleRateThrottle

from genui.api.models import ApiKey, PartnerAccount
from genui.api.problems import CountsUnavailable


class PartnerKeyThrottle(SimpleRateThrottle):
    """Every request of a key: ``requests_per_minute`` of its partner."""

    scope = "requests"
    # Replaced on each request by the partner's own limit; DRF wants one to start.
    rate = "1/min"

    def limit(self, partner: PartnerAccount) -> int:
        return partner.requests_per_minute

    def allow_request(self, request, view) -> bool:
        key = request.auth
        if not isinstance(key, ApiKey):
            return True
        self.num_requests, self.duration = self.limit(key.partner), 60
        try:
            return super().allow_request(request, view)
        except RedisError as error:
            raise CountsUnavailable() from error

    def get_cache_key(self, request, view) -> str:
        # the account, not the key: a partner with ten keys has one budget
        return f"api:throttle:{self.scope}:partner:{request.auth.partner_id}"


class PartnerGenerationThrottle(PartnerKeyThrottle):
    """Generation requests of a key: ``generations_per_minute`` of its partner."""

    scope = "generations"

    def limit(self, partner: PartnerAccount) -> int:
        return partner.generations_per_minute
