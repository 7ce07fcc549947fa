from django.apps import AppConfig


class ApiConfig(AppConfig):
    name = "genui.api"
    label = "api"
    verbose_name = "Partner API"

    def ready(self) -> None:
        # Webhook deliveries are written in the transaction that finishes a job.
        from genui.api.services import webhook_deliveries_enqueue
        from genui.generation.services import generation_job_finished

        generation_job_finished.connect(
            webhook_deliveries_enqueue, dispatch_uid="api.webhook_deliveries_enqueue"
        )
