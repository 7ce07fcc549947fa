"""The embedded default creates a demo teacher and a demo curator once."""

import os
import stat
from pathlib import Path

import pytest
from django.contrib.auth import authenticate

from genui.accounts.models import CURATORS_GROUP, TEACHERS_GROUP, User
from genui.accounts.services import demo_logins_ensure, user_create

pytestmark = pytest.mark.django_db


def test_first_run_creates_a_teacher_and_a_curator_who_can_sign_in(tmp_path):
    logins = {login.role: login for login in demo_logins_ensure(credentials_file=tmp_path / "c")}

    teacher = authenticate(username="teacher", password=logins["teacher"].password)
    curator = authenticate(username="curator", password=logins["curator"].password)
    assert teacher.is_teacher and not teacher.is_staff
    assert curator.is_curator and curator.is_staff and not curator.is_superuser


def test_later_runs_print_the_same_logins_and_create_no_one(tmp_path):
    first = demo_logins_ensure(credentials_file=tmp_path / "c")
    second = demo_logins_ensure(credentials_file=tmp_path / "c")

    assert first == second
    assert User.objects.count() == 2
    assert (tmp_path / "c").stat().st_mode & 0o077 == 0


def test_the_demo_logins_are_never_readable_by_other_users_not_even_before_a_chmod(
    tmp_path, monkeypatch
):
    credentials = tmp_path / "c"
    # A file an earlier version left readable by everyone is replaced, not rewritten.
    credentials.write_text("teacher: old\n")
    credentials.chmod(0o644)
    # The attack: another local user opens the file while it is readable, before any chmod.
    monkeypatch.setattr(os, "chmod", lambda *args, **kwargs: None)
    monkeypatch.setattr(Path, "chmod", lambda *args, **kwargs: None)
    previous = os.umask(0)
    try:
        logins = demo_logins_ensure(credentials_file=credentials)
    finally:
        os.umask(previous)

    assert stat.S_IMODE(credentials.stat().st_mode) == 0o600
    assert credentials.read_text() == "".join(f"{x.username}: {x.password}\n" for x in logins)
    assert [path.name for path in tmp_path.iterdir()] == ["c"]


def test_a_lost_credentials_file_resets_the_demo_passwords(tmp_path):
    first = demo_logins_ensure(credentials_file=tmp_path / "c")
    (tmp_path / "c").unlink()
    second = demo_logins_ensure(credentials_file=tmp_path / "c")

    assert first != second
    assert authenticate(username="teacher", password=second[0].password) is not None
    assert User.objects.count() == 2


def test_the_role_groups_exist_from_the_migrations():
    from django.contrib.auth.models import Group

    assert set(Group.objects.values_list("name", flat=True)) >= {TEACHERS_GROUP, CURATORS_GROUP}


def test_an_unknown_role_is_refused():
    with pytest.raises(ValueError, match="unknown role 'admin'"):
        user_create(username="x", password="y", role="admin")


def test_the_login_page_points_to_the_demo_logins_but_never_shows_a_password(
    tmp_path, client, settings
):
    settings.DEPLOYMENT = "embedded"
    before = client.get("/accounts/login/").content.decode()
    logins = demo_logins_ensure(credentials_file=tmp_path / "c")

    page = client.get("/accounts/login/").content.decode()

    assert 'id="demo-logins"' not in before, "no demo users yet: no hint"
    assert 'id="demo-logins"' in page and "curator, teacher" in page
    assert "demo-logins.txt" in page
    assert all(login.password not in page for login in logins)
    settings.DEPLOYMENT = "production"
    assert 'id="demo-logins"' not in client.get("/accounts/login/").content.decode()
