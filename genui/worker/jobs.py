"""The worker's job loop: claim jobs, decode them together, keep their leases, log
their events, validate the pages, save the versions.

Three threads share the work so that decoding never waits on the database or the
browser:
- the decoding thread (``JobLoop.run``) claims jobs while the batch has room and
  steps the ``BatchEngine``; requests join at block boundaries;
- the bookkeeping thread flushes each job's events every ``FLUSH_SECONDS`` and renews
  the leases (a lost lease or a cancellation stops that job's request);
- the finishing thread sanitises and renders each finished page, reads its text
  (`genui.lessons.text_quality`: a page whose text is broken never counts as valid) and
  validates it in the browser, then saves it, or retries with the next seed (the repair
  loop), or fails the job with what was wrong.

Each thread logs a job's lines under the job's id and the id of the request that created it
(`genui.core.logs.job_context`; the validator's lines too), and counts what the job did in the
worker's metrics (`genui.worker.metrics`): once per job or attempt, never per token.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from django.conf import settings
from django.db import InterfaceError, OperationalError, close_old_connections

from clover_model.engine import BatchEngine
from genui.core.logs import job_context
from genui.corpus.topics import topic_by_slug
from genui.generation.models import GenerationJob
from genui.generation.selectors import generation_jobs_cancel_requested
from genui.generation.services import (
    WORKER_ERROR_MESSAGE,
    LeaseLost,
    generation_job_cancelled,
    generation_job_check_done,
    generation_job_claim,
    generation_job_deliver,
    generation_job_events,
    generation_job_fail,
    generation_job_release,
    generation_job_renew,
)
from genui.lessons.renderer import lesson_attributes, lesson_page_render
from genui.lessons.services import lesson_version_quiz_report_save
from genui.lessons.text_quality import text_report
from genui.lessons.validation import PageValidator
from genui.worker import metrics
from genui.worker.generation import JobRun, request_topic, topic_unknown_failure
from genui.worker.loading import LoadedModel
from genui.worker.parts import PartRun, PartUnavailable
from genui.worker.quiz_check import quiz_check_error, quiz_check_version

logger = logging.getLogger("genui.worker")

FLUSH_SECONDS = 0.1
# How often the worker asks whether a running job was cancelled: the engine stops the job at
# its next denoising step. (Lease renewals, every third of CLOVER_JOB_LEASE, say it too.)
CANCEL_POLL_SECONDS = 0.5
# after a failed round of bookkeeping (the database unreachable), the wait before the next
BOOKKEEPING_RETRY_SECONDS = 1.0
# what a database that is restarting or unreachable raises (not an integrity error: a bug)
DATABASE_UNREACHABLE = (OperationalError, InterfaceError)
IDLE_POLL_SECONDS = 0.2


class JobLoop:
    def __init__(self, *, worker_id: str, loaded: LoadedModel, stopping: threading.Event):
        self.worker_id = worker_id
        self.loaded = loaded
        self.stopping = stopping
        self.engine = BatchEngine(loaded.model)
        self.runs: dict[str, JobRun] = {}  # engine request id -> run
        # jobs whose page is being checked, or waits for it, by id: their run (None for a
        # check job); the bookkeeping thread renews their leases as it does the decoding runs'
        self._checking: dict[str, JobRun | None] = {}
        self._runs_lock = threading.Lock()
        self._finishing = ThreadPoolExecutor(max_workers=1, thread_name_prefix="finish")
        self._validator: PageValidator | None = None
        self._last_claim = 0.0

    def run(self) -> None:
        bookkeeper = threading.Thread(target=self._bookkeeping, name="job-bookkeeping", daemon=True)
        bookkeeper.start()
        try:
            while not self.stopping.is_set():
                try:
                    self._claim()
                except DATABASE_UNREACHABLE:
                    # PostgreSQL restarting: the worker waits for it, it does not stop
                    logger.exception("worker %s: no claim; trying again", self.worker_id)
                    self.stopping.wait(BOOKKEEPING_RETRY_SECONDS)
                if self.engine.idle:
                    self.stopping.wait(IDLE_POLL_SECONDS)
                    continue
                for event in self.engine.step():
                    if event.kind == "finish":
                        self._finished(event.request_id)
        finally:
            self._release_all()
            self._finishing.shutdown(wait=True)
            bookkeeper.join(timeout=10)
            if self._validator is not None:
                self._validator.close()

    def _active(self) -> list[JobRun]:
        with self._runs_lock:
            return list(self.runs.values())

    def job_count(self) -> int:
        """Jobs this worker holds: decoding, or their page being checked."""
        with self._runs_lock:
            return len({run.job_id for run in self.runs.values()} | self._checking.keys())

    def _claim(self) -> None:
        room = settings.CLOVER_BATCH_SIZE - len(self._active())
        now = time.monotonic()
        if room <= 0 or now - self._last_claim < IDLE_POLL_SECONDS:
            return
        self._last_claim = now
        close_old_connections()
        for job in generation_job_claim(worker_id=self.worker_id, limit=room):
            with job_context(job.pk, job.request_id):
                self._take(job)

    def _take(self, job: GenerationJob) -> None:
        if job.kind == GenerationJob.Kind.CHECK:
            with self._runs_lock:
                self._checking[str(job.pk)] = None
            self._finishing.submit(self._check, job)
            return
        if job.kind == GenerationJob.Kind.PART:
            self._start_part(job)
            return
        match = request_topic(self.loaded, prompt=job.prompt)
        if match is not None and not match.known:
            self._refuse(job, match)
            return
        run = JobRun.for_job(
            job, loaded=self.loaded, topic=match.topic if match is not None else None
        )
        self._submit(run, run.engine_request())
        logger.info("worker %s took job %s (attempt %s)", self.worker_id, job.pk, job.attempts)

    def _start_part(self, job: GenerationJob) -> None:
        """A part job: the lesson up to the part is its prompt (`genui.worker.parts`)."""
        try:
            run = PartRun.for_part_job(job, loaded=self.loaded)
        except PartUnavailable as gone:
            with contextlib.suppress(LeaseLost):
                generation_job_fail(job_id=job.pk, worker_id=self.worker_id, error=str(gone))
                metrics.JOBS_FINISHED.labels(kind=job.kind, outcome="failed").inc()
            return
        self._submit(run, run.engine_request())
        logger.info("worker %s took part job %s (%s)", self.worker_id, job.pk, run.part.key)

    def _refuse(self, job: GenerationJob, match) -> None:
        """Fail a request for a topic the demo model was never trained on at once, naming
        the nearest topics it knows (`topic_unknown`): decoded, it would be a confident
        lesson about another topic."""
        try:
            generation_job_fail(
                job_id=job.pk, worker_id=self.worker_id, **topic_unknown_failure(match)
            )
        except LeaseLost:
            return
        metrics.JOBS_FINISHED.labels(kind=job.kind, outcome="failed").inc()
        logger.info("worker %s refused job %s: topic unknown", self.worker_id, job.pk)

    def _submit(self, run: JobRun, request) -> None:
        with self._runs_lock:
            self.runs[request.request_id] = run
        self.engine.add(request)

    def _finished(self, request_id: str) -> None:
        with self._runs_lock:
            run = self.runs.pop(request_id)
            self._checking[run.job_id] = run
        finished = run.finished
        if finished is not None and finished.num_tokens:
            metrics.TOKENS.inc(finished.num_tokens)
            metrics.FORWARDS.inc(finished.forwards)
            metrics.TOKENS_PER_FORWARD.observe(finished.tokens_per_forward)
            metrics.TOKENS_PER_SECOND.observe(finished.num_tokens / max(finished.seconds, 1e-6))
        self._finishing.submit(self._finish, run)

    def _bookkeeping(self) -> None:
        last_renewal = last_poll = 0.0
        while not self.stopping.is_set() or self._active():
            try:
                close_old_connections()
                renew = time.monotonic() - last_renewal > settings.CLOVER_JOB_LEASE / 3
                if time.monotonic() - last_poll > CANCEL_POLL_SECONDS:
                    self._stop_cancelled()
                    last_poll = time.monotonic()
                for run in self._active():
                    self._flush(run)
                    if renew and not run.lost:
                        try:
                            if generation_job_renew(job_id=run.job_id, worker_id=self.worker_id):
                                run.cancel.set()
                        except LeaseLost:
                            self._lose(run)
                if renew:
                    self._renew_checked()
                    last_renewal = time.monotonic()
            except Exception:
                # PostgreSQL restarting, say: this thread writes every job's events and renews
                # every lease, so it must outlive the outage; the events wait in their runs
                # (`_flush`), and a lease that expired meanwhile is lost at the next write
                logger.exception("worker %s: bookkeeping failed; trying again", self.worker_id)
                time.sleep(BOOKKEEPING_RETRY_SECONDS)
            time.sleep(FLUSH_SECONDS)

    def _renew_checked(self) -> None:
        """Renew the leases of the jobs whose page is being checked (or waits for its turn):
        a check in a busy browser may take longer than a lease, and a job whose lease lapsed
        meanwhile would be claimed again, by this worker too, while its page is checked."""
        with self._runs_lock:
            decoding = {run.job_id for run in self.runs.values()}
            checked = [item for item in self._checking.items() if item[0] not in decoding]
        for job_id, run in checked:
            if run is not None and run.lost:
                continue
            try:
                generation_job_renew(job_id=job_id, worker_id=self.worker_id)
            except LeaseLost:
                if run is not None:
                    self._lose(run)
                else:  # the check's own writes find it out and stop there
                    with self._runs_lock:
                        self._checking.pop(job_id, None)
                    logger.warning(
                        "worker %s lost the lease of check job %s", self.worker_id, job_id
                    )

    def _stop_cancelled(self) -> None:
        runs = {run.job_id: run for run in self._active() if not run.cancel.is_set()}
        for job_id in generation_jobs_cancel_requested(job_ids=runs):
            runs[str(job_id)].cancel.set()

    def _flush(self, run: JobRun) -> None:
        events = run.drain()
        if not events or run.lost:
            return
        try:
            generation_job_events(job_id=run.job_id, worker_id=self.worker_id, events=events)
        except LeaseLost:
            self._lose(run)
            return
        except Exception:
            run.undrain(events)  # written at the next flush that reaches the database
            raise
        if not run.first_step_logged and any(kind == "step" for kind, _ in events):
            run.first_step_logged = True
            if run.requested_at is not None:
                metrics.JOB_FIRST_EVENT_SECONDS.labels(kind=run.kind).observe(
                    max(time.time() - run.requested_at, 0.0)
                )

    def _lose(self, run: JobRun) -> None:
        if run.lost:
            return
        with job_context(run.job_id, run.request_id):
            logger.warning("worker %s lost the lease of job %s", self.worker_id, run.job_id)
        metrics.JOBS_FINISHED.labels(kind=run.kind, outcome="lost").inc()
        run.lost = True
        run.cancel.set()

    def _finish(self, run: JobRun) -> None:
        """Validate a finished page; save it, retry it or fail the job."""
        with job_context(run.job_id, run.request_id):
            self._finish_run(run)

    def _finish_run(self, run: JobRun) -> None:
        close_old_connections()
        try:
            self._flush(run)
            if run.lost:
                return
            if run.finished.finish_reason == "cancelled":
                generation_job_cancelled(job_id=run.job_id, worker_id=self.worker_id)
                metrics.JOBS_FINISHED.labels(kind=run.kind, outcome="cancelled").inc()
                return
            self._deliver(run)
        except LeaseLost:
            self._lose(run)
        except DATABASE_UNREACHABLE:
            # PostgreSQL restarting: not the job's fault. Its lease is no longer renewed (the
            # run is over here), so once it lapses a worker claims the job again and finishes
            # it (event ``reclaimed``); failing it would need the database too.
            logger.exception(
                "job %s: the database went away while its page was finished; it will be "
                "claimed again",
                run.job_id,
            )
        except Exception:
            # The traceback stays in this log; the job says only that the worker failed.
            logger.exception("job %s failed in the worker", run.job_id)
            try:
                generation_job_fail(
                    job_id=run.job_id,
                    worker_id=self.worker_id,
                    error=WORKER_ERROR_MESSAGE,
                    code=GenerationJob.ErrorCode.WORKER_ERROR,
                )
                metrics.JOBS_FINISHED.labels(kind=run.kind, outcome="failed").inc()
            except LeaseLost:
                self._lose(run)
        finally:
            with self._runs_lock:
                self._checking.pop(run.job_id, None)

    def _deliver(self, run: JobRun) -> None:
        """Check a finished page, its text first (cheap), then in the browser; deliver it,
        retry it (the repair loop) or fail the job with what was wrong."""
        markup = run.markup()
        page = lesson_page_render(markup, lang=run.language, model_id=self.loaded.model_id)
        generation_job_events(
            job_id=run.job_id,
            worker_id=self.worker_id,
            events=[("validation", {"state": "running", "attempt": run.attempt, **run.summary()})],
        )
        topic = topic_by_slug(run.topic) if run.topic else None
        text, report, failures = self._page_checks(
            run.job_id, page, language=run.language, topic=topic, failures=run.failures()
        )
        ok = not failures
        if not ok and run.attempt < settings.CLOVER_REPAIR_ATTEMPTS:
            self._flush(run)
            reason = "the lesson's text is broken" if not text.ok else "the page failed validation"
            metrics.REPAIR_ATTEMPTS.labels(reason="text" if not text.ok else "validation").inc()
            logger.info(
                "job %s: attempt %s failed its checks, trying again", run.job_id, run.attempt
            )
            self._submit(run, run.retry({"reason": reason, "failures": failures[:5]}))
            return
        if not ok:
            generation_job_fail(
                job_id=run.job_id,
                worker_id=self.worker_id,
                error=(
                    f"no lesson whose text reads right after {run.attempt} attempts"
                    if not text.ok
                    else f"no valid page after {run.attempt} attempts"
                ),
                details={
                    "failures": failures,
                    "text": text.as_dict(),
                    "sanitizer": page.sanitize.report(),
                },
            )
            metrics.JOBS_FINISHED.labels(kind=run.kind, outcome="failed").inc()
            return
        version = generation_job_deliver(
            job_id=run.job_id,
            worker_id=self.worker_id,
            markup=page.sanitize.markup,
            title=lesson_attributes(page.sanitize.markup).get("title", ""),
            version_fields={
                "request": {
                    "prompt": run.prompt,
                    "subject": run.subject,
                    "grade": run.grade,
                    "language": run.language,
                },
                "model_id": self.loaded.model_id,
                "seed": run.seed,
                "engine_settings": {**run.engine_settings, **run.decode_settings()},
                "sanitizer_report": page.sanitize.report(),
                "validation_report": report.as_dict(),
                "text_report": text.as_dict(),
                "validation_passed": True,
                "thumbnail_png": report.thumbnail_png,
                "generation_stats": run.summary(),
            },
            summary={"validation_ok": True, "text_ok": True, **run.summary()},
            # the catalog topic's subject is the page's (its header says it)
            subject=topic.subject if topic is not None else "",
        )
        self._delivered(run.kind, run.requested_at)
        logger.info("job %s delivered version %s", run.job_id, version.pk)
        self._check_quiz(version)

    def _delivered(self, kind: str, requested_at: float | None) -> None:
        metrics.JOBS_FINISHED.labels(kind=kind, outcome="delivered").inc()
        if requested_at is not None:
            metrics.JOB_DELIVERED_SECONDS.labels(kind=kind).observe(
                max(time.time() - requested_at, 0.0)
            )

    def _page_checks(
        self, job_id: str, page, *, language: str, topic=None, always_validate=False, failures=()
    ):
        """A page's checks: its text (cheap), then in the browser when the text reads right
        (or ``always_validate``); the job's ``validation`` done event says what failed, after
        ``failures`` found before (`JobRun.failures`). -> (text report, browser report or
        None, failures)."""
        text = text_report(page.sanitize.markup, language=language, topic=topic)
        metrics.TEXT_GATE_CHECKS.inc()
        if not text.ok:
            metrics.TEXT_GATE_FAILURES.inc()
        report = self._validate(page.html) if text.ok or always_validate else None
        failures = [*failures, *(f"text: {failure}" for failure in text.failures)]
        # a scene over the budget is left out by the sanitiser (genui/markup/budget.py): a
        # generated page without its scene is a failure to repair, not a lesson to deliver
        failures += [
            f"scene budget: {item.reason}"
            for item in page.sanitize.dropped
            if item.kind == "budget"
        ]
        if report is not None:
            failures += [f"{check.name}: {check.detail}" for check in report.failures()]
        generation_job_events(
            job_id=job_id,
            worker_id=self.worker_id,
            events=[
                ("validation", {"state": "done", "ok": not failures, "failures": failures[:10]})
            ],
        )
        return text, report, failures

    def _check(self, job: GenerationJob) -> None:
        """A check job: a saved version (a teacher's edit) rendered and validated as a
        generated page is before delivery, its text checked again; the version keeps the
        reports, then its quiz is checked. The page is the teacher's: nothing is retried."""
        with job_context(job.pk, job.request_id):
            self._check_version(job)

    def _check_version(self, job: GenerationJob) -> None:
        close_old_connections()
        job_id = str(job.pk)
        try:
            version = job.result_version
            if version is None:
                raise LookupError("the version to check was deleted")
            page = lesson_page_render(version.content, lang=job.language)
            generation_job_events(
                job_id=job_id,
                worker_id=self.worker_id,
                events=[("validation", {"state": "running", "version": version.pk})],
            )
            # the version keeps a browser report and thumbnail whatever its text says
            text, report, failures = self._page_checks(
                job_id, page, language=job.language, always_validate=True
            )
            checked = generation_job_check_done(
                job_id=job_id,
                worker_id=self.worker_id,
                version_fields={
                    "validation_report": report.as_dict(),
                    "text_report": text.as_dict(),
                    "validation_passed": not failures,
                    "thumbnail_png": report.thumbnail_png,
                },
            )
            if checked is None:  # the version went meanwhile: the job failed
                metrics.JOBS_FINISHED.labels(kind=job.kind, outcome="failed").inc()
            else:
                self._delivered(job.kind, job.created_at.timestamp())
            self._check_quiz(checked)
        except LeaseLost:
            metrics.JOBS_FINISHED.labels(kind=job.kind, outcome="lost").inc()
            logger.warning("worker %s lost the lease of check job %s", self.worker_id, job_id)
        except Exception:
            logger.exception("check job %s failed in the worker", job_id)
            with contextlib.suppress(LeaseLost):
                generation_job_fail(
                    job_id=job_id,
                    worker_id=self.worker_id,
                    error=WORKER_ERROR_MESSAGE,
                    code=GenerationJob.ErrorCode.WORKER_ERROR,
                )
                metrics.JOBS_FINISHED.labels(kind=job.kind, outcome="failed").inc()
        finally:
            with self._runs_lock:
                self._checking.pop(job_id, None)

    def _check_quiz(self, version) -> None:
        """The quiz check, after delivery (the teacher never waits for it): the model answers
        the quiz in joint mode and the version keeps the report. It never fails the job."""
        if version is None or version.kind != version.Kind.MARKUP:
            return
        try:
            report = quiz_check_version(version=version, loaded=self.loaded)
            logger.info(
                "quiz check of version %s: %s of %s agree (%.2f s)",
                version.pk,
                report.get("agree", 0),
                report.get("checked", 0),
                report.get("timing", {}).get("seconds", 0.0),
            )
        except Exception as error:
            logger.exception("quiz check of version %s failed", version.pk)
            lesson_version_quiz_report_save(
                version=version,
                report=quiz_check_error(f"the check failed: {type(error).__name__}"),
            )

    def _validate(self, html: str):
        if self._validator is None:
            self._validator = PageValidator().start()
        started = time.perf_counter()
        report = self._validator.validate(html)
        metrics.VALIDATION_SECONDS.labels(outcome="pass" if report.ok else "fail").observe(
            time.perf_counter() - started
        )
        return report

    def _release_all(self) -> None:
        """On a clean stop, hand unfinished jobs back to the queue at once."""
        with self._runs_lock:
            runs, self.runs = list(self.runs.values()), {}
        for run in runs:
            run.cancel.set()
            self._flush(run)
            with contextlib.suppress(LeaseLost, GenerationJob.DoesNotExist):
                generation_job_release(job_id=run.job_id, worker_id=self.worker_id)
