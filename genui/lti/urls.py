"""Routes of the LTI tool, under lti/."""

from django.urls import path

from genui.lti import views

app_name = "lti"

urlpatterns = [
    path("jwks.json", views.jwks, name="jwks"),
]
