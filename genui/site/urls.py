from django.templatetags.static import static
from django.urls import path
from django.views.generic import RedirectView

from genui.site import metrics, views

app_name = "site"

urlpatterns = [
    path("", views.landing, name="landing"),
    path("health", views.health, name="health"),
    # Prometheus metrics for the operator's scraper (genui.site.metrics, docs/operations.md)
    path("metrics", metrics.metrics, name="metrics"),
    # Browsers ask for /favicon.ico whatever the page says.
    path("favicon.ico", RedirectView.as_view(url=static("img/clover.svg"), permanent=True)),
]
