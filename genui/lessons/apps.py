from django.apps import AppConfig


class LessonsConfig(AppConfig):
    name = "genui.lessons"
    label = "lessons"
    verbose_name = "Lessons"
