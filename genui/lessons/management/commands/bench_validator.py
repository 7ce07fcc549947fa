"""``python manage.py bench_validator``: how long the validator takes per page.

Validates the demo lessons with a warm browser, one at a time (median seconds per
page, animation screenshots included) and two at a time (throughput), and prints a
JSON summary as the last line. Target: at most 4 s per page.
"""

import json
import statistics
import time

from django.core.management.base import BaseCommand, CommandError

from genui.lessons.demo import demo_lessons
from genui.lessons.renderer import lesson_page_render
from genui.lessons.validation import PageValidator


class Command(BaseCommand):
    help = "Benchmark the page validator on the demo lessons."

    def add_arguments(self, parser):
        parser.add_argument(
            "--pages", type=int, default=12, help="How many demo pages (0: all of them)."
        )

    def handle(self, *args, pages: int, **options):
        lessons = demo_lessons()[: pages or None]
        if not lessons:
            raise CommandError("no demo lessons: the corpus has no topics")
        html = [lesson_page_render(lesson.markup).html for lesson in lessons]
        with PageValidator(concurrency=2) as validator:
            validator.validate(html[0])
            sequential = []
            failures = 0
            for lesson, page in zip(lessons, html, strict=True):
                report = validator.validate(page)
                sequential.append(report.seconds)
                failures += not report.ok
                self.stdout.write(
                    f"{lesson.slug}.{lesson.lang}: {report.seconds:.2f}s ok={report.ok}"
                )
            started = time.perf_counter()
            validator.validate_many(html)
            concurrent_seconds = time.perf_counter() - started
        median = statistics.median(sequential)
        sequential_rate = len(html) / sum(sequential)
        concurrent_rate = len(html) / concurrent_seconds
        summary = {
            "pages": len(html),
            "failed_pages": failures,
            "median_seconds_per_page": round(median, 3),
            "pages_per_second_sequential": round(sequential_rate, 3),
            "pages_per_second_2_concurrent": round(concurrent_rate, 3),
            "concurrency_speedup": round(concurrent_rate / sequential_rate, 2),
            "target_seconds_per_page": 4.0,
        }
        self.stdout.write(
            f"median {median:.2f}s per page; 2 at once: {concurrent_rate:.2f} pages/s "
            f"({summary['concurrency_speedup']}x one at a time)"
        )
        self.stdout.write(json.dumps(summary))
