from django.urls import path

from genui.lessons import views

app_name = "lessons"

urlpatterns = [
    path("demo/", views.demo_index, name="demo-index"),
    path("demo/<slug:slug>/<str:lang>/", views.demo_page, name="demo-page"),
]
