"""Pages every student can use: axe-core's WCAG 2.2 A and AA rules find nothing on a saved
(generated) lesson, the studio's pages and the public share page. Every demo lesson is
audited where test_runtime loads it (`axe_violations` on the page it checks), so that each is
loaded once.

axe-core comes from npm (package.json, `npm ci`) and is injected from node_modules: no page
loads anything from the internet. It is evaluated in the page through the DevTools protocol,
which a page's CSP does not govern, so a lesson can be audited under its own policy (as
test_runtime does); the audit contexts here still bypass CSP, as they did when axe came in
as a script tag.
A lesson framed by a studio page is audited twice: the outer page, and the frame's own URL.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest
from django.utils import timezone

from genui.lessons.demo import demo_lesson
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_version_add
from genui.markup.sanitizer import markup_sanitize
from tests.fixtures.browser import sign_in, wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

AXE = Path(__file__).resolve().parents[3] / "node_modules" / "axe-core" / "axe.min.js"
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]


@pytest.fixture
def audit_page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, bypass_csp=True)
    page = context.new_page()
    page.requests = []
    page.on("request", lambda request: page.requests.append(request.url))
    yield page
    context.close()


def lesson_ready(target) -> None:
    wait_until(target, "() => window.cloverLesson !== undefined", timeout=15)
    target.evaluate("async () => { await window.cloverLesson.ready; }")


@cache
def axe_source() -> str:
    if not AXE.exists():
        pytest.fail("axe-core is missing: run `npm ci` (or `make setup`)")
    return AXE.read_text(encoding="utf-8")


def axe_violations(target) -> list[str]:
    """Run axe in a page or frame; one line per violation: rule, impact, the nodes."""
    if not target.evaluate("() => typeof window.axe === 'object'"):
        target.evaluate(axe_source())  # a script tag would meet the CSP
    result = target.evaluate(
        """async (tags) => {
            const r = await axe.run(document, {
                runOnly: { type: "tag", values: tags },
                resultTypes: ["violations"],
                // Frames are audited at their own URL (a sandboxed frame cannot take axe in).
                iframes: false,
            });
            return r.violations.map((v) => ({
                id: v.id, impact: v.impact,
                nodes: v.nodes.slice(0, 6).map((n) => [n.target.join(" "), n.failureSummary]),
            }));
        }""",
        WCAG,
    )
    return [f"{v['id']} ({v['impact']}): {json.dumps(v['nodes'])}" for v in result]


def assert_clean(page, url: str) -> None:
    found = axe_violations(page)
    assert found == [], f"{url}:\n" + "\n".join(found)


def report(found: dict[str, list[str]]) -> str:
    return "\n".join(f"{url}:\n  " + "\n  ".join(lines) for url, lines in found.items())


@pytest.fixture
def saved_lesson(teacher):
    """A lesson as a generation leaves it: two validated versions (compare has two sides)."""
    lesson = lesson_create(
        owner=teacher, title="Moon phases", subject="astronomy", grade="middle", language="en"
    )
    markup = markup_sanitize(demo_lesson("moon-phases", "en").markup).markup
    edited = markup.replace('<cl-lesson title="', '<cl-lesson title="Our ', 1)
    lesson_version_add(lesson=lesson, content=markup, created_by=teacher, validation_passed=True)
    lesson_version_add(lesson=lesson, content=edited, created_by=teacher, validation_passed=True)
    return Lesson.objects.get(pk=lesson.pk)


def studio_pages(lesson) -> list[str]:
    return [
        "/studio/",
        "/studio/new/",
        f"/studio/lessons/{lesson.pk}/",
        f"/studio/lessons/{lesson.pk}/compare/?a=1&b=2",
        f"/studio/lessons/{lesson.pk}/edit/",
        f"/studio/lessons/{lesson.pk}/source/",
        f"/studio/lessons/{lesson.pk}/rewrite/",
    ]


@pytest.mark.parametrize("lang", ["en", "zh-hans"])
def test_the_studio_and_share_pages_have_no_wcag_violation(
    embedded_server, audit_page, saved_lesson, lang
):
    base = embedded_server.url
    page = audit_page
    page.context.add_cookies([{"name": "django_language", "value": lang, "url": base}])
    found = {}

    for path in ("/", "/accounts/login/", "/lessons/demo/"):
        assert page.goto(base + path).ok, path
        found[path] = axe_violations(page)

    sign_in(page, embedded_server, "tina", "pw-tina-123")
    for path in studio_pages(saved_lesson):
        assert page.goto(base + path).ok, path
        page.wait_for_load_state("load")
        assert page.evaluate("document.documentElement.lang").startswith(lang[:2])
        found[path] = axe_violations(page)

    # Published: the lesson's page again, then what its frames hold, audited at their own
    # URLs (a saved version, the public share page).
    Lesson.objects.filter(pk=saved_lesson.pk).update(
        status=Lesson.Status.PUBLISHED, share_slug="moon-share", updated_at=timezone.now()
    )
    version = saved_lesson.current_version
    assert page.goto(f"{base}/studio/lessons/{saved_lesson.pk}/").ok
    found["published lesson page"] = axe_violations(page)
    for path in (f"/lessons/v/{version.pk}/", "/lessons/share/moon-share/"):
        assert page.goto(base + path).ok, path
        lesson_ready(page)
        found[path] = axe_violations(page)
    assert {url: lines for url, lines in found.items() if lines} == {}, report(found)
    assert all(u.startswith(base) for u in page.requests)


def test_a_lesson_under_reduced_motion_with_the_view_focused_has_no_violation(
    pages_server, browser
):
    """The hints drawn over the 3D view (press Play; the keys) are audited where they show."""
    context = browser.new_context(
        viewport={"width": 1280, "height": 800}, bypass_csp=True, reduced_motion="reduce"
    )
    page = context.new_page()
    url = f"{pages_server.url}/lessons/demo/free-fall/zh/"
    page.goto(url)
    lesson_ready(page)
    page.locator("cl-scene canvas").focus()
    page.keyboard.press("ArrowLeft")
    hints = page.locator("cl-scene .stage-hint:visible").count()
    found = axe_violations(page)
    context.close()
    assert hints == 2
    assert found == [], "\n".join(found)


def test_the_free_html_demo_and_the_stream_shell_have_no_wcag_violation(pages_server, audit_page):
    found = {}
    # The stream shell is what the new-lesson and edit pages frame before a lesson streams in.
    for path in (
        "/lessons/free-demo/pendulum/",
        "/lessons/free-demo/pendulum/page",
        "/lessons/stream/",
    ):
        assert audit_page.goto(pages_server.url + path).ok, path
        audit_page.wait_for_load_state("load")
        found[path] = axe_violations(audit_page)
    assert {url: lines for url, lines in found.items() if lines} == {}, report(found)


def test_the_audit_finds_what_it_should(embedded_server, audit_page):
    """A page with known faults fails: the audit is not silently empty."""
    url = f"{embedded_server.url}/faulty"
    html = (
        '<!doctype html><html lang="en"><head><title>Faulty</title></head><body><main>'
        '<p style="color:#bbb;background:#fff">Pale text</p><img src="/static/img/clover.svg">'
        '<input type="text"></main></body></html>'
    )
    audit_page.route(url, lambda route: route.fulfill(body=html, content_type="text/html"))
    audit_page.goto(url)
    rules = {line.split()[0] for line in axe_violations(audit_page)}
    assert {"color-contrast", "image-alt", "label"} <= rules
