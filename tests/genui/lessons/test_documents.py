"""Lesson documents never run on the site's origin: every response that carries lesson
content is sandboxed by its own policy, so a lesson opened top level (a shared link, a
new tab from the admin, a partner frame without the sandbox attribute) reads no cookie
and cannot call the site as the visitor. The studio and the admin run under a policy
of their own."""

import re

import pytest
from django.conf import settings
from django.test import Client

from genui.lessons.demo import demo_free_page
from genui.lessons.models import Lesson, LessonVersion
from genui.lessons.services import (
    lesson_create,
    lesson_publish,
    lesson_submit,
    lesson_version_add,
)
from tests.fixtures.accounts import signed_in
from tests.fixtures.browser import wait_until
from tests.genui.api.support import lesson_in_state, make_key, make_partner

# What lesson script tries once it runs: read the visitor's cookies, call the site with
# them, and report the origin it runs with.
ATTACK = """async () => {
  const attempt = async (act) => {
    try { return await act(); } catch (error) { return "blocked: " + error.name; }
  };
  return {
    origin: self.origin,
    cookie: await attempt(() => document.cookie),
    fetch: await attempt(async () => (await fetch("/", { credentials: "include" })).status),
  };
}"""
# A cookie that script on the site's origin could read (Django's CSRF cookie is not
# HttpOnly): the sandboxed page must not see it either.
READABLE_COOKIE = ("csrftoken", "t" * 32)


def free_html_lesson(owner, curator) -> Lesson:
    lesson = lesson_create(
        owner=owner, title="Pendulum", subject="physics", grade="high", language="en"
    )
    lesson_version_add(
        lesson=lesson,
        content=demo_free_page("pendulum"),
        kind=LessonVersion.Kind.FREE_HTML,
        validation_passed=True,
    )
    lesson_submit(lesson=lesson, user=owner)
    lesson_publish(lesson=lesson, curator=curator)
    return Lesson.objects.get(pk=lesson.pk)


def signed_in_context(browser, server, user):
    """A browser holding ``user``'s session on the site (and a readable cookie)."""
    session = signed_in(user).cookies[settings.SESSION_COOKIE_NAME].value
    context = browser.new_context()
    context.add_cookies(
        [
            {"name": settings.SESSION_COOKIE_NAME, "value": session, "url": server.url},
            {"name": READABLE_COOKIE[0], "value": READABLE_COOKIE[1], "url": server.url},
        ]
    )
    return context


def watched(page):
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    return page


def lesson_runs(frame) -> dict:
    wait_until(frame, "() => window.cloverLesson !== undefined", timeout=20)
    return frame.evaluate(
        "async () => { await window.cloverLesson.ready; return cloverLesson.snapshot(); }"
    )


def assert_attack_fails(result: dict) -> None:
    assert result["origin"] == "null"
    assert result["cookie"] == "blocked: SecurityError"
    assert result["fetch"] == "blocked: TypeError"


@pytest.fixture
def lessons(teacher, curator):
    markup = lesson_in_state(teacher, curator, "published", title="Atoms")
    free = free_html_lesson(teacher, curator)
    key = make_key(make_partner("Embedders"))[1]
    return {"markup": markup, "free": free, "key": key}


def url_of(target: str, lessons: dict) -> tuple[str, dict]:
    """The path of ``target`` and the request headers it needs."""
    markup, free = lessons["markup"], lessons["free"]
    paths = {
        "share-page": f"/lessons/share/{markup.share_slug}/",
        "version-page": f"/lessons/v/{markup.current_version.pk}/",
        "demo-page": "/lessons/demo/atomic-structure/en/",
        "partner-embed-page": f"/api/v1/embed/{markup.share_slug}",
        "api-page": f"/api/v1/lessons/{markup.pk}/page",
        "free-html-share-page": f"/lessons/share/{free.share_slug}/page",
        "free-html-version-page": f"/lessons/v/{free.current_version.pk}/page",
        "free-html-demo-page": "/lessons/free-demo/pendulum/page",
        "live-preview-shell": "/lessons/stream/",
    }
    headers = {"Authorization": f"Bearer {lessons['key']}"} if target == "api-page" else {}
    return paths[target], headers


