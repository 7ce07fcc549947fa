"""Settings come from the environment, read in one place, and production refuses to
start on a half-configured environment."""

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from genui.settings.env import database_from_url, production_problems, read_environment
from tests.fixtures.servers import REPO_ROOT, base_env

COMPLETE_PRODUCTION = {
    "DATABASE_URL": "postgres://genui:s3cret@db.internal:5432/genui",
    "REDIS_URL": "redis://cache.internal:6379/0",
    "DJANGO_SECRET_KEY": "k" * 50,
    "DJANGO_ALLOWED_HOSTS": "lessons.example.org",
}


def _django_setup(env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        cwd=REPO_ROOT,
        env=base_env(DJANGO_SETTINGS_MODULE="genui.settings.production", **env),
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_production_settings_refuse_to_start_without_database_url():
    env = {key: value for key, value in COMPLETE_PRODUCTION.items() if key != "DATABASE_URL"}

    result = _django_setup(env)

    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "DATABASE_URL is required" in result.stderr


def test_production_settings_start_with_a_complete_environment():
    result = _django_setup(COMPLETE_PRODUCTION)
    assert result.returncode == 0, result.stderr


def test_production_names_every_missing_variable_at_once():
    problems = production_problems(read_environment({}))
    text = "\n".join(problems)
    for name in ("DATABASE_URL", "REDIS_URL", "DJANGO_SECRET_KEY", "DJANGO_ALLOWED_HOSTS"):
        assert name in text


def test_production_refuses_sqlite_and_debug():
    env = {**COMPLETE_PRODUCTION, "DATABASE_URL": "sqlite:///db.sqlite3", "DJANGO_DEBUG": "1"}
    text = "\n".join(production_problems(read_environment(env)))
    assert "must point at PostgreSQL" in text
    assert "DJANGO_DEBUG must be off" in text


def test_the_embedded_default_needs_no_variables():
    env = read_environment({})
    assert env.database_url is None
    assert env.redis_url is None
    assert env.clover_worker is None
    assert env.chromium_path == "/usr/bin/chromium"


@pytest.mark.parametrize(
    ("name", "value"),
    [("CLOVER_WORKER", "sideways"), ("DJANGO_DEBUG", "perhaps"), ("CLOVER_DEVICE", "tpu")],
)
def test_a_malformed_variable_fails_loudly_with_its_name(name, value):
    with pytest.raises(ImproperlyConfigured, match=name):
        read_environment({name: value})


def test_database_urls_become_django_databases():
    postgres = database_from_url("postgres://genui:p%40ss@db:6543/lessons?sslmode=require")
    assert postgres["ENGINE"] == "django.db.backends.postgresql"
    assert (postgres["USER"], postgres["PASSWORD"]) == ("genui", "p@ss")
    assert (postgres["HOST"], postgres["PORT"], postgres["NAME"]) == ("db", "6543", "lessons")
    assert postgres["OPTIONS"] == {"sslmode": "require"}

    assert database_from_url("sqlite:////tmp/x.sqlite3")["NAME"] == "/tmp/x.sqlite3"
    assert database_from_url("sqlite:///var/db.sqlite3")["NAME"] == "var/db.sqlite3"
    with pytest.raises(ImproperlyConfigured, match="not supported"):
        database_from_url("mysql://db/lessons")


# What a request sees under the production settings, without a database: the HTTPS
# redirect answers before any view runs.
PLAIN_HTTP_REQUEST = """
import django; django.setup()
from django.test import Client
response = Client().get("/studio/", headers={"Host": "lessons.example.org", **HEADERS})
print(response.status_code, response.get("Location", ""))
"""


def _request_over_plain_http(env: dict[str, str], headers: dict[str, str]) -> str:
    result = subprocess.run(
        [sys.executable, "-c", f"HEADERS = {headers!r}\n" + PLAIN_HTTP_REQUEST],
        cwd=REPO_ROOT,
        env=base_env(DJANGO_SETTINGS_MODULE="genui.settings.production", **env),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.split("\n")[-2]


@pytest.mark.parametrize(
    ("name", "value", "refusal"),
    [
        ("DJANGO_ALLOWED_HOSTS", "*", "DJANGO_ALLOWED_HOSTS must name the site's hosts"),
        ("DJANGO_ALLOWED_HOSTS", "lessons.example.org,*", "without '*'"),
        ("DJANGO_SECURE_COOKIES", "false", "DJANGO_SECURE_COOKIES must stay on"),
        ("DJANGO_HSTS_SECONDS", "0", "DJANGO_HSTS_SECONDS must be positive"),
    ],
    ids=["wildcard-host", "wildcard-among-hosts", "cookies-over-http", "hsts-off"],
)
def test_production_refuses_to_start_weakened_against_host_poisoning_or_downgrades(
    name, value, refusal
):
    result = _django_setup({**COMPLETE_PRODUCTION, name: value})

    assert result.returncode != 0
    assert refusal in result.stderr
    assert "GENUI_ALLOW_INSECURE=1" in result.stderr


def test_production_starts_weakened_only_when_told_so_and_warns_at_every_start():
    weakened = {
        **COMPLETE_PRODUCTION,
        "DJANGO_ALLOWED_HOSTS": "*",
        "DJANGO_SECURE_COOKIES": "0",
        "DJANGO_HSTS_SECONDS": "0",
        "GENUI_ALLOW_INSECURE": "1",
    }

    result = _django_setup(weakened)

    assert result.returncode == 0, result.stderr
    assert result.stderr.count("WARNING: GENUI_ALLOW_INSECURE is set") == 3
    assert not production_problems(read_environment(weakened))


def test_production_redirects_plain_http_to_https_by_default():
    status_location = _request_over_plain_http(COMPLETE_PRODUCTION, {})
    assert status_location == "301 https://lessons.example.org/studio/"


def test_a_forged_forwarded_proto_header_is_not_believed_unless_a_proxy_is_configured():
    forged = {"X-Forwarded-Proto": "https"}

    unconfigured = _request_over_plain_http(COMPLETE_PRODUCTION, forged)
    behind_a_proxy = _request_over_plain_http(
        {**COMPLETE_PRODUCTION, "DJANGO_SECURE_PROXY_SSL_HEADER": "X-Forwarded-Proto"}, forged
    )

    assert unconfigured.startswith("301 https://")
    # believed: no redirect, the studio sends the anonymous visitor to sign in
    assert behind_a_proxy.startswith("302 /accounts/login/")


@pytest.mark.parametrize("value", ["X-Forwarded-Proto", "HTTP_X_FORWARDED_PROTO"])
def test_the_proxy_header_is_named_as_sent_or_as_django_reads_it(value):
    env = read_environment({"DJANGO_SECURE_PROXY_SSL_HEADER": value})
    assert env.secure_proxy_ssl_header == "HTTP_X_FORWARDED_PROTO"
    with pytest.raises(ImproperlyConfigured, match="DJANGO_SECURE_PROXY_SSL_HEADER"):
        read_environment({"DJANGO_SECURE_PROXY_SSL_HEADER": "X-Forwarded-Proto: https"})


def test_the_embedded_secret_key_is_never_readable_by_other_users_not_even_before_a_chmod(
    tmp_path, monkeypatch
):
    from genui.settings.base import _embedded_secret_key

    # The attack: another local user opens the key while it is readable, before any chmod.
    monkeypatch.setattr(os, "chmod", lambda *args, **kwargs: None)
    monkeypatch.setattr(Path, "chmod", lambda *args, **kwargs: None)
    previous = os.umask(0)
    try:
        key = _embedded_secret_key(tmp_path / "data")
        again = _embedded_secret_key(tmp_path / "data")
    finally:
        os.umask(previous)

    assert len(key) >= 50 and again == key
    assert stat.S_IMODE((tmp_path / "data" / "secret_key").stat().st_mode) == 0o600
    assert [path.name for path in (tmp_path / "data").iterdir()] == ["secret_key"]


def test_the_embedded_database_and_its_wal_are_readable_by_this_account_only(tmp_path):
    script = (
        "import os; os.umask(0); import django; django.setup()\n"
        "from django.db import connection\n"
        "with connection.cursor() as cursor:\n"
        "    cursor.execute('create table t (x text)')\n"
        "    cursor.execute(\"insert into t values ('a password hash')\")\n"
        "print(sorted(os.listdir(os.environ['GENUI_DATA_DIR'])))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO_ROOT,
        env=base_env(DJANGO_SETTINGS_MODULE="genui.settings.base", GENUI_DATA_DIR=str(tmp_path)),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "db.sqlite3-wal" in done.stdout
    for name in ("db.sqlite3", "db.sqlite3-wal", "db.sqlite3-shm"):
        path = tmp_path / name
        if path.exists():
            assert stat.S_IMODE(path.stat().st_mode) == 0o600, name
