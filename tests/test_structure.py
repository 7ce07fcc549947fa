"""Who may import whom (docs/architecture-overview.md): the markup language is a package with
no Django and nothing else of the project in it, and the model library knows no markup and no
Django. Read from the source files (tests/import_graph.py), transitively."""

from __future__ import annotations

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
# The clover_model modules that still import the markup package, for the lesson domain they
# hold: the corpus check and training (the sanitiser), bench_decode (the grammar). Issue 29,
# item 2 moves the corpus and the training recipe out of clover_model; the set then shrinks.
LESSON_DOMAIN_IN_CLOVER_MODEL = frozenset(
    {"clover_model.model_card", "clover_model.train", "clover_model.bench_decode"}
)


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


def test_only_the_lesson_domain_left_in_clover_model_imports_genui(graph):
    importers = {
        module
        for module in _package(graph, "clover_model")
        if any(_within(imported, "genui") for imported in graph[module])
    }
    imported = {name for module in importers for name in graph[module] if _within(name, "genui")}

    assert importers <= LESSON_DOMAIN_IN_CLOVER_MODEL
    # and what they import is the markup package, the corpus and the recipe, no Django app
    lesson_domain = (MARKUP, "genui.corpus", "genui.demo_model")
    assert {n for n in imported if not any(_within(n, p) for p in lesson_domain)} == set()
