"""Check topics: every grade, language and variant renders to markup the sanitiser keeps whole,
every lesson's story and section texts agree with its scene (`genui.markup.consistency`), and
every topic written after the first 42 records its sources and its second reader's review
(docs/topic-review-checklist.md) and spreads its quizzes' right answers over the choice positions
(`answer_position_problems`), so that a quiz never teaches "pick the first one". The first 42
still put the right answer first: the demo checkpoint writes them word for word as it learnt them,
and four retrains on the balanced order did not learn it back well enough
(docs/experiments/2026-12-06-quiz-order-retrain.md); pupils see every quiz shuffled.

python -m genui.corpus.check [slug ...] [--variants 20]
"""

from __future__ import annotations

import argparse
import datetime
import random
import re
import sys
from collections import Counter

from genui.corpus.lesson import BILINGUAL, SLOT, lesson_markup
from genui.corpus.schema import GRADES, LANGUAGES, SUBJECTS, Topic
from genui.corpus.topics import all_topics
from genui.markup.consistency import consistency_findings
from genui.markup.sanitizer import markup_sanitize

IDS = re.compile(r'\bid="([^"]+)"')
# how far the share of right answers at one position may stray from an even spread (1/n of
# the questions with n choices), over the topics the position check covers
POSITION_TOLERANCE = 0.05
# the catalog as written before topics recorded sources and a review; every other topic must
FIRST_TOPICS = frozenset(
    {
        "animal-cell",
        "atomic-structure",
        "bar-magnet-field",
        "buoyancy",
        "convex-lens-images",
        "day-and-night",
        "dna-double-helix",
        "earth-layers",
        "electromagnetic-induction",
        "food-chain",
        "free-fall",
        "greenhouse-effect",
        "heart-circulation",
        "ionic-vs-covalent-bonds",
        "keplers-laws",
        "lever",
        "lunar-eclipse",
        "mass-on-a-spring",
        "mitochondria",
        "mitosis",
        "moon-phases",
        "neuron",
        "photosynthesis",
        "plate-tectonics",
        "prism-dispersion",
        "projectile-motion",
        "reaction-rate-temperature",
        "reflection-of-light",
        "refraction-of-light",
        "salt-crystal-lattice",
        "seasons",
        "simple-circuit",
        "simple-pendulum",
        "solar-eclipse",
        "solar-system",
        "sound-and-frequency",
        "states-of-matter",
        "tides",
        "transverse-and-longitudinal-waves",
        "volcano",
        "water-cycle",
        "water-molecule",
    }
)
# names that hold a reviewer's place without being one
NO_REVIEWER = {"", "pending", "tbd", "todo", "?", "…", "...", "none", "nobody"}


def provenance_problems(topic: Topic) -> list[str]:
    """What ``topic`` lacks of its sources and review: every topic outside `FIRST_TOPICS` needs
    at least one source and a ``[review]`` with a reviewer (``by``) and an ISO ``date``."""
    problems = []
    for index, source in enumerate(topic.sources):
        for key in ("title", "by", "where", "checks"):
            if not getattr(source, key).strip():
                problems.append(f"sources[{index}]: {key} is empty")
    if topic.slug in FIRST_TOPICS:
        return problems
    if not topic.sources:
        problems.append("no [[sources]]: record the references its facts were checked against")
    if not topic.review:
        problems.append("no [review]: a second reader has not reviewed it")
        return problems
    if topic.review.get("by", "").strip().lower() in NO_REVIEWER:
        problems.append(f"review: by = {topic.review.get('by', '')!r} names no reviewer")
    try:
        datetime.date.fromisoformat(topic.review.get("date", ""))
    except ValueError:
        problems.append(f"review: date = {topic.review.get('date', '')!r} is not YYYY-MM-DD")
    return problems


