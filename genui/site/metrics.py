"""/metrics: the Prometheus metrics of the whole service, for an operator's scraper.

One scrape of any web process answers for:
- the web processes of its host: requests and websocket sessions (`genui.core.metrics`;
  several processes through prometheus-client's multiprocess mode);
- the shared state, read from the database now: jobs queued and running, the oldest queued
  job's wait, the workers alive and each one's heartbeat age;
- every worker on every host, as of its last heartbeat: its jobs' latency, decoding speed,
  validation time, repairs, text-gate failures (`genui.worker.metrics`), labelled ``worker``.

Who may read it (`metrics_refusal`): with ``GENUI_METRICS_TOKEN`` set, a request presenting it
as ``Authorization: Bearer <token>`` (401 otherwise); without one, loopback clients of the
embedded default only, and nobody in production (404). docs/operations.md says how to scrape.
"""

from __future__ import annotations

import secrets
from datetime import datetime

from django.conf import settings
from django.db.models import Count, Min
from django.http import Http404, HttpResponse
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET
from prometheus_client import CONTENT_TYPE_LATEST
from prometheus_client.metrics_core import GaugeMetricFamily, Metric

from genui.core.metrics import exposition, snapshot_families, web_families
from genui.generation.models import GenerationJob
from genui.worker.models import WorkerHeartbeat
from genui.worker.selectors import worker_alive_window

# the states of the queue (a finished job is in no queue: its count is not read at every scrape)
QUEUE_STATES = (GenerationJob.Status.QUEUED, GenerationJob.Status.RUNNING)
LOOPBACK = frozenset({"127.0.0.1", "::1"})


def _age(now: datetime, then: datetime | None) -> float:
    return max((now - then).total_seconds(), 0.0) if then is not None else 0.0


def queue_families(now: datetime) -> list[Metric]:
    """Jobs per state and kind (0 where none: an alert sees the queue drain), and how long the
    oldest queued job has waited."""
    jobs = GaugeMetricFamily(
        "genui_jobs",
        "Generation jobs queued or running now, by state and kind (from the database).",
        labels=["state", "kind"],
    )
    counts = {
        (row["status"], row["kind"]): row["n"]
        for row in GenerationJob.objects.filter(status__in=QUEUE_STATES)
        .values("status", "kind")
        .annotate(n=Count("id"))
    }
    for state in QUEUE_STATES:
        for kind in GenerationJob.Kind.values:
            jobs.add_metric([state, kind], counts.get((state, kind), 0))
    oldest = GenerationJob.objects.filter(status=GenerationJob.Status.QUEUED).aggregate(
        oldest=Min("created_at")
    )["oldest"]
    waiting = GaugeMetricFamily(
        "genui_job_queue_oldest_seconds",
        "Seconds the oldest queued job has waited (0 when none waits).",
        value=_age(now, oldest),
    )
    return [jobs, waiting]


def worker_families(now: datetime) -> list[Metric]:
    """Each worker's heartbeat age (rows of workers silent for an hour are gone), how many are
    alive and hold a model, and every worker's own metrics as its last beat carried them."""
    age = GaugeMetricFamily(
        "genui_worker_heartbeat_age_seconds",
        "Seconds since each worker's last heartbeat (a worker that stopped cleanly has no "
        "row; one that died keeps its row, ageing, for an hour).",
        labels=["worker", "host", "mode", "state"],
    )
    alive_since = now - worker_alive_window()
    alive = loaded = 0
    snapshots = []
    for beat in WorkerHeartbeat.objects.order_by("worker_id"):
        age.add_metric(
            [beat.worker_id, beat.hostname, beat.mode, beat.state], _age(now, beat.last_seen)
        )
        if beat.last_seen >= alive_since:
            alive += 1
            loaded += beat.model_loaded
        snapshots.append(({"worker": beat.worker_id}, beat.metrics))
    return [
        age,
        GaugeMetricFamily(
            "genui_workers_alive",
            "Workers whose last heartbeat is within three heartbeat intervals.",
            value=alive,
        ),
        GaugeMetricFamily(
            "genui_workers_model_loaded",
            "Live workers holding a model (without one, jobs wait).",
            value=loaded,
        ),
        *snapshot_families(snapshots),
    ]


def metrics_refusal(request) -> HttpResponse | None:
    """Why ``request`` may not read /metrics (a 401 to answer), or None when it may; 404 where
    the endpoint is not served at all (no token, and not the embedded default's loopback)."""
    token = settings.GENUI_METRICS_TOKEN
    if token:
        scheme, _, presented = request.headers.get("Authorization", "").partition(" ")
        if scheme.lower() == "bearer" and secrets.compare_digest(
            presented.strip().encode(), token.encode()
        ):
            return None
        refusal = HttpResponse("metrics need the operator's bearer token\n", status=401)
        refusal["WWW-Authenticate"] = 'Bearer realm="metrics"'
        refusal["Content-Type"] = "text/plain; charset=utf-8"
        return refusal
    if settings.GENUI_METRICS_LOOPBACK and request.META.get("REMOTE_ADDR") in LOOPBACK:
        return None
    raise Http404


@never_cache
@require_GET
def metrics(request):
    if (refusal := metrics_refusal(request)) is not None:
        return refusal
    now = timezone.now()
    body = exposition([*web_families(), *queue_families(now), *worker_families(now)])
    return HttpResponse(body, content_type=CONTENT_TYPE_LATEST)
