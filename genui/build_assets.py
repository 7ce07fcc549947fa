"""The build step pyproject.toml cannot declare: the site's files into the wheel.

A checkout keeps the site's templates (``templates/``) and static files (``static/``) at the
repository root, and three.js and the source editor's packages in ``node_modules/`` (``npm
ci``). A wheel must carry them (dot-files left out), so ``BuildPy`` copies the folders
``genui.paths.BUNDLED_ASSETS`` names into ``genui/`` of the build, where `genui.paths` finds
them in an installed copy; an editable install reads them where they are and copies nothing.
``Sdist`` puts the same folders in a source distribution, so a wheel built from it is the
same. pyproject.toml names both (``[tool.setuptools.cmdclass]``); nothing imports this
module at run time.
"""

from __future__ import annotations

import runpy
import shutil
from pathlib import Path

from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist
from setuptools.errors import FileError

ROOT = Path(__file__).resolve().parent.parent
# read from the file: a build backend need not have the project on sys.path
BUNDLED_ASSETS = runpy.run_path(str(ROOT / "genui" / "paths.py"))["BUNDLED_ASSETS"]
# left behind: dot-files (some npm packages ship their authors' editor files, `.tern-port`)
IGNORED = shutil.ignore_patterns(".*")


def _checkout_folder(root: Path, folder: str) -> Path:
    source = root / folder
    if not source.is_dir():
        hints = {"node_modules": " (run `npm ci` first)", "bundle": " (run `make setup` first)"}
        hint = hints.get(folder.split("/")[0], "")
        raise FileError(f"the wheel needs {folder}/, which is missing{hint}")
    return source


class BuildPy(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for bundled, checkout in BUNDLED_ASSETS:
            source = _checkout_folder(ROOT, checkout)
            target = Path(self.build_lib) / "genui" / bundled
            # a fresh copy: files removed since an earlier build in the same build/ go too
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(source, target, ignore=IGNORED)


class Sdist(sdist):
    def make_release_tree(self, base_dir, files) -> None:
        super().make_release_tree(base_dir, files)
        for _, checkout in BUNDLED_ASSETS:
            source = _checkout_folder(ROOT, checkout)
            shutil.copytree(source, Path(base_dir) / checkout, ignore=IGNORED, dirs_exist_ok=True)
