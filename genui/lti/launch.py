"""The LTI 1.3 message launch as pylti1p3 verifies it, with what the library leaves to the
tool: a nonce is good for one launch only, the platform's key set is fetched with a time
limit, and the launch's claims (which may hold a learner's name and e-mail) are not copied
into the cache: what the pages after the launch need is kept under their handle
(`genui.lti.services.handle_new`)."""

from __future__ import annotations

from django.core.cache import cache
from pylti1p3.contrib.django import DjangoCacheDataStorage, DjangoMessageLaunch
from pylti1p3.exception import LtiException

from genui.lti.services import PatientSession
from genui.lti.tool_conf import PlatformToolConf

# a used nonce is remembered as long as pylti1p3 keeps a login's nonce (a day)
NONCE_SECONDS = 86400


class ToolMessageLaunch(DjangoMessageLaunch):
    """A launch that refuses a replayed id_token: once everything else verified, its nonce
    is spent (pylti1p3 checks that the nonce was issued, not that it is used once). It is
    the last step of pylti1p3's validation, which would otherwise keep the whole id_token's
    body in the cache for a day; nothing here reads it back (no ``from_cache``)."""

    def save_launch_data(self):
        nonce = self._get_jwt_body().get("nonce")
        if not cache.add(f"lti:nonce-used:{nonce}", 1, NONCE_SECONDS):
            raise LtiException("This launch's nonce was already used.")
        return self


def message_launch(request) -> ToolMessageLaunch:
    return ToolMessageLaunch(
        request,
        PlatformToolConf(),
        launch_data_storage=DjangoCacheDataStorage(),
        requests_session=PatientSession(),
    )
