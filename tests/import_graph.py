"""The import graph of the project's modules (genui, clover_model and clover_kernels), read
from the source files with ``ast``; nothing is imported. The structure tests use it
(test_import_cycles.py, test_structure.py, test_architecture_diagram.py), folded into packages
where the question is about packages (`package_graph`).

A module has an edge to every project module that one of its import statements names,
wherever the statement stands: at the top, inside a function, under ``if TYPE_CHECKING:``. A
function-level import counts: the module still needs the other one at run time, and an import
moved into a function to get past an import-time cycle hides the cycle rather than removing it.

Two things are not edges. Importing ``a.b.c`` also runs the ``__init__`` of ``a`` and
``a.b``, but a package whose ``__init__`` re-exports its submodules would then form a cycle
with each of them; only the module named counts. Dotted names in strings (INSTALLED_APPS,
``include("genui.api.urls")``, monkeypatch targets) are configuration, not imports.
"""

from __future__ import annotations

import ast
import importlib.util
import tomllib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _module_name(package: str, folder: Path, path: Path) -> str:
    parts = [package, *path.relative_to(folder).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def module_files(packages: dict[str, Path]) -> dict[str, Path]:
    return {
        _module_name(package, folder, path): path
        for package, folder in packages.items()
        for path in folder.rglob("*.py")
    }


def imported_names(module: str, path: Path) -> list[tuple[str, int]]:
    """Every dotted name an import statement of the module names, with its line: for
    ``from a import b``, both ``a.b`` (when b is a module) and ``a`` will be looked up."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names += [(f"{base}.{alias.name}", node.lineno) for alias in node.names]
    return names


def import_graph(packages: dict[str, Path]) -> dict[str, dict[str, int]]:
    """Module -> {project module it imports: the line of the first such import}, for every
    module of ``packages`` (import name -> folder)."""
    modules = module_files(packages)
    graph: dict[str, dict[str, int]] = {module: {} for module in modules}
    for module, path in modules.items():
        for name, line in imported_names(module, path):
            # the longest prefix that is a module: `from a import b` names a.b or a
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name and name != module:
                graph[module].setdefault(name, line)
    return graph


def package_of(module: str) -> str:
    """The unit of a module in the layering: its first two dotted names. An app or library
    and everything under it is one (genui.lessons.validation.browser is genui.lessons), a
    module beside them is its own (genui.urls, clover_model.train), and a subpackage of the
    model library is its own (clover_model.engine, clover_model.scale)."""
    return ".".join(module.split(".")[:2])


def package_graph(
    graph: dict[str, dict[str, int]], package: Callable[[str], str] = package_of
) -> dict[str, dict[str, tuple[str, str, int]]]:
    """Package -> {other package it imports: (module, imported module, line) of the first such
    import}, the module graph folded by ``package``. Two packages can import each other with no
    module cycle between them (a.x imports b.y, b.z imports a.w)."""
    packages: dict[str, dict[str, tuple[str, str, int]]] = {}
    for module in sorted(graph):
        edges = packages.setdefault(package(module), {})
        for imported, line in sorted(graph[module].items()):
            if package(imported) != package(module):
                edges.setdefault(package(imported), (module, imported, line))
    return packages


def reachable(graph: dict[str, dict[str, int]], start: set[str]) -> set[str]:
    """``start`` and every project module it imports, directly or through others."""
    seen, stack = set(start), list(start)
    while stack:
        for imported in graph[stack.pop()]:
            if imported not in seen:
                seen.add(imported)
                stack.append(imported)
    return seen


def package_folders() -> set[Path]:
    """The top-level package folders (tests aside) in every source root pyproject.toml names:
    the repository root, and kernels/ for clover_kernels."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    roots = pyproject["tool"]["setuptools"]["packages"]["find"]["where"]
    return {
        path.resolve()
        for root in roots
        for path in (ROOT / root).iterdir()
        if (path / "__init__.py").is_file() and path.name != "tests"
    }


def project_packages() -> dict[str, Path]:
    """The packages of every source root (tests aside), each under the name the project
    imports it by (which need not be its folder's name), else under its folder's name."""
    folders = package_folders()
    imported = {
        name.split(".")[0]
        for folder in folders
        for module, path in module_files({folder.name: folder}).items()
        for name, _ in imported_names(module, path)
    }
    packages = {}
    for name in sorted(imported):
        spec = importlib.util.find_spec(name)
        locations = spec.submodule_search_locations if spec is not None else None
        folder = Path(next(iter(locations))).resolve() if locations else None
        if folder in folders and folder not in packages.values():
            packages[name] = folder
    for folder in folders - set(packages.values()):
        packages[folder.name] = folder
    return packages
