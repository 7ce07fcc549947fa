"""An embed snippet pasted into a partner's page on another origin: Chromium frames
the published lesson, the lesson runs in its sandbox without loading anything from
our static files, and it can reach neither the partner's page nor our cookies."""

import json
import threading
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.fixtures.browser import wait_until
from tests.genui.api.support import lesson_in_state, make_key, make_partner

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def embed_snippet(server, lesson_id: int, key: str) -> dict:
    request = urllib.request.Request(
        f"{server.url}/api/v1/lessons/{lesson_id}/embed",
        headers={"Authorization": f"Bearer {key}"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


@pytest.fixture
def partner_site():
    """The partner's own site: another origin (another port) on loopback, serving
    whatever page the test sets."""
    pages = {}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            body = pages.get(self.path, "").encode()
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}", pages
    server.shutdown()
    server.server_close()


def test_a_pasted_embed_runs_the_lesson_sandboxed_on_a_partner_page(
    api_server, browser, partner_site, teacher, curator
):
    lesson = lesson_in_state(teacher, curator, "published", title="Atoms")
    key = make_key(make_partner("Embedders"))[1]
    embed = embed_snippet(api_server, lesson.pk, key)
    site, pages = partner_site
    pages["/course/atoms"] = (
        '<!doctype html><title>Course</title><link rel="icon" href="data:,">'
        f"<h1>Atoms</h1>{embed['html']}"
    )
    context = browser.new_context()
    page = context.new_page()
    errors, requests = [], []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("request", lambda request: requests.append(request.url))

    page.goto(f"{site}/course/atoms")
    page.frame_locator("iframe").first.locator("cl-lesson").wait_for(
        state="attached", timeout=20_000
    )
    lesson_frame = next(frame for frame in page.frames if frame.url == embed["url"])
    wait_until(lesson_frame, "() => window.cloverLesson !== undefined", timeout=20)
    snapshot = lesson_frame.evaluate(
        "async () => { await window.cloverLesson.ready; return cloverLesson.snapshot(); }"
    )
    isolation = lesson_frame.evaluate(
        """() => {
            const blocked = (read) => { try { read(); return false; } catch { return true; } };
            return {
                parent: blocked(() => window.parent.document.title),
                cookies: blocked(() => document.cookie),
                origin: window.origin,
            };
        }"""
    )
    context.close()

    assert snapshot["errors"] == [] and errors == []
    assert isolation == {"parent": True, "cookies": True, "origin": "null"}
    assert [url for url in requests if not url.startswith(("data:", "blob:"))] == [
        f"{site}/course/atoms",
        embed["url"],
    ]
