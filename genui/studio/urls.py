from django.urls import path

from genui.studio import source_views, views

app_name = "studio"

urlpatterns = [
    path("", views.library, name="library"),
    path("new/", views.new_lesson, name="new"),
    path("lessons/<int:lesson_id>/", views.lesson_detail, name="lesson"),
    path("lessons/<int:lesson_id>/compare/", views.lesson_compare, name="compare"),
    path("lessons/<int:lesson_id>/export/", views.lesson_export, name="export"),
    path("lessons/<int:lesson_id>/edit/", views.lesson_edit, name="edit"),
    path("lessons/<int:lesson_id>/source/", source_views.lesson_source, name="source"),
    path(
        "lessons/<int:lesson_id>/source/check/",
        source_views.lesson_source_check,
        name="source-check",
    ),
    path("lessons/<int:lesson_id>/edit/preview/", views.lesson_edit_preview, name="edit-preview"),
    path("lessons/<int:lesson_id>/rewrite/", views.lesson_rewrite, name="rewrite"),
    path("lessons/<int:lesson_id>/remix/", views.lesson_remix, name="remix"),
    path("lessons/<int:lesson_id>/<slug:action>/", views.lesson_action, name="action"),
]
