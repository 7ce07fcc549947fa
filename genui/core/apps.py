from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "genui.core"
    label = "core"
    verbose_name = "Core"
