"""Writes for accounts: role assignment and the demo logins of the embedded default."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path

from django.contrib.auth.models import Group
from django.db import transaction

from genui.accounts.models import CURATORS_GROUP, TEACHERS_GROUP, User


@dataclass(frozen=True)
class DemoLogin:
    role: str
    username: str
    password: str


@transaction.atomic
def user_create(
    *, username: str, password: str, role: str, display_name: str = "", email: str = ""
) -> User:
    """Create a teacher or a curator (staff, not superuser) with the role's group."""
    if role not in {"teacher", "curator"}:
        raise ValueError(f"unknown role {role!r}: expected 'teacher' or 'curator'")
    user = User.objects.create_user(
        username=username,
        password=password,
        email=email,
        display_name=display_name,
        is_staff=role == "curator",
    )
    group_name = CURATORS_GROUP if role == "curator" else TEACHERS_GROUP
    group, _ = Group.objects.get_or_create(name=group_name)
    user.groups.add(group)
    return user


def demo_logins_ensure(*, credentials_file: Path) -> list[DemoLogin]:
    """Create the demo teacher and curator on first run and return their logins.

    Passwords are random, generated once and kept in ``credentials_file`` (inside the
    git-ignored data directory) so every later run can print them again.
    """
    stored = _read_credentials(credentials_file)
    logins = []
    for role, username, display_name in (
        ("teacher", "teacher", "Demo Teacher"),
        ("curator", "curator", "Demo Curator"),
    ):
        password = stored.get(username)
        user = User.objects.filter(username=username).first()
        if user is None or password is None:
            password = secrets.token_urlsafe(9)
            if user is None:
                user_create(
                    username=username, password=password, role=role, display_name=display_name
                )
            else:
                user.set_password(password)
                user.save(update_fields=["password"])
        logins.append(DemoLogin(role=role, username=username, password=password))
    _write_credentials(credentials_file, {login.username: login.password for login in logins})
    return logins


def _read_credentials(path: Path) -> dict[str, str]:
    if not path.exists():
        return {}
    pairs = (line.split(":", 1) for line in path.read_text().splitlines() if ":" in line)
    return {name.strip(): password.strip() for name, password in pairs}


def _write_credentials(path: Path, credentials: dict[str, str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(f"{name}: {password}\n" for name, password in credentials.items()))
    path.chmod(0o600)
