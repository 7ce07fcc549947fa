"""``python manage.py classroom_purge [--dry-run]``: delete the students of every class
whose records have expired (``GENUI_CLASS_RECORDS_RETENTION_DAYS`` after the class ended, or
after its last activity when it has no end date), with all their answers and progress.
Run it once a day (cron, a systemd timer); docs/privacy.md."""

from django.core.management.base import BaseCommand

from genui.classroom.services import records_purge


class Command(BaseCommand):
    help = "Delete the students' records of classes whose retention period is over."

    def add_arguments(self, parser):
        parser.add_argument(
            "--dry-run", action="store_true", help="Count what would be deleted; delete nothing."
        )

    def handle(self, *args, dry_run: bool, **options):
        result = records_purge(dry_run=dry_run)
        verb = "would delete" if dry_run else "deleted"
        self.stdout.write(
            f"{verb} {result['students']} students' records in {result['classes']} classes"
        )
