from django.templatetags.static import static
from django.urls import path
from django.views.generic import RedirectView

from genui.site import views

app_name = "site"

urlpatterns = [
    path("", views.landing, name="landing"),
    path("health", views.health, name="health"),
    # Browsers ask for /favicon.ico whatever the page says.
    path("favicon.ico", RedirectView.as_view(url=static("img/clover.svg"), permanent=True)),
]
