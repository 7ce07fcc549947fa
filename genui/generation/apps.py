from django.apps import AppConfig


class GenerationConfig(AppConfig):
    name = "genui.generation"
    label = "generation"
    verbose_name = "Generation jobs"
