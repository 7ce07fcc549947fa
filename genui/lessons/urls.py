from django.urls import path

from genui.lessons import views

app_name = "lessons"

urlpatterns = [
    path("demo/", views.demo_index, name="demo-index"),
    path("stream/", views.stream_shell, name="stream-shell"),
    path("demo/<slug:slug>/thumbnail.png", views.demo_thumbnail, name="demo-thumbnail"),
    path("demo/<slug:slug>/<str:lang>/", views.demo_page, name="demo-page"),
    path("free-demo/<slug:slug>/", views.free_demo_frame, name="free-demo-frame"),
    path("free-demo/<slug:slug>/page", views.free_demo_page, name="free-demo-page"),
    path("v/<int:version_id>/", views.version_page, name="version-page"),
    path("v/<int:version_id>/page", views.version_free_page, name="version-free-page"),
    path("v/<int:version_id>/thumbnail.png", views.version_thumbnail, name="version-thumbnail"),
    path("still/<str:token>.png", views.version_still, name="version-still"),
    path("share/<str:slug>/", views.public_lesson, name="public"),
    path("share/<str:slug>/page", views.public_free_page, name="public-free-page"),
    path("share/<str:slug>/qr.svg", views.share_qr, {"kind": "share"}, name="public-qr"),
    path("class/<str:slug>/", views.class_lesson, name="class"),
    path("class/<str:slug>/page", views.class_free_page, name="class-free-page"),
    path("class/<str:slug>/qr.svg", views.share_qr, {"kind": "class"}, name="class-qr"),
]
