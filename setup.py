"""The one build step pyproject.toml cannot declare: the site's files into the wheel.

A checkout keeps the site's templates (templates/) and static files (static/) at the
repository root and three.js in node_modules/three (``npm ci``). A wheel must carry them, so
``build_py`` copies the folders ``genui.paths.BUNDLED_ASSETS`` names into ``genui/`` of the
build, where ``genui.paths`` finds them in an installed copy. An editable install reads them
where they are and copies nothing. Every other setting is in pyproject.toml.
"""

import runpy
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.errors import FileError

ROOT = Path(__file__).resolve().parent
BUNDLED_ASSETS = runpy.run_path(str(ROOT / "genui" / "paths.py"))["BUNDLED_ASSETS"]


class BuildPyWithAssets(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for bundled, checkout in BUNDLED_ASSETS:
            source = ROOT / checkout
            if not source.is_dir():
                hint = " (run `npm ci` first)" if checkout.startswith("node_modules") else ""
                raise FileError(f"the wheel needs {checkout}/, which is missing{hint}")
            target = Path(self.build_lib) / "genui" / bundled
            # a fresh copy: files removed since an earlier build in the same build/ go too
            shutil.rmtree(target, ignore_errors=True)
            self.copy_tree(str(source), str(target))


setup(cmdclass={"build_py": BuildPyWithAssets})
