"""A model worker's metrics: its jobs' latency, decoding speed, checks and repairs.

They are counted where they happen (`genui.worker.jobs`), once per job or per attempt, never
per token, in a registry of the worker's own; each heartbeat carries their values into the
worker's row (`genui.core.metrics.registry_snapshot`), and /metrics serves every live worker's
with a ``worker`` label (`genui.site.metrics`). A worker thread inside a web process (the
embedded default) publishes the same way.
"""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Histogram

from genui.core.metrics import registry_snapshot

WORKER_REGISTRY = CollectorRegistry(auto_describe=True)

# seconds from a request: the first step shows in a second or two on a GPU, a page can take
# minutes on a CPU host
JOB_BUCKETS = (0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 30.0, 60.0, 120.0, 300.0, 600.0, 1200.0)

JOB_FIRST_EVENT_SECONDS = Histogram(
    "genui_job_first_event_seconds",
    "Seconds from the request that created a job to the first decoded step its studio shows.",
    ["kind"],
    buckets=JOB_BUCKETS,
    registry=WORKER_REGISTRY,
)
JOB_DELIVERED_SECONDS = Histogram(
    "genui_job_delivered_seconds",
    "Seconds from the request that created a job to its delivered page (a check job: to its "
    "report saved on the version).",
    ["kind"],
    buckets=JOB_BUCKETS,
    registry=WORKER_REGISTRY,
)
JOBS_FINISHED = Counter(
    "genui_jobs_finished",
    "Jobs this worker finished, by kind and outcome (delivered, failed, cancelled, lost: "
    "another worker took its lease over).",
    ["kind", "outcome"],
    registry=WORKER_REGISTRY,
)
TOKENS_PER_SECOND = Histogram(
    "genui_generation_tokens_per_second",
    "Tokens per second of each finished generation attempt.",
    buckets=(1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000),
    registry=WORKER_REGISTRY,
)
TOKENS_PER_FORWARD = Histogram(
    "genui_generation_tokens_per_forward",
    "Tokens committed per model forward of each finished generation attempt.",
    buckets=(1, 1.25, 1.5, 2, 2.5, 3, 4, 6, 8, 12, 16, 32),
    registry=WORKER_REGISTRY,
)
TOKENS = Counter(
    "genui_generation_tokens",
    "Tokens generated (every attempt).",
    registry=WORKER_REGISTRY,
)
FORWARDS = Counter(
    "genui_generation_forwards",
    "Model forwards of the generation attempts.",
    registry=WORKER_REGISTRY,
)
VALIDATION_SECONDS = Histogram(
    "genui_validation_seconds",
    "Seconds the browser validator took over a page, by outcome (pass, fail).",
    ["outcome"],
    buckets=(0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60, 120),
    registry=WORKER_REGISTRY,
)
REPAIR_ATTEMPTS = Counter(
    "genui_repair_attempts",
    "Generations started again because the page failed its checks, by what failed (text, "
    "validation).",
    ["reason"],
    registry=WORKER_REGISTRY,
)
TEXT_GATE_CHECKS = Counter(
    "genui_text_gate_checks",
    "Pages whose text the text gate read (genui.lessons.text_quality).",
    registry=WORKER_REGISTRY,
)
TEXT_GATE_FAILURES = Counter(
    "genui_text_gate_failures",
    "Pages whose text the text gate found broken.",
    registry=WORKER_REGISTRY,
)


def worker_metrics_snapshot() -> list[dict]:
    """This process's worker metrics, for its heartbeat row."""
    return registry_snapshot(WORKER_REGISTRY)
