"""``python manage.py render_lesson MARKUP --out PAGE [--standalone]``: a lesson
markup fragment to a full page (sanitised; what was dropped is reported)."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from genui.lessons.renderer import lesson_page_render


class Command(BaseCommand):
    help = "Render a lesson markup fragment into a full page."

    def add_arguments(self, parser):
        parser.add_argument("markup", type=Path, help="A lesson markup fragment (<cl-lesson ...>).")
        parser.add_argument("--out", type=Path, required=True, help="Where to write the page.")
        parser.add_argument(
            "--standalone",
            action="store_true",
            help="Inline the runtime and three.js: the page works offline from file://.",
        )
        parser.add_argument("--title", default=None)
        parser.add_argument("--lang", default=None)

    def handle(self, *args, markup: Path, out: Path, standalone: bool, title, lang, **options):
        if not markup.is_file():
            raise CommandError(f"no such file: {markup}")
        page = lesson_page_render(
            markup.read_text(encoding="utf-8"), title=title, lang=lang, standalone=standalone
        )
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(page.html, encoding="utf-8")
        for item in page.sanitize.dropped:
            self.stderr.write(f"dropped: {item}")
        state = "clean" if page.sanitize.clean else f"{len(page.sanitize.dropped)} items dropped"
        self.stdout.write(f"{out} ({len(page.html):,} bytes, {state})")
