"""The site's login: Django's, with password guessing throttled (`forms`)."""

from django.contrib.auth import views as auth_views

from genui.accounts.forms import ThrottledAuthenticationForm


class LoginView(auth_views.LoginView):
    authentication_form = ThrottledAuthenticationForm

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        form = context.get("form")
        context["throttled"] = bool(form is not None and form.has_error("__all__", "throttled"))
        return context

    def form_invalid(self, form):
        response = super().form_invalid(form)
        if form.has_error("__all__", "throttled"):
            response.status_code = 429
        return response
