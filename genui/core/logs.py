"""Structured logs: every log line of the site, Django's and ours, through structlog.

``logging_settings`` builds the ``LOGGING`` setting: structlog's ``ProcessorFormatter`` formats
the records of the standard ``logging`` calls (Django's, Daphne's, ``genui.*``), as one JSON
object per line (``GENUI_LOG_FORMAT=json``, production's default) or as readable console lines
(``console``, the embedded default). Either way a line carries what is bound in the current
context: the ``request_id`` of the HTTP request or websocket message being served
(`genui.core.observe`), and the ``job_id`` (with the ``request_id`` that created the job) of the
job a worker thread is working on (``job_context``), which reaches the validator's lines too.

Context lives in ``contextvars``: each thread and each asyncio task has its own, and asgiref
and asyncio carry it across ``sync_to_async`` and ``run_coroutine_threadsafe``.
"""

from __future__ import annotations

import contextlib
import logging
import re
import uuid

import structlog

LOG_FORMATS = ("json", "console")
# An incoming X-Request-ID is kept when it is this tame (a proxy's UUID or hex id);
# anything else (too long, or characters a log reader could trip on) is replaced.
_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,64}")

# what each line of either format gets, before it is rendered
_SHARED = [
    structlog.contextvars.merge_contextvars,
    structlog.stdlib.add_log_level,
    structlog.stdlib.add_logger_name,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
]


def _renderers(log_format: str) -> list:
    if log_format == "json":
        return [structlog.processors.format_exc_info, structlog.processors.JSONRenderer()]
    return [structlog.dev.ConsoleRenderer(colors=False)]


def structured_formatter(log_format: str) -> logging.Formatter:
    """The formatter of every handler: a standard record (``logging.info(..., extra=...)``) or a
    structlog event, with the bound context, rendered in ``log_format``."""
    return structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=[*_SHARED, structlog.stdlib.ExtraAdder()],
        processors=[
            structlog.stdlib.ProcessorFormatter.remove_processors_meta,
            *_renderers(log_format),
        ],
    )


def logging_settings(*, log_format: str, level: str) -> dict:
    """The ``LOGGING`` setting: the root logger at WARNING, ``genui.*`` at ``level``, both
    rendered by structlog in ``log_format`` (one of ``LOG_FORMATS``)."""
    if log_format not in LOG_FORMATS:
        raise ValueError(f"log format {log_format!r} is not one of {LOG_FORMATS}")
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {
            "structured": {"()": "genui.core.logs.structured_formatter", "log_format": log_format}
        },
        "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "structured"}},
        "root": {"handlers": ["console"], "level": "WARNING"},
        "loggers": {"genui": {"handlers": ["console"], "level": level, "propagate": False}},
    }


def structlog_configure() -> None:
    """structlog's own loggers (``structlog.get_logger``) hand their events to the standard
    library, so they go through the same handlers and formatter as every other line."""
    structlog.configure(
        processors=[
            *_SHARED,
            structlog.stdlib.filter_by_level,
            structlog.processors.StackInfoRenderer(),
            structlog.stdlib.ProcessorFormatter.wrap_for_formatter,
        ],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=True,
    )


def request_id_from(header: str | None) -> str:
    """The id of a request: the caller's ``X-Request-ID`` when it is a tame token, else a
    new one (32 hex digits)."""
    if header and _REQUEST_ID.fullmatch(header):
        return header
    return uuid.uuid4().hex


def current_request_id() -> str:
    """The request id bound in this context ('' outside a request)."""
    return str(structlog.contextvars.get_contextvars().get("request_id") or "")


@contextlib.contextmanager
def request_context(request_id: str):
    """Bind ``request_id`` for the lines logged inside, and only the request's: a job id
    bound before (a worker thread) is kept, and restored on the way out."""
    with structlog.contextvars.bound_contextvars(request_id=request_id):
        yield request_id


@contextlib.contextmanager
def job_context(job_id, request_id: str = ""):
    """Bind a job's id, and the id of the request that created it, for the lines logged
    inside (the worker's, the validator's)."""
    bound = {"job_id": str(job_id), **({"request_id": request_id} if request_id else {})}
    with structlog.contextvars.bound_contextvars(**bound):
        yield
