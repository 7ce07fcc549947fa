"""Backup and restore of a whole site: the database and the private files of the data
directory in one ``.tar.gz`` with a manifest (``manage.py backup`` and ``restore``,
``make backup`` and ``make restore``; docs/operations.md says how to use them).

PostgreSQL is dumped by ``pg_dump`` (its custom format) inside a snapshot in which the
manifest's row counts are taken too; the embedded SQLite database is copied with
SQLite's backup API, which gives a consistent copy while the site goes on writing. The
private files are the embedded secret key and the demo logins (``PRIVATE_FILES``);
everything else in the data directory is built again by ``make setup`` (the collected
static files, the catalog's thumbnails), and model checkpoints are not site data.

A restore goes into an empty database of the same engine only. It checks every file of
the archive against the manifest's checksum before it touches anything, and every
table's row count after.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import sqlite3
import subprocess
import tarfile
import tempfile
import time
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

from django.conf import settings
from django.db import connection, transaction
from django.db.migrations.loader import MigrationLoader

from genui.core.private_files import PRIVATE_MODE, private_file_write

ARCHIVE_FORMAT = "clover-genui-backup"
ARCHIVE_VERSION = 1
MANIFEST = "manifest.json"
# what the data directory holds that nothing can build again
PRIVATE_FILES = ("secret_key", "demo-logins.txt")
# the database's file in the archive, by Django's vendor name
DUMPS = {"postgresql": "database.pgdump", "sqlite": "database.sqlite3"}
ENGINES = {"postgresql": "PostgreSQL", "sqlite": "SQLite"}
# libpq's connection parameters, of those a DATABASE_URL's query may set
LIBPQ_OPTIONS = frozenset(
    {
        "sslmode",
        "sslrootcert",
        "sslcert",
        "sslkey",
        "sslcrl",
        "connect_timeout",
        "application_name",
        "target_session_attrs",
        "options",
        "service",
        "passfile",
    }
)


class BackupError(Exception):
    """A backup or restore that cannot go on; the message says why and what to do."""


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as file:
        while chunk := file.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def _libpq() -> tuple[str, dict[str, str]]:
    """The connection string of ``pg_dump`` and ``pg_restore`` for this site's database,
    and their environment, which carries the password (never the command line)."""
    database = settings.DATABASES["default"]
    params = {
        "dbname": database["NAME"],
        "host": database.get("HOST"),
        "port": database.get("PORT"),
        "user": database.get("USER"),
    }
    params |= {k: v for k, v in database.get("OPTIONS", {}).items() if k in LIBPQ_OPTIONS}
    quoted = (str(value).replace("\\", "\\\\").replace("'", "\\'") for value in params.values())
    conninfo = " ".join(
        f"{key}='{value}'" for key, value in zip(params, quoted, strict=True) if value
    )
    env = dict(os.environ)
    if database.get("PASSWORD"):
        env["PGPASSWORD"] = database["PASSWORD"]
    return conninfo, env


def _run(tool: str, arguments: list[str], env: dict[str, str]) -> None:
    path = shutil.which(tool)
    if path is None:
        raise BackupError(
            f"{tool} is not installed: install PostgreSQL's client programs of the server's "
            "major version or newer (Debian: apt-get install postgresql-client)"
        )
    done = subprocess.run([path, *arguments], env=env, capture_output=True, text=True)
    if done.returncode:
        raise BackupError(f"{tool} failed: {done.stderr.strip() or done.returncode}")


def _counted(cursor, tables: list[str], quote) -> dict[str, int]:
    counts = {}
    for table in tables:
        cursor.execute(f"SELECT count(*) FROM {quote(table)}")
        counts[table] = cursor.fetchone()[0]
    return counts


def _applied(cursor, tables) -> list[str]:
    if "django_migrations" not in tables:
        return []
    cursor.execute("SELECT app, name FROM django_migrations ORDER BY app, name")
    return [f"{app}.{name}" for app, name in cursor.fetchall()]


def _postgresql_dump(dump: Path) -> tuple[dict[str, int], list[str]]:
    conninfo, env = _libpq()
    with transaction.atomic(), connection.cursor() as cursor:
        # One snapshot for the dump, the counts and the migrations: writes made meanwhile
        # are in none of them.
        cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        cursor.execute("SELECT pg_export_snapshot()")
        snapshot = cursor.fetchone()[0]
        tables = connection.introspection.table_names(cursor)
        counts = _counted(cursor, tables, connection.ops.quote_name)
        migrations = _applied(cursor, tables)
        _run(
            "pg_dump",
            [
                "--format=custom",
                "--no-owner",
                "--no-privileges",
                f"--snapshot={snapshot}",
                f"--file={dump}",
                f"--dbname={conninfo}",
            ],
            env,
        )
    return counts, migrations


def _sqlite_tables(database: sqlite3.Connection) -> list[str]:
    rows = database.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "ORDER BY name"
    )
    return [name for (name,) in rows]


def _sqlite_copy(copy: Path) -> tuple[dict[str, int], list[str]]:
    source = Path(settings.DATABASES["default"]["NAME"])
    if not source.is_file():
        raise BackupError(f"the SQLite database {source} does not exist: nothing to back up")
    with closing(sqlite3.connect(source, timeout=20)) as live, closing(sqlite3.connect(copy)) as to:
        live.backup(to)
    with closing(sqlite3.connect(copy)) as database:
        tables = _sqlite_tables(database)
        cursor = database.cursor()
        counts = _counted(cursor, tables, lambda name: '"' + name.replace('"', '""') + '"')
        migrations = _applied(cursor, tables)
    return counts, migrations


def _archive_write(path: Path, manifest: dict, members: dict[str, Path]) -> None:
    """The archive at ``path``, readable by this account only from its first byte: it
    holds password hashes, the webhook secrets and the secret key."""

    def private(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.mode, info.uid, info.gid, info.uname, info.gname = PRIVATE_MODE, 0, 0, "", ""
        return info

    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_MODE)
    except FileExistsError as error:
        raise BackupError(f"{path} exists: choose another name") from error
    try:
        with os.fdopen(descriptor, "wb") as file, tarfile.open(fileobj=file, mode="w:gz") as tar:
            data = json.dumps(manifest, indent=2).encode()
            info = private(tarfile.TarInfo(MANIFEST))
            info.size, info.mtime = len(data), int(time.time())
            tar.addfile(info, io.BytesIO(data))
            for name, source in members.items():
                tar.add(source, arcname=name, recursive=False, filter=private)
    except BaseException:
        path.unlink(missing_ok=True)
        raise


def site_backup_create(*, output: Path | None = None) -> tuple[Path, dict]:
    """Write the site's database and private files to ``output`` (by default a new
    ``backups/clover-<UTC time>.tar.gz`` in the data directory); the archive's path and
    its manifest."""
    engine = connection.vendor
    if engine not in DUMPS:
        raise BackupError(f"a {engine} database cannot be backed up (PostgreSQL or SQLite)")
    now = datetime.now(UTC)
    data_dir = Path(settings.DATA_DIR)
    output = Path(output or data_dir / "backups" / f"clover-{now:%Y%m%d-%H%M%S}.tar.gz")
    with tempfile.TemporaryDirectory(prefix="clover-backup-") as work:
        dump = Path(work) / DUMPS[engine]
        counts, migrations = (
            _postgresql_dump(dump) if engine == "postgresql" else _sqlite_copy(dump)
        )
        members = {DUMPS[engine]: dump}
        for name in PRIVATE_FILES:
            if (data_dir / name).is_file():
                members[f"files/{name}"] = Path(work) / name
                shutil.copyfile(data_dir / name, members[f"files/{name}"])
        manifest = {
            "format": ARCHIVE_FORMAT,
            "version": ARCHIVE_VERSION,
            "created_at": now.isoformat(timespec="seconds"),
            # A key from DJANGO_SECRET_KEY is not in the archive: the restored site needs it.
            "secret_key": "data directory" if "files/secret_key" in members else "environment",
            "database": {
                "engine": engine,
                "file": DUMPS[engine],
                "tables": counts,
                "migrations": migrations,
            },
            "files": {
                name: {"bytes": path.stat().st_size, "sha256": _sha256(path)}
                for name, path in members.items()
            },
        }
        _archive_write(output, manifest, members)
    return output, manifest


def _archive_read(archive: Path, work: Path) -> dict:
    """The manifest of ``archive``, its files extracted into ``work`` and checked."""
    allowed = {*DUMPS.values(), *(f"files/{name}" for name in PRIVATE_FILES)}
    try:
        with tarfile.open(archive, "r:gz") as tar:
            manifest = json.load(tar.extractfile(MANIFEST))
            if (manifest.get("format"), manifest.get("version")) != (
                ARCHIVE_FORMAT,
                ARCHIVE_VERSION,
            ):
                raise BackupError(f"{archive} is not a backup of this site's format")
            for name, facts in manifest["files"].items():
                member = tar.getmember(name)
                if name not in allowed or not member.isfile():
                    raise BackupError(f"{archive} holds {name!r}, which no backup writes")
                target = work / name
                target.parent.mkdir(parents=True, exist_ok=True)
                with tar.extractfile(member) as source, target.open("wb") as copy:
                    shutil.copyfileobj(source, copy)
                if _sha256(target) != facts["sha256"]:
                    raise BackupError(f"{name} in {archive} is damaged: its checksum differs")
    except (OSError, tarfile.TarError, KeyError, TypeError, ValueError) as error:
        raise BackupError(f"{archive} is not a readable backup: {error}") from error
    if manifest["database"]["file"] not in manifest["files"]:
        raise BackupError(f"{archive} holds no database")
    return manifest


def _tables_counted() -> dict[str, int]:
    with connection.cursor() as cursor:
        tables = connection.introspection.table_names(cursor)
        return _counted(cursor, tables, connection.ops.quote_name)


def site_backup_restore(*, archive: Path) -> dict:
    """Restore ``archive`` into this site's database, which must be empty, and its
    private files into the data directory; the archive's manifest."""
    with tempfile.TemporaryDirectory(prefix="clover-restore-") as work:
        manifest = _archive_read(Path(archive), Path(work))
        database = manifest["database"]
        engine = connection.vendor
        if database["engine"] != engine:
            raise BackupError(
                f"the backup holds a {ENGINES.get(database['engine'], database['engine'])} "
                f"database and this site uses {ENGINES.get(engine, engine)}: restore it into "
                "a site configured like the one it came from"
            )
        known = {f"{app}.{name}" for app, name in MigrationLoader(None).disk_migrations}
        if unknown := sorted(set(database["migrations"]) - known):
            raise BackupError(
                "the backup comes from a newer version of the site (migrations this one "
                f"lacks: {', '.join(unknown[:5])}): install that version, then restore"
            )
        if existing := connection.introspection.table_names():
            raise BackupError(
                f"the database is not empty ({len(existing)} tables, {existing[0]} among "
                "them): restore into a new, empty database (docs/operations.md)"
            )
        dump = Path(work) / database["file"]
        if engine == "postgresql":
            conninfo, env = _libpq()
            arguments = ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction"]
            _run("pg_restore", [*arguments, f"--dbname={conninfo}", str(dump)], env)
        else:
            connection.close()
            target = Path(settings.DATABASES["default"]["NAME"])
            with closing(sqlite3.connect(dump)) as copy, closing(sqlite3.connect(target)) as to:
                copy.backup(to)
        counts = _tables_counted()
        if differ := sorted(t for t, n in database["tables"].items() if counts.get(t) != n):
            raise BackupError(f"the restored tables {', '.join(differ[:5])} differ from the backup")
        for name in PRIVATE_FILES:
            saved = Path(work) / "files" / name
            if saved.is_file():
                private_file_write(Path(settings.DATA_DIR) / name, saved.read_text("utf-8"))
    return manifest
