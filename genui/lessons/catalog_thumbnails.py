"""The catalog page's thumbnails: the 3D scene of each topic's demo lesson (middle grade,
English) rendered once in headless Chromium and cached as ``<slug>.png`` under the data
directory (`genui.lessons.catalog.catalog_thumbnails_dir`).

One browser renders every topic, a few pages at a time, on a small viewport; the pages are
served from memory by the validator's loopback site (`genui.lessons.validation.site`), with
the project's static files, and nothing else is reachable. Run by
``manage.py catalog_thumbnails``, which ``make setup`` and ``make serve`` call when thumbnails
are missing (``.ci/thumbnails``).
"""

from __future__ import annotations

import asyncio
import base64
import io
import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageOps

from genui.lessons.csp import LESSON_SANDBOX
from genui.lessons.demo import DemoLesson
from genui.lessons.renderer import lesson_page_render
from genui.lessons.validation.browser import CHROMIUM_FLAGS, INIT_SCRIPT, PROBES
from genui.lessons.validation.site import LessonSite

logger = logging.getLogger("genui.lessons.catalog")

VIEWPORT = {"width": 960, "height": 600}
SIZE = (480, 300)  # the thumbnail in pixels: 16:10, shown at up to 320 CSS pixels wide
LANGUAGE = "en"
GRADE = "middle"
PAGES_AT_ONCE = 3
READY_SECONDS = 20.0
# the wait after the runtime's first frame, for the scene to settle
SETTLE_SECONDS = 0.4


@dataclass
class ThumbnailRun:
    written: list[str] = field(default_factory=list)
    failed: dict[str, str] = field(default_factory=dict)  # slug -> why
    seconds: float = 0.0


def catalog_thumbnails_render(
    *,
    slugs: Iterable[str],
    out_dir: Path,
    chromium_path: str,
    log: Callable[[str], None] = logger.info,
) -> ThumbnailRun:
    """Render the thumbnails of ``slugs`` into ``out_dir`` (written whole or not at all);
    a topic whose page fails is reported in ``failed``, the others are still written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    run = asyncio.run(_render_all(list(slugs), out_dir, chromium_path, log))
    run.seconds = time.perf_counter() - started
    return run


async def _render_all(
    slugs: list[str], out_dir: Path, chromium_path: str, log: Callable[[str], None]
) -> ThumbnailRun:
    from playwright.async_api import async_playwright

    run = ThumbnailRun()
    site = LessonSite().start()
    slots = asyncio.Semaphore(PAGES_AT_ONCE)
    try:
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(
                executable_path=chromium_path, headless=True, args=CHROMIUM_FLAGS
            )
            # one context: three.js and the runtime are fetched and compiled once
            context = await browser.new_context(viewport=VIEWPORT, device_scale_factor=1)
            await context.add_init_script(INIT_SCRIPT)

            async def one(slug: str) -> None:
                async with slots:
                    try:
                        png = await _screenshot(context, site, slug)
                    except Exception as error:  # one topic's page must not stop the others
                        run.failed[slug] = f"{type(error).__name__}: {error}".splitlines()[0]
                        log(f"{slug}: no thumbnail ({run.failed[slug]})")
                        return
                    target = out_dir / f"{slug}.png"
                    partial = target.with_suffix(".png.part")
                    partial.write_bytes(_thumbnail(png))
                    partial.replace(target)
                    run.written.append(slug)
                    log(f"{slug}: {target}")

            await asyncio.gather(*(one(slug) for slug in slugs))
            await browser.close()
    finally:
        site.close()
    return run


async def _screenshot(context, site: LessonSite, slug: str) -> bytes:
    """The scene of the topic's demo lesson, once it has drawn (the top of the page when
    the canvas cannot be read)."""
    lesson = DemoLesson(slug, LANGUAGE, GRADE)
    html = lesson_page_render(lesson.markup).html
    path = site.publish(
        {
            "": (
                html.encode(),
                "text/html; charset=utf-8",
                {"Content-Security-Policy": LESSON_SANDBOX},
            )
        }
    )
    page = await context.new_page()
    try:

        async def same_origin_only(route) -> None:
            if route.request.url.startswith(site.origin + "/"):
                await route.continue_()
            else:
                await route.abort("blockedbyclient")

        await page.route("**/*", same_origin_only)
        await page.goto(site.origin + path, wait_until="load", timeout=30_000)
        await asyncio.wait_for(
            page.evaluate("async () => { await window.cloverLesson.ready; return true; }"),
            READY_SECONDS,
        )
        await asyncio.sleep(SETTLE_SECONDS)
        await page.evaluate(PROBES)
        read = await page.evaluate("() => window.__cloverProbe.readLargestCanvas(null)")
        if read["dataUrl"]:
            return base64.b64decode(read["dataUrl"].partition(",")[2])
        return await page.screenshot()
    finally:
        await page.close()
        site.withdraw(path)


def _thumbnail(png: bytes) -> bytes:
    """``png`` cut to 16:10 around its centre and scaled to SIZE."""
    image = ImageOps.fit(Image.open(io.BytesIO(png)).convert("RGB"), SIZE, Image.Resampling.LANCZOS)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()
