"""The catalog is the single source of truth: complete, consistent and documented."""

import re
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders

from genui.markup.catalog import CATALOG_PATH, attribute_value_error, catalog

DOC = Path(__file__).resolve().parents[3] / "docs" / "markup.md"
KNOWN_TYPES = {
    "string", "number", "integer", "boolean", "color", "enum", "vec3", "id", "idref",
    "idrefs", "expression", "points", "lang",
}  # fmt: skip
ELEMENTS = list(catalog()["elements"].items())


def test_the_catalog_covers_every_family_the_lessons_need():
    categories = {element["category"] for _, element in ELEMENTS}
    assert categories >= {
        "structure", "scene", "object", "motion", "control", "readout", "story", "text",
        "chart", "quiz", "glossary",
    }  # fmt: skip


@pytest.mark.parametrize(("tag", "element"), ELEMENTS, ids=[tag for tag, _ in ELEMENTS])
def test_each_element_is_well_formed(tag, element):
    assert tag.startswith("cl-")
    assert element["content"] in {"elements", "text", "none"}
    for parent in element["parents"]:
        assert parent in catalog()["elements"], f"{tag}: unknown parent {parent}"
    for name, spec in element["attributes"].items():
        assert spec["type"] in KNOWN_TYPES, f"{tag} {name}"
        assert not name.startswith("on") and name not in {"style", "class", "href", "src"}
        if "default" in spec and spec["type"] not in {"boolean"}:
            assert attribute_value_error(spec, str(spec["default"])) is None, f"{tag} {name}"


@pytest.mark.parametrize(("tag", "element"), ELEMENTS, ids=[tag for tag, _ in ELEMENTS])
def test_each_element_is_documented_with_its_example(tag, element):
    doc = DOC.read_text(encoding="utf-8")
    # the whole name: `<cl-legend` inside `<cl-legend-item` does not document cl-legend
    assert re.search(rf"<{re.escape(tag)}(?![\w-])", doc), f"{tag} is not in {DOC.name}"
    assert element["example"].strip().splitlines()[0] in doc


def test_the_browser_gets_the_package_file_and_no_other_copy():
    """The runtime imports /static/lesson/catalog.json: the site serves the package's own
    file under that name, and no static folder holds a second one."""
    assert finders.find("lesson/catalog.json", find_all=True) == [str(CATALOG_PATH)]
