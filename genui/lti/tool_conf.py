"""pylti1p3's view of the registered platforms: a tool configuration backed by
``genui.lti.models`` (every issuer may have several client ids), signing with the tool's
current key."""

from __future__ import annotations

from pylti1p3.deployment import Deployment as LtiDeployment
from pylti1p3.exception import LtiException
from pylti1p3.registration import Registration
from pylti1p3.tool_config.abstract import ToolConfAbstract

from genui.lti.keys import tool_jwks, tool_key_current
from genui.lti.models import Platform


def platform_find(*, issuer: str | None, client_id: str | None) -> Platform | None:
    """The platform registered under ``issuer`` and ``client_id``; without a client id (a
    login request may omit it), the issuer's only registration."""
    if not issuer:
        return None
    platforms = Platform.objects.filter(issuer=issuer)
    if client_id:
        return platforms.filter(client_id=client_id).first()
    found = list(platforms[:2])
    return found[0] if len(found) == 1 else None


def platform_registration(platform: Platform) -> Registration:
    """``platform`` as pylti1p3's Registration, with the tool's signing key."""
    key = tool_key_current()
    registration = Registration()
    registration.set_issuer(platform.issuer).set_client_id(platform.client_id)
    registration.set_auth_login_url(platform.auth_login_url)
    registration.set_auth_token_url(platform.auth_token_url)
    registration.set_auth_audience(platform.auth_audience or None)
    registration.set_key_set_url(platform.key_set_url).set_key_set(None)
    registration.set_tool_private_key(key.private_key).set_tool_public_key(key.public_key)
    return registration


class PlatformToolConf(ToolConfAbstract):
    """Registrations and deployments read from the database on each request."""

    def check_iss_has_one_client(self, iss):
        return False

    def check_iss_has_many_clients(self, iss):
        return True

    def find_registration_by_issuer(self, iss, *args, **kwargs):
        return self.find_registration_by_params(iss, None)

    def find_registration_by_params(self, iss, client_id, *args, **kwargs):
        platform = platform_find(issuer=iss, client_id=client_id)
        if platform is None:
            raise LtiException("This platform is not registered with the tool.")
        return platform_registration(platform)

    def find_deployment(self, iss, deployment_id):
        return self.find_deployment_by_params(iss, deployment_id, None)

    def find_deployment_by_params(self, iss, deployment_id, client_id, *args, **kwargs):
        platform = platform_find(issuer=iss, client_id=client_id)
        if platform is None or not platform.deployments.filter(deployment_id=deployment_id):
            return None
        return LtiDeployment().set_deployment_id(deployment_id)

    def get_jwks(self, iss=None, client_id=None, **kwargs):
        return tool_jwks()
