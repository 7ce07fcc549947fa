"""A non-editable install works away from the checkout (issue 29).

The wheel is built the way docs/operations.md says (no build isolation, no network), in a
build folder of its own (a stale build/ of the checkout would hide a missing file). It must
carry the site's templates and static files, three.js, and every data file of the packages;
and Django's checks must pass with only the unpacked wheel importable, from another folder,
writing nothing inside it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from genui import paths

REPO_ROOT = Path(__file__).resolve().parents[1]
PACKAGES = {"genui": REPO_ROOT / "genui", "clover_model": REPO_ROOT / "clover_model"}
# the demo checkpoint stays in the checkout: an installed copy names one in CLOVER_MODEL_PATH
NOT_SHIPPED = (REPO_ROOT / "clover_model" / "checkpoints",)
# (folder in the wheel, folder in the checkout): genui.paths.BUNDLED_ASSETS, spelt out here so
# that a change there is a change here too
BUNDLED = (
    ("genui/templates", REPO_ROOT / "templates"),
    ("genui/static", REPO_ROOT / "static"),
    ("genui/vendor/three/build", REPO_ROOT / "node_modules" / "three" / "build"),
    ("genui/vendor/three/examples/jsm", REPO_ROOT / "node_modules" / "three" / "examples" / "jsm"),
    # the source view's CodeMirror: each npm package whole, under its npm name
    *(
        (f"genui/vendor/npm/{name}", REPO_ROOT / "node_modules" / name)
        for name in paths.EDITOR_PACKAGES
    ),
    # the lesson runtime's bundle (make setup)
    ("genui/bundle", REPO_ROOT / "bundle"),
)

pytestmark = pytest.mark.slow

# Run with only the unpacked wheel importable: the checkout's editable install (a finder on
# sys.meta_path) and the checkout itself are taken off the path first, so a module the wheel
# lacks fails instead of being found in the checkout.
CHECK = """
import json, os, sys
site, repo = sys.argv[1], sys.argv[2]
sys.meta_path[:] = [f for f in sys.meta_path if "__editable__" not in getattr(f, "__module__", "")]
sys.path[:] = [p for p in sys.path if p and "__editable__" not in p and os.path.realpath(p) != repo]
import django
from django.core.management import call_command
django.setup()
call_command("check")
from django.conf import settings
from django.contrib.staticfiles import finders
from django.template.loader import get_template
get_template("base.html")
from genui.lessons.demo import demo_lessons
from genui.lessons.renderer import lesson_page_render, lesson_runtime, standalone_bundle
from urllib.parse import unquote
from genui.studio.importmap import editor_import_map
lesson = demo_lessons()[0]
page = lesson_page_render(lesson.markup, standalone=True)
editor = json.loads(editor_import_map())["imports"]
ours = {name: getattr(module, "__file__", None) or "" for name, module in sys.modules.items()
        if name.split(".")[0] in ("genui", "clover_model")}
print(json.dumps({
    "data_dir": str(settings.DATA_DIR),
    "three": finders.find("vendor/three/three.module.js"),
    "orbit": finders.find("vendor/three/addons/controls/OrbitControls.js"),
    "runtime": finders.find("lesson/runtime.js"),
    "catalog": finders.find("lesson/catalog.json"),
    "bundle": finders.find("lesson/runtime.min.js"),
    "loads": lesson_runtime().script,
    "editor": [finders.find(unquote(u).removeprefix(settings.STATIC_URL)) for u in editor.values()],
    "demo_lessons": len(demo_lessons()),
    "page_bytes": len(page.html),
    "outside": sorted(n for n, f in ours.items() if f and not f.startswith(site)),
}))
"""


def _files(folder: Path) -> set[str]:
    return {
        path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        # editor and OS droppings, and dot-folders (an npm package's .github/)
        and not any(part.startswith(".") for part in path.relative_to(folder).parts)
        and not path.name.endswith("~")
    }


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    config = out / "build.cfg"
    config.write_text(f"[build]\nbuild_base = {out / 'build'}\n[egg_info]\negg_base = {out}\n")
    built = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"),
            *("--no-index", "--quiet", "--wheel-dir", str(out / "dist"), str(REPO_ROOT)),
        ],
        env={**os.environ, "DIST_EXTRA_CONFIG": str(config)},
        cwd=out,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (path,) = (out / "dist").glob("clover_genui-*.whl")
    return path


def test_wheel_carries_assets_and_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for inside, folder in BUNDLED:
        expected = _files(folder)
        assert expected, f"{folder} is empty (npm ci?)"
        missing = sorted(name for name in expected if f"{inside}/{name}" not in names)
        assert not missing, f"the wheel lacks {len(missing)} files of {folder}: {missing[:5]}"
    for package, folder in PACKAGES.items():
        data = {
            name
            for name in _files(folder)
            if not name.endswith((".py", ".pyc"))
            and not any((folder / name).is_relative_to(skip) for skip in NOT_SHIPPED)
        }
        missing = sorted(name for name in data if f"{package}/{name}" not in names)
        assert not missing, (
            f"the wheel lacks data files of {package}: {missing[:10]} (add their kind to "
            "[tool.setuptools.package-data] in pyproject.toml)"
        )
    assert "genui/markup/data/catalog.json" in names
    assert any(name.startswith("genui/corpus/") and name.endswith(".toml") for name in names)
    assert "genui/__main__.py" in names
    assert not any(name.startswith("clover_model/checkpoints/") for name in names)
    entry_points = next(name for name in names if name.endswith(".dist-info/entry_points.txt"))
    assert "genui = genui.__main__:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_unpacked_wheel_checks_from_elsewhere(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    environ = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("GENUI_", "DJANGO_", "CLOVER_", "DATABASE_URL", "REDIS_URL"))
    }
    environ |= {
        "PYTHONPATH": str(site),
        "DJANGO_SETTINGS_MODULE": "genui.settings.base",
        "XDG_DATA_HOME": str(tmp_path / "data-home"),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    ran = subprocess.run(
        [sys.executable, "-c", CHECK, str(site.resolve()), str(REPO_ROOT)],
        cwd=elsewhere,
        env=environ,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    found = json.loads(ran.stdout.strip().splitlines()[-1])
    assert found["outside"] == [], "modules imported from outside the wheel"
    for key in ("three", "orbit", "runtime", "catalog", "bundle"):
        assert found[key] and found[key].startswith(str(site.resolve())), (key, found[key])
    # three.js twice (its entry, its addons folder) and each of CodeMirror's packages
    assert len(found["editor"]) == 2 + len(paths.EDITOR_PACKAGES)
    assert all(path and path.startswith(str(site.resolve())) for path in found["editor"][2:])
    assert found["demo_lessons"] > 0
    assert found["loads"] == "lesson/runtime.min.js"
    # the runtime bundled with three.js, minified, inlined
    assert 100_000 < found["page_bytes"] < 1_000_000
    # run-time files go to the user's data folder, never into the package or the cwd
    assert found["data_dir"] == str((tmp_path / "data-home" / "clover-genui").resolve())
    assert (tmp_path / "data-home" / "clover-genui" / "secret_key").is_file()
    assert list(elsewhere.iterdir()) == []
    assert _files(site) == {name for name in zipfile.ZipFile(wheel).namelist()}
