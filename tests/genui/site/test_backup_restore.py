"""``make backup`` and ``make restore``: a populated site, backed up and restored into an
empty database, has every account, lesson, version, class and partner key, and they
work: a teacher signs in, a key authenticates, a session survives, new rows get new ids.

Each site is a real deployment in subprocesses: PostgreSQL (this machine's, as in
production) or the embedded SQLite default, each with its own data directory."""

from __future__ import annotations

import http.cookiejar
import io
import json
import subprocess
import sys
import tarfile
import urllib.error
import urllib.parse
import urllib.request
import uuid

import psycopg
import pytest
from django.conf import settings

from tests.fixtures.servers import REPO_ROOT, base_env
from tests.fixtures.services import POSTGRES_ADMIN_URL

pytestmark = pytest.mark.slow

PASSWORD = "correct-horse-battery-42"
SETUP = """
import hashlib, json, os, sys
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "genui.settings.base")
import django; django.setup()
"""
# A teacher with a lesson of two versions assigned to a class, a curator, a partner with
# a key, and in the embedded default the demo logins and a signed-in session.
POPULATE = (
    SETUP
    + """
from django.conf import settings
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
from django.contrib.sessions.backends.db import SessionStore
from genui.accounts.services import demo_logins_ensure, user_create
from genui.api.models import ApiKey
from genui.api.services import api_key_create, partner_create
from genui.classroom.services import assignment_create, classroom_create
from genui.lessons.demo import demo_lesson
from genui.lessons.services import lesson_create, lesson_version_add

teacher = user_create(username="ada", password=sys.argv[1], role="teacher")
user_create(username="grace", password=sys.argv[1], role="curator")
lesson = lesson_create(
    owner=teacher, title="Why we have seasons", subject="astronomy", grade="middle", language="en"
)
for topic in ("seasons", "atomic-structure"):
    markup = demo_lesson(topic, "en").markup
    lesson_version_add(
        lesson=lesson, content=markup, created_by=teacher, kind="markup", validation_passed=True
    )
lesson.refresh_from_db()
classroom = classroom_create(teacher=teacher, name="7B", grade="middle", language="en")
assignment_create(classroom=classroom, lesson=lesson)
partner = partner_create(name="Acme Learning")
_, key = api_key_create(partner=partner, name="production", scopes=ApiKey.Scope.values)
session = None
if settings.DEPLOYMENT == "embedded":
    demo_logins_ensure(credentials_file=settings.DATA_DIR / "demo-logins.txt")
    store = SessionStore()
    store[SESSION_KEY] = str(teacher.pk)
    store[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    store[HASH_SESSION_KEY] = teacher.get_session_auth_hash()
    store.save()
    session = store.session_key
print(json.dumps({"lesson": lesson.pk, "key": key, "session": session}))
"""
)
# Every row of what a site keeps, as JSON: equal before the backup and after the restore.
SNAPSHOT = (
    SETUP
    + """
from django.apps import apps

def plain(value):
    return bytes(value).hex() if isinstance(value, bytes | memoryview) else str(value)

labels = [
    "accounts.User", "lessons.Lesson", "lessons.LessonVersion", "api.PartnerAccount",
    "api.ApiKey", "classroom.Classroom", "classroom.Assignment", "sessions.Session",
]
rows = {
    label: list(apps.get_model(label)._base_manager.order_by("pk").values())
    for label in labels
}
print(json.dumps(rows, default=plain, sort_keys=True))
"""
)
# New rows in the restored site: ids the restore's sequences hand out are free.
ADD = (
    SETUP
    + """
from genui.accounts.services import user_create
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_version_add

lesson = Lesson.objects.get(pk=int(sys.argv[1]))
version = lesson_version_add(lesson=lesson, content=lesson.current_version.content)
teacher = user_create(username="katherine", password="another-password-77", role="teacher")
fresh = lesson_create(
    owner=teacher, title="Orbits", subject="astronomy", grade="high", language="en"
)
print(json.dumps({"number": version.number, "lesson": fresh.pk}))
"""
)

TABLES = """
from django.db import connection
print(json.dumps(connection.introspection.table_names()))
"""


def run(argv: list[str], env: dict[str, str], *, ok: bool = True) -> subprocess.CompletedProcess:
    done = subprocess.run(argv, cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=300)
    if ok:
        assert done.returncode == 0, done.stdout + done.stderr
    return done


def python(code: str, env: dict[str, str], *args: str) -> dict:
    return json.loads(run([sys.executable, "-c", code, *args], env).stdout.splitlines()[-1])


def manage(env: dict[str, str], *args: str, ok: bool = True) -> subprocess.CompletedProcess:
    return run([sys.executable, "manage.py", *args], env, ok=ok)


@pytest.fixture
def empty_postgres():
    """Another new, empty PostgreSQL database (``postgres_database`` gives one per test)."""
    name = f"genui_restore_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(POSTGRES_ADMIN_URL, autocommit=True, connect_timeout=5) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield POSTGRES_ADMIN_URL.rsplit("/", 1)[0] + f"/{name}"
        finally:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def signed_in(base_url: str, username: str, password: str) -> urllib.request.OpenerDirector:
    """A browser-like client that signed in through the login form."""
    jar = http.cookiejar.CookieJar()
    browser = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    browser.open(f"{base_url}/accounts/login/", timeout=20).read()
    token = next(cookie.value for cookie in jar if cookie.name == "csrftoken")
    form = {"username": username, "password": password, "csrfmiddlewaretoken": token}
    landed = browser.open(
        f"{base_url}/accounts/login/", urllib.parse.urlencode(form).encode(), timeout=20
    )
    assert "/accounts/login/" not in landed.geturl(), "the login form refused the password"
    return browser


