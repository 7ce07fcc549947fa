"""``python manage.py evaluate_lessons [--model DIR] [--limit N] [--pages DIR]``: the
checkpoint on request phrasings it never saw in training.

For each evaluation request (`clover_model.corpus.build.evaluation_requests`: the held-out
phrasing families for every catalog topic in both languages, then topics outside the
catalog) it generates a lesson, sanitises and renders it, validates the page in headless
Chromium, and checks that the page is about the requested topic (`on_topic`): one of the
names a teacher uses for it, or the title of its own catalog lesson, in the lesson's language,
is in the page title or at least twice in its text. Pages are validated in a background
thread while the next one is generated, as the worker does. Prints one line per request,
rates per language, and a JSON summary last. ``--sample N`` evaluates N catalog requests
drawn at random (seeded) plus every request outside the catalog.

``--openings N`` measures the topic decision alone, on many more requests: N requests per
topic and language from the training families and N from the held-out ones, each decoded only
as far as its opening tag (under the grammar, greedy, 16 at a time), and the share whose title
is on topic, per split and language. Seconds for hundreds of requests, where whole pages take
minutes for a few dozen.
"""

import json
import random
import re
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from html import unescape
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from clover_model.corpus.build import evaluation_requests
from clover_model.corpus.requests import HELD_OUT_FAMILIES, TRAIN_FAMILIES, request_text
from clover_model.corpus.schema import GRADES, LANGUAGES, Topic
from clover_model.corpus.topics import all_topics, topic_by_slug, topics_chosen
from genui.lessons.grammar import MarkupConstraint
from genui.lessons.renderer import lesson_page_render
from genui.lessons.validation import PageValidator
from genui.worker.generation import lesson_generate, lesson_prompt_ids
from genui.worker.runtime import model_load_configured

TAG = re.compile(r"<[^>]+>")
TITLE = re.compile(r'title="([^"]*)')
# tokens decoded for an opening: the title comes within the first dozen
OPENING_TOKENS = 24
OPENING_BATCH = 16


def on_topic(markup: str, title: str, topic: Topic, language: str) -> bool:
    """The page names the topic: in its title, or twice in its text. The catalog's own lesson
    counts, under its own title ("Solid, liquid, gas: how particles behave" names none of the
    names of states of matter)."""
    text = unescape(TAG.sub(" ", markup)).lower()
    title = title.lower()
    terms = (*topic.names[language], topic.title(language))
    return any(term.lower() in title or text.count(term.lower()) >= 2 for term in terms)


