"""``python manage.py evaluate_lessons [--model DIR] [--limit N] [--pages DIR]``: the
checkpoint on request phrasings it never saw in training, whole lessons as the worker writes
them. The options are parsed here; what they do, and the figures printed, is
`genui.demo_model.evaluate` (its docstring has them all).
"""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from genui.corpus.teacher_requests import PARTS
from genui.demo_model.evaluate import EvaluationError, LessonEvaluation


class Command(BaseCommand):
    help = "Evaluate the Clover checkpoint on held-out request phrasings."

    def add_arguments(self, parser):
        parser.add_argument("--model", type=Path, default=None, help="Checkpoint directory.")
        parser.add_argument("--limit", type=int, default=0, help="Only the first N requests.")
        parser.add_argument("--sample", type=int, default=0, help="N random catalog requests.")
        parser.add_argument(
            "--topics",
            default="",
            help="Comma-separated topic slugs: only their catalog requests (for a checkpoint "
            "trained with --topics); requests outside the catalog stay.",
        )
        parser.add_argument("--per-language", type=int, default=1)
        parser.add_argument(
            "--teacher-requests",
            choices=PARTS,
            default=None,
            help="Instead of the held-out families: that part of the requests written the way "
            "teachers write (genui.corpus.teacher_requests), routed by the topic router.",
        )
        parser.add_argument("--pages", type=Path, default=None, help="Keep every page here.")
        parser.add_argument(
            "--max-new-tokens",
            type=int,
            default=None,
            help="Default: CLOVER_MAX_NEW_TOKENS, else the checkpoint's generation_config.json.",
        )
        parser.add_argument("--seed", type=int, default=1)
        parser.add_argument(
            "--openings",
            type=int,
            default=0,
            help="Only the topic decision: N requests per topic, language and split (training "
            "and held-out families), decoded to the opening tag.",
        )
        parser.add_argument(
            "--threshold",
            type=float,
            default=None,
            help="The commit threshold (default: the worker's, genui.worker.generation).",
        )
        parser.add_argument(
            "--teacher-forced",
            action="store_true",
            help="Only the top-1 accuracy per quarter of the lesson, every response block wholly "
            "masked with the clean corpus lesson before it, on the held-out catalog requests.",
        )
        parser.add_argument(
            "--free-title",
            action="store_true",
            help="A demo checkpoint chooses its lesson's title itself instead of opening with "
            "the title of the catalog topic the request names.",
        )
        parser.add_argument(
            "--unconstrained",
            action="store_true",
            help="Decode without the markup grammar (genui.markup.grammar).",
        )
        parser.add_argument(
            "--no-repair",
            action="store_true",
            help="Only the first attempt: no repair loop on a page whose text fails the gate.",
        )

    def handle(self, *args, **options):
        try:
            LessonEvaluation(write=self.stdout.write).run(options)
        except EvaluationError as error:
            raise CommandError(str(error)) from error
