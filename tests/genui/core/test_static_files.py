"""Static files as the embedded default and production serve them: collected with hashed names
and brotli and gzip copies, linked by those names, cached for a year, the smallest copy the
browser accepts; and, before any collectstatic, served as they are."""

from __future__ import annotations

import gzip

import brotli
import pytest
from asgiref.sync import async_to_sync
from asgiref.testing import ApplicationCommunicator
from django.contrib.staticfiles.storage import staticfiles_storage
from django.core.management import call_command
from django.http import HttpResponse
from django.templatetags.static import static
from django.test import override_settings

from genui import paths
from genui.core.static import PublicStaticFilesHandler, static_file_path
from genui.lessons import renderer
from genui.markup.catalog import DATA_DIR as MARKUP_DATA_DIR
from genui.settings.base import STORAGES

# the site's own files and the runtime's bundle: what a lesson page loads (not the apps'
# files nor all of three.js, which only make collectstatic slow)
LESSON_FILES = {
    "STATICFILES_FINDERS": ["django.contrib.staticfiles.finders.FileSystemFinder"],
    "STATICFILES_DIRS": [
        paths.STATIC_DIR,
        ("lesson", MARKUP_DATA_DIR),
        ("lesson", paths.BUNDLE_DIR),
    ],
    "STORAGES": STORAGES,
}
YEAR = "max-age=315360000, public, immutable"


async def _app_not_reached(scope, receive, send):
    raise AssertionError(f"{scope['path']} went past the static files")


@async_to_sync
async def asgi_get(app, path: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
    scope = {
        "type": "http",
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(name.encode(), value.encode()) for name, value in headers.items()],
        "server": ("127.0.0.1", 80),
        "client": ("127.0.0.1", 5000),
    }
    communicator = ApplicationCommunicator(app, scope)
    await communicator.send_input({"type": "http.request", "body": b""})
    start = await communicator.receive_output(5)
    body = b""
    while True:
        message = await communicator.receive_output(5)
        body += message.get("body", b"")
        if not message.get("more_body"):
            break
    names = {name.decode().lower(): value.decode() for name, value in start["headers"]}
    return start["status"], names, body


def get(path: str, accept_encoding: str = "") -> tuple[int, dict[str, str], bytes]:
    """GET ``path`` from the ASGI app's static files handler (genui/asgi.py)."""
    handler = PublicStaticFilesHandler(_app_not_reached)
    headers = {"accept-encoding": accept_encoding} if accept_encoding else {}
    return asgi_get(handler, path, headers)


@pytest.fixture(scope="module")
def collected(tmp_path_factory):
    """collectstatic of the lesson's files into a fresh STATIC_ROOT, as `make setup` runs it."""
    if not (paths.BUNDLE_DIR / "runtime.min.js").is_file():
        pytest.fail("the runtime's bundle is not built: run `make setup`")
    root = tmp_path_factory.mktemp("staticfiles")
    with override_settings(STATIC_ROOT=root, **LESSON_FILES):
        call_command("collectstatic", interactive=False, verbosity=0)
        yield root


@pytest.fixture
def served(collected):
    """The site after collectstatic: the collected manifest read afresh."""
    with override_settings(STATIC_ROOT=collected, **LESSON_FILES):
        yield collected


def test_collectstatic_writes_hashed_names_with_brotli_and_gzip_copies(served):
    hashed = staticfiles_storage.stored_name("lesson/runtime.min.js")

    assert hashed.startswith("lesson/runtime.min.") and hashed != "lesson/runtime.min.js"
    original = (served / hashed).read_bytes()
    assert brotli.decompress((served / f"{hashed}.br").read_bytes()) == original
    assert gzip.decompress((served / f"{hashed}.gz").read_bytes()) == original


def test_a_lesson_page_links_the_hashed_names(served, monkeypatch):
    monkeypatch.setattr(renderer, "lesson_runtime", lambda: renderer.BUNDLED)

    html = renderer.lesson_page_render('<cl-lesson title="t" lang="en"></cl-lesson>').html

    assert f'src="{static("lesson/runtime.min.js")}"' in html
    assert f'href="{static("lesson/runtime.min.css")}"' in html
    assert "/static/lesson/runtime.min.js" not in html


@pytest.mark.parametrize(
    ("accept", "encoding", "decode"),
    [("gzip, deflate, br", "br", brotli.decompress), ("gzip", "gzip", gzip.decompress)],
    ids=["brotli", "gzip"],
)
def test_a_hashed_file_is_served_compressed_and_cached_for_a_year(served, accept, encoding, decode):
    url = static("lesson/runtime.min.js")

    status, headers, body = get(url, accept_encoding=accept)

    assert status == 200
    assert headers["content-encoding"] == encoding
    assert headers["cache-control"] == YEAR
    assert headers["access-control-allow-origin"] == "*"
    assert decode(body) == (served / url.removeprefix("/static/")).read_bytes()


def test_a_file_under_its_own_name_is_cached_for_a_minute(served):
    """The runtime's modules import each other by their own names (the unbundled pages)."""
    status, headers, body = get("/static/lesson/state.js")

    assert status == 200 and "content-encoding" not in headers
    assert headers["cache-control"] == "max-age=60, public"
    assert body == (served / "lesson" / "state.js").read_bytes()


def test_the_validator_serves_the_hashed_names_the_pages_link(served):
    hashed = staticfiles_storage.stored_name("lesson/runtime.min.js")

    assert static_file_path(hashed) == served / hashed
    assert static_file_path("lesson/no-such-file.js") is None


def test_before_any_collectstatic_files_are_served_as_they_are(tmp_path, caplog):
    with override_settings(STATIC_ROOT=tmp_path / "never-collected", **LESSON_FILES):
        url = static("lesson/runtime.js")
        status, headers, body = get(url, accept_encoding="br")

    assert url == "/static/lesson/runtime.js"
    assert status == 200 and "content-encoding" not in headers
    assert body == (paths.STATIC_DIR / "lesson" / "runtime.js").read_bytes()
    assert "static files are not collected" in caplog.text


def test_a_missing_static_file_is_a_404(served):
    assert get("/static/lesson/no-such-file.js")[0] == 404


def test_everything_else_goes_to_the_site():
    async def site(scope, receive, send):
        response = HttpResponse("the site")
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": response.content})

    assert asgi_get(PublicStaticFilesHandler(site), "/lessons/", {})[2] == b"the site"
