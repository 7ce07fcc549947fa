"""Prometheus metrics of a web process, and the plumbing every process's metrics share.

Each process counts what happens in it (prometheus-client): a web process its requests and
websocket sessions (``WEB_REGISTRY``, counted by `genui.core.observe`), a model worker its jobs
(`genui.worker.metrics`). What is shared state, the queue and the workers' heartbeats, is read
from the database when /metrics is scraped (`genui.site.metrics`), so any web process answers
for all of it.

Several web processes on one host (Daphne behind a balancer) share their counts through
prometheus-client's multiprocess mode: with ``PROMETHEUS_MULTIPROC_DIR`` set (an empty
directory, emptied before the processes start) each process writes its values there and any of
them serves the sum (``web_families``). A worker publishes its own through the database instead
(``registry_snapshot`` into its heartbeat row, ``snapshot_families`` back), so one scrape of one
web process sees every worker on every host (docs/operations.md).
"""

from __future__ import annotations

import atexit
import os
from collections.abc import Iterable

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    ProcessCollector,
    disable_created_metrics,
    generate_latest,
)
from prometheus_client.metrics_core import Metric
from prometheus_client.multiprocess import MultiProcessCollector, mark_process_dead

# No ``*_created`` series: they double what the dashboards read, and every worker's snapshot.
disable_created_metrics()

WEB_REGISTRY = CollectorRegistry(auto_describe=True)

# Methods counted by name; anything else (a client may send any token) is "other".
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
# seconds to a response's start (a streamed response: its headers)
REQUEST_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)

HTTP_REQUESTS = Counter(
    "genui_http_requests",
    "HTTP requests answered, by view name (the URL pattern's name, never the raw path), "
    "method and status class (2xx, 3xx, 4xx, 5xx).",
    ["view", "method", "status"],
    registry=WEB_REGISTRY,
)
HTTP_REQUEST_SECONDS = Histogram(
    "genui_http_request_duration_seconds",
    "Seconds from a request to its response, by view name, method and status class.",
    ["view", "method", "status"],
    buckets=REQUEST_BUCKETS,
    registry=WEB_REGISTRY,
)
WEBSOCKETS_OPEN = Gauge(
    "genui_websocket_sessions_open",
    "Websocket sessions open now, by consumer (summed over the live web processes).",
    ["consumer"],
    multiprocess_mode="livesum",
    registry=WEB_REGISTRY,
)
WEBSOCKETS = Counter(
    "genui_websocket_sessions",
    "Websocket sessions accepted, by consumer.",
    ["consumer"],
    registry=WEB_REGISTRY,
)
WEB_METRIC_NAMES = frozenset(
    metric._name for metric in (HTTP_REQUESTS, HTTP_REQUEST_SECONDS, WEBSOCKETS_OPEN, WEBSOCKETS)
)


def multiprocess_dir() -> str | None:
    """The directory prometheus-client's multiprocess mode writes to, when it is on (the
    library reads the variable itself, when it is first imported)."""
    return os.environ.get("PROMETHEUS_MULTIPROC_DIR") or None


def multiprocess_exit_hook() -> None:
    """In multiprocess mode, have this process's live gauges (the websocket sessions it held)
    dropped from the host's sums when it exits."""
    if multiprocess_dir():
        atexit.register(mark_process_dead, os.getpid())


def status_class(status: int) -> str:
    return f"{status // 100}xx"


def method_label(method: str) -> str:
    return method if method in METHODS else "other"


def web_families() -> list[Metric]:
    """This host's web metrics: every web process's, summed, in multiprocess mode (a worker
    writing to the same directory is left out: it publishes through the database); else this
    process's, with its memory and CPU (``process_*``)."""
    path = multiprocess_dir()
    if path:
        collected = MultiProcessCollector(None, path=path).collect()
        return [family for family in collected if family.name in WEB_METRIC_NAMES]
    return [*WEB_REGISTRY.collect(), *ProcessCollector(registry=None).collect()]


def registry_snapshot(registry: CollectorRegistry) -> list[dict]:
    """A registry's values as JSON-ready data (a worker's heartbeat row carries them)."""
    return [
        {
            "name": family.name,
            "type": family.type,
            "help": family.documentation,
            "samples": [[sample.name, sample.labels, sample.value] for sample in family.samples],
        }
        for family in registry.collect()
    ]


def snapshot_families(snapshots: Iterable[tuple[dict[str, str], list]]) -> list[Metric]:
    """Metric families from ``(labels, registry_snapshot)`` pairs, one family per name, each
    sample with its pair's labels added (``{"worker": ...}``). An entry that is not what
    ``registry_snapshot`` writes is skipped: one odd row must not break the scrape."""
    families: dict[str, Metric] = {}
    for extra, snapshot in snapshots:
        for entry in snapshot if isinstance(snapshot, list) else ():
            try:
                name, kind = str(entry["name"]), str(entry["type"])
                family = families.get(name)
                if family is None:
                    family = families[name] = Metric(name, str(entry.get("help", "")), kind)
                elif family.type != kind:
                    continue
                for sample_name, labels, value in entry["samples"]:
                    family.add_sample(
                        str(sample_name),
                        {**{str(k): str(v) for k, v in labels.items()}, **extra},
                        float(value),
                    )
            except (KeyError, TypeError, ValueError, AttributeError):
                continue
    return list(families.values())


class _Families:
    def __init__(self, families: list[Metric]):
        self.families = families

    def collect(self) -> list[Metric]:
        return self.families


def exposition(families: Iterable[Metric]) -> bytes:
    """Prometheus's text format of ``families``."""
    return generate_latest(_Families(list(families)))
