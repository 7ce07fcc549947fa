"""Writes for accounts: role assignment and the demo logins of the embedded default."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path

from django.apps import apps as global_apps
from django.apps.registry import Apps
from django.contrib.auth.models import Group
from django.db import DEFAULT_DB_ALIAS, transaction
from django.db.models import Q

from genui.accounts.models import CURATOR_PERMISSIONS, CURATORS_GROUP, TEACHERS_GROUP, User
from genui.core.private_files import private_file_write


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
    groups = role_groups_ensure()
    user.groups.add(groups[CURATORS_GROUP if role == "curator" else TEACHERS_GROUP])
    return user


def role_groups_ensure(
    *, apps: Apps = global_apps, using: str = DEFAULT_DB_ALIAS
) -> dict[str, Group]:
    """The Teachers and Curators groups, created if missing, Curators with every curation
    permission that exists so far.

    Migrations create them first; this puts them back after anything that empties the
    tables (``flush``, which a transactional test runs after itself, sends post_migrate
    and so calls this) and is safe to run any number of times. ``apps`` is the registry
    a post_migrate signal passes (the migration state's models), ``using`` its database.
    """
    group_model = apps.get_model("auth", "Group")
    permission_model = apps.get_model("auth", "Permission")
    groups = {
        name: group_model.objects.using(using).get_or_create(name=name)[0]
        for name in (TEACHERS_GROUP, CURATORS_GROUP)
    }
    wanted = Q()
    for app_label, codename in CURATOR_PERMISSIONS:
        wanted |= Q(content_type__app_label=app_label, codename=codename)
    # Permissions appear app by app during post_migrate: add those there are now.
    groups[CURATORS_GROUP].permissions.add(*permission_model.objects.using(using).filter(wanted))
    return groups


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
    text = "".join(f"{name}: {password}\n" for name, password in credentials.items())
    private_file_write(path, text)
