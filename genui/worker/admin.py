from django.contrib import admin

from genui.worker.models import WorkerHeartbeat


@admin.register(WorkerHeartbeat)
class WorkerHeartbeatAdmin(admin.ModelAdmin):
    list_display = ("worker_id", "mode", "state", "device", "model_loaded", "last_seen")
    list_filter = ("mode", "state", "model_loaded")
    readonly_fields = [field.name for field in WorkerHeartbeat._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False
