"""Production settings: PostgreSQL, Redis, external GPU workers, HTTPS only.

Select with ``DJANGO_SETTINGS_MODULE=genui.settings.production``. Every required
variable is checked at import; a missing one stops the process with a message
naming all of them, instead of silently falling back to the embedded defaults. So
does a weakened site (wildcard hosts, cookies over plain HTTP, HSTS off), unless
``GENUI_ALLOW_INSECURE=1`` says so, and then every start warns about it.
"""

import sys

from django.core.exceptions import ImproperlyConfigured

from genui.settings.env import insecure, production_problems, read_environment

_environment = read_environment()
_problems = production_problems(_environment)
if _problems:
    raise ImproperlyConfigured("Production settings refused:\n  - " + "\n  - ".join(_problems))
for _weakness in insecure(_environment):
    print(f"WARNING: GENUI_ALLOW_INSECURE is set: {_weakness}", file=sys.stderr)

# Only a complete environment reaches the shared base (which would otherwise create
# embedded defaults such as a local secret key file).
from genui.core.logs import logging_settings  # noqa: E402
from genui.settings.base import *  # noqa: E402, F403
from genui.settings.base import DATABASES, ENV  # noqa: E402

DEPLOYMENT = "production"
DEBUG = False
SECRET_KEY = ENV.secret_key
ALLOWED_HOSTS = list(ENV.allowed_hosts)
DATABASES["default"].setdefault("CONN_MAX_AGE", 0)  # as env.database_from_url says why
CLOVER_WORKER = ENV.clover_worker or "external"

_secure = True if ENV.secure_cookies is None else ENV.secure_cookies
SESSION_COOKIE_SECURE = _secure
CSRF_COOKIE_SECURE = _secure
# Plain HTTP is redirected to HTTPS, except /health (load balancers probe it over HTTP;
# strangers learn only up or degraded there).
SECURE_SSL_REDIRECT = True if ENV.secure_ssl_redirect is None else ENV.secure_ssl_redirect
SECURE_REDIRECT_EXEMPT = [r"^health$"]
# A request is taken as HTTPS from this header only when a proxy that sets it (and
# strips a client's own) is configured: otherwise anyone could claim HTTPS.
if ENV.secure_proxy_ssl_header:
    SECURE_PROXY_SSL_HEADER = (ENV.secure_proxy_ssl_header, "https")
SECURE_HSTS_SECONDS = 31_536_000 if ENV.hsts_seconds is None else ENV.hsts_seconds
SECURE_HSTS_INCLUDE_SUBDOMAINS = SECURE_HSTS_SECONDS > 0

# One JSON object a log line, unless GENUI_LOG_FORMAT says otherwise.
LOG_FORMAT = ENV.log_format or "json"
LOGGING = logging_settings(log_format=LOG_FORMAT, level=ENV.log_level)
# Behind a proxy every client looks like loopback: /metrics needs GENUI_METRICS_TOKEN.
GENUI_METRICS_LOOPBACK = False

# Partner webhooks go to public https receivers only (no loopback or private networks).
API_CALLBACK_REQUIRE_HTTPS = True
API_CALLBACK_ALLOW_PRIVATE_NETWORKS = False
