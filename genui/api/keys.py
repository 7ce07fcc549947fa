"""API key format: ``clv_<prefix>_<secret>``.

The prefix (8 characters) is stored in clear and shown everywhere a key is listed, so
people can tell keys apart; the whole key is stored only as its SHA-256. A key carries
about 238 random bits, far beyond guessing, so a fast hash is enough: a slow password
hash would only add latency to every request.
"""

from __future__ import annotations

import hashlib
import secrets
import string
from dataclasses import dataclass

KEY_TAG = "clv"
PREFIX_LENGTH = 8
SECRET_LENGTH = 40
_ALPHABET = string.ascii_letters + string.digits
_PREFIX_ALPHABET = string.ascii_lowercase + string.digits


@dataclass(frozen=True)
class NewKey:
    prefix: str
    plaintext: str
    secret_hash: str


def api_key_hash(plaintext: str) -> str:
    return hashlib.sha256(plaintext.encode()).hexdigest()


def api_key_generate() -> NewKey:
    prefix = "".join(secrets.choice(_PREFIX_ALPHABET) for _ in range(PREFIX_LENGTH))
    secret = "".join(secrets.choice(_ALPHABET) for _ in range(SECRET_LENGTH))
    plaintext = f"{KEY_TAG}_{prefix}_{secret}"
    return NewKey(prefix=prefix, plaintext=plaintext, secret_hash=api_key_hash(plaintext))


def api_key_prefix(plaintext: str) -> str | None:
    """The prefix of a well-formed key, or None for anything else."""
    tag, _, rest = plaintext.partition("_")
    prefix, _, secret = rest.partition("_")
    well_formed = (
        tag == KEY_TAG
        and len(prefix) == PREFIX_LENGTH
        and len(secret) == SECRET_LENGTH
        and all(char in _ALPHABET for char in secret)
    )
    return prefix if well_formed else None
