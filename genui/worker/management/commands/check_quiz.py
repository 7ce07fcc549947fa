"""``python manage.py check_quiz --version N [--model PATH] [--dry-run]``: run the quiz check
(`genui.worker.quiz_check`) on a saved lesson version and store its report on the version
(what the worker does after each generation, and the editor after each edit that touches the
quiz). Prints the report as JSON."""

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from genui.lessons.models import LessonVersion
from genui.worker.loading import model_load_configured
from genui.worker.quiz_check import quiz_check, quiz_check_version


class Command(BaseCommand):
    help = "Check a lesson version's quiz with the model (joint mode) and store the report."

    def add_arguments(self, parser):
        parser.add_argument("--version", type=int, required=True, dest="version_id",
                            help="LessonVersion id.")  # fmt: skip
        parser.add_argument("--model", type=Path, default=None, help="Checkpoint directory.")
        parser.add_argument("--dry-run", action="store_true", help="Print, do not store.")

    def handle(self, *args, version_id, model, dry_run, **options):
        try:
            version = LessonVersion.objects.get(pk=version_id)
        except LessonVersion.DoesNotExist:
            raise CommandError(f"no lesson version {version_id}") from None
        if version.kind != LessonVersion.Kind.MARKUP:
            raise CommandError(f"version {version_id} is free HTML: it has no lesson quiz")
        loaded = model_load_configured(model)
        if not loaded.loaded:
            raise CommandError(loaded.detail)
        if dry_run:
            report = quiz_check(loaded, version.content)
        else:
            report = quiz_check_version(version=version, loaded=loaded)
        self.stdout.write(json.dumps(report, ensure_ascii=False, indent=2))
