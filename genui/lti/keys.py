"""The tool's RSA keys: make one (rotation), the signing key, the public key set.

The newest ``ToolKey`` signs everything the tool sends (deep linking responses, the client
credentials assertion of grade passback); the key set serves the newest ``KEYS_SERVED`` so a
platform that cached the previous set still verifies what was signed just before a rotation.
"""

from __future__ import annotations

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from pylti1p3.registration import Registration

from genui.lti.models import ToolKey

KEY_BITS = 2048
KEYS_SERVED = 2


def tool_key_create() -> ToolKey:
    """A new RSA key pair: from now on it signs; the previous one is still served."""
    private = rsa.generate_private_key(public_exponent=65537, key_size=KEY_BITS)
    private_pem = private.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode()
    public_pem = (
        private.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )
    kid = Registration.get_jwk(public_pem)["kid"]
    return ToolKey.objects.create(kid=kid, private_key=private_pem, public_key=public_pem)


def tool_key_current() -> ToolKey:
    """The key that signs: the newest, made on first use."""
    return ToolKey.objects.first() or tool_key_create()


def tool_jwks() -> dict:
    """The public key set: the current key and the one before it."""
    keys = list(ToolKey.objects.all()[:KEYS_SERVED]) or [tool_key_create()]
    return {"keys": [Registration.get_jwk(key.public_key) for key in keys]}
