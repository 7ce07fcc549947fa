"""One scene budget, two counters: the sanitiser's (genui/markup/budget.py) and the live
preview's (static/lesson/budget.js, run under Node) give every element of every corpus lesson,
and each costed element at the edges of its attributes, the same cost, read the same limits
from the catalog, and the preview stops letting elements in where the sanitiser refuses."""

import json
import shutil
import subprocess
from html.parser import HTMLParser

import pytest
from django.contrib.staticfiles import finders

from genui.corpus.lesson import lesson_markup
from genui.corpus.schema import GRADES, LANGUAGES
from genui.corpus.topics import all_topics
from genui.markup.budget import KINDS, LIMITS, costed_elements, element_cost
from genui.markup.catalog import catalog

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")


class _Elements(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[str, dict[str, str]]] = []

    def handle_starttag(self, tag, attrs):
        if tag in costed_elements():
            self.found.append((tag, {name: value or "" for name, value in attrs}))


def corpus_elements() -> list[tuple[str, dict[str, str]]]:
    reader = _Elements()
    for topic in all_topics():
        for grade in GRADES:
            for language in LANGUAGES:
                reader.feed(lesson_markup(topic, grade, language))
    return reader.found


def edge_elements() -> list[tuple[str, dict[str, str]]]:
    """Each costed element bare, and with each numeric attribute at its minimum and maximum
    and each switch on and off."""
    cases = []
    for tag in sorted(costed_elements()):
        cases.append((tag, {}))
        for name, spec in catalog()["elements"][tag]["attributes"].items():
            if spec["type"] in ("number", "integer"):
                for bound in ("min", "max"):
                    if bound in spec:
                        cases.append((tag, {name: str(spec[bound])}))
            elif spec["type"] == "boolean":
                cases += [(tag, {name: "true"}), (tag, {name: "false"})]
        if tag == "cl-line":
            cases.append((tag, {"points": "0 0 0, 1 1 1, 2 0 0, 3 1 0", "segments": "2"}))
    return cases


@pytest.fixture(scope="module")
def browser_budget(tmp_path_factory):
    """budget.js, with the runtime modules it reads, under Node: a function from cases to
    answers."""
    folder = tmp_path_factory.mktemp("runtime") / "lesson"
    folder.mkdir()
    for name in ("budget.js", "values.js", "expression.js", "catalog.json"):
        shutil.copyfile(finders.find(f"lesson/{name}"), folder / name)

    def run(request: dict) -> dict:
        (folder / "request.json").write_text(json.dumps(request))
        script = """
            import { readFileSync } from "node:fs";
            import { LIMITS, StreamBudget, elementCost } from "./budget.js";
            const { costs, stream } = JSON.parse(readFileSync("./request.json", "utf8"));
            const budget = new StreamBudget();
            console.log(JSON.stringify({
              limits: LIMITS,
              costs: costs.map(([tag, attributes]) => elementCost(tag, attributes)),
              admitted: stream.map(([tag, attributes]) => budget.admit(tag, attributes)),
            }));
        """
        node = subprocess.run(
            ["node", "--input-type=module", "-e", script],
            cwd=folder,
            capture_output=True,
            text=True,
            check=True,
        )
        return json.loads(node.stdout)

    return run


def as_dict(cost) -> dict[str, int]:
    return {kind: getattr(cost, kind) for kind in KINDS}


def test_every_corpus_element_and_every_edge_costs_the_same_in_both(browser_budget):
    cases = corpus_elements() + edge_elements()
    assert len(cases) > 500
    answer = browser_budget({"costs": cases, "stream": []})
    assert answer["limits"] == as_dict(LIMITS)
    expected = [as_dict(element_cost(tag, attributes)) for tag, attributes in cases]
    assert answer["costs"] == expected


def test_the_preview_lets_elements_in_up_to_the_limit_and_none_after(browser_budget):
    cloud = ("cl-particles", {"count": "20000"})
    box = ("cl-box", {})
    stream = [cloud] * 5 + [box, cloud, box, ("cl-light", {})]
    answer = browser_budget({"costs": [], "stream": stream})
    # 100,000 particles fit; the sixth cloud would pass the budget, and nothing costed after it
    assert answer["admitted"] == [True] * 5 + [True, False, False, False]