def rate(rows: list[dict], key: str) -> float | None:
    return round(sum(row[key] for row in rows) / len(rows), 4) if rows else None


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
            "--guidance", type=float, default=None, help="Request guidance weight (0: off)."
        )
        parser.add_argument("--guidance-blocks", type=int, default=None)
        parser.add_argument(
            "--unconstrained",
            action="store_true",
            help="Decode without the markup grammar (genui.lessons.grammar).",
        )

    def handle(self, *args, **options):
        lesson = model_load_configured(options["model"])
        if not lesson.loaded:
            raise CommandError(lesson.detail)
        if options["openings"]:
            self._openings(lesson, options)
            return
        requests = evaluation_requests(
            all_topics(), seed=options["seed"], per_language=options["per_language"]
        )
        if options["topics"]:
            try:
                slugs = {topic.slug for topic in topics_chosen(options["topics"])}
            except ValueError as error:
                raise CommandError(str(error)) from error
            requests = [r for r in requests if not r.topic or r.topic in slugs]
        if options["sample"]:
            catalog = [r for r in requests if r.topic]
            chosen = random.Random(options["seed"]).sample(
                catalog, min(options["sample"], len(catalog))
            )
            requests = [r for r in requests if r in chosen or not r.topic]
        if options["limit"]:
            requests = requests[: options["limit"]]
        pages_dir = options["pages"]
        if pages_dir:
            pages_dir.mkdir(parents=True, exist_ok=True)
        pending = []
        with PageValidator() as validator, ThreadPoolExecutor(max_workers=1) as pool:
            for index, request in enumerate(requests):
                generated, page, seconds = self._generate(lesson, request, index, options)
                self.stdout.write(
                    f"generated {index + 1}/{len(requests)} {request.topic or '(outside)'} "
                    f"{request.language}: {seconds:.1f} s, {generated.stats['tokens']} tokens, "
                    f"{generated.stats['tokens_per_forward']} per forward"
                )
                report = pool.submit(validator.validate, page.html)
                pending.append((index, request, generated, page, seconds, report))
            rows = [self._row(*item, pages_dir) for item in pending]
        self._summary(rows, lesson.model_id, options)

    def _generate(self, lesson, request, index, options):
        started = time.perf_counter()
        generated = lesson_generate(
            lesson,
            prompt=request.text,
            subject=topic_by_slug(request.topic).subject if request.topic else "general",
            grade=request.grade,
            language=request.language,
            max_new_tokens=options["max_new_tokens"] or lesson.new_tokens_limit(),
            engine_settings=self._engine_settings(options, seed=index),
        )
        page = lesson_page_render(generated.markup)
        return generated, page, time.perf_counter() - started

    @staticmethod
    def _engine_settings(options, *, seed: int) -> dict:
        settings = {"seed": seed, "constrained": not options["unconstrained"]}
        for name in ("guidance", "guidance_blocks"):
            if options[name] is not None:
                settings[name] = options[name]
        return settings

    def _row(self, index, request, generated, page, seconds, report, pages_dir) -> dict:
        report = report.result()
        topic = topic_by_slug(request.topic) if request.topic else None
        row = {
            "topic": request.topic or "(outside)",
            "language": request.language,
            "family": request.family,
            "request": request.text,
            "title": page.title,
            "clean": page.sanitize.clean,
            "valid": report.ok,
            "clean_and_valid": page.sanitize.clean and report.ok,
            "on_topic": (
                on_topic(generated.markup, page.title, topic, request.language) if topic else None
            ),
            "seconds": round(seconds, 2),
            "seconds_with_validation": round(seconds + report.seconds, 2),
            "tokens": generated.stats["tokens"],
            "tokens_per_forward": generated.stats["tokens_per_forward"],
            "failed_checks": [f"{c.name}: {c.detail}" for c in report.failures()][:3],
            "dropped": [str(item) for item in page.sanitize.dropped][:3],
            "constraint_gave_up": generated.stats.get("constraint_gave_up", False),
        }
        if pages_dir:  # the page, and the markup as the model wrote it (before the sanitiser)
            stem = f"{index:03d}-{request.language}-{request.topic or 'outside'}"
            (pages_dir / f"{stem}.html").write_text(page.html, encoding="utf-8")
            (pages_dir / f"{stem}.markup").write_text(generated.markup, encoding="utf-8")
        mark = "ok  " if row["clean_and_valid"] and row["on_topic"] is not False else "FAIL"
        self.stdout.write(
            f"{mark} {row['topic']:28} {row['language']} {row['seconds']:6.1f}s "
            f"{row['tokens']:5d} tok {row['tokens_per_forward']:.2f}/fwd  {page.title[:50]!r}"
            + ("" if row["clean_and_valid"] else f"  {row['failed_checks'] + row['dropped']}")
            + ("  off-topic" if row["on_topic"] is False else "")
            + ("  (the grammar gave up)" if row["constraint_gave_up"] else "")
        )
        return row

    def _summary(self, rows: list[dict], model_id: str, options: dict) -> None:
        catalog = [row for row in rows if row["on_topic"] is not None]
        outside = [row for row in rows if row["on_topic"] is None]
        by_language = {
            language: {
                "requests": len(subset),
                "clean_and_valid_rate": rate(subset, "clean_and_valid"),
                "on_topic_rate": rate(subset, "on_topic"),
            }
            for language in ("en", "zh")
            for subset in [[row for row in catalog if row["language"] == language]]
        }
        summary = {
            "model": model_id,
            "requests": len(rows),
            "clean_and_valid_rate": rate(catalog, "clean_and_valid"),
            "on_topic_rate": rate(catalog, "on_topic"),
            "by_language": by_language,
            "outside_catalog_clean_and_valid_rate": rate(outside, "clean_and_valid"),
            "median_seconds": statistics.median(row["seconds"] for row in rows),
            "median_seconds_with_validation": statistics.median(
                row["seconds_with_validation"] for row in rows
            ),
            "median_tokens_per_forward": round(
                statistics.median(row["tokens_per_forward"] for row in rows), 3
            ),
            "median_tokens": statistics.median(row["tokens"] for row in rows),
            "constrained": not options["unconstrained"],
            "engine_settings": {
                name: value
                for name, value in self._engine_settings(options, seed=0).items()
                if name != "seed"
            },
        }
        for language, figures in by_language.items():
            self.stdout.write(
                f"{language}: {figures['requests']} requests, clean and valid "
                f"{figures['clean_and_valid_rate']}, on topic {figures['on_topic_rate']}"
            )
        self.stdout.write(json.dumps(summary))

    def _openings(self, lesson, options) -> None:
        from clover_model.engine import BatchEngine, Request

        rng = random.Random(options["seed"])
        try:
            topics = topics_chosen(options["topics"])
        except ValueError as error:
            raise CommandError(str(error)) from error
        requests = [
            (split, topic, language, rng.choice(GRADES), rng.choice(families))
            for split, families in (("training", TRAIN_FAMILIES), ("held_out", HELD_OUT_FAMILIES))
            for topic in topics
            for language in LANGUAGES
            for _ in range(options["openings"])
        ]
        rows = []
        for start in range(0, len(requests), OPENING_BATCH):
            chunk = requests[start : start + OPENING_BATCH]
            engine = BatchEngine(lesson.model)
            finished = {}
            for index, (_, topic, language, grade, family) in enumerate(chunk):
                text = request_text(topic, grade, language, family=family, rng=rng)
                engine.add(
                    Request(
                        prompt=lesson_prompt_ids(
                            lesson, text, subject=topic.subject, grade=grade, language=language
                        ),
                        max_new_tokens=OPENING_TOKENS,
                        constraint=MarkupConstraint(lesson.vocabulary),
                        request_id=str(index),
                    )
                )
            while not engine.idle:
                finished |= {e.request_id: e for e in engine.step() if e.kind == "finish"}
            for index, (split, topic, language, _, _) in enumerate(chunk):
                opening = lesson.tokenizer.decode(
                    finished[str(index)].tokens, skip_special_tokens=True
                )
                found = TITLE.search(opening)
                title = unescape(found.group(1)) if found else ""
                rows.append(
                    {
                        "split": split,
                        "language": language,
                        "on_topic": on_topic("", title, topic, language),
                    }
                )
        summary = {
            "model": lesson.model_id,
            "requests": len(rows),
            "opening_tokens": OPENING_TOKENS,
        }
        for split in ("training", "held_out"):
            for language in LANGUAGES:
                subset = [r for r in rows if r["split"] == split and r["language"] == language]
                summary[f"{split}_{language}_on_topic_rate"] = rate(subset, "on_topic")
                self.stdout.write(
                    f"{split} {language}: {len(subset)} openings, title on topic "
                    f"{summary[f'{split}_{language}_on_topic_rate']}"
                )
        self.stdout.write(json.dumps(summary))
