"""The site's login: Django's, with password guessing throttled (`forms`)."""

from django.conf import settings
from django.contrib.auth import views as auth_views

from genui.accounts.forms import ThrottledAuthenticationForm
from genui.accounts.models import User


class LoginView(auth_views.LoginView):
    authentication_form = ThrottledAuthenticationForm

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        form = context.get("form")
        context["throttled"] = bool(form is not None and form.has_error("__all__", "throttled"))
        context["demo_logins"] = _demo_logins_hint()
        return context

    def form_invalid(self, form):
        response = super().form_invalid(form)
        if form.has_error("__all__", "throttled"):
            response.status_code = 429
        return response


def _demo_logins_hint() -> dict | None:
    """In the embedded default, where `serve` made the demo teacher and curator: their names
    and the file that keeps their passwords (never the passwords: the page is public)."""
    if settings.DEPLOYMENT != "embedded":
        return None
    usernames = list(
        User.objects.filter(username__in=("teacher", "curator"))
        .order_by("username")
        .values_list("username", flat=True)
    )
    if not usernames:
        return None
    return {"usernames": usernames, "file": settings.DATA_DIR / "demo-logins.txt"}
