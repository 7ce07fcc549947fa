"""``python manage.py catalog_thumbnails [--force] [--topics a,b]``: render the catalog page's
thumbnails (`genui.lessons.catalog_thumbnails`) into ``<data dir>/catalog-thumbnails/``.

Only the missing ones unless ``--force``; ``make setup`` runs it when any is missing. A topic
whose page fails to render keeps its placeholder on the catalog page; the command says which
and exits with status 1.
"""

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from genui.corpus.topics import topics_chosen
from genui.lessons.catalog import catalog_thumbnails_dir
from genui.lessons.catalog_thumbnails import catalog_thumbnails_render


class Command(BaseCommand):
    help = "Render the catalog's thumbnails with Chromium (only the missing ones by default)."

    def add_arguments(self, parser):
        parser.add_argument("--force", action="store_true", help="Render them all again.")
        parser.add_argument(
            "--topics", default="", help="Comma-separated slugs (default: the whole catalog)."
        )

    def handle(self, *args, force: bool, topics: str, **options):
        try:
            chosen = topics_chosen(topics)
        except ValueError as error:
            raise CommandError(str(error)) from None
        out_dir = catalog_thumbnails_dir()
        slugs = [t.slug for t in chosen if force or not (out_dir / f"{t.slug}.png").is_file()]
        if not slugs:
            self.stdout.write(f"catalog thumbnails: all {len(chosen)} present in {out_dir}")
            return
        verbose = options["verbosity"] > 1
        run = catalog_thumbnails_render(
            slugs=slugs,
            out_dir=out_dir,
            chromium_path=settings.CHROMIUM_PATH,
            log=self.stdout.write if verbose else lambda line: None,
        )
        self.stdout.write(
            f"catalog thumbnails: {len(run.written)} written to {out_dir} in {run.seconds:.1f} s"
        )
        if run.failed:
            for slug, why in sorted(run.failed.items()):
                self.stderr.write(f"  {slug}: {why}")
            raise CommandError(f"{len(run.failed)} thumbnails failed (placeholders shown)")
