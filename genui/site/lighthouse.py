"""Lighthouse (npm, pinned at 12.2.3 in package.json) on lesson pages as a student's browser
gets them: ``bench_lighthouse`` prints the figures, tests/genui/site/test_lighthouse_pages.py
asserts the ones that do not depend on the machine's speed.

The pages are served by the benchmark server of `genui.site.bench` from the static files
collected by ``make setup`` (hashed names, brotli), as production serves them. Three pages
(`LIGHTHOUSE_PAGES`): a demo lesson, the share page of a published lesson and the lesson page a
student who joined a class opens (the page around the sandboxed lesson document);
`lighthouse_pages_create` makes the lesson, the class and the student in the server's database.

Lighthouse drives Debian's Chromium (`lighthouse_chromium`: the validator's flags, software GL
by SwiftShader, headless, optionally ``--force-prefers-reduced-motion``) through its debugging
port, with Lighthouse's default mobile settings: a phone's screen, simulated slow 4G and a 4x
slower CPU. A first load (`lighthouse_run`) starts with Lighthouse's storage reset: an empty
cache. A second lesson load (`lighthouse_second_load`) opens another lesson first, then the page,
both without the reset, in the same browser profile: what it transfers is what a cache did not
spare.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from genui.lessons.validation.browser import CHROMIUM_FLAGS
from genui.paths import NPM_DIR

logger = logging.getLogger("genui.site.lighthouse")

LIGHTHOUSE = NPM_DIR / ".bin" / "lighthouse"
LIGHTHOUSE_SECONDS = 240
# a loaded machine sometimes makes Lighthouse lose its trace of a load (NO_NAVSTART, "run
# Lighthouse again"): a load is measured again up to this many times
LIGHTHOUSE_TRIES = 3
CHROMIUM_START_SECONDS = 30
# the demo lessons behind the pages, as (topic slug, language)
DEMO_LESSON = ("solar-eclipse", "en")
SHARED_LESSON = ("seasons", "zh")
CLASS_LESSON = ("simple-pendulum", "en")
# what a second lesson load opens first: a lesson none of the pages shows
FIRST_LESSON = ("moon-phases", "en")
KB = 1000

# Issue 44, item 5. (figure, comparison, target): "min" is met at or above the target, "max" at
# or below. The timing figures hold only for the run they come from (the machine's load, software
# GL); the others are the same on every run.
TARGETS_REDUCED_MOTION = (
    ("performance", "min", 90),
    ("accessibility", "min", 100),
    ("lcp_ms", "max", 2500),
    ("tbt_ms", "max", 300),
    ("first_load_bytes", "max", 500 * KB),
    ("second_load_bytes", "max", 50 * KB),
)
TARGETS_ANIMATED = (
    ("accessibility", "min", 100),
    ("tbt_ms", "max", 1000),
)
TARGET_EXPORTED_BYTES = 700 * KB


@dataclass(frozen=True)
class LighthousePage:
    name: str
    path: str
    # a cookie the browser holds for the site before it opens the page, as (name, value): a
    # student's token, as the join page sets it
    cookie: tuple[str, str] | None = None
    # the demo lesson whose markup the page shows, as (slug, language)
    lesson: tuple[str, str] = DEMO_LESSON


def lighthouse_pages_create() -> None:
    """Run in the benchmark server's settings (``setup=`` of `genui.site.bench.bench_server`,
    after its accounts): the first bench teacher's lesson published by the bench curator, and
    another of theirs assigned to a class of theirs that a student joined. Prints, as JSON on
    one line, ``{"share": path, "class": path, "cookie": [name, value]}``."""
    from django.contrib.auth import get_user_model

    from genui.classroom.services import assignment_create, classroom_create, student_join
    from genui.classroom.views import student_cookie
    from genui.corpus.topics import topic_by_slug
    from genui.lessons.demo import demo_lesson
    from genui.lessons.models import Lesson
    from genui.lessons.services import (
        lesson_create,
        lesson_publish,
        lesson_submit,
        lesson_version_add,
    )
    from genui.markup.sanitizer import markup_sanitize

    users = get_user_model().objects
    teacher = users.get(username="bench-teacher-01")
    curator = users.get(username="bench-operator")

    def lesson_of(slug: str, language: str) -> Lesson:
        demo = demo_lesson(slug, language)
        subject = topic_by_slug(slug).subject
        lesson = lesson_create(
            owner=teacher, title=demo.title, subject=subject, grade=demo.grade, language=language
        )
        # the demo lessons pass the validator (tests/genui/corpus), which needs a browser: the
        # bench does not run it again
        lesson_version_add(
            lesson=lesson,
            content=markup_sanitize(demo.markup).markup,
            created_by=teacher,
            validation_passed=True,
            request={"prompt": demo.title, "subject": subject, "grade": demo.grade},
        )
        return Lesson.objects.get(pk=lesson.pk)

    shared = lesson_of(*SHARED_LESSON)
    lesson_submit(lesson=shared, user=teacher)
    shared = lesson_publish(lesson=Lesson.objects.get(pk=shared.pk), curator=curator)

    slug, language = CLASS_LESSON
    classroom = classroom_create(
        teacher=teacher,
        name="Lighthouse",
        grade=demo_lesson(slug, language).grade,
        language=language,
    )
    assignment = assignment_create(classroom=classroom, lesson=lesson_of(slug, language))
    _student, token = student_join(classroom=classroom, display_name="Lighthouse student")
    made = {
        "share": f"/lessons/share/{shared.share_slug}/",
        "class": f"/learn/{classroom.pk}/{assignment.pk}/",
        "cookie": [student_cookie(classroom.pk), token],
    }
    print(json.dumps(made))


def lighthouse_pages(made: dict) -> list[LighthousePage]:
    """The three pages, from what `lighthouse_pages_create` printed."""
    slug, language = DEMO_LESSON
    name, value = made["cookie"]
    return [
        LighthousePage("demo lesson", f"/lessons/demo/{slug}/{language}/", lesson=DEMO_LESSON),
        LighthousePage("share page", made["share"], lesson=SHARED_LESSON),
        LighthousePage("class lesson", made["class"], cookie=(name, value), lesson=CLASS_LESSON),
    ]


def exported_page_bytes(lesson: tuple[str, str]) -> int:
    """The size of the demo lesson's exported, self-contained page (what a teacher downloads)."""
    from genui.lessons.demo import demo_lesson
    from genui.lessons.renderer import lesson_page_render

    page = lesson_page_render(demo_lesson(*lesson).markup, standalone=True)
    return len(page.html.encode())


