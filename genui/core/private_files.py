"""Files only this account may read: the embedded secret key, the demo logins, the
embedded SQLite database.

Each is written to a new file opened with ``O_CREAT | O_EXCL`` and mode 0600, then
moved into place in one step, so no other local user can open it between its creation
and a later ``chmod``, and no reader sees it half written. No Django here: the
settings use it before Django is set up.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path

PRIVATE_MODE = 0o600


def private_file_write(path: Path, text: str, *, replace: bool = True) -> bool:
    """Write ``text`` to ``path``, readable and writable by this account only from the
    first byte. With ``replace=False`` an existing ``path`` is kept as it is (another
    process wrote it first). Returns whether ``path`` now holds ``text``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    staging = path.with_name(f".{path.name}.{secrets.token_hex(8)}")
    descriptor = os.open(staging, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_MODE)
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            file.write(text)
        if replace:
            os.replace(staging, path)
            return True
        try:
            # A hard link fails when ``path`` exists: the first writer wins, whole.
            os.link(staging, path)
        except FileExistsError:
            return False
        return True
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(staging)


def private_file_ensure(path: Path) -> None:
    """Make ``path`` exist, empty if new, readable and writable by this account only: a
    database SQLite will fill (its journal and WAL files take the database file's mode).
    An existing file is narrowed to that mode."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_MODE))
    if path.stat().st_mode & 0o777 != PRIVATE_MODE:
        os.chmod(path, PRIVATE_MODE)
