from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "genui.core"
    label = "core"
    verbose_name = "Core"

    def ready(self) -> None:
        from genui.core.logs import structlog_configure
        from genui.core.metrics import multiprocess_exit_hook

        structlog_configure()
        multiprocess_exit_hook()
