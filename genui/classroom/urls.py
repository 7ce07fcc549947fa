"""Routes of classes: the teacher's pages under studio/classes/, the students' under join/
(the code, a name) and learn/ (the class's lessons)."""

from django.urls import path

from genui.classroom import teacher_views, views

app_name = "classroom"

urlpatterns = [
    path("studio/classes/", teacher_views.classes, name="classes"),
    path("studio/classes/<int:classroom_id>/", teacher_views.class_detail, name="class"),
    path("studio/classes/<int:classroom_id>/export.csv", teacher_views.class_export, name="export"),
    path(
        "studio/classes/<int:classroom_id>/lessons/<int:assignment_id>/",
        teacher_views.assignment_view,
        name="assignment",
    ),
    path(
        "studio/classes/<int:classroom_id>/students/<int:student_id>/delete/",
        teacher_views.student_remove,
        name="student-delete",
    ),
    path(
        "studio/classes/<int:classroom_id>/<slug:action>/",
        teacher_views.class_action,
        name="action",
    ),
    path("join/", views.join, name="join"),
    path("join/<str:code>/", views.join_code, name="join-code"),
    path("join/<str:code>/qr.svg", views.join_qr, name="qr"),
    path("learn/<int:classroom_id>/", views.class_lessons, name="learn"),
    path("learn/<int:classroom_id>/<int:assignment_id>/", views.lesson, name="lesson"),
    path(
        "learn/<int:classroom_id>/<int:assignment_id>/page", views.lesson_page, name="lesson-page"
    ),
    path("learn/<int:classroom_id>/<int:assignment_id>/record", views.record, name="record"),
]
