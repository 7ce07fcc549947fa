"""docs/markup.md's expression reference is the catalog's, written by
``python -m genui.markup.expression_docs``: every function, constant and limit, up to date."""

import pytest

from genui.markup.catalog import catalog
from genui.markup.expression_docs import DOC, expression_reference, page_with_reference

LANGUAGE = catalog()["expression"]


def test_the_page_holds_the_reference_as_the_catalog_writes_it():
    page = DOC.read_text(encoding="utf-8")
    assert page_with_reference(page) == page, "python -m genui.markup.expression_docs"


def test_the_reference_lists_every_function_constant_and_limit():
    reference = expression_reference()
    for name, spec in LANGUAGE["functions"].items():
        assert f"| `{name}` | " in reference
        for example in spec["examples"]:
            assert f"`{example['expression']}` → " in reference
    for name in LANGUAGE["constants"]:
        assert f"| `{name}` | " in reference
    assert f"at most {LANGUAGE['max_length']} characters" in reference
    assert f"at most {LANGUAGE['max_depth']} levels" in reference
    assert "| `min` | 1 or more | " in reference and "| `atan2` | 2 | " in reference


def test_a_stale_reference_is_rewritten_and_a_page_without_markers_refused():
    page = DOC.read_text(encoding="utf-8")
    stale = page.replace("| `atan2` | 2 | ", "| `atan2` | 3 | ")
    assert stale != page and page_with_reference(stale) == page
    with pytest.raises(ValueError, match="markers"):
        page_with_reference("# A page\n")
