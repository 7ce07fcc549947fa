"""``python manage.py restore ARCHIVE`` (``make restore ARGS=ARCHIVE``): a backup of
``manage.py backup`` into this site's empty database and its data directory, then any
migrations this version has that the backup's lacks (``genui.site.backup``)."""

from pathlib import Path

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError

from genui.site.backup import BackupError, site_backup_restore


class Command(BaseCommand):
    help = "Restore a backup archive into an empty database and the data directory."

    def add_arguments(self, parser):
        parser.add_argument("archive", type=Path, help="An archive written by manage.py backup.")

    def handle(self, *args, archive, **options):
        try:
            manifest = site_backup_restore(archive=archive)
        except BackupError as error:
            raise CommandError(str(error)) from error
        call_command("migrate", interactive=False, verbosity=0)
        database = manifest["database"]
        self.stdout.write(
            f"restore: {archive} (made {manifest['created_at']}): "
            f"{len(database['tables'])} tables, {sum(database['tables'].values())} rows"
        )
        if manifest["secret_key"] == "environment":
            self.stdout.write(
                "restore: the backed-up site took its secret key from DJANGO_SECRET_KEY: set the "
                "same one here, or every session ends"
            )
