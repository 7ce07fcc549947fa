"""What the end-to-end benchmarks (``bench_studio``, ``bench_load``) share: the product
started as a teacher's laptop runs it, and the accounts their simulated clients use.

``bench_server(teachers=..., partners=...)`` makes a fresh data directory, migrates its
SQLite database, creates the accounts there (`bench_accounts_create`), starts Daphne with
the embedded worker and the checkpoint at CLOVER_MODEL_PATH on a free loopback port, and
yields once the worker has loaded the model. Daphne's output goes to ``BenchServer.log``.
With ``setup="module:function"``, that function runs there too, after the accounts, and what
it prints as JSON on its last line is ``BenchServer.setup`` (``bench_class``'s classes).
With ``staticfiles=`` a folder of collected static files (the checkout's after ``make setup``),
the server serves those, as production does (hashed names, compressed), not the source folders.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.core.management.base import CommandError

# (prompt, subject, language): topics the demo checkpoint knows, in both languages.
PROMPTS = [
    ("How does a solar eclipse happen?", "astronomy", "en"),
    ("为什么会有四季？", "astronomy", "zh"),
    ("Make a 3D lesson about the water cycle.", "earth", "en"),
    ("做一个关于单摆的3D课件。", "physics", "zh"),
    ("Show photosynthesis in 3D.", "biology", "en"),
]
# A topic the demo checkpoint was not trained on: its job fails at once (`topic_unknown`).
UNKNOWN_TOPIC_PROMPT = ("How do bees make honey?", "biology", "en")
MODEL_LOAD_LIMIT_SECONDS = 180


@dataclass(frozen=True)
class BenchServer:
    port: int
    # what `bench_accounts_create` made: session keys and API keys
    accounts: dict
    model_load_seconds: float
    log: Path
    # what the ``setup`` function printed
    setup: dict | list = field(default_factory=dict)
    web_pid: int | None = None  # Daphne's process
    # the separate worker process (``worker="external"``); None: it runs inside Daphne
    worker: BenchWorker | None = None

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def ws_url(self, path: str) -> str:
        return f"ws://127.0.0.1:{self.port}{path}"

    def session_headers(self, session_key: str) -> dict[str, str]:
        return {"Cookie": f"{settings.SESSION_COOKIE_NAME}={session_key}"}


class BenchWorker:
    """A ``clover_worker`` process beside the web process, as production runs it; its
    output is appended to ``log``. `kill` and `start` let a benchmark kill it and start a
    new one."""

    def __init__(self, command: list[str], env: dict, log: Path) -> None:
        self.command, self.env, self.log = command, env, log
        self.process: subprocess.Popen | None = None

    @property
    def pid(self) -> int | None:
        return None if self.process is None else self.process.pid

    def start(self) -> None:
        with self.log.open("ab") as output:
            self.process = subprocess.Popen(
                self.command, env=self.env, stdout=output, stderr=subprocess.STDOUT
            )

    def kill(self) -> None:
        """SIGKILL: it hands nothing back; its jobs wait for their leases to expire."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def stop(self) -> None:
        """SIGTERM, as an operator stops it; SIGKILL after 30 s."""
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.kill()


@contextmanager
def bench_server(
    *,
    prefix: str,
    teachers: int,
    partners: int = 0,
    setup: str = "",
    services: dict | None = None,
    staticfiles: Path | None = None,
    worker: str = "embedded",
) -> Iterator[BenchServer]:
    """``worker="external"``: Daphne runs with ``CLOVER_WORKER=external`` and one
    ``clover_worker`` process beside it (`BenchWorker`, output in ``worker.log``), as in
    production; ``"embedded"``: the worker is a thread of Daphne."""
    model = Path(settings.CLOVER_MODEL_PATH)
    if not (model / "config.json").exists():
        raise CommandError(f"no Clover checkpoint at {model} (set CLOVER_MODEL_PATH)")
    with tempfile.TemporaryDirectory(prefix=prefix) as data_dir:
        if staticfiles is not None:
            # the data directory's STATIC_ROOT (genui/settings/base.py)
            (Path(data_dir) / "staticfiles").symlink_to(Path(staticfiles).resolve())
        env = {
            # SQLite and the in-memory layer, whatever this shell points at, unless `services`
            # says otherwise (DATABASE_URL, REDIS_URL: `bench_postgres_database`)
            **{k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")},
            **(services or {}),
            "GENUI_DATA_DIR": data_dir,
            "CLOVER_WORKER": worker,
            "CLOVER_MODEL_PATH": str(model.resolve()),
            "DJANGO_SETTINGS_MODULE": "genui.settings.base",
            "PYTHONUNBUFFERED": "1",
        }
        manage = [sys.executable, "-m", "genui"]
        subprocess.run([*manage, "migrate", "--noinput", "-v0"], env=env, check=True)
        create = (
            "from genui.site.bench import bench_accounts_create; "
            f"bench_accounts_create(teachers={teachers:d}, partners={partners:d})"
        )
        printed = subprocess.run(
            [*manage, "shell", "-c", create], env=env, check=True, capture_output=True, text=True
        ).stdout
        accounts = json.loads(printed.splitlines()[-1])
        made = {}
        if setup:
            module, function = setup.split(":")
            call = f"from {module} import {function}; {function}()"
            printed = subprocess.run(
                [*manage, "shell", "-c", call], env=env, check=True, capture_output=True, text=True
            ).stdout
            made = json.loads(printed.splitlines()[-1])
        port = free_port()
        log = Path(data_dir) / "daphne.log"
        daphne = [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port)]
        separate = None
        if worker == "external":
            separate = BenchWorker([*manage, "clover_worker"], env, Path(data_dir) / "worker.log")
        with log.open("wb") as output:
            server = subprocess.Popen(
                [*daphne, "genui.asgi:application"],
                env=env,
                stdout=output,
                stderr=subprocess.STDOUT,
            )
            try:
                if separate is not None:
                    separate.start()
                health = f"http://127.0.0.1:{port}/health"
                operator = {"Cookie": f"{settings.SESSION_COOKIE_NAME}={accounts['operator']}"}
                loaded = _wait_for_model(health, operator, server, log, separate)
                yield BenchServer(port, accounts, loaded, log, made, server.pid, separate)
            finally:
                if separate is not None:
                    separate.stop()
                server.terminate()
                try:
                    server.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    server.kill()
                    server.wait()


