"""``python manage.py generate_lesson --prompt "..." [--language zh|en] [--grade ...]
--out PAGE.html [--stats STATS.json]``: one lesson from the Clover checkpoint, on the
command line: generate with the engine, sanitise, render a full page.

The checkpoint is ``CLOVER_MODEL_PATH`` (``--model`` overrides it); the stats JSON holds
tokens, forwards, tokens per forward, seconds, the sanitiser report, the text gate's report
(`genui.lessons.text_quality`) and ``topic_known``.

A demo checkpoint writes lessons only on the catalog topics it was trained on
(`genui.worker.generation.request_topic`). Asked for another topic, the command writes
no page, names the nearest topics it knows, writes the stats JSON with
``"topic_known": false`` and ``nearest_topics``, and exits with status 3
(``TOPIC_UNKNOWN_STATUS``).
"""

import json
import sys
import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from genui.corpus.topics import topic_by_slug
from genui.lessons.models import Grade, Language, Subject
from genui.lessons.renderer import lesson_page_render
from genui.lessons.text_quality import text_report
from genui.worker.generation import UNLEARNT, lesson_generate, request_topic
from genui.worker.loading import model_load_configured

# the exit status of a request for a topic the demo model does not know
TOPIC_UNKNOWN_STATUS = 3


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
        parser.add_argument("--seed", type=int, default=0)
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
        loaded = model_load_configured(options["model"])
        if not loaded.loaded:
            raise CommandError(loaded.detail)
        load_done = time.perf_counter()
        match = request_topic(loaded, prompt=prompt)
        topic = {"topic_known": None, "topic": None} if match is None else match.as_dict()
        if match is not None and not match.known:
            self._refuse(options, {"model": loaded.model_id, **topic})
        engine_settings = {
            "seed": options["seed"],
            "constrained": not options["unconstrained"],
            "topic_title": not options["free_title"],
        }
        if options["threshold"] is not None:
            engine_settings["threshold"] = options["threshold"]
        generated = lesson_generate(
            loaded,
            prompt=prompt,
            subject=options["subject"],
            grade=options["grade"],
            language=options["language"],
            max_new_tokens=options["max_new_tokens"] or loaded.new_tokens_limit(),
            engine_settings=engine_settings,
            topic=match.topic if match is not None else None,
        )
        page = lesson_page_render(generated.markup)
        asked = topic_by_slug(match.topic) if match is not None else None
        text = text_report(page.sanitize.markup, language=options["language"], topic=asked)
        out: Path = options["out"]
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(page.html, encoding="utf-8")
        stats = {
            "model": loaded.model_id,
            "topic_known": topic["topic_known"],
            "topic": topic["topic"],
            **generated.stats,
            "load_seconds": round(load_done - started, 3),
            "end_to_end_seconds": round(time.perf_counter() - load_done, 3),
            "sanitizer": page.sanitize.report(),
            "text": text.as_dict(),
        }
        if options["stats"]:
            options["stats"].write_text(json.dumps(stats, indent=2, ensure_ascii=False))
        state = "clean" if page.sanitize.clean else f"{len(page.sanitize.dropped)} items dropped"
        self.stdout.write(
            f"{out}: {page.title!r}, {stats['tokens']} tokens in {stats['forwards']} forwards "
            f"({stats['tokens_per_forward']} per forward), {stats['seconds']} s, {state}; "
            + ("the text reads right" if text.ok else f"the text is broken: {text.failures[:3]}")
        )

    def _refuse(self, options: dict, stats: dict) -> None:
        """No page for a topic the demo model does not know: say so, name the nearest
        topics it knows, write the stats and exit with ``TOPIC_UNKNOWN_STATUS``."""
        nearest = "; ".join(
            f"{near['en']} / {near['zh']} ({near['slug']})" for near in stats["nearest_topics"]
        )
        known = "does not know the topic of"
        if stats["verdict"] == UNLEARNT:
            # a catalog topic added after the model was trained: the catalog has its lesson
            known = f"has not learnt {stats['topic']}, the catalog topic of"
        self.stderr.write(
            f"The demo model {stats['model']} {known} {options['prompt']!r}"
            f" and wrote no page. It can write lessons on: {nearest or 'no topic'}."
        )
        if options["stats"]:
            options["stats"].write_text(json.dumps(stats, indent=2, ensure_ascii=False))
        sys.exit(TOPIC_UNKNOWN_STATUS)
