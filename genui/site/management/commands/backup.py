"""``python manage.py backup [--output PATH]`` (``make backup``): the database and the data
directory's private files in one archive with a manifest (``genui.site.backup``)."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from genui.site.backup import BackupError, site_backup_create


class Command(BaseCommand):
    help = "Back up the database and the data directory's private files into one archive."

    def add_arguments(self, parser):
        parser.add_argument(
            "--output",
            type=Path,
            default=None,
            help="The archive to write (default: backups/clover-<UTC time>.tar.gz in the "
            "data directory). It must not exist.",
        )

    def handle(self, *args, output, **options):
        try:
            path, manifest = site_backup_create(output=output)
        except BackupError as error:
            raise CommandError(str(error)) from error
        database = manifest["database"]
        files = [name.removeprefix("files/") for name in manifest["files"] if "/" in name]
        self.stdout.write(
            f"backup: {path}: {database['engine']}, {len(database['tables'])} tables, "
            f"{sum(database['tables'].values())} rows; files: {', '.join(files) or 'none'}"
        )
        if manifest["secret_key"] == "environment":
            self.stdout.write(
                "backup: the secret key comes from DJANGO_SECRET_KEY and is not in the archive: "
                "keep it, the restored site needs the same one for its sessions"
            )