def bench_service_arguments(parser, *, redis_db: int) -> None:
    """``--postgres`` and ``--redis``: a benchmark's server on the production services
    (`bench_postgres_database`, a Redis database of its own) instead of SQLite and memory."""
    parser.add_argument(
        "--postgres",
        default="",
        help="an admin URL of PostgreSQL (postgresql://postgres@127.0.0.1:5432/postgres): "
        "the server runs on a new database there, dropped after, instead of SQLite",
    )
    parser.add_argument(
        "--redis",
        default="",
        help=f"a Redis URL (redis://127.0.0.1:6379/{redis_db}) for the channel layer and the "
        "cache, instead of the in-memory ones",
    )


@contextmanager
def bench_postgres_database(admin_url: str) -> Iterator[str]:
    """A new, empty PostgreSQL database beside ``admin_url``'s (its URL, with the admin URL's
    query: ``?conn_max_age=0``), dropped after."""
    import uuid

    import psycopg

    name = f"genui_bench_{uuid.uuid4().hex[:12]}"
    url, _, query = admin_url.partition("?")
    with psycopg.connect(url, autocommit=True, connect_timeout=5) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield url.rsplit("/", 1)[0] + f"/{name}" + (f"?{query}" if query else "")
    finally:
        # a connection of its own: one held through the run would not outlive a restart of
        # PostgreSQL (``bench_load --chaos``)
        with psycopg.connect(url, autocommit=True, connect_timeout=30) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def bench_accounts_create(*, teachers: int, partners: int) -> None:
    """Run in the benchmark server's own settings (``manage.py shell -c``): a signed-in
    curator for the detailed /health, ``teachers`` signed-in teachers and ``partners``
    partner accounts with one ``generate`` key each. Prints, as JSON on one line,
    ``{"operator": session key, "teachers": [session keys], "partners": [API keys]}``."""
    from genui.accounts.services import user_create
    from genui.api.models import ApiKey
    from genui.api.services import api_key_create, partner_create

    # No password: nobody signs in with one, and 50 password hashes take a while.
    operator = user_create(username="bench-operator", password=None, role="curator")
    sessions = [
        _signed_in(
            user_create(username=f"bench-teacher-{i + 1:02d}", password=None, role="teacher")
        )
        for i in range(teachers)
    ]
    keys = []
    for index in range(partners):
        partner = partner_create(name=f"Bench partner {index + 1}")
        _, key = api_key_create(partner=partner, name="bench", scopes=[ApiKey.Scope.GENERATE])
        keys.append(key)
    print(json.dumps({"operator": _signed_in(operator), "teachers": sessions, "partners": keys}))


def _signed_in(user) -> str:
    from importlib import import_module

    from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY

    session = import_module(settings.SESSION_ENGINE).SessionStore()
    session[SESSION_KEY] = str(user.pk)
    session[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    session[HASH_SESSION_KEY] = user.get_session_auth_hash()
    session.save()
    return session.session_key


def studio_generate_message(prompt: tuple[str, str, str]) -> str:
    """The studio websocket's request for a lesson."""
    text, subject, language = prompt
    return json.dumps(
        {
            "type": "generate",
            "prompt": text,
            "subject": subject,
            "grade": "middle",
            "language": language,
        }
    )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_for_model(
    url: str,
    headers: dict,
    process: subprocess.Popen,
    log: Path,
    worker: BenchWorker | None = None,
) -> float:
    """Seconds until /health (as staff: only staff see the workers) reports a loaded model."""
    started = time.perf_counter()
    request = urllib.request.Request(url, headers=headers)
    while time.perf_counter() - started < MODEL_LOAD_LIMIT_SECONDS:
        if process.poll() is not None:
            tail = log.read_text(errors="replace")[-3000:]
            raise CommandError(f"the server exited during startup:\n{tail}")
        if worker is not None and worker.process.poll() is not None:
            tail = worker.log.read_text(errors="replace")[-3000:]
            raise CommandError(f"the worker exited during startup:\n{tail}")
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                if json.loads(response.read()).get("worker", {}).get("model_loaded"):
                    return time.perf_counter() - started
        except (OSError, ValueError):
            pass
        time.sleep(0.5)
    raise CommandError(f"no worker loaded the model within {MODEL_LOAD_LIMIT_SECONDS} s")