@dataclass(frozen=True)
class LighthouseBrowser:
    """A Chromium Lighthouse drives: its debugging port and its browser target's path."""

    port: int
    target: str

    def cookie_set(self, origin: str, name: str, value: str) -> None:
        """Put a cookie in the browser's jar, as the site's ``Set-Cookie`` would (HttpOnly,
        SameSite=Lax): the documents a page frames send it too."""
        from websockets.sync.client import connect

        cookie = {
            "name": name,
            "value": value,
            "url": origin,
            "httpOnly": True,
            "sameSite": "Lax",
        }
        message = {"id": 1, "method": "Storage.setCookies", "params": {"cookies": [cookie]}}
        with connect(f"ws://127.0.0.1:{self.port}{self.target}", max_size=None) as socket:
            socket.send(json.dumps(message))
            while (answer := json.loads(socket.recv(timeout=30))).get("id") != 1:
                pass
        if "error" in answer:
            raise RuntimeError(f"Chromium refused the cookie {name}: {answer['error']}")


@contextmanager
def lighthouse_chromium(*, chromium: str, reduced_motion: bool) -> Iterator[LighthouseBrowser]:
    """Debian's Chromium, headless, in a fresh profile, for Lighthouse to drive."""
    if not LIGHTHOUSE.exists():
        raise RuntimeError(f"no Lighthouse at {LIGHTHOUSE}: run `make setup` (npm ci)")
    with tempfile.TemporaryDirectory(prefix="lighthouse-profile-") as profile:
        argv = [
            chromium,
            *CHROMIUM_FLAGS,
            "--headless=new",
            "--remote-debugging-port=0",
            f"--user-data-dir={profile}",
            *(["--force-prefers-reduced-motion"] if reduced_motion else []),
            "about:blank",
        ]
        browser = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            yield _debugging_target(Path(profile), browser)
        finally:
            browser.terminate()
            try:
                browser.wait(timeout=10)
            except subprocess.TimeoutExpired:
                browser.kill()
                browser.wait()


def _debugging_target(profile: Path, browser: subprocess.Popen) -> LighthouseBrowser:
    """The port Chromium chose (``--remote-debugging-port=0``) and its browser target, from
    the file it writes."""
    written = profile / "DevToolsActivePort"
    deadline = time.monotonic() + CHROMIUM_START_SECONDS
    while time.monotonic() < deadline:
        if browser.poll() is not None:
            raise RuntimeError(f"Chromium exited with {browser.returncode} at start")
        lines = written.read_text().splitlines() if written.exists() else []
        if len(lines) >= 2:
            return LighthouseBrowser(port=int(lines[0]), target=lines[1])
        time.sleep(0.1)
    raise RuntimeError(f"Chromium opened no debugging port within {CHROMIUM_START_SECONDS} s")


