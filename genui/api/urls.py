"""Routes of the partner API (mounted at /api/v1/), its schema and its docs."""

from django.urls import path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView
from rest_framework.permissions import AllowAny

from genui.api import views

app_name = "api"

# The schema and docs are public: a partner reads them before it has a key.
PUBLIC = {"authentication_classes": [], "permission_classes": [AllowAny], "throttle_classes": []}

urlpatterns = [
    path("generations", views.GenerationCreateView.as_view(), name="generations"),
    path("generations/<uuid:job_id>", views.GenerationView.as_view(), name="generation"),
    path(
        "generations/<uuid:job_id>/events",
        views.GenerationEventsView.as_view(),
        name="generation-events",
    ),
    path(
        "generations/<uuid:job_id>/page", views.GenerationPageView.as_view(), name="generation-page"
    ),
    path(
        "generations/<uuid:job_id>/thumbnail.png",
        views.GenerationThumbnailView.as_view(),
        name="generation-thumbnail",
    ),
    path("lessons", views.LessonListView.as_view(), name="lessons"),
    path("lessons/<int:lesson_id>", views.LessonView.as_view(), name="lesson"),
    path("lessons/<int:lesson_id>/page", views.LessonPageView.as_view(), name="lesson-page"),
    path("lessons/<int:lesson_id>/embed", views.LessonEmbedView.as_view(), name="lesson-embed"),
    path("embed/<str:slug>", views.embed_page, name="embed-page"),
    path("topics", views.TopicListView.as_view(), name="topics"),
    path("schema/", SpectacularAPIView.as_view(**PUBLIC), name="schema"),
    # The split view serves Swagger UI's setup script at docs/?script, not inline.
    path(
        "docs/", SpectacularSwaggerSplitView.as_view(url_name="api:schema", **PUBLIC), name="docs"
    ),
    # Anything else under /api/v1/ (newlines included) is an API 404.
    re_path(r"^(?P<path>[\s\S]*)$", views.not_found),
]
