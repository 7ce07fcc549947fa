"""``python manage.py bench_lighthouse``: Lighthouse on lesson pages as a student's browser gets
them (issue 44, item 5).

Starts the product as ``bench_studio`` does (`genui.site.bench`: Daphne, SQLite, a fresh data
directory) serving the static files ``make setup`` collected (hashed names, brotli), as
production does, and makes a published lesson and a class with a joined student there
(`genui.site.lighthouse`). Then, with Lighthouse 12.2.3 (npm) driving Debian's Chromium with
its default mobile settings, on the demo lesson, the share page of the published lesson and the
lesson page of the class student:

- with reduced motion forced: performance, accessibility, largest contentful paint (LCP), total
  blocking time (TBT), bytes transferred on a first load and on a second lesson load in the
  same browser profile;
- with the animations playing: accessibility, TBT, LCP, performance, first-load bytes;

and the size of each page's lesson exported as a self-contained page. Prints a line per figure
with its target (met or unmet) and a JSON summary last. The timing figures depend on the
machine's load and on software GL (SwiftShader, docs/operations.md); the others do not.
"""

import json
import os
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from genui.site.bench import bench_server
from genui.site.lighthouse import (
    TARGET_EXPORTED_BYTES,
    TARGETS_ANIMATED,
    TARGETS_REDUCED_MOTION,
    collected_static_root,
    exported_page_bytes,
    lighthouse_measure,
    lighthouse_pages,
    target_met,
)

# the figures of a page, in the order the bench prints them
FIGURES = (
    "performance",
    "accessibility",
    "lcp_ms",
    "tbt_ms",
    "first_load_bytes",
    "second_load_bytes",
)
MODES = (("reduced_motion", True, TARGETS_REDUCED_MOTION), ("animated", False, TARGETS_ANIMATED))


class Command(BaseCommand):
    help = "Lighthouse on a demo lesson, a share page and a class lesson page, as served."

    def handle(self, *args, **options):
        try:
            static_root = collected_static_root(Path(settings.STATIC_ROOT))
        except RuntimeError as error:
            raise CommandError(str(error)) from None
        load = os.getloadavg()[0]
        summary: dict = {"load_average_1m": round(load, 2)}
        with bench_server(
            prefix="bench-lighthouse-",
            teachers=1,
            setup="genui.site.lighthouse:lighthouse_pages_create",
            staticfiles=static_root,
        ) as server:
            pages = lighthouse_pages(server.setup)
            for mode, reduced_motion, _targets in MODES:
                try:
                    summary[mode] = lighthouse_measure(
                        server.origin,
                        pages,
                        chromium=settings.CHROMIUM_PATH,
                        reduced_motion=reduced_motion,
                        second_load=reduced_motion,
                        log=self.stdout.write,
                    )
                except RuntimeError as error:
                    raise CommandError(str(error)) from None
        summary["exported_bytes"] = {page.name: exported_page_bytes(page.lesson) for page in pages}
        unmet = []
        for mode, _reduced_motion, targets in MODES:
            wanted = {figure: (comparison, target) for figure, comparison, target in targets}
            for page in pages:
                figures = summary[mode][page.name]
                for figure in FIGURES:
                    if figure not in figures:
                        continue
                    name = f"{mode} {page.name} {figure}"
                    if not self._line(name, figures[figure], *wanted.get(figure, (None, None))):
                        unmet.append(name)
                for audit, title, selectors in figures["accessibility_flagged"]:
                    self.stdout.write(f"  accessibility flags {audit} ({title}): {selectors}")
                # the summary counts the requests; the bench's lines do not list them
                figures["requests"] = len(figures["requests"])
        for page in pages:
            exported = summary["exported_bytes"][page.name]
            if not self._line(f"exported {page.name}", exported, "max", TARGET_EXPORTED_BYTES):
                unmet.append(f"exported {page.name}")
        summary["unmet"] = unmet
        summary["load_average_1m_after"] = round(os.getloadavg()[0], 2)
        self.stdout.write(json.dumps(summary, ensure_ascii=False))

    def _line(self, name: str, value: float, comparison: str | None, target: float | None) -> bool:
        """Print the figure, and against its target if it has one: whether it is met."""
        if comparison is None:
            self.stdout.write(f"{name:<42} {value:>10,} (no target)")
            return True
        met = target_met(value, comparison, target)
        sign = ">=" if comparison == "min" else "<="
        verdict = "met" if met else "UNMET"
        self.stdout.write(f"{name:<42} {value:>10,} (target {sign} {target:,}): {verdict}")
        return met
