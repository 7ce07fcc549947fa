from django.contrib import admin

from genui.generation.models import GenerationJob


@admin.register(GenerationJob)
class GenerationJobAdmin(admin.ModelAdmin):
    list_display = ("prompt_start", "requester", "language", "status", "attempts", "created_at")
    list_filter = ("status", "language", "subject", "grade")
    search_fields = ("prompt", "requester__username")
    readonly_fields = [field.name for field in GenerationJob._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    @admin.display(description="prompt")
    def prompt_start(self, job):
        return job.prompt[:60]
