"""Class codes and student tokens.

A class code is 8 characters from an alphabet without the look-alikes (no 0/O, no 1/I/L):
31 symbols, 31**8 (about 8.5e11, 39.6 bits) codes. Wrong codes are rate limited per address
(`genui.classroom.services.join_allowed`: 20 in 10 minutes by default), about a million tries
a year from one address: with a thousand classes open at once, one address finds one about
once in 800 years. A code found that way lets a stranger join as a new student, whom
the teacher sees in the class and can remove; it shows nobody's answers. Students type it in
any case, with or without the dash or spaces.

A student token is 32 random bytes (URL-safe); only its SHA-256 is stored.
"""

from __future__ import annotations

import hashlib
import secrets

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LENGTH = 8


def code_new() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def code_normal(typed: str) -> str:
    """What a student typed as a stored code ("abcd-efgh " -> "ABCDEFGH"), or "" when it
    cannot be one (a wrong length or a character outside the alphabet)."""
    code = "".join(str(typed).split()).replace("-", "").upper()
    if len(code) != LENGTH or any(c not in ALPHABET for c in code):
        return ""
    return code


def code_display(code: str) -> str:
    """A code as people read it: two groups of four ("ABCD-EFGH")."""
    return f"{code[:4]}-{code[4:]}" if code else ""


def token_new() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(str(token).encode()).hexdigest()
