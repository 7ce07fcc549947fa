"""docs/architecture-overview.md's diagram is true to the imports: every package edge that the
import statements make (tests/import_graph.py) is drawn, and every edge drawn is made.

The diagram is the Mermaid block under "Who may import whom": node lines ``id["package"]``,
edge lines ``a --> b`` (importer to imported), ``%%`` comments. A package there is
`tests.import_graph.package_of`, with the model library and the kernels each one package.
"""

from __future__ import annotations

import re

import pytest

from tests.import_graph import ROOT, import_graph, package_graph, package_of, project_packages

OVERVIEW = ROOT / "docs" / "architecture-overview.md"
# the project's entry points: they import the apps, nothing imports them, the diagram leaves
# them out (the overview's text says so)
ENTRY_POINTS = frozenset(
    {"genui", "genui.__main__", "genui.asgi", "genui.urls", "genui.routing", "genui.build_assets"}
)
# one package each in the diagram: the model library with engine/ and scale/, the kernels
LIBRARIES = ("clover_model", "clover_kernels")

BLOCK = re.compile(r"^## Who may import whom$.*?^```mermaid\n(.*?)^```$", re.M | re.S)
NODE = re.compile(r'^(\w+)\["([\w.]+)"\]$')
EDGE = re.compile(r"^(\w+) --> (\w+)$")


def diagram_package(module: str) -> str:
    top = module.split(".")[0]
    return top if top in LIBRARIES else package_of(module)


def diagram_edges(text: str) -> tuple[set[str], set[tuple[str, str]]]:
    """The packages and the (importer, imported) edges of the overview's Mermaid block; a line
    that is neither a node, an edge nor a comment is an error, so nothing hides an edge."""
    found = BLOCK.search(text)
    if found is None:
        raise ValueError("no ```mermaid block under '## Who may import whom'")
    lines = [line.strip() for line in found.group(1).splitlines()]
    if not lines or not lines[0].startswith("flowchart "):
        raise ValueError("the diagram must open with a flowchart line")
    names: dict[str, str] = {}
    edges = set()
    for line in lines[1:]:
        if not line or line.startswith("%%"):
            continue
        if node := NODE.match(line):
            names[node.group(1)] = node.group(2)
        elif edge := EDGE.match(line):
            edges.add((edge.group(1), edge.group(2)))
        else:
            raise ValueError(f"neither a node nor an edge: {line!r}")
    unnamed = {end for edge in edges for end in edge} - set(names)
    if unnamed:
        raise ValueError(f"edges between undeclared nodes: {sorted(unnamed)}")
    return set(names.values()), {(names[a], names[b]) for a, b in edges}


@pytest.fixture(scope="module")
def packages() -> dict[str, dict[str, tuple[str, str, int]]]:
    return package_graph(import_graph(project_packages()), diagram_package)


def _imported(packages: dict[str, dict[str, tuple[str, str, int]]]) -> set[tuple[str, str]]:
    return {
        (importer, imported)
        for importer, edges in packages.items()
        if importer not in ENTRY_POINTS
        for imported in edges
    }


def test_the_diagram_draws_every_package_and_no_entry_point(packages):
    drawn, _ = diagram_edges(OVERVIEW.read_text(encoding="utf-8"))

    assert drawn == set(packages) - ENTRY_POINTS


def test_every_package_edge_of_the_imports_is_in_the_diagram(packages):
    _, drawn = diagram_edges(OVERVIEW.read_text(encoding="utf-8"))

    missing = {
        f"{importer} -> {imported}: {module} imports {name} (line {line})"
        for importer, imported in _imported(packages) - drawn
        for module, name, line in [packages[importer][imported]]
    }

    assert missing == set(), "edges the diagram does not show:\n" + "\n".join(sorted(missing))


def test_every_edge_the_diagram_draws_is_in_the_imports(packages):
    _, drawn = diagram_edges(OVERVIEW.read_text(encoding="utf-8"))

    assert drawn - _imported(packages) == set()


def test_no_package_imports_an_entry_point(packages):
    importers = {
        f"{importer} -> {imported}"
        for importer, imported in _imported(packages)
        if imported in ENTRY_POINTS
    }

    assert importers == set()


def test_the_parser_reads_nodes_and_edges_and_refuses_anything_else():
    text = (
        "## Who may import whom\n\nprose\n\n```mermaid\nflowchart TD\n"
        '    a["genui.a"]\n    b["genui.b"]\n    %% a comment\n\n    a --> b\n```\n'
    )

    assert diagram_edges(text) == ({"genui.a", "genui.b"}, {("genui.a", "genui.b")})
    with pytest.raises(ValueError, match="neither a node nor an edge"):
        diagram_edges(text.replace("a --> b", "a --> b & c"))
    with pytest.raises(ValueError, match="undeclared"):
        diagram_edges(text.replace("a --> b", "a --> c"))
    with pytest.raises(ValueError, match="no ```mermaid block"):
        diagram_edges(text.replace("```mermaid", "```text"))


def test_a_new_import_between_packages_is_an_edge_the_diagram_must_show(tmp_path):
    """The check above on a small tree: an import from one app into another, added inside a
    function, appears among the edges the diagram is compared with."""
    (tmp_path / "genui" / "a").mkdir(parents=True)
    (tmp_path / "genui" / "b").mkdir()
    for name, text in {
        "__init__.py": "",
        "a/__init__.py": "",
        "a/views.py": "def late():\n    from genui.b.services import run\n",
        "b/__init__.py": "",
        "b/services.py": "def run():\n    pass\n",
    }.items():
        (tmp_path / "genui" / name).write_text(text)

    packages = package_graph(import_graph({"genui": tmp_path / "genui"}), diagram_package)

    assert _imported(packages) == {("genui.a", "genui.b")}
