from django.apps import AppConfig


class StudioConfig(AppConfig):
    name = "genui.studio"
    label = "studio"
    verbose_name = "Studio"
