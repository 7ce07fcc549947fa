"""The import map that lets the studio's source view load CodeMirror 6 from npm, no bundler.

CodeMirror's packages are ES modules that import each other by bare name
(``import {EditorState} from "@codemirror/state"``). The site serves every package of
`genui.paths.EDITOR_PACKAGES` as it was installed (``node_modules/<name>`` in a checkout, a
copy in a wheel) under ``static/vendor/npm/<name>/``, and an import map sends each bare name to
its package's ES module entry, read from the package's own ``package.json``:

    npm_import_map(packages=EDITOR_PACKAGES, npm_dir=NPM_DIR, url=lambda p: f"/npm/{p}")
    # {"@codemirror/state": "/npm/@codemirror/state/dist/index.js", ...}

The entry is what a browser bundler would pick: the ``"."`` export under the conditions
``browser``, ``import``, ``module`` and ``default`` (in the order the package lists them,
as Node resolves them), else the ``module`` field. A package that imports one not served, or
that npm installed nested (a second version, which a flat import map cannot tell apart),
is refused by name: the page would fail in the browser otherwise.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path

from django.templatetags.static import static

from genui import paths

# the export conditions a browser loading ES modules satisfies
CONDITIONS = ("browser", "import", "module", "default")


def _resolve(target, conditions: tuple[str, ...]) -> str | None:
    """One export target: a path, conditions (the first that matches and resolves) or a
    list of fallbacks."""
    if isinstance(target, str):
        return target
    if isinstance(target, list):
        choices = target
    elif isinstance(target, dict):
        choices = [value for condition, value in target.items() if condition in conditions]
    else:
        return None
    return next(filter(None, (_resolve(choice, conditions) for choice in choices)), None)


def package_entry(manifest: dict, *, conditions: tuple[str, ...] = CONDITIONS) -> str:
    """The ES module a browser imports for the bare package name, relative to the package's
    folder (``dist/index.js``). ValueError when the manifest names none."""
    exports = manifest.get("exports")
    if isinstance(exports, dict) and any(key.startswith(".") for key in exports):
        exports = exports.get(".")
    entry = _resolve(exports, conditions) if exports is not None else manifest.get("module")
    if not entry:
        raise ValueError(f"{manifest.get('name', 'a package')} names no ES module entry")
    return entry.removeprefix("./")


def npm_import_map(
    *, packages: Iterable[str], npm_dir: Path, url: Callable[[str], str]
) -> dict[str, str]:
    """Bare name -> URL of its entry for each of ``packages`` installed in ``npm_dir``;
    ``url`` turns ``<name>/<entry>`` into the URL the site serves it at. ValueError names a
    package that is missing, has no ES entry, imports a package not in ``packages``, or
    has a dependency installed nested."""
    packages = tuple(packages)
    imports = {}
    for name in packages:
        folder = npm_dir / name
        try:
            manifest = json.loads((folder / "package.json").read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise ValueError(f"{name} is not installed in {npm_dir} (run `npm ci`)") from None
        entry = package_entry(manifest)
        if not (folder / entry).is_file():
            raise ValueError(f"{name}'s entry {entry} is missing")
        for dependency in manifest.get("dependencies", {}):
            if dependency not in packages:
                raise ValueError(f"{name} imports {dependency}, which is not served")
            if (folder / "node_modules" / dependency).is_dir():
                raise ValueError(f"{name} has its own copy of {dependency} (npm dedupe)")
        imports[name] = url(f"{name}/{entry}")
    return imports


def _script_json(data: dict) -> str:
    """JSON that is safe inside ``<script>``: no ``<``, ``>`` or ``&`` as such."""
    escapes = {ord("<"): "\\u003C", ord(">"): "\\u003E", ord("&"): "\\u0026"}
    return json.dumps(data, separators=(",", ":")).translate(escapes)


@cache
def editor_import_map() -> str:
    """The source view's import map, as the JSON of ``<script type="importmap">``: the site's
    own map (three.js, as in ``base.html``) and CodeMirror's packages."""
    imports = {
        "three": static("vendor/three/three.module.js"),
        "three/addons/": static("vendor/three/addons/"),
        **npm_import_map(
            packages=paths.EDITOR_PACKAGES,
            npm_dir=paths.NPM_DIR,
            url=lambda path: static(f"vendor/npm/{path}"),
        ),
    }
    return _script_json({"imports": imports})
