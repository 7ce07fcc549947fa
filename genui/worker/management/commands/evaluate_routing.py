"""``python manage.py evaluate_routing [--part test|dev] [--model DIR] [--errors]``: the topic
decision on requests written the way teachers write.

Every request of the part (`genui.corpus.teacher_requests`: catalog requests that do not
name their topic, and requests outside the catalog, a third of them near misses) goes through
the decision the worker makes before it decodes anything (`request_topic`: the checkpoint's
topic router and its policy). It prints, per language and per style:

- catalog requests routed to their topic (and routed to another topic: the worst outcome);
- catalog requests refused anyway, and among them those whose topic is one of the candidates
  the studio offers as buttons;
- outside requests refused, near misses and far ones on lines of their own;
- the catalog requests for topics the checkpoint has not learnt (added to the catalog after
  it was trained): outside requests for it, counted with the far ones, and on a line of
  their own, with the share answered "not learnt yet" with their own topic (the teacher is
  pointed to its catalog lesson);
- outside requests (those for unlearnt topics aside) answered "not learnt yet" with some
  catalog topic: refused, but with a topic they did not ask for;
- the decision's time per request (median and 95th percentile, one request at a time as the
  worker asks).

``--errors`` lists every wrong decision. A JSON summary comes last. Whole lessons for the same
requests: ``manage.py evaluate_lessons --teacher-requests test``.
"""

import json
import statistics
from collections import defaultdict
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from genui.corpus.teacher_requests import (
    PARTS,
    STYLES,
    as_checkpoint_sees,
    teacher_requests,
    unlearnt_counts,
    unlearnt_line,
)
from genui.worker.generation import UNLEARNT, request_topic
from genui.worker.loading import model_load_configured


def share(flags: list[bool]) -> float | None:
    return round(sum(flags) / len(flags), 4) if flags else None


def routing_summary(rows: list[dict]) -> dict:
    """The figures of a set of decided requests (`Command._row`)."""
    catalog = [row for row in rows if row["topic"]]
    outside = [row for row in rows if not row["topic"]]
    refused = [row for row in catalog if not row["known"]]
    return {
        "catalog_requests": len(catalog),
        "catalog_routed": share([row["routed_to"] == row["topic"] for row in catalog]),
        "catalog_wrong_topic": share(
            [row["known"] and row["routed_to"] != row["topic"] for row in catalog]
        ),
        "catalog_refused": len(refused),
        "refused_topic_suggested": share([row["suggested"] for row in refused]),
        "outside_requests": len(outside),
        "outside_refused": share([not row["known"] for row in outside]),
        "near_miss_requests": sum(1 for row in outside if row["near"]),
        "near_miss_refused": share([not row["known"] for row in outside if row["near"]]),
        "far_refused": share([not row["known"] for row in outside if not row["near"]]),
        "unlearnt_requests": sum(1 for row in outside if row["unlearnt"]),
        "unlearnt_refused": share([not row["known"] for row in outside if row["unlearnt"]]),
        "unlearnt_named": share(
            [
                row["verdict"] == UNLEARNT and row["routed_to"] == row["unlearnt"]
                for row in outside
                if row["unlearnt"]
            ]
        ),
        "outside_named_unlearnt": share(
            [row["verdict"] == UNLEARNT for row in outside if not row["unlearnt"]]
        ),
    }


class Command(BaseCommand):
    help = "Measure the topic decision on requests written the way teachers write."

    def add_arguments(self, parser):
        parser.add_argument("--part", choices=PARTS, default="test")
        parser.add_argument("--model", type=Path, default=None, help="Checkpoint directory.")
        parser.add_argument("--errors", action="store_true", help="List every wrong decision.")

    def handle(self, *args, **options):
        loaded = model_load_configured(options["model"])
        if not loaded.loaded:
            raise CommandError(loaded.detail)
        if loaded.known_topics is None:
            raise CommandError(f"{loaded.model_id} writes any topic: it has no topic decision")
        requests = as_checkpoint_sees(teacher_requests(options["part"]), loaded.known_topics)
        unlearnt = unlearnt_counts(requests)
        if unlearnt:
            self.stdout.write(unlearnt_line(unlearnt, loaded.model_id))
        request_topic(loaded, prompt="warm-up")
        rows = [self._row(r, request_topic(loaded, prompt=r.text)) for r in requests]
        if options["errors"]:
            for row in rows:
                if row["correct"]:
                    continue
                self.stdout.write(
                    f"WRONG {row['language']} {row['style']:14}"
                    f" {row['topic'] or row['unlearnt'] or '(outside)':26}"
                    f" -> {row['routed_to'] or row['verdict']:26} {row['candidates'][:3]}"
                    f"  {row['text'][:120]!r}"
                )
        self._print(rows)
        seconds = [row["seconds"] for row in rows]
        summary = {
            "model": loaded.model_id,
            "router": str(loaded.router.path),
            "policy": {
                "accept": loaded.router.policy.accept,
                "suggestions": loaded.router.policy.suggestions,
            },
            "part": options["part"],
            "requests": len(rows),
            "unlearnt_topics": unlearnt,
            **routing_summary(rows),
            "by_language": {
                language: routing_summary([r for r in rows if r["language"] == language])
                for language in ("en", "zh")
            },
            "by_style": {
                style: routing_summary([r for r in rows if r["style"] == style]) for style in STYLES
            },
            "decision_ms_median": round(statistics.median(seconds) * 1000, 2),
            "decision_ms_p95": round(statistics.quantiles(seconds, n=20)[-1] * 1000, 2),
        }
        self.stdout.write(json.dumps(summary))

    @staticmethod
    def _row(request, decision) -> dict:
        candidates = [slug for slug, _ in decision.candidates]
        correct = decision.topic == request.topic if request.topic else not decision.known
        return {
            "text": request.text,
            "language": request.language,
            "style": request.style,
            "topic": request.topic,
            "near": request.near,
            "unlearnt": request.unlearnt,
            "known": decision.known,
            "verdict": decision.verdict,
            "routed_to": decision.topic,
            "candidates": candidates,
            "suggested": request.topic in candidates,
            "correct": correct,
            "seconds": decision.seconds,
        }

    def _print(self, rows: list[dict]) -> None:
        def pct(value):
            return "   -  " if value is None else f"{100 * value:5.1f}%"

        self.stdout.write(
            f"{'':22}{'routed':>8}{'wrong':>8}{'refused':>8}{'suggested':>10}"
            f"{'outside refused':>17}{'near':>8}{'far':>8}{'as unlearnt':>13}"
            f"{'unlearnt':>10}{'named':>8}"
        )
        groups = defaultdict(list)
        for row in rows:
            groups[(row["language"], "all")].append(row)
            groups[(row["language"], row["style"])].append(row)
        for language in ("en", "zh"):
            for style in ("all", *STYLES):
                figures = routing_summary(groups[(language, style)])
                self.stdout.write(
                    f"{language} {style:19}{pct(figures['catalog_routed']):>8}"
                    f"{pct(figures['catalog_wrong_topic']):>8}{figures['catalog_refused']:>8}"
                    f"{pct(figures['refused_topic_suggested']):>10}"
                    f"{pct(figures['outside_refused']):>17}{pct(figures['near_miss_refused']):>8}"
                    f"{pct(figures['far_refused']):>8}"
                    f"{pct(figures['outside_named_unlearnt']):>13}"
                    f"{pct(figures['unlearnt_refused']):>10}{pct(figures['unlearnt_named']):>8}"
                )