def api_status(base_url: str, key: str) -> int:
    request = urllib.request.Request(
        f"{base_url}/api/v1/lessons", headers={"Authorization": f"Bearer {key}"}
    )
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


@pytest.mark.services
def test_a_postgresql_site_restored_into_an_empty_database_has_everything_working(
    production_env, empty_postgres, live_server_factory, tmp_path
):
    made = python(POPULATE, production_env, PASSWORD)
    before = python(SNAPSHOT, production_env)
    archive = tmp_path / "site.tar.gz"

    backed_up = manage(production_env, "backup", "--output", str(archive))

    assert "postgresql" in backed_up.stdout and archive.stat().st_mode & 0o777 == 0o600
    with tarfile.open(archive) as tar:
        manifest = json.load(tar.extractfile("manifest.json"))
        assert set(tar.getnames()) == {"manifest.json", "database.pgdump"}
    assert manifest["database"]["tables"]["lessons_lessonversion"] == 2
    assert manifest["secret_key"] == "environment"

    restored = {
        **production_env,
        "DATABASE_URL": empty_postgres,
        "GENUI_DATA_DIR": str(tmp_path / "restored-data"),
    }
    manage(restored, "restore", str(archive))

    assert python(SNAPSHOT, restored) == before
    server = live_server_factory(restored)
    browser = signed_in(server.url, "ada", PASSWORD)
    page = browser.open(f"{server.url}/studio/lessons/{made['lesson']}/", timeout=20)
    assert page.status == 200 and "Why we have seasons" in page.read().decode()
    signed_in(server.url, "grace", PASSWORD)
    assert api_status(server.url, made["key"]) == 200
    assert api_status(server.url, made["key"][:-4] + "zzzz") == 401
    added = python(ADD, restored, str(made["lesson"]))
    assert added["number"] == 3 and added["lesson"] > made["lesson"]


def test_an_embedded_site_restored_into_a_fresh_data_directory_keeps_its_sessions(
    live_server_factory, tmp_path
):
    def embedded(folder: str) -> dict[str, str]:
        return base_env(
            DJANGO_SETTINGS_MODULE="genui.settings.base",
            CLOVER_WORKER="off",
            GENUI_DATA_DIR=str(tmp_path / folder),
        )

    site, fresh = embedded("site"), embedded("fresh")
    manage(site, "migrate", "--no-input")
    made = python(POPULATE, site, PASSWORD)
    before = python(SNAPSHOT, site)
    archive = tmp_path / "site.tar.gz"

    run(["make", "-s", "backup", f"ARGS=--output {archive}"], site)
    run(["make", "-s", "restore", f"ARGS={archive}"], fresh)

    assert python(SNAPSHOT, fresh) == before
    for name in ("secret_key", "demo-logins.txt"):
        saved, restored = tmp_path / "site" / name, tmp_path / "fresh" / name
        assert restored.read_bytes() == saved.read_bytes()
        assert restored.stat().st_mode & 0o777 == 0o600
    server = live_server_factory(fresh)
    request = urllib.request.Request(
        f"{server.url}/studio/lessons/{made['lesson']}/",
        headers={"Cookie": f"{settings.SESSION_COOKIE_NAME}={made['session']}"},
    )
    with urllib.request.urlopen(request, timeout=20) as page:
        # signed in by the session made before the backup: no detour to the login form
        assert "/accounts/login/" not in page.geturl()
        assert "Why we have seasons" in page.read().decode()
    assert api_status(server.url, made["key"]) == 200


def test_a_restore_refuses_a_database_that_is_not_empty_and_a_damaged_archive(tmp_path):
    site = base_env(
        DJANGO_SETTINGS_MODULE="genui.settings.base",
        CLOVER_WORKER="off",
        GENUI_DATA_DIR=str(tmp_path / "site"),
    )
    manage(site, "migrate", "--no-input")
    archive = tmp_path / "site.tar.gz"
    manage(site, "backup", "--output", str(archive))

    into_itself = manage(site, "restore", str(archive), ok=False)

    assert into_itself.returncode != 0 and "the database is not empty" in into_itself.stderr

    damaged = tmp_path / "damaged.tar.gz"
    with tarfile.open(archive) as source, tarfile.open(damaged, "w:gz") as copy:
        for member in source.getmembers():
            data = source.extractfile(member).read()
            if member.name == "files/secret_key":
                data = data[:-1] + b"!"
            copy.addfile(member, io.BytesIO(data))
    fresh = {**site, "GENUI_DATA_DIR": str(tmp_path / "fresh")}

    refused = manage(fresh, "restore", str(damaged), ok=False)

    assert refused.returncode != 0 and "files/secret_key" in refused.stderr
    assert "damaged" in refused.stderr
    assert python(SETUP + TABLES, fresh) == []
