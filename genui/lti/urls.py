"""Routes of the LTI tool, under lti/ (docs/lti.md)."""

from django.urls import path

from genui.lti import deep_linking, views

app_name = "lti"

urlpatterns = [
    path("jwks.json", views.jwks, name="jwks"),
    path("login/", views.oidc_login, name="login"),
    path("launch/", views.launch, name="launch"),
    path("pick/<str:handle>/", deep_linking.pick, name="pick"),
    path("open/<str:handle>/", views.open_class, name="open"),
    path("roster/<int:classroom_id>/", views.roster, name="roster"),
    path("learn/<str:handle>/", views.learn, name="learn"),
    path("learn/<str:handle>/page", views.lesson_page, name="lesson-page"),
    path("learn/<str:handle>/record", views.record, name="record"),
]
