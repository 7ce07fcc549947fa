"""Benchmark of the quiz check (`genui.worker.quiz_check`) on the corpus quizzes.

For every corpus lesson (topic x grade x language, or a sample of them), in the same run with
the same loaded model:
(a) speed: joint mode (every question in one denoising process) against one call per question
    (`mode="independent"`): seconds and model forwards, and their ratios;
(b) agreement on the quizzes as written (the marked answers are right): the share of questions
    where the model's choice is the marked one;
(c) detection on corrupted quizzes: the ``correct`` attribute moved to the next (wrong) choice
    in the markup; the check must flag the question. The request does not show which choice
    is marked, so the model answers the same as in (b): a question is flagged unless the
    model picks exactly the wrong choice that was marked. (b) and (c) must be read together:
    a check that flags everything scores 100% on (c) and 0% on (b).
(d) the same joint check with free answers (``choices=False``: the answer is any text, matched
    to a choice afterwards), against the answers held to the choices (`Span.choices`).

    python -m genui.demo_model.bench_quiz_check [--checkpoint PATH] [--sample N] [--threads T]

Prints a line per lesson and a JSON summary as the last line.
"""

from __future__ import annotations

import argparse
import json
import re
import time
from pathlib import Path

from genui.corpus.lesson import lesson_markup
from genui.corpus.schema import GRADES, LANGUAGES
from genui.corpus.topics import all_topics
from genui.worker.quiz_check import quiz_check

DEFAULT_CHECKPOINT = Path(__file__).resolve().parents[2] / "clover_model/checkpoints/clover-demo"
_QUESTION = re.compile(r"(<cl-question\b[^<>]*>)((?:(?!</?cl-question\b).)*)(</cl-question>)", re.S)
_CHOICE_OPEN = re.compile(r"<cl-choice\b([^<>]*)>")


def quiz_corrupt(markup: str) -> str:
    """The markup with each question's ``correct`` attribute moved to the next choice."""

    def question(match: re.Match) -> str:
        body = match.group(2)
        opens = list(_CHOICE_OPEN.finditer(body))
        marked = [i for i, m in enumerate(opens) if re.search(r"\bcorrect\b", m.group(1))]
        if len(opens) < 2 or len(marked) != 1:
            return match.group(0)
        target = (marked[0] + 1) % len(opens)
        pieces, last = [], 0
        for i, m in enumerate(opens):
            attrs = re.sub(r"(?<!\s)\s+correct\b(=\"[^\"]*\")?", "", m.group(1))
            if i == target:
                attrs = " correct" + attrs
            pieces += [body[last : m.start()], f"<cl-choice{attrs}>"]
            last = m.end()
        pieces.append(body[last:])
        return match.group(1) + "".join(pieces) + match.group(3)

    return _QUESTION.sub(question, markup)


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--checkpoint", type=Path, default=DEFAULT_CHECKPOINT)
    parser.add_argument("--device", default="cpu")
    parser.add_argument("--dtype", default="float32")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--sample", type=int, default=0, help="every k-th lesson (0: all)")
    args = parser.parse_args(argv)

    from genui.worker.loading import model_load

    loaded = model_load(
        path=args.checkpoint, device=args.device, dtype=args.dtype, threads=args.threads
    )
    if not loaded.loaded:
        raise SystemExit(loaded.detail)
    lessons = [
        (topic, grade, language)
        for topic in all_topics()
        if loaded.known_topics is None or topic.slug in loaded.known_topics
        for grade in GRADES
        for language in LANGUAGES
    ]
    if args.sample > 1:
        lessons = lessons[:: args.sample]
    # warm up both modes on the first lesson (first-call costs are not the check's)
    warm = lesson_markup(*lessons[0])
    quiz_check(loaded, warm)
    quiz_check(loaded, warm, mode="independent")

    totals = {
        mode: {"seconds": 0.0, "forwards": 0, "questions": 0, "agree": 0, "unmatched": 0}
        for mode in ("joint", "independent", "corrupted", "joint_free")
    }
    by_language = {language: {"questions": 0, "agree": 0} for language in LANGUAGES}
    started = time.perf_counter()
    for index, (topic, grade, language) in enumerate(lessons):
        markup = lesson_markup(topic, grade, language)
        runs = {}
        # alternate the order so neither mode always runs on a warmer cache
        order = ("joint", "independent") if index % 2 == 0 else ("independent", "joint")
        for mode in order:
            runs[mode] = quiz_check(loaded, markup, mode=mode)
        runs["corrupted"] = quiz_check(loaded, quiz_corrupt(markup))
        runs["joint_free"] = quiz_check(loaded, markup, choices=False)
        for mode, report in runs.items():
            total = totals[mode]
            total["seconds"] += report["timing"]["model_seconds"]
            total["forwards"] += report["timing"]["forwards"]
            total["questions"] += report["checked"]
            total["agree"] += report["agree"]
            total["unmatched"] += sum(q.get("match") == "unmatched" for q in report["questions"])
        by_language[language]["questions"] += runs["joint"]["checked"]
        by_language[language]["agree"] += runs["joint"]["agree"]
        print(
            f"{topic.slug:<28} {grade:<8} {language}  joint {runs['joint']['agree']}/"
            f"{runs['joint']['checked']} agree {runs['joint']['timing']['model_seconds']:.3f}s "
            f"{runs['joint']['timing']['forwards']} fwd | independent "
            f"{runs['independent']['agree']}/{runs['independent']['checked']} "
            f"{runs['independent']['timing']['model_seconds']:.3f}s "
            f"{runs['independent']['timing']['forwards']} fwd | corrupted flagged "
            f"{len(runs['corrupted']['flagged'])}/{runs['corrupted']['checked']}",
            flush=True,
        )

    def rate(part: int, whole: int) -> float:
        return round(part / max(whole, 1), 4)

    joint, independent, corrupted, free = (
        totals[m] for m in ("joint", "independent", "corrupted", "joint_free")
    )
    summary = {
        "checkpoint": args.checkpoint.name,
        "device": loaded.device,
        "threads": args.threads,
        "lessons": len(lessons),
        "questions": joint["questions"],
        "joint": {**joint, "seconds": round(joint["seconds"], 3)},
        "independent": {**independent, "seconds": round(independent["seconds"], 3)},
        "speedup_seconds": round(independent["seconds"] / max(joint["seconds"], 1e-9), 3),
        "forward_ratio": round(independent["forwards"] / max(joint["forwards"], 1), 3),
        "agreement_rate_joint": rate(joint["agree"], joint["questions"]),
        "agreement_rate_independent": rate(independent["agree"], independent["questions"]),
        "agreement_by_language": {
            language: rate(v["agree"], v["questions"]) for language, v in by_language.items()
        },
        "unmatched_rate_joint": rate(joint["unmatched"], joint["questions"]),
        "agreement_rate_joint_free_answers": rate(free["agree"], free["questions"]),
        "unmatched_rate_joint_free_answers": rate(free["unmatched"], free["questions"]),
        "detection_rate_corrupted": rate(
            corrupted["questions"] - corrupted["agree"], corrupted["questions"]
        ),
        "chance_agreement": "about 1/3 (three choices per question)",
        "wall_seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(summary))
    return summary


if __name__ == "__main__":
    main()
