"""The catalog file, ``data/catalog.json``, read once.

A module of its own so that ``expression.py``, which ``catalog.py`` imports to check
expression values, can read its tables from the catalog too. Everything else reads it
through ``genui.markup.catalog``.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

# package data (pyproject.toml), and every file of it is public: the site serves the folder
DATA_DIR = Path(__file__).resolve().parent / "data"
CATALOG_PATH = DATA_DIR / "catalog.json"


@cache
def catalog() -> dict:
    return json.loads(CATALOG_PATH.read_text(encoding="utf-8"))
