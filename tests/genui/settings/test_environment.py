"""Settings come from the environment, read in one place, and production refuses to
start on a half-configured environment."""

import subprocess
import sys

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
