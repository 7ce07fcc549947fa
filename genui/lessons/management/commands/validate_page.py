"""``python manage.py validate_page (PATH | --demo SLUG/LANG) [--json REPORT] [--thumbnail PNG]``.

PATH is a full page (rendered by ``render_lesson``, or anyone's HTML page, which is
treated as free HTML) or a lesson markup fragment, which is rendered first; ``--demo``
validates a demo lesson (``--demo seasons/zh``: the corpus topic in that language). Exit
status: 0 when the page passes, 1 when it fails, 2 when it could not be validated.
"""

import json
import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from genui.lessons.demo import demo_lesson
from genui.lessons.renderer import lesson_page_render
from genui.lessons.validation import PageValidator


def is_fragment(text: str) -> bool:
    return text.lstrip().lower().startswith("<cl-lesson")


class Command(BaseCommand):
    help = "Validate a lesson page in headless Chromium (exit 0 pass, 1 fail, 2 error)."

    def add_arguments(self, parser):
        source = parser.add_mutually_exclusive_group(required=True)
        source.add_argument("path", type=Path, nargs="?")
        source.add_argument("--demo", metavar="SLUG/LANG", help="A demo lesson instead of a file.")
        parser.add_argument(
            "--json", dest="json_path", type=Path, default=None, help="Write the JSON report here."
        )
        parser.add_argument(
            "--thumbnail", dest="thumbnail_path", type=Path, default=None, help="Write a PNG here."
        )

    def handle(
        self,
        *args,
        path: Path | None,
        demo: str | None,
        json_path: Path | None,
        thumbnail_path: Path | None,
        **options,
    ):
        if demo:
            slug, _, lang = demo.partition("/")
            lesson = demo_lesson(slug, lang)
            if lesson is None:
                raise CommandError(f"no demo lesson {demo!r} (SLUG/LANG, e.g. seasons/en)")
        try:
            text = lesson.markup if demo else path.read_text(encoding="utf-8")
            html = lesson_page_render(text).html if is_fragment(text) else text
            with PageValidator() as validator:
                report = validator.validate(html)
        except Exception as error:
            self.stderr.write(f"could not validate {path or demo}: {error}")
            sys.exit(2)
        self._write(report, json_path, thumbnail_path)
        if report.error:
            self.stderr.write(f"could not validate {path or demo}: {report.error}")
            sys.exit(2)
        sys.exit(0 if report.ok else 1)

    def _write(self, report, json_path, thumbnail_path) -> None:
        for check in report.checks:
            mark = "PASS" if check.ok else "FAIL"
            self.stdout.write(f"{mark} {check.name:28} [{check.viewport}] {check.detail}")
        verdict = "passes" if report.ok else "fails"
        self.stdout.write(f"{report.kind} page {verdict} ({report.seconds:.2f}s)")
        if json_path:
            json_path.write_text(json.dumps(report.as_dict(), indent=2, ensure_ascii=False))
        if thumbnail_path and report.thumbnail_png:
            thumbnail_path.write_bytes(report.thumbnail_png)
