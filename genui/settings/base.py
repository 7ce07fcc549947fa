"""Base settings: the embedded default for one laptop.

SQLite, the in-memory channel layer and the model worker inside the server process,
unless the environment (read once, in ``env.py``) names a database, a Redis server
or an external worker. ``production.py`` and ``test.py`` are thin overrides.
"""

from __future__ import annotations

import secrets
from pathlib import Path

from genui import paths
from genui.core.logs import logging_settings
from genui.core.private_files import private_file_ensure, private_file_write
from genui.markup.catalog import DATA_DIR as MARKUP_DATA_DIR
from genui.settings.env import database_from_url, read_environment

ENV = read_environment()

# The repository root in a checkout, site-packages in an installed copy: the files the site
# reads are found by `genui.paths`, either way.
BASE_DIR = paths.REPO_ROOT
DATA_DIR = ENV.data_dir
DEPLOYMENT = "embedded"


def _embedded_secret_key(data_dir: Path) -> str:
    """A random key kept in ``data_dir/secret_key``, so sessions survive a restart;
    readable by this account only from the moment it exists."""
    path = data_dir / "secret_key"
    if not path.exists():
        private_file_write(path, secrets.token_urlsafe(50), replace=False)
    return path.read_text().strip()


SECRET_KEY = ENV.secret_key or _embedded_secret_key(DATA_DIR)
DEBUG = ENV.debug
ALLOWED_HOSTS = list(ENV.allowed_hosts) or ["127.0.0.1", "localhost", "[::1]"]
CSRF_TRUSTED_ORIGINS = list(ENV.csrf_trusted_origins)

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "channels",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "genui.accounts",
    "genui.core",
    "genui.lessons",
    "genui.generation",
    "genui.studio",
    "genui.worker",
    "genui.api",
    "genui.classroom",
    "genui.lti",
    "genui.site",
]

MIDDLEWARE = [
    # first: a request id for every line logged after it, and the time of the whole request
    "genui.core.observe.RequestObserverMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "genui.core.csp.SitePolicyMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "genui.urls"
ASGI_APPLICATION = "genui.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [paths.TEMPLATES_DIR],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

if ENV.database_url:
    DATABASES = {"default": database_from_url(ENV.database_url)}
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": DATA_DIR / "db.sqlite3",
        }
    }
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # It holds password hashes and sessions: this account's alone from its first byte.
    if str(DATABASES["default"]["NAME"]) != ":memory:":
        private_file_ensure(Path(DATABASES["default"]["NAME"]))
    # The embedded worker thread writes beside the web requests: WAL lets readers
    # proceed during a write, IMMEDIATE transactions avoid upgrade deadlocks.
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Seconds the channel layer waits for one Redis reply: three times the 5 s its receive
# blocks for (channels_redis's ``brpop_timeout``).
REDIS_LAYER_READ_TIMEOUT = 15
if ENV.redis_url:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {
                # redis-py 8 reads every reply within 5 s unless told otherwise, and the
                # layer's receive blocks in BZPOPMIN for 5 s: its empty answer would race the
                # read deadline and an idle websocket would die with 1011. The read deadline
                # stays longer than the block (`REDIS_LAYER_READ_TIMEOUT`), so a dead Redis
                # is still noticed.
                "hosts": [
                    {
                        "address": ENV.redis_url,
                        "socket_timeout": REDIS_LAYER_READ_TIMEOUT,
                        "socket_connect_timeout": 5,
                    }
                ],
                "prefix": "genui",
                "capacity": 1500,
            },
        }
    }
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": ENV.redis_url,
            "KEY_PREFIX": "genui",
        }
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "genui.core.layers.ThreadSafeInMemoryChannelLayer"}}
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

AUTH_USER_MODEL = "accounts.User"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "studio:library"
LOGOUT_REDIRECT_URL = "site:landing"

LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("zh-hans", "简体中文")]
LOCALE_PATHS = [paths.LOCALE_DIR]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = DATA_DIR / "staticfiles"
STATICFILES_DIRS = [
    paths.STATIC_DIR,
    # the markup catalog, package data of genui.markup: the runtime imports lesson/catalog.json
    ("lesson", MARKUP_DATA_DIR),
    # three.js from npm (package.json + lock), served locally: no CDN anywhere. A checkout
    # reads node_modules/three; a wheel bundles the same two folders (setup.py).
    ("vendor/three", paths.THREE_BUILD_DIR),
    # of three's addons, the one folder the runtime imports from (OrbitControls): the other
    # 500 files would only make collectstatic slower
    ("vendor/three/addons/controls", paths.THREE_ADDONS_DIR / "controls"),
    # CodeMirror for the studio's source view, each package under its npm name
    *((f"vendor/npm/{name}", paths.NPM_DIR / name) for name in paths.EDITOR_PACKAGES),
    # the runtime bundled with the parts of three.js it uses, which lesson pages load when it
    # is built (`make setup`; genui/lessons/renderer.py falls back to the modules otherwise)
    *([("lesson", paths.BUNDLE_DIR)] if paths.BUNDLE_DIR.is_dir() else []),
]
# `collectstatic` (make setup) writes every file under a name with its hash, which pages link
# and which is cached for a year, and brotli and gzip copies beside it; WhiteNoise serves them
# (genui/core/static.py). Before any collectstatic, files are served from where they are.
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "genui.core.static.CollectedStaticFilesStorage"},
}
SERVE_STATIC = ENV.serve_static

SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = False
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"

# The partner API (genui/api, docs/api.md): Bearer keys, problem+json errors.
REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": ["genui.api.authentication.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["genui.api.authentication.HasScope"],
    "DEFAULT_PARSER_CLASSES": ["genui.api.negotiation.LimitedJSONParser"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "EXCEPTION_HANDLER": "genui.api.problems.exception_handler",
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Clover GenUI partner API",
    "DESCRIPTION": "Generate interactive 3D science lessons, follow the jobs live, read "
    "the published catalog. Guide: docs/api.md.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SCHEMA_PATH_PREFIX": "/api/v1",
    # Swagger UI from our own static files: the docs load nothing from a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "SWAGGER_UI_SETTINGS": {"persistAuthorization": True},
    "ENUM_NAME_OVERRIDES": {
        "LessonKindEnum": "genui.lessons.models.LessonVersion.Kind",
        # one name for a choice set wherever a field (or a list of them) uses it
        "GradeEnum": "genui.lessons.models.Grade",
        "LanguageEnum": "genui.lessons.models.Language",
    },
}
API_MAX_REQUEST_BYTES = 32 * 1024
# A rotated key keeps working this long, so the partner can switch without downtime.
API_KEY_ROTATION_GRACE_SECONDS = 24 * 3600
# Callback URLs: the embedded default (one machine) allows http and loopback receivers.
API_CALLBACK_REQUIRE_HTTPS = False
API_CALLBACK_ALLOW_PRIVATE_NETWORKS = True
# Webhook delivery: a sender thread in each server process (off in tests, which drive
# it themselves); `manage.py partner_webhooks` runs a dedicated one.
API_WEBHOOK_SENDER = True
# One attempt's deadline, all of it: connect, TLS, send, status and headers.
API_WEBHOOK_TIMEOUT_SECONDS = 10
# Posts in flight per sender, and how many of them one partner's receiver may hold.
API_WEBHOOK_CONCURRENCY = 8
API_WEBHOOK_PARTNER_CONCURRENCY = 2
API_WEBHOOK_MAX_ATTEMPTS = 10
API_WEBHOOK_BACKOFF_SECONDS = 30
API_WEBHOOK_BACKOFF_MAX_SECONDS = 3600
API_WEBHOOK_POLL_SECONDS = 1.0
# Server-Sent Events: a database check per second of silence, a comment every 15 s
# (proxies drop idle connections), reconnection with Last-Event-ID after 10 minutes.
API_SSE_POLL_SECONDS = 1.0
API_SSE_KEEPALIVE_SECONDS = 15
API_SSE_MAX_SECONDS = 600
# Event streams one partner account may hold open at once, and the Retry-After of the
# one too many.
API_SSE_STREAMS_PER_PARTNER = 10
API_SSE_POLL_RETRY_SECONDS = 10

