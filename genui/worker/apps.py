from django.apps import AppConfig


class WorkerConfig(AppConfig):
    name = "genui.worker"
    label = "worker"
    verbose_name = "Model workers"
