from django.urls import path

from genui.lessons import views

app_name = "lessons"

urlpatterns = [
    path("demo/", views.demo_index, name="demo-index"),
    path("demo/<slug:slug>/<str:lang>/", views.demo_page, name="demo-page"),
    path("free-demo/<slug:slug>/", views.free_demo_frame, name="free-demo-frame"),
    path("free-demo/<slug:slug>/page", views.free_demo_page, name="free-demo-page"),
]
