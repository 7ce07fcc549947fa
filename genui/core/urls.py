from django.urls import path

from genui.core import views

app_name = "core"

urlpatterns = [
    path("", views.landing, name="landing"),
    path("health", views.health, name="health"),
]
