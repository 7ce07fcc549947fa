"""Who may import whom (docs/architecture-overview.md): the markup language is a package with
no Django and nothing else of the project in it; the model library imports nothing of genui
(no markup, no corpus, no Django); the lesson corpus loads without the model stack or Django.
Read from the source files (tests/import_graph.py), transitively; the corpus by importing it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.import_graph import (
    import_graph,
    imported_names,
    module_files,
    project_packages,
    reachable,
)

MARKUP = "genui.markup"
# Django and what runs on it
DJANGO = frozenset({"django", "channels", "daphne", "rest_framework", "drf_spectacular"})
# what the corpus must load without: the model stack and Django
HEAVY = frozenset({"torch", "transformers", "tokenizers", *DJANGO})


@pytest.fixture(scope="module")
def graph() -> dict[str, dict[str, int]]:
    return import_graph(project_packages())


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _package(graph: dict[str, dict[str, int]], package: str) -> set[str]:
    return {module for module in graph if _within(module, package)}


def _django_imports(modules: set[str]) -> dict[str, set[str]]:
    """Module -> the Django packages its import statements name (modules with none left out)."""
    files = module_files(project_packages())
    found = {}
    for module in sorted(modules):
        names = {name.split(".")[0] for name, _ in imported_names(module, files[module])}
        if names & DJANGO:
            found[module] = names & DJANGO
    return found


def test_the_markup_package_needs_nothing_else_of_the_project(graph):
    markup = _package(graph, MARKUP)

    reached = reachable(graph, markup)

    assert {f"{MARKUP}.catalog", f"{MARKUP}.sanitizer", f"{MARKUP}.grammar"} <= markup
    assert reached - markup == set()


def test_the_markup_package_imports_no_django(graph):
    assert _django_imports(_package(graph, MARKUP)) == {}


def test_the_django_check_sees_an_import_of_django(graph):
    assert _django_imports({"genui.lessons.renderer"}) == {"genui.lessons.renderer": {"django"}}


def test_importing_clover_model_reaches_neither_the_markup_package_nor_django(graph):
    reached = reachable(graph, {"clover_model"})

    assert {module for module in reached if _within(module, "genui")} == set()
    assert _django_imports(reached) == {}


def test_the_engine_imports_neither_the_markup_package_nor_django(graph):
    """The grammar is a constraint by its methods (a Protocol): the engine never names it."""
    reached = reachable(graph, _package(graph, "clover_model.engine"))

    assert {module for module in reached if _within(module, "genui")} == set()
    assert _django_imports(reached) == {}


def _genui_importers(graph: dict[str, dict[str, int]], package: str) -> dict[str, set[str]]:
    """Module of ``package`` -> the genui modules its import statements name (none: left out)."""
    found = {}
    for module in _package(graph, package):
        named = {name for name in graph[module] if _within(name, "genui")}
        if named:
            found[module] = named
    return found


def test_no_module_of_clover_model_imports_genui(graph):
    """Not even inside a function: the lesson domain (corpus, recipe, card, benchmark of
    lessons) lives in genui (genui.corpus, genui.demo_model), which imports clover_model."""
    assert _genui_importers(graph, "clover_model") == {}


def test_the_kernels_import_nothing_else_of_the_project(graph):
    """Not the model either: the model's own timings are `clover_model.bench`."""
    kernels = _package(graph, "clover_kernels")

    assert {"clover_kernels.bench", "clover_kernels.dispatch"} <= kernels
    assert {module for module in reachable(graph, kernels) if module not in kernels} == set()


def test_the_core_imports_no_app(graph):
    """genui.core is the base the apps import; what sits on top of them (health, serve, the
    benchmarks) is genui.site."""
    core = _package(graph, "genui.core")

    assert {"genui.core.websocket", "genui.core.csp"} <= core
    assert {module for module in reachable(graph, core) if module not in core} == set()


def test_the_genui_import_check_sees_an_import_of_genui(graph):
    """The check above reads imports the way clover_model would write one."""
    found = _genui_importers(graph, "genui.demo_model")

    assert "genui.demo_model.train" in found
    assert "genui.corpus.topics" in found["genui.demo_model.train"]


def test_importing_the_corpus_reaches_neither_the_model_stack_nor_django(graph):
    """Every module of genui.corpus, imported in a fresh interpreter: no torch, transformers
    or tokenizers and no Django in sys.modules afterwards (the sanitiser is fine)."""
    modules = sorted(_package(graph, "genui.corpus"))
    code = (
        "import importlib, json, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "print(json.dumps(sorted({name.split('.')[0] for name in sys.modules})))\n"
    )

    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        cwd=Path(__file__).resolve().parent.parent,
    )

    assert {"genui.corpus.lesson", "genui.corpus.requests", "genui.corpus.check"} <= set(modules)
    assert set(json.loads(done.stdout.splitlines()[-1])) & HEAVY == set()
