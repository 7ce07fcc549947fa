"""Whole lessons from a checkpoint on request phrasings it never saw in training: the logic of
``python manage.py evaluate_lessons [--model DIR] [--limit N] [--pages DIR]`` (the command,
in genui/site, parses the options and hands them to `LessonEvaluation`).

For each evaluation request (`genui.demo_model.build.evaluation_requests`: the held-out
phrasing families for every catalog topic in both languages, then topics outside the
catalog) it does what the product does: asks whether the demo model knows the topic
(`request_topic`; an unknown topic gets no page, which is the right answer outside the
catalog), generates a whole lesson with the worker's settings, sanitises and renders it,
reads its text and validates the page in headless Chromium. Per page it reports what a
teacher reads: chrF of the visible text against the corpus lesson of the topic, grade and
language asked for (catalog requests), the text gate's figures (`genui.lessons.text_quality`:
markup fragments in the text, the wrong script, repetition, non-words), whether the page is
about the requested topic (`on_topic`: one of the names a teacher uses for it, or the title of
its own catalog lesson, in the page title or at least twice in its text), tokens per forward
and tokens per second over the whole lesson, and whether its visible text is the corpus
lesson's word for word (`verbatim`: a page can pass the gate with a garbled sentence of real
words in it). These figures are the first attempt's. A page
whose text fails the gate then goes through the worker's repair loop (the next attempts,
up to `CLOVER_REPAIR_ATTEMPTS`, decoded as the worker decodes them: for a demo checkpoint
from the catalog's own request for the topic, see `JobRun.model_prompt`; `--no-repair` skips
it), and `delivered_rate` is the
share of requests whose last page a teacher would get: text gate, sanitiser, browser and
on-topic all passed. Pages are validated in a background thread while the next one is
generated, as the worker does. Prints one line per request, figures per
language, and a JSON summary last. ``--sample N`` evaluates N catalog requests drawn at
random (seeded) plus every request outside the catalog.

``--teacher-forced`` measures how well the model knows each quarter of the corpus lessons,
independent of decoding: top-1 accuracy with every response block wholly masked and the
clean lesson before it.

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
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict
from html import unescape

from django.conf import settings

from genui.corpus.lesson import lesson_markup
from genui.corpus.requests import HELD_OUT_FAMILIES, TRAIN_FAMILIES, request_text
from genui.corpus.schema import GRADES, LANGUAGES
from genui.corpus.teacher_requests import (
    as_checkpoint_sees,
    teacher_requests,
    unlearnt_counts,
    unlearnt_line,
)
from genui.corpus.topics import all_topics, topic_by_slug, topics_chosen
from genui.demo_model.build import Pair, evaluation_requests
from genui.lessons.renderer import lesson_page_render
from genui.lessons.text_quality import on_topic, text_report, visible_chrf
from genui.lessons.validation import PageValidator
from genui.markup.token_constraint import MarkupConstraint
from genui.worker.generation import (
    REPAIR_SAMPLING,
    RESTATED_FAMILIES,
    lesson_generate,
    lesson_prompt_ids,
    request_topic,
)
from genui.worker.loading import model_load_configured

TITLE = re.compile(r'title="([^"]*)')
# tokens decoded for an opening: the title comes within the first dozen
OPENING_TOKENS = 24
# openings decoded together (`BatchEngine.run`'s max_running)
OPENING_BATCH = 16
# no corpus lesson is cut: the longest is far shorter
MAX_TEACHER_FORCED = 4096
# a page is faithful to its corpus lesson when its visible text scores this chrF or more and
# it passes the text gate
FAITHFUL_CHRF = 90.0
# chrF rounds to 100.0 only for the same visible text (a changed character costs >= 0.1)
VERBATIM_CHRF = 99.95


def rate(rows: list[dict], key: str) -> float | None:
    return round(sum(bool(row[key]) for row in rows) / len(rows), 4) if rows else None


def median(rows: list[dict], key: str) -> float | None:
    values = [row[key] for row in rows if row.get(key) is not None]
    return round(statistics.median(values), 3) if values else None


def learnt(loaded, slug: str) -> bool:
    """Whether the checkpoint was trained on catalog topic ``slug`` (a real checkpoint: every
    topic): the drawn requests for a topic added after a demo checkpoint was trained are left
    out of its evaluation, which would count its refusals as failures (the teachers' requests
    for it count as outside requests: `as_checkpoint_sees`)."""
    return loaded.known_topics is None or slug in loaded.known_topics


class EvaluationError(Exception):
    """The evaluation cannot start: no checkpoint where it looked, or a topic not in the catalog."""


class LessonEvaluation:
    """One evaluation run; ``write`` takes each line of the report (the command's stdout)."""

    def __init__(self, write: Callable[[str], None]):
        self.write = write

    def run(self, options: dict) -> None:
        """Load the checkpoint and evaluate it as ``options`` (the command's) say; every line
        goes to ``write``, the JSON summary last."""
        loaded = model_load_configured(options["model"])
        if not loaded.loaded:
            raise EvaluationError(loaded.detail)
        if options["openings"]:
            self._openings(loaded, options)
            return
        if options["teacher_forced"]:
            self._teacher_forced(loaded, options)
            return
        if options["teacher_requests"]:
            requests = list(teacher_requests(options["teacher_requests"]))
        else:
            requests = evaluation_requests(
                all_topics(), seed=options["seed"], per_language=options["per_language"]
            )
        if options["topics"]:
            try:
                slugs = {topic.slug for topic in topics_chosen(options["topics"])}
            except ValueError as error:
                raise EvaluationError(str(error)) from error
            requests = [r for r in requests if not r.topic or r.topic in slugs]
        if options["teacher_requests"]:
            requests = list(as_checkpoint_sees(requests, loaded.known_topics))
            unlearnt = unlearnt_counts(requests)
            if unlearnt:
                self.write(unlearnt_line(unlearnt, loaded.model_id))
        requests = [r for r in requests if not r.topic or learnt(loaded, r.topic)]
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
        pending, rows = [], []
        with PageValidator() as validator, ThreadPoolExecutor(max_workers=1) as pool:
            for index, request in enumerate(requests):
                match = request_topic(loaded, prompt=request.text)
                if match is not None and not match.known:
                    rows.append(self._unknown_row(request, match))
                    continue
                asked = match.topic if match is not None else request.topic
                generated, page, seconds = self._generate(
                    loaded, request, index, options, topic=asked if match else None
                )
                self.write(
                    f"generated {index + 1}/{len(requests)} {request.topic or '(outside)'} "
                    f"{request.language}: {seconds:.1f} s, {generated.stats['tokens']} tokens, "
                    f"{generated.stats['tokens_per_forward']} per forward"
                )
                text = self._text(page, request, asked)
                repaired = self._repair(loaded, request, index, options, text, asked, match)
                report = pool.submit(validator.validate, page.html)
                if repaired is not None:
                    repaired["report"] = pool.submit(validator.validate, repaired["page"].html)
                first = (generated, page, seconds, report, text)
                pending.append((index, request, *first, asked, repaired))
            rows += [self._row(*item, pages_dir=pages_dir) for item in pending]
        self._summary(rows, loaded.model_id, options)

    def _unknown_row(self, request, match) -> dict:
        """A request whose topic the demo model does not know: no page is written."""
        nearest = [near.slug for near in match.nearest]
        self.write(
            f"{'ok  ' if not request.topic else 'FAIL'} {request.topic or '(outside)':28} "
            f"{request.language} topic not known; nearest {nearest}  {request.text!r}"
        )
        return {
            "topic": request.topic or "(outside)",
            "language": request.language,
            "family": request.family,
            "request": request.text,
            "topic_known": False,
            "nearest_topics": nearest,
            "title": "",
            "clean": False,
            "valid": False,
            "clean_and_valid": False,
            "text_ok": False,
            "faithful": False,
            "verbatim": False,
            "chrf": 0.0 if request.topic else None,
            "on_topic": False if request.topic else None,
            # no page: nothing delivered (the right answer outside the catalog, which the
            # outside figures count)
            "attempts": 0,
            "delivered": False,
            "delivered_chrf": 0.0 if request.topic else None,
        }

    def _repair(self, loaded, request, index, options, text, asked, match) -> dict | None:
        """The worker's repair loop on a page whose text (``text``, the first page's report)
        fails the gate: the next attempts,
        decoded as the worker decodes them (`lesson_generate(attempt=...)`), until one passes
        or `CLOVER_REPAIR_ATTEMPTS` are spent. None when the first page passed; else the last
        attempt's number, markup, page and text report. (The worker also repairs pages the
        browser fails; here the last page's browser report decides whether it is delivered.)"""
        if text.ok or options["no_repair"]:
            return None
        attempt = 1
        while not text.ok and attempt < settings.CLOVER_REPAIR_ATTEMPTS:
            attempt += 1
            generated, page, _ = self._generate(
                loaded, request, index, options, topic=asked if match else None, attempt=attempt
            )
            text = self._text(page, request, asked)
        self.write(
            f"repair {request.topic or '(outside)'} {request.language}: attempt {attempt} "
            + ("passes the text gate" if text.ok else f"still fails: {text.failures[:1]}")
        )
        return {"attempts": attempt, "markup": generated.markup, "page": page, "text": text}

    @staticmethod
    def _text(page, request, asked):
        return text_report(
            page.sanitize.markup,
            language=request.language,
            topic=topic_by_slug(asked) if asked else None,
        )

    def _generate(self, loaded, request, index, options, *, topic: str | None, attempt=1):
        started = time.perf_counter()
        generated = lesson_generate(
            loaded,
            prompt=request.text,
            subject=topic_by_slug(request.topic).subject if request.topic else "general",
            grade=request.grade,
            language=request.language,
            max_new_tokens=options["max_new_tokens"] or loaded.new_tokens_limit(),
            engine_settings=self._engine_settings(options, seed=index),
            topic=topic,
            attempt=attempt,
        )
        page = lesson_page_render(generated.markup)
        return generated, page, time.perf_counter() - started

    @staticmethod
    def _engine_settings(options, *, seed: int) -> dict:
        settings = {
            "seed": seed,
            "constrained": not options["unconstrained"],
            "topic_title": not options["free_title"],
        }
        if options["threshold"] is not None:
            settings["threshold"] = options["threshold"]
        return settings

    def _row(
        self, index, request, generated, page, seconds, report, text, asked, repaired, *, pages_dir
    ) -> dict:
        """``asked``: the topic the product takes the request to ask for (the demo's topic
        matcher), which the text gate holds the page to, as in the worker. The row's figures
        are the first attempt's; ``repaired`` (`_repair`) decides what would be delivered."""
        report = report.result()
        topic = topic_by_slug(request.topic) if request.topic else None
        chrf = None
        if topic is not None:
            reference = lesson_markup(topic, request.grade, request.language)
            chrf = round(visible_chrf(page.sanitize.markup, reference), 2)
        stats = generated.stats
        row = {
            "topic": request.topic or "(outside)",
            "language": request.language,
            "family": request.family,
            "request": request.text,
            "topic_known": True,
            "title": page.title,
            "clean": page.sanitize.clean,
            "valid": report.ok,
            "clean_and_valid": page.sanitize.clean and report.ok,
            "chrf": chrf,
            "text_ok": text.ok,
            "faithful": text.ok and chrf is not None and chrf >= FAITHFUL_CHRF,
            # the corpus lesson's visible text word for word: what a demo checkpoint, which
            # reproduces its corpus, writes when nothing went wrong (a page that passes the
            # gate without it holds a sentence the gate cannot tell from prose: `Light
            # entering n₁ a medium has a frequency bends towards a sides of v`)
            "verbatim": chrf is not None and chrf >= VERBATIM_CHRF,
            "text": {
                "fragments": len(text.fragments),
                "wrong_script_share": round(text.wrong_script_share, 4),
                "repeats": len(text.repeats),
                "repeated_ngram_share": round(text.repeated_ngram_share, 4),
                "non_words": text.non_word_count,
                "non_word_share": round(text.non_word_share, 4),
                "failures": text.failures[:3],
            },
            "on_topic": (
                on_topic(generated.markup, page.title, topic, request.language) if topic else None
            ),
            "seconds": round(seconds, 2),
            "seconds_with_validation": round(seconds + report.seconds, 2),
            "tokens": stats["tokens"],
            "tokens_per_forward": stats["tokens_per_forward"],
            "tokens_per_second": round(stats["tokens"] / max(stats["seconds"], 1e-6), 1),
            "failed_checks": [f"{c.name}: {c.detail}" for c in report.failures()][:3],
            "dropped": [str(item) for item in page.sanitize.dropped][:3],
            "constraint_gave_up": generated.stats.get("constraint_gave_up", False),
        }
        # what the worker would deliver: this page, or the repair loop's last attempt
        row["attempts"] = 1
        row["delivered"] = text.ok and row["clean_and_valid"] and row["on_topic"] is not False
        row["delivered_chrf"] = chrf
        if repaired is not None:
            last = repaired["page"]
            row["attempts"] = repaired["attempts"]
            row["delivered"] = (
                repaired["text"].ok
                and last.sanitize.clean
                and repaired["report"].result().ok
                and (not topic or on_topic(repaired["markup"], last.title, topic, request.language))
            )
            if topic is not None:
                row["delivered_chrf"] = round(visible_chrf(last.sanitize.markup, reference), 2)
        if pages_dir:  # the page, and the markup as the model wrote it (before the sanitiser)
            stem = f"{index:03d}-{request.language}-{request.topic or 'outside'}"
            (pages_dir / f"{stem}.html").write_text(page.html, encoding="utf-8")
            (pages_dir / f"{stem}.markup").write_text(generated.markup, encoding="utf-8")
        good = row["clean_and_valid"] and row["text_ok"] and row["on_topic"] is not False
        outside = "  (outside the catalog, yet written)" if topic is None else ""
        self.write(
            f"{'ok  ' if good and topic else 'FAIL'} {row['topic']:28} {row['language']} "
            f"{row['seconds']:6.1f}s {row['tokens']:5d} tok {row['tokens_per_forward']:.2f}/fwd "
            + (f"chrF {chrf:5.1f} " if chrf is not None else "")
            + f"{page.title[:50]!r}"
            + outside
            + ("" if text.ok else f"  text: {text.failures[:2]}")
            + ("" if row["clean_and_valid"] else f"  {row['failed_checks'] + row['dropped']}")
            + ("  off-topic" if row["on_topic"] is False else "")
            + ("  (the grammar gave up)" if row["constraint_gave_up"] else "")
        )
        return row

    def _summary(self, rows: list[dict], model_id: str, options: dict) -> None:
        catalog = [row for row in rows if row["on_topic"] is not None]
        outside = [row for row in rows if row["on_topic"] is None]
        written = [row for row in rows if row["topic_known"]]

        def figures(subset: list[dict]) -> dict:
            return {
                "requests": len(subset),
                "median_chrf": median(subset, "chrf"),
                "text_gate_pass_rate": rate(subset, "text_ok"),
                # after the worker's repair loop: a page the teacher would get
                "delivered_rate": rate(subset, "delivered"),
                "repaired": sum(1 for row in subset if row.get("attempts", 1) > 1),
                "faithful_rate": rate(subset, "faithful"),
                "verbatim_rate": rate(subset, "verbatim"),
                # pages the text gate passes whose text is not the corpus lesson's
                "gate_passes_not_verbatim": sum(
                    1 for row in subset if row["text_ok"] and not row["verbatim"]
                ),
                "clean_and_valid_rate": rate(subset, "clean_and_valid"),
                "on_topic_rate": rate(subset, "on_topic"),
                "topic_known_rate": rate(subset, "topic_known"),
            }

        by_language = {
            language: figures([row for row in catalog if row["language"] == language])
            for language in ("en", "zh")
        }
        summary = {
            "model": model_id,
            "requests": len(rows),
            **figures(catalog),
            "by_language": by_language,
            # the pages written for catalog requests (those the topic decision let through):
            # the quality of a lesson once its topic is decided
            "written": {
                language: figures(
                    [r for r in catalog if r["topic_known"] and r["language"] == language]
                )
                for language in ("en", "zh")
            },
            # outside the catalog the honest answer is no page (the topic is not known)
            "outside_catalog_requests": len(outside),
            "outside_catalog_unknown_rate": (
                round(1 - rate(outside, "topic_known"), 4) if outside else None
            ),
            "median_seconds": median(written, "seconds"),
            "median_seconds_with_validation": median(written, "seconds_with_validation"),
            "median_tokens_per_forward": median(written, "tokens_per_forward"),
            "min_tokens_per_forward": min(
                (row["tokens_per_forward"] for row in written), default=None
            ),
            "median_tokens_per_second": median(written, "tokens_per_second"),
            "median_tokens": median(written, "tokens"),
            "faithful_chrf": FAITHFUL_CHRF,
            # attempts per request the repair loop allows (1: the first attempt alone)
            "repair_attempts": 1 if options["no_repair"] else settings.CLOVER_REPAIR_ATTEMPTS,
            "repair_sampling": REPAIR_SAMPLING,
            # a demo checkpoint's repair attempts read the catalog's request in these words
            "repair_restated_families": list(RESTATED_FAMILIES),
            "constrained": not options["unconstrained"],
            "engine_settings": {
                name: value
                for name, value in self._engine_settings(options, seed=0).items()
                if name != "seed"
            },
        }
        for language, numbers in by_language.items():
            self.write(
                f"{language}: {numbers['requests']} requests, median chrF "
                f"{numbers['median_chrf']}, text gate {numbers['text_gate_pass_rate']} "
                f"(delivered after repair {numbers['delivered_rate']}), "
                f"faithful {numbers['faithful_rate']}, verbatim {numbers['verbatim_rate']} "
                f"({numbers['gate_passes_not_verbatim']} pass the gate not verbatim), "
                f"clean and valid "
                f"{numbers['clean_and_valid_rate']}, on topic {numbers['on_topic_rate']}"
            )
        self.write(
            f"outside the catalog: {len(outside)} requests, recognised as unknown "
            f"{summary['outside_catalog_unknown_rate']}; whole lessons: median "
            f"{summary['median_tokens_per_forward']} tokens per forward, "
            f"{summary['median_tokens_per_second']} tokens/s, {summary['median_seconds']} s"
        )
        self.write(json.dumps(summary))

    def _openings(self, loaded, options) -> None:
        from clover_model.engine import BatchEngine, Request

        rng = random.Random(options["seed"])
        try:
            topics = [t for t in topics_chosen(options["topics"]) if learnt(loaded, t.slug)]
        except ValueError as error:
            raise EvaluationError(str(error)) from error
        requests = [
            (split, topic, language, rng.choice(GRADES), rng.choice(families))
            for split, families in (("training", TRAIN_FAMILIES), ("held_out", HELD_OUT_FAMILIES))
            for topic in topics
            for language in LANGUAGES
            for _ in range(options["openings"])
        ]
        engine_requests = []
        for index, (_, topic, language, grade, family) in enumerate(requests):
            text = request_text(topic, grade, language, family=family, rng=rng)
            engine_requests.append(
                Request(
                    prompt=lesson_prompt_ids(
                        loaded, text, subject=topic.subject, grade=grade, language=language
                    ),
                    max_new_tokens=OPENING_TOKENS,
                    constraint=MarkupConstraint(loaded.vocabulary),
                    request_id=str(index),
                )
            )
        finished = {
            e.request_id: e
            for e in BatchEngine(loaded.model).run(engine_requests, max_running=OPENING_BATCH)
            if e.kind == "finish"
        }
        rows = []
        for index, (split, topic, language, _, _) in enumerate(requests):
            opening = loaded.tokenizer.decode(finished[str(index)].tokens, skip_special_tokens=True)
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
            "model": loaded.model_id,
            "requests": len(rows),
            "opening_tokens": OPENING_TOKENS,
        }
        for split in ("training", "held_out"):
            for language in LANGUAGES:
                subset = [r for r in rows if r["split"] == split and r["language"] == language]
                summary[f"{split}_{language}_on_topic_rate"] = rate(subset, "on_topic")
                self.write(
                    f"{split} {language}: {len(subset)} openings, title on topic "
                    f"{summary[f'{split}_{language}_on_topic_rate']}"
                )
        self.write(json.dumps(summary))

    def _teacher_forced(self, loaded, options) -> None:
        """`clover_model.train.evaluate_from_history` on every held-out catalog request with
        its canonical corpus lesson, per language: how well the model knows each part of the
        lessons it should write, independent of decoding."""
        from clover_model.train import TrainConfig, evaluate_from_history
        from clover_model.training_data import encode

        requests = [
            r
            for r in evaluation_requests(
                all_topics(), seed=options["seed"], per_language=options["per_language"]
            )
            if r.topic and learnt(loaded, r.topic)
        ]
        block_size = loaded.model.config.block_size
        config = TrainConfig(block_size=block_size)
        summary = {"model": loaded.model_id, "requests": len(requests)}
        for language in LANGUAGES:
            examples = [
                encode(
                    Pair(
                        **{
                            **asdict(r),
                            "response": lesson_markup(topic_by_slug(r.topic), r.grade, r.language),
                        }
                    ),
                    loaded.tokenizer,
                    block_size=block_size,
                    max_length=MAX_TEACHER_FORCED,
                )
                for r in requests
                if r.language == language
            ]
            figures = evaluate_from_history(
                loaded.model,
                examples,
                config,
                loaded.model.config.pad_token_id,
                loaded.model.device,
            )
            summary[language] = figures
            quarters = " / ".join(f"{100 * a:.1f}%" for a in figures["quarter_accuracy"])
            self.write(
                f"{language}: {len(examples)} lessons, top-1 of wholly masked blocks by quarter "
                f"{quarters}; loss {figures['full_block_loss']}"
            )
        summary["min_quarter_accuracy"] = min(
            min(summary[language]["quarter_accuracy"]) for language in LANGUAGES
        )
        self.write(json.dumps(summary))