MARKUP_PAGES = ["share-page", "version-page", "demo-page", "partner-embed-page", "api-page"]
SCRIPT_PAGES = ["free-html-share-page", "free-html-version-page", "free-html-demo-page"]


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("target", MARKUP_PAGES + SCRIPT_PAGES + ["live-preview-shell"])
def test_lesson_script_opened_top_level_cannot_read_cookies_or_call_the_site(
    embedded_server, browser, teacher, lessons, target
):
    path, headers = url_of(target, lessons)
    context = signed_in_context(browser, embedded_server, teacher)
    page = watched(context.new_page())
    if headers:
        page.route(
            embedded_server.url + path,
            lambda route: route.continue_(headers={**route.request.headers, **headers}),
        )

    response = page.goto(embedded_server.url + path)
    snapshot = lesson_runs(page) if target in MARKUP_PAGES else {"errors": []}
    errors = list(page.errors)
    result = page.evaluate(ATTACK)
    context.close()

    assert response.status == 200
    # The lesson still runs in its sandbox: runtime, three.js and catalog all load.
    assert snapshot["errors"] == [] and errors == []
    assert_attack_fails(result)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_an_export_shown_instead_of_saved_cannot_read_cookies_or_call_the_site(
    embedded_server, browser, teacher, lessons
):
    """A browser may display the studio's download rather than save it: the file is
    sandboxed by its header all the same, and runs under it."""
    path = f"/studio/lessons/{lessons['markup'].pk}/export/"
    export = signed_in(teacher).get(path)
    headers = {
        name: value for name, value in export.items() if name.lower() != "content-disposition"
    }
    context = signed_in_context(browser, embedded_server, teacher)
    page = watched(context.new_page())
    page.route(
        embedded_server.url + path,
        lambda route: route.fulfill(status=200, headers=headers, body=export.content),
    )

    page.goto(embedded_server.url + path)
    snapshot = lesson_runs(page)
    errors = list(page.errors)
    result = page.evaluate(ATTACK)
    context.close()

    assert snapshot["errors"] == [] and errors == []
    assert_attack_fails(result)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_free_html_lesson_opened_top_level_runs_in_a_scriptless_frame_page(
    embedded_server, browser, teacher, lessons
):
    context = signed_in_context(browser, embedded_server, teacher)
    page = watched(context.new_page())

    page.goto(f"{embedded_server.url}/lessons/v/{lessons['free'].current_version.pk}/")
    frame = page.wait_for_selector("iframe").content_frame()
    frame.wait_for_load_state("load")
    page_runs_script = page.evaluate("() => document.querySelectorAll('script').length")
    errors = list(page.errors)
    result = frame.evaluate(ATTACK)
    context.close()

    assert_attack_fails(result)
    assert page_runs_script == 0 and errors == []


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_lesson_opened_from_the_admin_in_a_new_tab_cannot_act_as_the_curator(
    embedded_server, browser, teacher, curator
):
    lesson = lesson_in_state(teacher, curator, "in_review", title="Atoms")
    context = signed_in_context(browser, embedded_server, curator)
    admin = watched(context.new_page())

    admin.goto(f"{embedded_server.url}/admin/lessons/lesson/{lesson.pk}/change/")
    admin.frame_locator("iframe").first.locator("cl-lesson").wait_for(state="attached")
    with context.expect_page() as opened:
        admin.get_by_role("link", name="Open the lesson in a new tab").click()
    tab = watched(opened.value)
    tab.wait_for_load_state("load")
    snapshot = lesson_runs(tab)
    result = tab.evaluate(ATTACK)
    admin_errors = list(admin.errors)
    context.close()

    assert snapshot["errors"] == []
    assert_attack_fails(result)
    # The admin itself runs under the site's policy without a violation.
    assert admin_errors == []


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_site_pages_run_under_the_site_policy_without_a_violation(
    embedded_server, browser, teacher, lessons
):
    context = signed_in_context(browser, embedded_server, teacher)
    page = watched(context.new_page())
    seen = {}
    for path in ("/", "/studio/", "/studio/new/"):
        response = page.goto(embedded_server.url + path)
        page.wait_for_load_state("networkidle")
        seen[path] = response.headers["content-security-policy"]
    # Swagger UI builds the API docs from its setup script and the schema.
    response = page.goto(f"{embedded_server.url}/api/v1/docs/")
    seen["docs"] = response.headers["content-security-policy"]
    page.locator(".swagger-ui .opblock").first.wait_for(state="attached")
    # The lesson's preview runs in its frame, sandboxed.
    response = page.goto(f"{embedded_server.url}/studio/lessons/{lessons['markup'].pk}/")
    seen["lesson"] = response.headers["content-security-policy"]
    page.frame_locator("iframe.preview").first.locator("cl-lesson").wait_for(state="attached")
    errors = list(page.errors)
    context.close()

    assert errors == []
    for policy in seen.values():
        assert "sandbox" not in policy
        assert re.search(r"script-src 'self' 'nonce-[\w-]+'(;|$)", policy)


@pytest.mark.django_db
def test_every_lesson_response_is_sandboxed_without_data_scripts(teacher, curator):
    lesson = lesson_in_state(teacher, curator, "published", title="Atoms")
    key = make_key(make_partner("Embedders"))[1]
    responses = {
        "share": Client().get(f"/lessons/share/{lesson.share_slug}/"),
        "version": signed_in(teacher).get(f"/lessons/v/{lesson.current_version.pk}/"),
        "demo": Client().get("/lessons/demo/atomic-structure/en/"),
        "free demo": Client().get("/lessons/free-demo/pendulum/page"),
        "embed": Client().get(f"/api/v1/embed/{lesson.share_slug}"),
        "api page": Client().get(
            f"/api/v1/lessons/{lesson.pk}/page", headers={"Authorization": f"Bearer {key}"}
        ),
        "export": signed_in(teacher).get(f"/studio/lessons/{lesson.pk}/export/"),
        "live preview": signed_in(teacher).get("/lessons/stream/"),
    }

    for name, response in responses.items():
        assert response.status_code == 200, name
        directives = [part.strip() for part in response["Content-Security-Policy"].split(";")]
        script_src = next(part for part in directives if part.startswith("script-src"))
        # Pages our runtime renders may open the print dialog; no other lesson content may.
        printable = name in {"share", "version", "demo"}
        sandbox = "sandbox allow-scripts allow-modals" if printable else "sandbox allow-scripts"
        assert directives[0] == sandbox, name
        assert "data:" not in script_src, name


@pytest.mark.django_db
def test_the_page_around_a_free_html_lesson_runs_no_script():
    response = Client().get("/lessons/free-demo/pendulum/")

    policy = response["Content-Security-Policy"]
    assert "script-src 'none'" in policy and "frame-src 'self'" in policy
    assert "<script" not in response.content.decode()


@pytest.mark.django_db
def test_the_site_policy_admits_only_the_nonced_import_map_inline(teacher):
    response = signed_in(teacher).get("/studio/")

    nonce = re.search(r"'nonce-([\w-]+)'", response["Content-Security-Policy"]).group(1)
    html = response.content.decode()
    assert f'<script type="importmap" nonce="{nonce}">' in html
    again = signed_in(teacher).get("/studio/")["Content-Security-Policy"]
    assert again != response["Content-Security-Policy"], "a fresh nonce per response"
