"""Production settings: PostgreSQL, Redis, external GPU workers, secure cookies.

Select with ``DJANGO_SETTINGS_MODULE=genui.settings.production``. Every required
variable is checked at import; a missing one stops the process with a message
naming all of them, instead of silently falling back to the embedded defaults.
"""

from django.core.exceptions import ImproperlyConfigured

from genui.settings.env import production_problems, read_environment

_problems = production_problems(read_environment())
if _problems:
    raise ImproperlyConfigured("Production settings refused:\n  - " + "\n  - ".join(_problems))

# Only a complete environment reaches the shared base (which would otherwise create
# embedded defaults such as a local secret key file).
from genui.settings.base import *  # noqa: E402, F403
from genui.settings.base import DATABASES, ENV  # noqa: E402

DEPLOYMENT = "production"
DEBUG = False
SECRET_KEY = ENV.secret_key
ALLOWED_HOSTS = list(ENV.allowed_hosts)
DATABASES["default"].setdefault("CONN_MAX_AGE", 60)
CLOVER_WORKER = ENV.clover_worker or "external"

_secure = True if ENV.secure_cookies is None else ENV.secure_cookies
SESSION_COOKIE_SECURE = _secure
CSRF_COOKIE_SECURE = _secure
SECURE_SSL_REDIRECT = bool(ENV.secure_ssl_redirect)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_HSTS_SECONDS = 31_536_000 if ENV.hsts_seconds is None else ENV.hsts_seconds
SECURE_HSTS_INCLUDE_SUBDOMAINS = SECURE_HSTS_SECONDS > 0

# Partner webhooks go to public https receivers only (no loopback or private networks).
API_CALLBACK_REQUIRE_HTTPS = True
API_CALLBACK_ALLOW_PRIVATE_NETWORKS = False
