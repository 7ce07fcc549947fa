"""The one place that reads the process environment.

Every setting that varies between the embedded default and production comes from
here, parsed and checked once. A malformed value fails loudly with the variable's
name instead of being silently replaced by a default.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlsplit

from django.core.exceptions import ImproperlyConfigured

from genui.paths import DEMO_CHECKPOINT, default_data_dir

WORKER_MODES = ("embedded", "external", "off")
DEVICES = ("auto", "cpu", "cuda")


@dataclass(frozen=True)
class Environment:
    debug: bool
    secret_key: str | None
    allowed_hosts: tuple[str, ...]
    csrf_trusted_origins: tuple[str, ...]
    database_url: str | None
    redis_url: str | None
    # None means "the deployment's default": embedded in base, external in production.
    clover_worker: str | None
    clover_model_path: Path
    clover_device: str
    clover_dtype: str
    clover_threads: int  # CPU threads for the model; 0: half the cores (at least 1, at most 8)
    clover_quantize: str  # "none", or "int4": weight-only INT4 at load (clover_model.quantize)
    worker_heartbeat_seconds: float
    job_lease_seconds: float
    repair_attempts: int
    max_new_tokens: int | None  # None: the checkpoint's generation_config.json, else 4096
    batch_size: int
    chromium_path: str
    data_dir: Path
    serve_static: bool
    secure_cookies: bool | None
    secure_ssl_redirect: bool | None
    hsts_seconds: int | None
    # The request header (Django's META name) a TLS-terminating proxy sets to "https";
    # None: no header is trusted to say a request came over HTTPS.
    secure_proxy_ssl_header: str | None
    # Production starts with wildcard hosts, insecure cookies or no HSTS only when set.
    allow_insecure: bool
    log_level: str
    # "json" (one object a line) or "console"; None: the deployment's default (console in
    # base, json in production)
    log_format: str | None
    # /metrics answers a request with "Authorization: Bearer <this>"; None: only loopback
    # clients of the embedded default (production serves it to no one without a token)
    metrics_token: str | None


def _bool(environ: Mapping[str, str], name: str, default: bool | None) -> bool | None:
    raw = environ.get(name)
    if raw is None or raw == "":
        return default
    value = raw.strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ImproperlyConfigured(f"{name}={raw!r} is not a boolean (use 1/0, true/false, yes/no).")


def _list(environ: Mapping[str, str], name: str, default: tuple[str, ...]) -> tuple[str, ...]:
    raw = environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    return tuple(item.strip() for item in raw.split(",") if item.strip())


def _choice(environ: Mapping[str, str], name: str, choices: tuple[str, ...], default):
    raw = environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    value = raw.strip().lower()
    if value not in choices:
        raise ImproperlyConfigured(f"{name}={raw!r} must be one of: {', '.join(choices)}.")
    return value


def _number(environ: Mapping[str, str], name: str, default, kind=float):
    raw = environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        return kind(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={raw!r} is not a valid {kind.__name__}.") from None


def _proxy_header(environ: Mapping[str, str], name: str) -> str | None:
    """``X-Forwarded-Proto`` or ``HTTP_X_FORWARDED_PROTO`` -> ``HTTP_X_FORWARDED_PROTO``."""
    raw = (environ.get(name) or "").strip()
    if not raw:
        return None
    if not re.fullmatch(r"[A-Za-z0-9_-]+", raw):
        raise ImproperlyConfigured(
            f"{name}={raw!r} must be a header name: X-Forwarded-Proto or HTTP_X_FORWARDED_PROTO."
        )
    meta = raw.upper().replace("-", "_")
    return meta if meta.startswith("HTTP_") else f"HTTP_{meta}"


def read_environment(environ: Mapping[str, str] | None = None) -> Environment:
    """Parse the variables documented in the README into an ``Environment``."""
    environ = os.environ if environ is None else environ
    data_dir = Path(environ.get("GENUI_DATA_DIR") or default_data_dir(environ)).resolve()
    return Environment(
        debug=bool(_bool(environ, "DJANGO_DEBUG", False)),
        secret_key=environ.get("DJANGO_SECRET_KEY") or None,
        allowed_hosts=_list(environ, "DJANGO_ALLOWED_HOSTS", ()),
        csrf_trusted_origins=_list(environ, "DJANGO_CSRF_TRUSTED_ORIGINS", ()),
        database_url=environ.get("DATABASE_URL") or None,
        redis_url=environ.get("REDIS_URL") or None,
        clover_worker=_choice(environ, "CLOVER_WORKER", WORKER_MODES, None),
        clover_model_path=Path(environ.get("CLOVER_MODEL_PATH") or DEMO_CHECKPOINT),
        clover_device=_choice(environ, "CLOVER_DEVICE", DEVICES, "auto"),
        clover_dtype=_choice(
            environ, "CLOVER_DTYPE", ("float32", "bfloat16", "float16"), "float32"
        ),
        clover_threads=_number(environ, "CLOVER_THREADS", 0, kind=int),
        clover_quantize=_choice(environ, "CLOVER_QUANTIZE", ("none", "int4"), "none"),
        worker_heartbeat_seconds=_number(environ, "CLOVER_WORKER_HEARTBEAT", 5.0),
        job_lease_seconds=_number(environ, "CLOVER_JOB_LEASE", 30.0),
        repair_attempts=_number(environ, "CLOVER_REPAIR_ATTEMPTS", 3, kind=int),
        max_new_tokens=_number(environ, "CLOVER_MAX_NEW_TOKENS", None, kind=int),
        batch_size=_number(environ, "CLOVER_BATCH_SIZE", 4, kind=int),
        chromium_path=environ.get("CHROMIUM_PATH") or "/usr/bin/chromium",
        data_dir=data_dir,
        serve_static=bool(_bool(environ, "GENUI_SERVE_STATIC", True)),
        secure_cookies=_bool(environ, "DJANGO_SECURE_COOKIES", None),
        secure_ssl_redirect=_bool(environ, "DJANGO_SECURE_SSL_REDIRECT", None),
        hsts_seconds=_number(environ, "DJANGO_HSTS_SECONDS", None, kind=int),
        secure_proxy_ssl_header=_proxy_header(environ, "DJANGO_SECURE_PROXY_SSL_HEADER"),
        allow_insecure=bool(_bool(environ, "GENUI_ALLOW_INSECURE", False)),
        log_level=(environ.get("GENUI_LOG_LEVEL") or "INFO").upper(),
        log_format=_choice(environ, "GENUI_LOG_FORMAT", ("json", "console"), None),
        metrics_token=environ.get("GENUI_METRICS_TOKEN") or None,
    )


def production_problems(env: Environment) -> list[str]:
    """What keeps ``env`` from being a valid production environment."""
    problems = []
    if not env.database_url:
        problems.append("DATABASE_URL is required (postgres://user:password@host:5432/name).")
    elif not env.database_url.lower().startswith(("postgres://", "postgresql://", "pgsql://")):
        problems.append("DATABASE_URL must point at PostgreSQL in production.")
    if not env.redis_url:
        problems.append("REDIS_URL is required (redis://host:6379/0): channel layer and cache.")
    if not env.secret_key:
        problems.append("DJANGO_SECRET_KEY is required.")
    elif len(env.secret_key) < 32:
        problems.append("DJANGO_SECRET_KEY must be at least 32 characters.")
    if not env.allowed_hosts:
        problems.append("DJANGO_ALLOWED_HOSTS is required (comma-separated host names).")
    if env.debug:
        problems.append("DJANGO_DEBUG must be off in production.")
    if env.metrics_token is not None and len(env.metrics_token) < 32:
        problems.append("GENUI_METRICS_TOKEN must be at least 32 characters.")
    if not env.allow_insecure:
        problems += [f"{weakness} (or set GENUI_ALLOW_INSECURE=1)" for weakness in insecure(env)]
    return problems


def insecure(env: Environment) -> list[str]:
    """What in ``env`` weakens a production site: production refuses each unless
    ``GENUI_ALLOW_INSECURE`` is set, and then warns about it at every start."""
    weaknesses = []
    if any("*" in host for host in env.allowed_hosts):
        weaknesses.append(
            "DJANGO_ALLOWED_HOSTS must name the site's hosts, without '*' (any Host header "
            "would be believed, and written into the absolute URLs the site hands out)."
        )
    if env.secure_cookies is False:
        weaknesses.append(
            "DJANGO_SECURE_COOKIES must stay on (session and CSRF cookies over plain HTTP)."
        )
    if env.hsts_seconds is not None and env.hsts_seconds <= 0:
        weaknesses.append(
            "DJANGO_HSTS_SECONDS must be positive (without HSTS a browser can be downgraded "
            "to plain HTTP)."
        )
    return weaknesses


def database_from_url(url: str) -> dict:
    """Translate ``postgres://user:pass@host:port/name?opt=v`` or ``sqlite:///path`` into
    a Django ``DATABASES`` entry."""
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme == "sqlite":
        path = unquote(parts.path)
        # sqlite:////abs/path -> "//abs/path" after the netloc; sqlite:///rel -> "/rel".
        name = path[1:] if path.startswith("//") else path.lstrip("/") or ":memory:"
        return {"ENGINE": "django.db.backends.sqlite3", "NAME": name}
    if scheme in {"postgres", "postgresql", "pgsql"}:
        name = unquote(parts.path.lstrip("/"))
        if not name:
            raise ImproperlyConfigured(f"DATABASE_URL has no database name: {_redact(url)}")
        options = dict(parse_qsl(parts.query))
        # 0: a connection per request, closed after it. Under Daphne every request's sync
        # code runs in a thread of its own, and a persistent connection outlives its thread
        # (Django: none under ASGI); a class period kept hundreds open and PostgreSQL refused
        # more ("too many clients", docs/classroom.md, bench_class). ?conn_max_age=N for others
        conn_max_age = int(options.pop("conn_max_age", 0))
        return {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": name,
            "USER": unquote(parts.username or ""),
            "PASSWORD": unquote(parts.password or ""),
            "HOST": parts.hostname or "",
            "PORT": str(parts.port or ""),
            "CONN_MAX_AGE": conn_max_age,
            "CONN_HEALTH_CHECKS": True,
            "OPTIONS": options,
        }
    raise ImproperlyConfigured(
        f"DATABASE_URL scheme {scheme!r} is not supported (use postgres:// or sqlite:///)."
    )


def _redact(url: str) -> str:
    parts = urlsplit(url)
    if parts.password:
        return url.replace(f":{parts.password}@", ":***@")
    return url
