"""No import cycles among the project's modules (genui, clover_model and clover_kernels), nor
among its packages: genui.lessons -> genui.generation -> genui.lessons is a cycle even when no
module of one imports a module of the other that imports it back.

The graph is read from the source files (tests/import_graph.py, which says what an edge is and
what a package is): a function-level or ``TYPE_CHECKING`` import counts, a dotted name in a
string does not.
"""

from __future__ import annotations

from tests.import_graph import (
    import_graph,
    package_folders,
    package_graph,
    project_packages,
)


def strongly_connected(graph: dict[str, dict[str, int]]) -> list[set[str]]:
    """Tarjan's strongly connected components: a cycle is a component of two or more."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[set[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in graph[module]:
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            component = set()
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.add(member)
                if member == module:
                    break
            components.append(component)

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return components


def _describe(component: set[str], graph: dict[str, dict[str, int]]) -> str:
    edges = [
        f"  {module} -> {imported} (line {line})"
        for module in sorted(component)
        for imported, line in graph[module].items()
        if imported in component
    ]
    return "\n".join([", ".join(sorted(component)), *edges])


def test_no_project_module_imports_itself_back_through_others():
    graph = import_graph(project_packages())

    cycles = [component for component in strongly_connected(graph) if len(component) > 1]

    assert not cycles, "import cycles:\n" + "\n".join(_describe(c, graph) for c in cycles)


def _describe_packages(component: set[str], packages: dict[str, dict]) -> str:
    edges = [
        f"  {package} -> {imported}: {module} imports {name} (line {line})"
        for package in sorted(component)
        for imported, (module, name, line) in packages[package].items()
        if imported in component
    ]
    return "\n".join([", ".join(sorted(component)), *edges])


def test_no_package_imports_itself_back_through_others():
    """Evaluation and benchmarks sit above what they measure: genui.demo_model imports the
    worker, never the other way; a studio benchmark lives in genui.site, the top."""
    packages = package_graph(import_graph(project_packages()))

    cycles = [component for component in strongly_connected(packages) if len(component) > 1]

    assert not cycles, "package cycles:\n" + "\n".join(
        _describe_packages(c, packages) for c in cycles
    )


def test_the_graph_covers_every_package_of_the_source_roots():
    packages = project_packages()

    assert set(packages.values()) == package_folders()
    assert {"genui", "clover_model", "clover_kernels"} <= set(packages)
    assert len(import_graph(packages)) > 100


def test_a_cycle_through_a_function_level_or_type_checking_import_is_found(tmp_path):
    files = {
        # a re-exporting __init__ is no cycle with its submodules
        "__init__.py": "from pkg.a import A\n",
        "a.py": "from pkg import b\n\nA = 1\n",
        "b.py": "def late():\n    from pkg.a import A\n\n    return A\n",
        "c.py": "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    import pkg.d\n",
        "d.py": "from . import c\n",
        "e.py": "import pkg.a\nimport os\n",
    }
    (tmp_path / "pkg").mkdir()
    for name, text in files.items():
        (tmp_path / "pkg" / name).write_text(text)

    graph = import_graph({"pkg": tmp_path / "pkg"})
    cycles = [c for c in strongly_connected(graph) if len(c) > 1]

    assert graph["pkg.b"] == {"pkg.a": 2}
    assert sorted(map(sorted, cycles)) == [["pkg.a", "pkg.b"], ["pkg.c", "pkg.d"]]


def test_a_package_cycle_without_a_module_cycle_is_found(tmp_path):
    files = {
        "__init__.py": "",
        "lessons/__init__.py": "",
        "lessons/models.py": "from pkg.generation.jobs import Job\n",
        "lessons/text.py": "WORDS = 1\n",
        "generation/__init__.py": "",
        "generation/jobs.py": "Job = 1\n",
        "generation/services.py": "from pkg.lessons import text\n",
        "generation/deep/__init__.py": "",
        "generation/deep/more.py": "from pkg.markup import parse\n",
        "markup.py": "import pkg.generation.jobs\n",
    }
    for name, text in files.items():
        (tmp_path / "pkg" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "pkg" / name).write_text(text)

    graph = import_graph({"pkg": tmp_path / "pkg"})
    packages = package_graph(graph)
    cycles = [c for c in strongly_connected(packages) if len(c) > 1]

    assert [c for c in strongly_connected(graph) if len(c) > 1] == []
    # a subpackage folds into its package; a module beside the packages is its own
    assert packages["pkg.generation"] == {
        "pkg.lessons": ("pkg.generation.services", "pkg.lessons.text", 1),
        "pkg.markup": ("pkg.generation.deep.more", "pkg.markup", 1),
    }
    assert sorted(map(sorted, cycles)) == [["pkg.generation", "pkg.lessons", "pkg.markup"]]
