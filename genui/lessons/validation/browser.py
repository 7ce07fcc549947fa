"""The page validator: one headless Chromium, several pages checked at once.

``PageValidator`` owns a browser in a background thread with its own event loop, so
synchronous callers (the worker, management commands, tests) and async ones share
it. Each page is served to the browser from memory under a private origin; the
project's static files (runtime, three.js) are served from Django's finders, and any
request to another origin is blocked and reported.

Every page is loaded twice, side by side: on a desktop viewport with motion (errors,
canvas, animation, accessibility basics, thumbnail) and on a phone viewport with
reduced motion (layout, then every control driven by keyboard while the scene is
still, so a control that changes nothing is caught).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import functools
import itertools
import json
import logging
import re
import threading
import time
from pathlib import Path

from django.conf import settings

from genui.lessons.csp import LESSON_SANDBOX, free_html_csp, lesson_document_csp
from genui.lessons.renderer import free_html_frame_render
from genui.lessons.validation import images
from genui.lessons.validation.report import ValidationReport
from genui.lessons.validation.site import LessonSite

logger = logging.getLogger("genui.lessons.validator")

PROBES = (Path(__file__).with_name("probes.js")).read_text()
INIT_SCRIPT = (Path(__file__).with_name("init.js")).read_text()
CSP_BLOCKED = "clover-csp-blocked "
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-gpu-sandbox",
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 740}
MOTION_TAGS = ("cl-orbit", "cl-spin", "cl-oscillate", "cl-follow-path")
# In the page: whether every motion, as the runtime reads its attributes now, moves nothing
# (switched off, or an oscillation of amplitude zero): false when there is none.
MOTIONS_AT_REST = """(tags) => {
    const motions = [...document.querySelectorAll(tags.join(","))];
    return motions.length > 0 && motions.every((m) => typeof m.a === "function" &&
        (!m.a("enabled") || (m.localName === "cl-oscillate" && m.a("amplitude") === 0)));
}"""
TIME_KEYS = re.compile(r"^(time|t|elapsed|clock|now|fps|frame|frames|framecount|ready)$", re.I)
READY_SECONDS = 10.0
# a lesson whose first frame comes later than this after its runtime started (the page and its
# modules loaded) fails: its scene would freeze a student's laptop (issue 38; the sanitiser's
# scene budget is the first guard, genui/markup/budget.py); GENUI_FIRST_FRAME_SECONDS overrides
FIRST_FRAME_SECONDS = 2.0
FIRST_FRAME_JS = "async () => (await window.cloverLesson.ready).first_frame_ms"
# A busy machine (the worker decoding beside the browser, other checks, a shared CPU) delays
# every first frame, the catalog's own as much as a generated lesson's. A lesson late twice is
# judged against a catalog lesson's first frame measured then (REFERENCE_LESSON): it is too
# heavy only past FIRST_FRAME_REFERENCE_RATIO times that as well as past the limit. In the
# catalog the slowest first frames are about 2.7 times this reference's (measured in one
# browser, docs/experiments/2026-12-06-first-frame-under-load.md); 0 turns the reference off
# (GENUI_FIRST_FRAME_REFERENCE_RATIO).
FIRST_FRAME_REFERENCE_RATIO = 5.0
REFERENCE_LESSON = ("day-and-night", "en")
REFERENCE_HEADERS = {"Content-Security-Policy": LESSON_SANDBOX}
REVERSIBLE = {"range", "slider", "number", "checkbox", "switch"}
ANIMATION_GAP_SECONDS = 0.8
LOOP_CHECK_SECONDS = 3.0  # the longest wait for the animation loop to draw
# one page's checks, all of them: past this the run is cancelled and its pages closed (a
# script that never yields would otherwise hold one of the validator's slots for good)
PAGE_TIMEOUT_SECONDS = 90.0
CLOSE_SECONDS = 10.0
LOOP_CHECK_FRAMES = 2
LOOP_POLL_SECONDS = 0.1
# a canvas blank at first is read again for this long: a page's first frame may come late
BLANK_WAIT_SECONDS = 3.0


def page_kind(html: str) -> str:
    """A page that runs our lesson runtime is a markup page; anything else is free HTML."""
    return "markup" if "/lesson/runtime.js" in html or "clover-runtime" in html else "free_html"


class PageValidator:
    """Validate lesson pages in a shared headless Chromium.

    Use as a context manager, or ``start()``/``close()``. ``validate(html)`` is
    thread-safe and blocks; up to ``concurrency`` pages are checked at once.
    """

    def __init__(
        self,
        *,
        chromium_path: str | None = None,
        concurrency: int = 2,
        page_timeout: float = PAGE_TIMEOUT_SECONDS,
    ) -> None:
        self.chromium_path = chromium_path or settings.CHROMIUM_PATH
        self.concurrency = concurrency
        self.page_timeout = page_timeout
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._startup_error: BaseException | None = None

    def __enter__(self) -> PageValidator:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.close()

    def start(self) -> PageValidator:
        if self._thread is not None:
            return self
        if not Path(self.chromium_path).exists():
            raise FileNotFoundError(
                f"Chromium not found at {self.chromium_path}: `apt-get install chromium` "
                "or set CHROMIUM_PATH"
            )
        self._thread = threading.Thread(target=self._run_loop, name="page-validator", daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._startup_error is not None:
            raise RuntimeError(f"the validator's browser did not start: {self._startup_error}")
        return self

    def close(self) -> None:
        if self._loop is None:
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop).result(timeout=30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=30)
        self._loop = self._thread = None

    def validate(
        self, html: str, *, kind: str | None = None, timeout: float = 120
    ) -> ValidationReport:
        if self._loop is None:
            self.start()
        future = asyncio.run_coroutine_threadsafe(self.validate_async(html, kind=kind), self._loop)
        try:
            return future.result(timeout=timeout)
        except TimeoutError:
            future.cancel()  # its pages close and its slot frees (`validate_async`)
            raise

    def validate_many(self, pages: list[str]) -> list[ValidationReport]:
        """Validate several pages concurrently (``concurrency`` at a time)."""
        if self._loop is None:
            self.start()

        async def gather():
            return await asyncio.gather(*(self.validate_async(html) for html in pages))

        return asyncio.run_coroutine_threadsafe(gather(), self._loop).result()

    def _run_loop(self) -> None:
        self._loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._launch())
        except BaseException as error:
            self._startup_error = error
            self._ready.set()
            return
        self._ready.set()
        self._loop.run_forever()

    async def _launch(self) -> None:
        from playwright.async_api import async_playwright

        self._playwright = await async_playwright().start()
        await self._launch_browser()
        self.site = LessonSite().start()
        self._slots = asyncio.Semaphore(self.concurrency)
        self._relaunching = asyncio.Lock()
        self._reference = None  # the reference browser (`reference_first_frame`), when needed
        self._measuring = asyncio.Lock()

    async def _launch_browser(self) -> None:
        self._browser = await self._chromium()
        # One context for every page: its cache keeps three.js and the runtime warm.
        self._context = await _context(self._browser)

    async def _chromium(self):
        return await self._playwright.chromium.launch(
            executable_path=self.chromium_path, headless=True, args=CHROMIUM_FLAGS
        )

    async def _browser_ensure(self) -> None:
        """Launch Chromium again when it is gone (killed, out of memory, crashed), so that the
        pages validated after it do not fail for it."""
        async with self._relaunching:
            if self._browser.is_connected():
                return
            logger.warning("the validator's Chromium is gone: launching it again")
            with contextlib.suppress(Exception):
                await self._browser.close()
            await self._launch_browser()

    async def reference_first_frame(self) -> float | None:
        """The first frame of the reference catalog lesson (REFERENCE_LESSON) now, in ms (None
        when it could not be measured): how long a scene the catalog ships takes on this
        machine at this moment. It draws in a browser of its own, started the first time it
        is needed: the pages being checked share their browser's GPU process, where a scene
        too heavy to draw would hold up the reference's frame too and hide itself."""
        path = self.site.publish(
            {"": (_reference_page().encode(), "text/html; charset=utf-8", REFERENCE_HEADERS)}
        )
        try:
            async with self._measuring:
                if self._reference is None or not self._reference.is_connected():
                    self._reference = await self._chromium()
                context = await _context(self._reference)
                try:
                    page = await context.new_page()
                    await page.set_viewport_size(DESKTOP)
                    await page.goto(self.site.origin + path, wait_until="load", timeout=30_000)
                    return await asyncio.wait_for(page.evaluate(FIRST_FRAME_JS), READY_SECONDS)
                finally:
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(context.close(), CLOSE_SECONDS)
        except Exception:
            logger.warning("the reference lesson's first frame was not measured", exc_info=True)
            return None
        finally:
            self.site.withdraw(path)

    async def _shutdown(self) -> None:
        self.site.close()
        with contextlib.suppress(Exception):
            await self._browser.close()
        if self._reference is not None:
            with contextlib.suppress(Exception):
                await self._reference.close()
        with contextlib.suppress(Exception):
            await self._playwright.stop()

    async def validate_async(self, html: str, *, kind: str | None = None) -> ValidationReport:
        kind = kind or page_kind(html)
        started = time.perf_counter()
        async with self._slots:
            report = await self._validate_once(html, kind)
            if report.error and not self._browser.is_connected():
                # Chromium went away under this page: the page is not at fault; once more
                # in a new browser
                logger.warning("the validator's Chromium died during a validation: again")
                report = await self._validate_once(html, kind)
        report.seconds = time.perf_counter() - started
        # under the job's id when a worker validates (`genui.core.logs.job_context`)
        logger.info(
            "validated a %s page: %s in %.2f s",
            kind,
            "pass" if report.ok else f"{len(report.failures())} failures",
            report.seconds,
        )
        return report

    async def _validate_once(self, html: str, kind: str) -> ValidationReport:
        report = ValidationReport(kind=kind)
        run = None
        try:
            await self._browser_ensure()
            run = _Run(self, html, kind, report)
            await asyncio.wait_for(run.execute(), self.page_timeout)
        except TimeoutError:
            # a page whose script never yields: cancelled, its pages closed
            if run is not None:
                await run.close_pages()
            report.add(
                "finishes_in_time",
                False,
                f"the checks did not finish within {self.page_timeout:.0f} s: a script "
                "that never yields, or a page that never loads",
            )
        except Exception as error:
            logger.exception("validation failed to run")
            report.error = f"{type(error).__name__}: {error}"
        return report

    async def _fresh_context(self) -> None:
        """Replace the shared context (a page in it would not close)."""
        old, self._context = self._context, None
        with contextlib.suppress(Exception):
            await asyncio.wait_for(old.close(), CLOSE_SECONDS)
        self._context = await _context(self._browser)


