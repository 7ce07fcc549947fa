"""The source view's import map: each bare name goes to its package's ES module entry, read
from the package's own package.json, and every package it maps is one the site serves."""

import json
import re
from pathlib import Path
from urllib.parse import unquote

import pytest
from django.contrib.staticfiles import finders

from genui import paths
from genui.studio.importmap import editor_import_map, npm_import_map, package_entry

ROOTS = (
    "@codemirror/commands",
    "@codemirror/lang-html",
    "@codemirror/language",
    "@codemirror/lint",
    "@codemirror/state",
    "@codemirror/view",
)


@pytest.mark.parametrize(
    ("manifest", "entry"),
    [
        (
            {"exports": {"import": "./dist/index.js", "require": "./dist/index.cjs"}},
            "dist/index.js",
        ),
        ({"exports": {"require": "./x.cjs", "default": "./x.js"}}, "x.js"),
        ({"exports": "./main.js", "module": "other.js"}, "main.js"),
        (
            {"exports": {".": {"browser": "./b.js", "import": "./i.js"}, "./package.json": "./p"}},
            "b.js",
        ),
        (
            {
                "exports": {
                    ".": {"node": "./n.js", "import": {"types": "./t.d.ts", "default": "./i.js"}}
                }
            },
            "i.js",
        ),
        ({"exports": {".": [{"require": "./r.cjs"}, "./fallback.js"]}}, "fallback.js"),
        ({"module": "src/style-mod.js", "main": "dist/style-mod.cjs"}, "src/style-mod.js"),
    ],
    ids=["conditions", "default", "string", "subpaths", "nested", "fallbacks", "module-field"],
)
def test_the_entry_is_the_es_module_a_browser_would_import(manifest, entry):
    assert package_entry(manifest) == entry


def test_a_package_with_only_a_commonjs_entry_is_refused():
    with pytest.raises(ValueError, match="old names no ES module entry"):
        package_entry({"name": "old", "main": "index.js", "exports": {"require": "./index.js"}})


def _install(root: Path, name: str, dependencies=(), entry="dist/index.js") -> Path:
    folder = root / name
    (folder / entry).parent.mkdir(parents=True, exist_ok=True)
    (folder / entry).write_text("export {};\n")
    manifest = {"name": name, "exports": {"import": f"./{entry}"}, "module": entry}
    manifest["dependencies"] = {dependency: "1.0.0" for dependency in dependencies}
    (folder / "package.json").write_text(json.dumps(manifest))
    return folder


def test_the_map_sends_each_name_to_its_entry(tmp_path):
    _install(tmp_path, "@scope/a", ["b"])
    _install(tmp_path, "b", entry="src/b.js")

    found = npm_import_map(packages=["@scope/a", "b"], npm_dir=tmp_path, url=lambda p: f"/s/{p}")

    assert found == {"@scope/a": "/s/@scope/a/dist/index.js", "b": "/s/b/src/b.js"}


@pytest.mark.parametrize(
    ("packages", "message"),
    [
        (["a"], "a imports b, which is not served"),
        (["a", "b", "c"], "c is not installed"),
        (["a", "b", "nested"], "nested has its own copy of b"),
        (["a", "b", "lost"], "lost's entry dist/index.js is missing"),
    ],
    ids=["dependency-not-served", "not-installed", "nested-copy", "entry-missing"],
)
def test_a_map_the_browser_could_not_load_is_refused_by_name(tmp_path, packages, message):
    _install(tmp_path, "a", ["b"])
    _install(tmp_path, "b")
    _install(_install(tmp_path, "nested", ["b"]) / "node_modules", "b")
    (_install(tmp_path, "lost") / "dist" / "index.js").unlink()

    with pytest.raises(ValueError, match=message):
        npm_import_map(packages=packages, npm_dir=tmp_path, url=str)


def test_the_editor_packages_are_the_pinned_roots_and_all_they_import():
    pinned = json.loads((paths.REPO_ROOT / "package.json").read_text())["dependencies"]
    assert all(re.fullmatch(r"\d+\.\d+\.\d+", pinned[name]) for name in ROOTS), pinned
    needed, queue = set(), list(ROOTS)
    while queue:
        name = queue.pop()
        if name not in needed:
            needed.add(name)
            manifest = json.loads((paths.NPM_DIR / name / "package.json").read_text())
            queue += manifest.get("dependencies", {})
    assert needed == set(paths.EDITOR_PACKAGES)


def test_every_url_of_the_editors_map_is_a_static_file_the_site_serves():
    imports = json.loads(editor_import_map())["imports"]

    assert set(ROOTS) < set(imports) and imports["three"] == "/static/vendor/three/three.module.js"
    for name in paths.EDITOR_PACKAGES:
        assert finders.find(unquote(imports[name]).removeprefix("/static/")), imports[name]
    assert "<" not in editor_import_map()