# The model worker: "embedded" runs it in a thread of the server process,
# "external" expects `python manage.py clover_worker` elsewhere, "off" runs none.
CLOVER_WORKER = ENV.clover_worker or "embedded"
CLOVER_MODEL_PATH = ENV.clover_model_path
# The topic router of a demo checkpoint that ships none in its own router/ folder
# (`genui.worker.routing`): the bundled demo checkpoint's.
CLOVER_ROUTER_PATH = paths.DEMO_CHECKPOINT / "router"
CLOVER_DEVICE = ENV.clover_device
CLOVER_DTYPE = ENV.clover_dtype
CLOVER_THREADS = ENV.clover_threads
# "int4": the float checkpoint quantised to weight-only INT4 when it loads (an INT4 checkpoint
# written by `python -m clover_model.quantize` loads as INT4 whatever this says)
CLOVER_QUANTIZE = ENV.clover_quantize
CLOVER_WORKER_HEARTBEAT = ENV.worker_heartbeat_seconds
# A job whose worker has not renewed its lease for this long is claimed by another.
CLOVER_JOB_LEASE = ENV.job_lease_seconds
# Claims of one job before it is failed (a job that keeps killing workers).
CLOVER_JOB_MAX_ATTEMPTS = 3
# Jobs one account may have queued or running at once (`generation_job_create`): a
# teacher in the studio, a partner account over the API (all its keys together); the
# next request is refused, and told to retry after this many seconds.
GENUI_ACTIVE_JOBS_PER_TEACHER = 3
GENUI_ACTIVE_JOBS_PER_PARTNER = 20
GENUI_QUEUE_RETRY_AFTER_SECONDS = 30
# Websocket messages (count, seconds) one socket, and one user over all their sockets,
# may send (`genui.core.websocket`): a studio sends a handful per lesson.
GENUI_WS_MESSAGES_PER_CONNECTION = (20, 10)
GENUI_WS_MESSAGES_PER_USER = (60, 60)
# Failed logins (`genui.accounts.forms`) per user name and per client address in a
# window, past which logins for that name or from that address wait for the next one.
GENUI_LOGIN_FAILURES_PER_USERNAME = 5
GENUI_LOGIN_FAILURES_PER_IP = 20
GENUI_LOGIN_WINDOW_SECONDS = 900
# Lessons in class (genui.classroom, docs/privacy.md): students' records are deleted this many
# days after their class ends (`manage.py classroom_purge`); wrong class codes (count, seconds)
# one address may type; students one class may have; messages (count, seconds) one student's
# lesson pages may record.
GENUI_CLASS_RECORDS_RETENTION_DAYS = 365
GENUI_CLASS_JOIN_FAILURES_PER_IP = (20, 600)
GENUI_CLASS_MAX_STUDENTS = 200
GENUI_CLASS_RECORDS_PER_STUDENT = (120, 60)
# Generations per job when the validator rejects a page (the repair loop).
CLOVER_REPAIR_ATTEMPTS = ENV.repair_attempts
# Longest lesson a job may generate, and jobs decoded together in one batch.
CLOVER_MAX_NEW_TOKENS = ENV.max_new_tokens
CLOVER_BATCH_SIZE = ENV.batch_size
CHROMIUM_PATH = ENV.chromium_path

# Every log line through structlog (genui.core.logs): readable lines on a laptop, one JSON
# object a line in production (GENUI_LOG_FORMAT), each with the request id and job id bound.
LOG_FORMAT = ENV.log_format or "console"
LOGGING = logging_settings(log_format=LOG_FORMAT, level=ENV.log_level)

# Prometheus metrics at /metrics (genui.site.metrics, docs/operations.md): with a token, to a
# request that presents it as a Bearer token; without one, to loopback clients only, and in
# production to no one.
GENUI_METRICS_TOKEN = ENV.metrics_token
GENUI_METRICS_LOOPBACK = True