class _Run:
    """One page's validation: two pages (desktop and phone), then the report."""

    def __init__(self, validator: PageValidator, html: str, kind: str, report: ValidationReport):
        self.validator = validator
        self.kind = kind
        self.report = report
        self.external: list[str] = []
        self.missing: list[str] = []
        # Sandboxed as the site serves it: a markup page keeps its own policy in its
        # <meta>, to which the header adds the sandbox.
        page = (html.encode(), "text/html; charset=utf-8")
        if kind == "markup":
            self.path = validator.site.publish(
                {"": (*page, {"Content-Security-Policy": LESSON_SANDBOX})}
            )
        else:
            # The frame page names the framed page relatively: "page" under the same token.
            frame = (free_html_frame_render(src="page").encode(), "text/html; charset=utf-8", {})
            framed = (*page, {"Content-Security-Policy": lesson_document_csp(free_html_csp())})
            self.path = validator.site.publish({"": frame, "page": framed})
        self.declares_motion = kind == "markup" and any(f"<{tag}" in html for tag in MOTION_TAGS)
        self.pages: set = set()  # opened and not yet closed

    async def close_pages(self) -> None:
        """Close what this run left open; a page that will not close takes the shared
        context with it (a new one replaces it)."""
        stuck = False
        for page in list(self.pages):
            try:
                await asyncio.wait_for(page.close(), CLOSE_SECONDS)
            except Exception:
                stuck = True
            self.pages.discard(page)
        self.validator.site.withdraw(self.path)
        if stuck:
            await self.validator._fresh_context()

    async def execute(self) -> None:
        # The passes run side by side: the phone pass drives controls while the
        # desktop pass waits between animation frames.
        try:
            await asyncio.gather(self._desktop(), self._phone())
        finally:
            self.validator.site.withdraw(self.path)
        self.report.checks.sort(key=lambda check: check.viewport != "desktop")
        self.report.add(
            "same_origin_only",
            not self.external,
            "no request left the page"
            if not self.external
            else "blocked requests to: " + ", ".join(sorted(set(self.external))[:10]),
        )
        if self.missing:
            self.report.add("resources_found", False, "missing: " + ", ".join(self.missing[:10]))

    async def _close(self, page) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(page.close(), CLOSE_SECONDS)
            self.pages.discard(page)

    async def _route(self, route) -> None:
        """Same-origin requests go on to the site; anything else is blocked and noted."""
        if route.request.url.startswith(self.validator.site.origin + "/"):
            await route.continue_()
            return
        self.external.append(route.request.url)
        await route.abort("blockedbyclient")

    def _response(self, response) -> None:
        if response.status >= 400 and not response.url.endswith("/favicon.ico"):
            self.missing.append(response.url.removeprefix(self.validator.site.origin))

    async def _open(self, viewport: dict, reduced_motion: str):
        page = await self.validator._context.new_page()
        self.pages.add(page)
        await page.set_viewport_size(viewport)
        await page.emulate_media(reduced_motion=reduced_motion)
        await page.route("**/*", self._route)
        errors: list[str] = []
        page.on("console", lambda message: self._console(message, errors))
        page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
        page.on("response", self._response)
        await page.goto(self.validator.site.origin + self.path, wait_until="load", timeout=30_000)
        frame = page.main_frame
        if self.kind == "free_html":
            frame = await self._child_frame(page)
        await frame.evaluate(PROBES)
        return page, frame, errors

    def _console(self, message, errors: list[str]) -> None:
        if message.text.startswith(CSP_BLOCKED):
            self.external.append(message.text.removeprefix(CSP_BLOCKED) + " (blocked by CSP)")
        elif message.type == "error":
            errors.append(message.text)

    async def _child_frame(self, page):
        element = await page.wait_for_selector("iframe", timeout=10_000)
        frame = await element.content_frame()
        await frame.wait_for_load_state("load")
        return frame

    async def _ready(self, frame, viewport: str) -> bool:
        if self.kind != "markup":
            await asyncio.sleep(0.3)
            return True
        try:
            first_frame_ms = await asyncio.wait_for(frame.evaluate(FIRST_FRAME_JS), READY_SECONDS)
        except Exception as error:
            self.report.add(
                "runtime_ready", False, f"the lesson runtime never became ready: {error}", viewport
            )
            if viewport == "desktop":
                detail = f"no frame drawn in {READY_SECONDS:.0f} s"
                self.report.add("first_frame_in_time", False, detail, viewport)
            return False
        self.report.add("runtime_ready", True, "first frame rendered", viewport)
        if viewport == "desktop":
            reference_ms = None
            if first_frame_ms is not None and first_frame_ms / 1000 > _first_frame_limit():
                first_frame_ms = min(first_frame_ms, await self._first_frame_again(frame))
                if first_frame_ms / 1000 > _first_frame_limit() and _reference_ratio():
                    reference_ms = await self.validator.reference_first_frame()
            self.report.add(
                "first_frame_in_time", *first_frame_verdict(first_frame_ms, reference_ms)
            )
        return True

    async def _first_frame_again(self, frame) -> float:
        """The first frame of the page loaded once more: a sound scene whose first frame a
        busy machine delayed past the limit (the worker decoding beside the browser on a
        small CPU) draws in time when the spike has passed; a scene too heavy to draw is as
        late again."""
        await frame.page.reload(wait_until="load", timeout=30_000)
        await frame.evaluate(PROBES)
        try:
            return await asyncio.wait_for(frame.evaluate(FIRST_FRAME_JS), READY_SECONDS)
        except Exception:
            return READY_SECONDS * 1000

    async def _snapshot(self, frame) -> dict | None:
        if self.kind != "markup":
            return None
        return await frame.evaluate(
            "() => JSON.parse(JSON.stringify(window.cloverLesson.snapshot()))"
        )

    async def _canvas_png(self, frame, seek: float | None = None) -> bytes | None:
        """The largest visible canvas as PNG, after showing the lesson at page time ``seek``
        when given: read in the page (WebGL buffers are kept, see init.js), or by a
        screenshot when the page cannot read it (a tainted canvas)."""
        read = await frame.evaluate("(t) => window.__cloverProbe.readLargestCanvas(t)", seek)
        if not read["found"]:
            return None
        if read["dataUrl"]:
            return base64.b64decode(read["dataUrl"].partition(",")[2])
        return await frame.locator("[data-cv-canvas]").screenshot(
            animations="allow", timeout=10_000
        )

    async def _top_of_page(self, page, frame) -> bytes:
        """A screenshot of the page as a visitor first sees it, taken before the checks
        that scroll and focus: a screenshot straight after them showed a mix of two scroll
        positions (the top of the page tiled over the bottom) when the sandboxed frame's
        compositor lagged on a busy machine, even after scrolling back and two frames."""
        await frame.evaluate(
            """() => new Promise((resolve) => {
                document.activeElement?.blur?.();
                window.scrollTo(0, 0);
                requestAnimationFrame(() => requestAnimationFrame(resolve));
            })"""
        )
        return await page.screenshot()

    async def _desktop(self) -> None:
        page, frame, errors = await self._open(DESKTOP, "no-preference")
        try:
            ready = await self._ready(frame, "desktop")
            if not ready:
                # a lesson that draws no frame has failed; the checks below wait for frames
                self._errors_check(errors, "desktop")
                return
            if self.kind == "markup":
                notices = (await self._snapshot(frame)).get("errors") or []
                self.report.add(
                    "no_broken_elements",
                    not notices,
                    "every element rendered" if not notices else "; ".join(map(str, notices[:5])),
                )
            info = await frame.evaluate("() => window.__cloverProbe.page()")
            self.report.add(
                "has_title", bool(info["title"]), info["title"] or "the page has no <title>"
            )
            self.report.add("has_lang", bool(info["lang"]), info["lang"] or "<html> has no lang")
            first = await self._check_canvas(frame)
            # before anything below scrolls or focuses: see _top_of_page
            self.report.thumbnail_png = images.thumbnail(await self._top_of_page(page, frame))
            if first is not None:
                await self._check_motion(frame, first)
            await self._check_controls_accessible(frame)
            self._errors_check(errors, "desktop")
        finally:
            await self._close(page)

    async def _check_canvas(self, frame) -> bytes | None:
        """The largest canvas has drawn something (waiting a while for it): its PNG."""
        first = await self._canvas_png(frame)
        if first is None:
            self.report.add("canvas_not_blank", self.kind != "markup", "no visible canvas")
            return None
        blank, stats = images.is_blank(first)
        started = time.perf_counter()
        while blank and time.perf_counter() - started < BLANK_WAIT_SECONDS:
            await asyncio.sleep(LOOP_POLL_SECONDS * 2)
            first = await self._canvas_png(frame) or first
            blank, stats = images.is_blank(first)
        self.report.add("canvas_not_blank", not blank, json.dumps(stats))
        return first

    async def _check_motion(self, frame, first: bytes) -> None:
        if self.kind == "markup":
            await self._check_lesson_motion(frame)
        else:
            await self._check_page_motion(frame, first)

    async def _check_lesson_motion(self, frame) -> None:
        """A lesson animates when its loop runs in real time and the scene differs at
        three moments ANIMATION_GAP_SECONDS apart. The moments are reached with the
        runtime's ``seek`` (which also pauses the page, freeing the CPU for the phone
        pass) rather than by waiting for them."""
        if not self.declares_motion:
            self.report.add("animates", True, "the lesson declares no animation")
            return
        # Motions pause while the scene is out of view (static/lesson/scene.js), as below a
        # long introduction: in view, as a student scrolls to it.
        await frame.evaluate(
            "() => window.__cloverProbe.markLargestCanvas()?.scrollIntoView({block: 'nearest'})"
        )
        # A software-rendered frame can take a few hundred milliseconds on a busy
        # machine: wait for the loop to draw LOOP_CHECK_FRAMES frames, up to a deadline.
        before = await self._snapshot(frame)
        started = time.perf_counter()
        while True:
            await asyncio.sleep(LOOP_POLL_SECONDS)
            after = await self._snapshot(frame)
            frames_run = after["frame"] - before["frame"]
            loop_runs = frames_run >= LOOP_CHECK_FRAMES and after["time"] > before["time"]
            waited = time.perf_counter() - started
            if loop_runs or waited >= LOOP_CHECK_SECONDS:
                break
        moments = []
        for k in range(3):
            moments.append(await self._canvas_png(frame, after["time"] + k * ANIMATION_GAP_SECONDS))
        share = max(images.changed_share(a, b) for a, b in itertools.pairwise(moments))
        moving = share > images.CHANGED_SHARE
        detail = (
            f"{share:.2%} of pixels changed between moments {ANIMATION_GAP_SECONDS}s apart; "
            f"the loop drew {frames_run} frames in {waited:.1f}s"
        )
        if loop_runs and not moving and await frame.evaluate(MOTIONS_AT_REST, MOTION_TAGS):
            # the lesson opens on a state whose motions are switched off or of size zero by
            # its controls (a block that sinks does not bob): still by design, not frozen
            self.report.add("animates", True, f"every motion is at rest at the start: {detail}")
            return
        if not (loop_runs and moving):
            detail = f"the scene is frozen: {detail}"
        self.report.add("animates", loop_runs and moving, detail)

    async def _check_page_motion(self, frame, first: bytes) -> None:
        """A free-HTML page that keeps requesting animation frames must change on
        screen: three reads about ANIMATION_GAP_SECONDS apart."""
        rafs_before = (await frame.evaluate("() => window.__cloverProbe.page()"))["rafCount"]
        frames = [first]
        for _ in range(2):
            await asyncio.sleep(ANIMATION_GAP_SECONDS)
            frames.append(await self._canvas_png(frame))
        rafs = (await frame.evaluate("() => window.__cloverProbe.page()"))["rafCount"] - rafs_before
        share = max(images.changed_share(a, b) for a, b in itertools.pairwise(frames))
        moving = share > images.CHANGED_SHARE
        if rafs <= 10:
            self.report.add("animates", True, "the page requests no animation")
            return
        detail = f"{share:.2%} of pixels changed between frames {ANIMATION_GAP_SECONDS}s apart"
        if not moving:
            detail = f"the scene is frozen: {detail}; {rafs} animation frames requested"
        self.report.add("animates", moving, detail)

    async def _check_controls_accessible(self, frame) -> None:
        controls = await frame.evaluate("() => window.__cloverProbe.controls()")
        unlabelled = [
            f"{c['tag']}#{c['index']} in <{c['container']}>" for c in controls if not c["name"]
        ]
        self.report.add(
            "controls_labelled",
            not unlabelled,
            f"{len(controls)} controls labelled"
            if not unlabelled
            else "no label: " + ", ".join(unlabelled),
        )
        unreachable = [
            f"{c['tag']} '{c['name']}'"
            for c in controls
            if not c["focusable"] and not c["disabled"]
        ]
        self.report.add(
            "controls_keyboard_reachable",
            not unreachable,
            "every control can take keyboard focus"
            if not unreachable
            else "not focusable: " + ", ".join(unreachable),
        )

    async def _phone(self) -> None:
        page, frame, errors = await self._open(PHONE, "reduce")
        try:
            if not await self._ready(frame, "phone"):
                self._errors_check(errors, "phone")
                return
            info = await frame.evaluate("() => window.__cloverProbe.page()")
            self.report.add(
                "fits_phone_width",
                info["overflow"] <= 1,
                f"{info['overflow']}px wider than a 375px screen"
                if info["overflow"] > 1
                else "no horizontal scrolling",
                "phone",
            )
            canvases = await frame.evaluate("() => window.__cloverProbe.canvases()")
            if canvases or self.kind == "markup":
                fits = any(c["width"] >= 200 and c["right"] <= PHONE["width"] + 1 for c in canvases)
                self.report.add("canvas_on_phone", fits, json.dumps(canvases[:3]), "phone")
            await self._drive_controls(page, frame)
            self._errors_check(errors, "phone")
        finally:
            await self._close(page)

    @staticmethod
    def _comparable(state: dict, control: dict) -> dict:
        """Page state minus what changes by itself (time) or by definition (the control's
        own parameter)."""
        snapshot = state["snapshot"]
        if snapshot is not None:
            snapshot = _without_time(snapshot)
            params = snapshot.get("parameters")
            if isinstance(params, dict) and control["containerId"]:
                params.pop(control["containerId"], None)
        return {"snapshot": snapshot, "text": state["text"]}

    async def _drive_controls(self, page, frame) -> None:
        """Operate every control by keyboard on the still (reduced-motion) scene and
        require a visible effect: the runtime's state (other than the control's own
        parameter), the text outside the control, or else the canvas pixels. Reading a
        control's effect and focusing the next one share a round trip."""
        controls = await frame.evaluate("() => window.__cloverProbe.controls()")
        controls = [control for control in controls if not control["tool"]]
        dead, driven = [], 0
        prepare = "(i) => window.__cloverProbe.prepare(i)"
        before = await frame.evaluate(prepare, controls[0]["index"]) if controls else None
        for position, control in enumerate(controls):
            following = controls[position + 1]["index"] if position + 1 < len(controls) else None
            index, label = control["index"], f"{control['tag']} '{control['name']}'"
            if not before["usable"] or not before["focused"]:
                if before["usable"]:
                    dead.append(f"{label} (cannot be operated by keyboard)")
                if following is not None:
                    before = await frame.evaluate(prepare, following)
                continue
            reversible = control["tag"] == "select" or control["type"] in REVERSIBLE
            pixels_before = None
            if not reversible and self.kind == "free_html":
                pixels_before = await self._canvas_png(frame)
            await self._press(page, control)
            driven += 1
            result = await frame.evaluate(
                "([i, next]) => window.__cloverProbe.settleThenPrepare(i, next)",
                [index, following],
            )
            after, upcoming = result["after"], result["next"]
            if self._comparable(after, control) == self._comparable(before["state"], control):
                await frame.evaluate(prepare, index)  # focus it again for the pixel check
                if not await self._pixels_respond(page, frame, control, reversible, pixels_before):
                    dead.append(f"{label} (nothing changed)")
                if following is not None:
                    upcoming = await frame.evaluate(prepare, following)
            before = upcoming
        detail = f"{driven} controls operated by keyboard, each changed the page"
        if dead:
            detail = "dead controls: " + "; ".join(dead)
        self.report.add("controls_respond", not dead, detail, "phone")

    async def _pixels_respond(self, page, frame, control, reversible, pixels_before) -> bool:
        """Only pixels can tell: the scene with the control undone against the scene with
        it operated (reversible controls), or before against after (free HTML)."""
        settle = "(i) => window.__cloverProbe.settle(i)"
        if reversible:
            pixels_after = await self._canvas_png(frame)
            await self._press(page, control, undo=True)
            await frame.evaluate(settle, control["index"])
            pixels_before = await self._canvas_png(frame)
            await self._press(page, control)
            await frame.evaluate(settle, control["index"])
        else:
            pixels_after = await self._canvas_png(frame) if pixels_before else None
        return bool(
            pixels_before and pixels_after and images.frames_differ(pixels_before, pixels_after)
        )

    async def _press(self, page, control: dict, *, undo: bool = False) -> None:
        """The key a pupil without a mouse would press on the focused control; ``undo``
        moves a slider, select or toggle back."""
        kind = control["type"]
        if control["tag"] == "select":
            await page.keyboard.press("ArrowUp" if undo else "ArrowDown")
        elif kind in {"range", "slider", "number"}:
            at_max = control["max"] is not None and control["value"] == control["max"]
            await page.keyboard.press("Home" if at_max != undo else "End")
        elif kind in {"checkbox", "radio", "switch"}:
            await page.keyboard.press("Space")
        elif control["tag"] in {"input", "textarea"}:
            await page.keyboard.type("1")
        else:
            await page.keyboard.press("Enter")

    def _errors_check(self, errors: list[str], viewport: str) -> None:
        self.report.add(
            "no_errors",
            not errors,
            "no console errors or uncaught exceptions" if not errors else " | ".join(errors[:5]),
            viewport,
        )


