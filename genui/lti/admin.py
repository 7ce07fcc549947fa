"""LTI in the admin: register a platform (issuer, client id, deployment ids, its URLs), see
the tool's URLs to enter in the LMS, rotate the tool's signing key, and see or re-point the
LMS instructors, courses and activities that launches made."""

from __future__ import annotations

from django.contrib import admin, messages
from django.db import models
from django.utils.html import format_html_join

from genui.lti.keys import KEYS_SERVED, tool_key_create
from genui.lti.models import (
    Deployment,
    LtiContext,
    LtiInstructor,
    LtiResourceLink,
    Platform,
    ToolKey,
)
from genui.lti.tool_urls import tool_urls


class DeploymentInline(admin.TabularInline):
    model = Deployment
    extra = 1


@admin.register(Platform)
class PlatformAdmin(admin.ModelAdmin):
    list_display = ("name", "issuer", "client_id", "created_at")
    search_fields = ("name", "issuer", "client_id")
    inlines = [DeploymentInline]
    readonly_fields = ("tool_urls",)
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}
    fieldsets = (
        (None, {"fields": ("name", "issuer", "client_id")}),
        (
            "The platform's URLs",
            {"fields": ("auth_login_url", "auth_token_url", "auth_audience", "key_set_url")},
        ),
        ("The tool's URLs, to enter in the LMS", {"fields": ("tool_urls",)}),
    )

    @admin.display(description="tool URLs")
    def tool_urls(self, platform):
        request = getattr(self, "_request", None)
        if request is None:
            return ""
        rows = tool_urls(request).items()
        return format_html_join("", "<p><b>{}</b>: <code>{}</code></p>", rows)

    def get_form(self, request, obj=None, **kwargs):
        self._request = request
        return super().get_form(request, obj, **kwargs)


@admin.register(ToolKey)
class ToolKeyAdmin(admin.ModelAdmin):
    list_display = ("kid", "created_at", "served")
    fields = ("kid", "public_key", "created_at")
    readonly_fields = fields
    actions = ["rotate"]

    @admin.display(boolean=True, description="in the key set")
    def served(self, key):
        return key.pk in set(ToolKey.objects.values_list("pk", flat=True)[:KEYS_SERVED])

    @admin.action(description="Make a new signing key (rotation; select any key)")
    def rotate(self, request, queryset):
        key = tool_key_create()
        self.message_user(
            request,
            f"New signing key {key.kid}; the previous one stays in the key set.",
            messages.SUCCESS,
        )

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(LtiInstructor)
class LtiInstructorAdmin(admin.ModelAdmin):
    list_display = ("user", "platform", "created_at")
    list_filter = ("platform",)
    fields = ("platform", "subject_hash", "user")
    readonly_fields = ("platform", "subject_hash")
    raw_id_fields = ("user",)

    def has_add_permission(self, request):
        return False


class ResourceLinkInline(admin.TabularInline):
    model = LtiResourceLink
    fields = ("resource_link_id", "assignment")
    readonly_fields = fields
    extra = 0
    can_delete = False


@admin.register(LtiContext)
class LtiContextAdmin(admin.ModelAdmin):
    list_display = ("context_id", "classroom", "platform", "deployment_id")
    list_filter = ("platform",)
    fields = ("platform", "deployment_id", "context_id", "classroom")
    readonly_fields = fields
    inlines = [ResourceLinkInline]

    def has_add_permission(self, request):
        return False
