from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "genui.core"
    label = "core"
    verbose_name = "Core"

    def ready(self) -> None:
        from genui.core.logs import structlog_configure

        structlog_configure()