def _without_time(value):
    if isinstance(value, dict):
        return {key: _without_time(item) for key, item in value.items() if not TIME_KEYS.match(key)}
    if isinstance(value, list):
        return [_without_time(item) for item in value]
    return value


async def _context(browser):
    """A context of ``browser`` as every checked page has it: the probes' init script in."""
    context = await browser.new_context(device_scale_factor=1)
    await context.add_init_script(INIT_SCRIPT)
    return context


def _first_frame_limit() -> float:
    return getattr(settings, "GENUI_FIRST_FRAME_SECONDS", FIRST_FRAME_SECONDS)


def _reference_ratio() -> float:
    return getattr(settings, "GENUI_FIRST_FRAME_REFERENCE_RATIO", FIRST_FRAME_REFERENCE_RATIO)


@functools.cache
def _reference_page() -> str:
    from genui.lessons.demo import demo_lesson
    from genui.lessons.renderer import lesson_page_render

    return lesson_page_render(demo_lesson(*REFERENCE_LESSON).markup).html


def first_frame_verdict(
    first_frame_ms: float | None, reference_ms: float | None = None
) -> tuple[bool, str]:
    """Whether a desktop page (loaded with motion, as a student opens it) drew its first
    frame in time, and why: within the limit (FIRST_FRAME_SECONDS) of its runtime's start
    (the runtime's `first_frame_ms`, which leaves out loading the page and three.js), or,
    with ``reference_ms`` (the reference catalog lesson's first frame measured just after),
    within FIRST_FRAME_REFERENCE_RATIO times that. A lesson without a scene draws none."""
    if first_frame_ms is None:
        return True, "no frame to wait for: the lesson has no scene, or no WebGL"
    seconds, limit = first_frame_ms / 1000, _first_frame_limit()
    detail = f"the first frame came {seconds:.2f} s after the lesson's runtime started"
    if seconds <= limit:
        return True, detail
    if reference_ms is None:
        return False, f"{detail}: later than {limit:g} s, the scene is too heavy"
    ratio = _reference_ratio()
    times = seconds / max(reference_ms / 1000, 1e-3)
    busy = (
        f"; the machine is busy: a catalog lesson's first frame ({REFERENCE_LESSON[0]})"
        f" took {reference_ms / 1000:.2f} s just now, and this one took {times:.1f} times that"
    )
    if times <= ratio:
        return True, f"{detail}, later than {limit:g} s{busy}, within {ratio:g} times"
    return (
        False,
        f"{detail}: later than {limit:g} s{busy}, more than {ratio:g} times:"
        " the scene is too heavy",
    )