def topic_problems(topic: Topic, variants: int = 8) -> list[str]:
    """Everything wrong with ``topic``, as readable lines (empty when it is fine)."""
    problems = provenance_problems(topic)
    if topic.subject not in SUBJECTS:
        problems.append(f"subject {topic.subject!r} is not one of {SUBJECTS}")
    if set(topic.levels) != set(GRADES):
        problems.append(f"levels must be exactly {GRADES}")
    for language in LANGUAGES:
        if not topic.names.get(language):
            problems.append(f"no {language} names")
    for part in (topic.scene, topic.controls, topic.chart):
        for slot in SLOT.findall(part):
            if slot not in topic.palette:
                problems.append(f"slot [[{slot}]] has no palette entry")
        if "{{" in BILINGUAL.sub("", part):
            problems.append("a {{…}} string without exactly one '|'")
    ids = set(IDS.findall(topic.scene + topic.controls))
    for grade, level in topic.levels.items():
        for step in level.steps:
            for target in step.highlight.split():
                if target not in ids:
                    problems.append(f"{grade}: step highlights unknown id {target!r}")
            for param, _ in step.sets:
                if param not in ids:
                    problems.append(f"{grade}: step sets unknown control {param!r}")
        for question in level.quiz:
            if sum(choice.correct for choice in question.choices) != 1:
                problems.append(f"{grade}: {question.prompt.en!r} needs exactly one correct choice")
    for item in topic.legend:
        if item.target not in ids:
            problems.append(f"legend targets unknown id {item.target!r}")
    rng = random.Random(0)
    for grade in GRADES:
        for language in LANGUAGES:
            for k in range(variants):
                markup = lesson_markup(topic, grade, language, rng if k else None)
                result = markup_sanitize(markup)
                if not result.clean:
                    problems.append(f"{grade}/{language}: sanitiser: {result}")
                    break
            # the text and the scene are the same in every variant (colours and order change)
            for finding in consistency_findings(lesson_markup(topic, grade, language)):
                problems.append(f"{grade}/{language}: {finding.message}")
    return problems


def answer_positions(topics) -> dict[int, Counter]:
    """Choices per question -> how many questions have the right answer at each position
    (0: first), in written order."""
    positions: dict[int, Counter] = {}
    for topic in topics:
        for level in topic.levels.values():
            for question in level.quiz:
                at = next(i for i, choice in enumerate(question.choices) if choice.correct)
                positions.setdefault(len(question.choices), Counter())[at] += 1
    return positions


def answer_position_problems(topics) -> list[str]:
    """Where the right answers of ``topics`` are not spread over the positions: a position
    whose share strays more than `POSITION_TOLERANCE` from even (for question sizes with at
    least 10 questions), or a lesson whose questions all have the right answer at one place.
    The catalog's check passes the topics outside `FIRST_TOPICS` (`position_checked`)."""
    problems = []
    for n, counts in sorted(answer_positions(topics).items()):
        total = sum(counts.values())
        if total < 10:
            continue
        for position in range(n):
            share = counts[position] / total
            if abs(share - 1 / n) > POSITION_TOLERANCE:
                problems.append(
                    f"{share:.0%} of the {total} questions of {n} choices have the right "
                    f"answer at position {position + 1} (even: {1 / n:.0%})"
                )
    for topic in topics:
        for grade, level in topic.levels.items():
            places = {
                next(i for i, choice in enumerate(question.choices) if choice.correct)
                for question in level.quiz
            }
            if len(level.quiz) > 1 and len(places) == 1:
                problems.append(
                    f"{topic.slug}/{grade}: every question has the right answer at position "
                    f"{places.pop() + 1}"
                )
    return problems


def position_checked(topics) -> list[Topic]:
    """The topics whose answer positions are checked: all but `FIRST_TOPICS`."""
    return [topic for topic in topics if topic.slug not in FIRST_TOPICS]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("slugs", nargs="*")
    parser.add_argument("--variants", type=int, default=8)
    args = parser.parse_args(argv)
    failed = 0
    for topic in all_topics():
        if args.slugs and topic.slug not in args.slugs:
            continue
        problems = topic_problems(topic, args.variants)
        print(f"{'FAIL' if problems else 'ok  '} {topic.slug}")
        for problem in problems:
            print(f"     {problem}")
        failed += bool(problems)
    if not args.slugs:
        for problem in answer_position_problems(position_checked(all_topics())):
            print(f"FAIL catalog: {problem}")
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
