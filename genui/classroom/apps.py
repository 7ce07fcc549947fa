from django.apps import AppConfig


class ClassroomConfig(AppConfig):
    name = "genui.classroom"
    label = "classroom"
    verbose_name = "Classes"
