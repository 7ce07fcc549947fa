"""The expression language's reference in docs/markup.md ("Expressions"), written from the
catalog: its constants, functions with their arities and examples, and its limits, between two
markers in the page. tests/genui/markup/test_expression_docs.py fails when the page is out of
date.

python -m genui.markup.expression_docs            rewrite docs/markup.md between the markers
python -m genui.markup.expression_docs --check    exit 1 when it is out of date
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from genui.markup.catalog_file import catalog
from genui.markup.expression import function_arity

DOC = Path(__file__).resolve().parents[2] / "docs" / "markup.md"
BEGIN = (
    "<!-- expression reference: written from the catalog by "
    "`python -m genui.markup.expression_docs`; edit the catalog, not this -->"
)
END = "<!-- end of the expression reference -->"


def _number(value: float) -> str:
    if float(value).is_integer() and abs(value) < 1e15:
        return str(int(value))
    if abs(value) < 1e-4:
        mantissa, exponent = f"{value:e}".split("e")
        return f"{mantissa.rstrip('0').rstrip('.')}e{int(exponent)}"
    return repr(float(value))


def _arguments(spec: dict) -> str:
    low, high = function_arity(spec)
    if low == high:
        return str(low)
    return f"{low} or more" if high is None else f"{low} to {high}"


def _example(example: dict) -> str:
    value = example["value"]
    answer = "no number (an error)" if value is None else _number(value)
    return f"`{example['expression']}` → {answer}"


def expression_reference() -> str:
    """The Markdown between the markers, from the catalog's ``expression`` section."""
    language = catalog()["expression"]
    lines = [
        "| constant | value | meaning |",
        "|---|---|---|",
        *(
            f"| `{name}` | {_number(spec['value'])} | {spec['summary']} |"
            for name, spec in language["constants"].items()
        ),
        "",
        "| variable | meaning |",
        "|---|---|",
        *(f"| `{name}` | {spec['summary']} |" for name, spec in language["variables"].items()),
        "",
        "| function | arguments | what it gives | examples |",
        "|---|---|---|---|",
        *(
            f"| `{name}` | {_arguments(spec)} | {spec['summary']} | "
            f"{'; '.join(map(_example, spec['examples']))} |"
            for name, spec in language["functions"].items()
        ),
        "",
        f"An expression has at most {language['max_length']} characters and nests at most "
        f"{language['max_depth']} levels deep: a sign or a condition takes one, a parenthesis "
        "or a function call two. `==` and `!=` compare within "
        f"{_number(language['equal_within'])}, so `0.1 + 0.2 == 0.3` is 1.",
    ]
    return "\n".join(lines)


def page_with_reference(page: str) -> str:
    """``page`` with the text between the markers replaced by the catalog's reference."""
    # found as plain text, not by a regular expression (tests/genui/markup/test_regex_safety.py)
    start, end = page.find(BEGIN), page.find(END)
    if page.count(BEGIN) != 1 or page.count(END) != 1 or end < start:
        raise ValueError(f"{DOC.name} needs the two markers of the reference, once each")
    return f"{page[:start]}{BEGIN}\n{expression_reference()}\n{page[end:]}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the page is stale")
    args = parser.parse_args(argv)
    page = DOC.read_text(encoding="utf-8")
    written = page_with_reference(page)
    if args.check:
        if written != page:
            print(f"{DOC} is out of date: python -m genui.markup.expression_docs")
            return 1
        return 0
    if written != page:
        DOC.write_text(written, encoding="utf-8")
        print(f"wrote {DOC}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
