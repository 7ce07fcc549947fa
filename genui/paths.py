"""Where the project's files are, in a checkout and in an installed copy.

A checkout keeps the site's templates (``templates/``), its static files (``static/``),
three.js and the source editor's packages (``node_modules/``, from ``npm ci``) and the lesson
runtime's bundle (``bundle/``, built by ``make setup``) at the repository root. A wheel carries
copies of them inside this package (`genui.build_assets` copies them at build time, see
``BUNDLED_ASSETS``), so an installed copy finds them beside its code, wherever it runs from.
Files that are package data in both (the locale, the markup catalog, the corpus topics) are
found beside their modules either way.

Nothing is written inside the package: the data directory (SQLite database, secret key,
collected static files, demo logins) is ``GENUI_DATA_DIR``, by default ``var/`` in a checkout
and the user's data folder (``$XDG_DATA_HOME/clover-genui``, ``~/.local/share/clover-genui``)
in an installed copy. No Django here: the settings read it before Django is set up.
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
# the repository root in a checkout (editable install, `make serve`, tests); in an installed
# copy, the site-packages folder that holds the package
REPO_ROOT = PACKAGE_DIR.parent

# The npm packages the studio's source view loads in the browser as ES modules, through an
# import map (`genui.studio.importmap`): CodeMirror 6 and everything it imports. package.json
# pins the six it names; the import map refuses a package whose dependency is missing here.
EDITOR_PACKAGES = (
    "@codemirror/autocomplete",
    "@codemirror/commands",
    "@codemirror/lang-css",
    "@codemirror/lang-html",
    "@codemirror/lang-javascript",
    "@codemirror/language",
    "@codemirror/lint",
    "@codemirror/state",
    "@codemirror/streamparser",
    "@codemirror/view",
    "@lezer/common",
    "@lezer/css",
    "@lezer/highlight",
    "@lezer/html",
    "@lezer/javascript",
    "@lezer/lr",
    "@marijn/find-cluster-break",
    "crelt",
    "style-mod",
    "w3c-keyname",
)

# what a wheel carries inside the package, as (folder in the package, folder in a checkout)
BUNDLED_ASSETS = (
    ("templates", "templates"),
    ("static", "static"),
    ("vendor/three/build", "node_modules/three/build"),
    ("vendor/three/examples/jsm", "node_modules/three/examples/jsm"),
    *((f"vendor/npm/{name}", f"node_modules/{name}") for name in EDITOR_PACKAGES),
    # the lesson runtime bundled with the parts of three.js it uses (.ci/runtime-bundle.mjs)
    ("bundle", "bundle"),
)

# A checkout: the repository root holds manage.py and pyproject.toml (site-packages has
# neither). An installed copy reads the assets its wheel bundled; a checkout reads the files
# it edits, at the repository root.
CHECKOUT = (REPO_ROOT / "manage.py").is_file() and (REPO_ROOT / "pyproject.toml").is_file()
INSTALLED = not CHECKOUT
_ASSETS = {
    checkout: PACKAGE_DIR / bundled if INSTALLED else REPO_ROOT / checkout
    for bundled, checkout in BUNDLED_ASSETS
}
TEMPLATES_DIR = _ASSETS["templates"]
STATIC_DIR = _ASSETS["static"]
THREE_BUILD_DIR = _ASSETS["node_modules/three/build"]
THREE_ADDONS_DIR = _ASSETS["node_modules/three/examples/jsm"]
BUNDLE_DIR = _ASSETS["bundle"]
# each of EDITOR_PACKAGES is a folder of this one, under its npm name
NPM_DIR = PACKAGE_DIR / "vendor" / "npm" if INSTALLED else REPO_ROOT / "node_modules"
LOCALE_DIR = PACKAGE_DIR / "locale"

# The demo checkpoint ships with a checkout (git), not with a wheel: an installed copy sets
# CLOVER_MODEL_PATH to run the model (`check` and `validate_page` never load it).
DEMO_CHECKPOINT = REPO_ROOT / "clover_model" / "checkpoints" / "clover-demo"


def default_data_dir(environ=os.environ) -> Path:
    """Where run-time files go when ``GENUI_DATA_DIR`` is not set: ``var/`` in a checkout,
    the user's data folder in an installed copy (never inside site-packages)."""
    if CHECKOUT:
        return REPO_ROOT / "var"
    data_home = environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(data_home) / "clover-genui"
