"""``python manage.py generate_lesson --prompt "..." [--language zh|en] [--grade ...]
--out PAGE.html [--stats STATS.json]``: one lesson from the Clover checkpoint, on the
command line: generate with the engine, sanitise, render a full page.

The checkpoint is ``CLOVER_MODEL_PATH`` (``--model`` overrides it); the stats JSON holds
tokens, forwards, tokens per forward, seconds and the sanitiser report.
"""

import json
import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from genui.lessons.models import Grade, Language, Subject
from genui.lessons.renderer import lesson_page_render
from genui.worker.generation import lesson_generate
from genui.worker.runtime import model_load_configured


class Command(BaseCommand):
    help = "Generate one lesson page with the Clover checkpoint."

    def add_arguments(self, parser):
        parser.add_argument("--prompt", required=True)
        parser.add_argument("--language", choices=Language.values, default="en")
        parser.add_argument("--grade", choices=Grade.values, default="middle")
        parser.add_argument("--subject", choices=Subject.values, default="general")
        parser.add_argument("--out", type=Path, required=True, help="Where to write the page.")
        parser.add_argument("--stats", type=Path, default=None, help="Write the stats JSON here.")
        parser.add_argument("--model", type=Path, default=None, help="Checkpoint directory.")
        parser.add_argument("--threshold", type=float, default=None)
        parser.add_argument(
            "--guidance", type=float, default=None, help="Request guidance weight (0: off)."
        )
        parser.add_argument("--guidance-blocks", type=int, default=None)
        parser.add_argument("--seed", type=int, default=0)
        parser.add_argument(
            "--unconstrained",
            action="store_true",
            help="Decode without the markup grammar (genui.lessons.grammar).",
        )
        parser.add_argument(
            "--max-new-tokens",
            type=int,
            default=None,
            help="Default: CLOVER_MAX_NEW_TOKENS, else the checkpoint's generation_config.json.",
        )

    def handle(self, *args, **options):
        prompt = options["prompt"].strip()
        if not prompt:
            raise CommandError("--prompt is empty: describe the lesson you want")
        started = time.perf_counter()
        lesson = model_load_configured(options["model"])
        if not lesson.loaded:
            raise CommandError(lesson.detail)
        loaded = time.perf_counter()
        engine_settings = {"seed": options["seed"], "constrained": not options["unconstrained"]}
        for name in ("threshold", "guidance", "guidance_blocks"):
            if options[name] is not None:
                engine_settings[name] = options[name]
        generated = lesson_generate(
            lesson,
            prompt=prompt,
            subject=options["subject"],
            grade=options["grade"],
            language=options["language"],
            max_new_tokens=options["max_new_tokens"] or lesson.new_tokens_limit(),
            engine_settings=engine_settings,
        )
        page = lesson_page_render(generated.markup)
        out: Path = options["out"]
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(page.html, encoding="utf-8")
        stats = {
            "model": lesson.model_id,
            **generated.stats,
            "load_seconds": round(loaded - started, 3),
            "end_to_end_seconds": round(time.perf_counter() - loaded, 3),
            "sanitizer": page.sanitize.report(),
        }
        if options["stats"]:
            options["stats"].write_text(json.dumps(stats, indent=2, ensure_ascii=False))
        state = "clean" if page.sanitize.clean else f"{len(page.sanitize.dropped)} items dropped"
        self.stdout.write(
            f"{out}: {page.title!r}, {stats['tokens']} tokens in {stats['forwards']} forwards "
            f"({stats['tokens_per_forward']} per forward), {stats['seconds']} s, {state}"
        )