def lighthouse_report(
    url: str,
    *,
    port: int,
    storage_reset: bool = True,
    categories: tuple[str, ...] = ("performance", "accessibility"),
) -> dict:
    """Lighthouse's report (its JSON) of one load of ``url`` in the Chromium at ``port``, with
    its default mobile settings. Without ``storage_reset`` the browser's cache is kept."""
    argv = [
        str(LIGHTHOUSE),
        url,
        f"--port={port}",
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        # the bytes and the requests are performance audits: asked for whatever the categories
        "--only-audits=total-byte-weight,network-requests",
        *([f"--only-categories={','.join(categories)}"] if categories else []),
        *([] if storage_reset else ["--disable-storage-reset"]),
    ]
    # CI: Lighthouse asks nothing (its error-reporting question) and writes no settings
    env = {**os.environ, "CI": "1"}
    for attempt in range(1, LIGHTHOUSE_TRIES + 1):
        run = subprocess.run(
            argv, capture_output=True, text=True, timeout=LIGHTHOUSE_SECONDS, env=env, check=False
        )
        if run.returncode == 0:
            report = json.loads(run.stdout)
            if not report.get("runtimeError"):
                return report
            failure = f"{report['runtimeError']}"
        else:
            failure = f"exit status {run.returncode}:\n{run.stderr[-3000:]}"
        logger.warning("Lighthouse on %s, try %d: %s", url, attempt, failure.splitlines()[-1])
    raise RuntimeError(f"Lighthouse failed on {url} {LIGHTHOUSE_TRIES} times: {failure}")


def lighthouse_figures(report: dict) -> dict:
    """What a report says of a first load: the category scores (0 to 100), largest contentful
    paint and total blocking time (ms), bytes transferred, the requests (``[URL, status,
    bytes]``) and the accessibility audits failed (``[id, title, [selectors]]``)."""
    audits, categories = report["audits"], report["categories"]
    figures: dict = {
        "first_load_bytes": int(audits["total-byte-weight"]["numericValue"]),
        "requests": [
            [item["url"], item.get("statusCode"), item["transferSize"]]
            for item in audits["network-requests"]["details"]["items"]
            if not item["url"].startswith("data:")
        ],
    }
    # the performance category was asked for whole (not only for its byte count)
    if "largest-contentful-paint" in audits:
        figures["performance"] = round(categories["performance"]["score"] * 100)
        figures["lcp_ms"] = round(audits["largest-contentful-paint"]["numericValue"])
        figures["tbt_ms"] = round(audits["total-blocking-time"]["numericValue"])
    if "accessibility" in categories:
        figures["accessibility"] = round(categories["accessibility"]["score"] * 100)
        figures["accessibility_flagged"] = [
            [ref["id"], audits[ref["id"]]["title"], _selectors(audits[ref["id"]])]
            for ref in categories["accessibility"]["auditRefs"]
            if ref["weight"] and audits[ref["id"]]["score"] not in (None, 1)
        ]
    return figures


def _selectors(audit: dict) -> list[str]:
    items = (audit.get("details") or {}).get("items") or []
    return [item["node"].get("selector", "") for item in items if "node" in item]


def lighthouse_second_load(origin: str, page: LighthousePage, *, browser: LighthouseBrowser) -> int:
    """Bytes the page transfers when it is the second lesson this browser opens: another
    lesson is loaded first, then the page, without Lighthouse's storage reset."""
    slug, language = FIRST_LESSON
    first = f"{origin}/lessons/demo/{slug}/{language}/"
    lighthouse_report(first, port=browser.port, storage_reset=False, categories=())
    report = lighthouse_report(
        origin + page.path, port=browser.port, storage_reset=False, categories=()
    )
    return int(report["audits"]["total-byte-weight"]["numericValue"])


def target_met(value: float, comparison: str, target: float) -> bool:
    return value >= target if comparison == "min" else value <= target


def lighthouse_measure(
    origin: str,
    pages: list[LighthousePage],
    *,
    chromium: str,
    reduced_motion: bool,
    categories: tuple[str, ...] = ("performance", "accessibility"),
    second_load: bool = False,
    log=None,
) -> dict[str, dict]:
    """Each page's figures (`lighthouse_figures`, with ``second_load_bytes`` when asked), by
    page name: one Chromium for all of them, a first load each, then a second lesson load."""
    measured = {}
    with lighthouse_chromium(chromium=chromium, reduced_motion=reduced_motion) as browser:
        for page in pages:
            if page.cookie:
                browser.cookie_set(origin, *page.cookie)
            report = lighthouse_report(origin + page.path, port=browser.port, categories=categories)
            figures = lighthouse_figures(report)
            if second_load:
                figures["second_load_bytes"] = lighthouse_second_load(origin, page, browser=browser)
            measured[page.name] = figures
            if log:
                log(f"measured {page.name} ({page.path})")
    return measured


def collected_static_root(static_root: Path) -> Path:
    """``static_root`` if ``collectstatic`` (``make setup``) filled it, as production serves
    it; otherwise a RuntimeError that says so."""
    if not (Path(static_root) / "staticfiles.json").is_file():
        raise RuntimeError(
            f"no collected static files in {static_root}: run `make setup` "
            "(its last step, collectstatic, writes them)"
        )
    return Path(static_root)
