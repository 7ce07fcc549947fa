"""The partner API in the admin: partners, their keys (created, revoked and rotated
here; a new key is shown once, on the page the creation redirects to) and the webhook
delivery log with every attempt."""

from __future__ import annotations

import secrets

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone

from genui.api.models import (
    ApiKey,
    PartnerAccount,
    PartnerGeneration,
    WebhookAttempt,
    WebhookDelivery,
)
from genui.api.services import (
    api_key_create,
    api_key_revoke,
    api_key_rotate,
    partner_create,
    partner_webhook_secret_rotate,
    webhook_delivery_retry,
)


def key_state(key: ApiKey) -> str:
    if key.revoked_at is not None:
        return "revoked"
    if key.expires_at is not None:
        return "expired" if key.expires_at <= timezone.now() else "retiring (rotated)"
    return "active"


# the session entry that holds new keys' secrets until their page shows them, once
SHOWN_ONCE = "api-keys-shown-once:{token}"


def keys_created_redirect(request, keys: list[tuple[ApiKey, str]]):
    """Keep the new keys' secrets in the session under a one-time token and redirect to
    the page that shows them (POST, redirect, GET): reloading that page asks for nothing
    again, so it never makes another key, and it shows the secrets only the first time."""
    token = secrets.token_urlsafe(16)
    request.session[SHOWN_ONCE.format(token=token)] = [[key.pk, plain] for key, plain in keys]
    return redirect(reverse("admin:api_apikey_created", args=[token]))


def keys_created_response(request, site, token: str) -> TemplateResponse:
    """The only page that ever shows these keys' secrets: the first time it is opened."""
    shown = request.session.pop(SHOWN_ONCE.format(token=token), None) or []
    by_pk = ApiKey.objects.select_related("partner").in_bulk([pk for pk, _ in shown])
    keys = [(by_pk[pk], plaintext) for pk, plaintext in shown if pk in by_pk]
    title = "Copy the new API keys now" if keys else "These keys were shown once"
    response = TemplateResponse(
        request,
        "admin/api/keys_created.html",
        {**site.each_context(request), "title": title, "keys": keys},
        status=200 if keys else 410,
    )
    response["Cache-Control"] = "no-store"
    return response


class ApiKeyInline(admin.TabularInline):
    model = ApiKey
    fields = ("prefix", "name", "scopes", "state", "last_used_at", "created_at")
    readonly_fields = fields
    extra = 0
    show_change_link = True
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    @admin.display(description="state")
    def state(self, key: ApiKey) -> str:
        return key_state(key)


@admin.register(PartnerAccount)
class PartnerAccountAdmin(admin.ModelAdmin):
    list_display = ("name", "is_active", "requests_per_minute", "generations_per_minute")
    list_filter = ("is_active",)
    search_fields = ("name", "contact_email")
    readonly_fields = ("user", "webhook_secret", "created_at")
    inlines = [ApiKeyInline]
    actions = ["rotate_webhook_secret"]

    def save_model(self, request, obj, form, change):
        if change:
            obj.save()
            return
        created = partner_create(
            name=obj.name,
            contact_email=obj.contact_email,
            requests_per_minute=obj.requests_per_minute,
            generations_per_minute=obj.generations_per_minute,
        )
        # The admin goes on with the object it passed in: make it the created one.
        obj.pk, obj.user, obj.webhook_secret = created.pk, created.user, created.webhook_secret
        obj._state.adding = False

    @admin.action(description="Rotate the webhook signing secret", permissions=["change"])
    def rotate_webhook_secret(self, request, queryset):
        for partner in queryset:
            partner_webhook_secret_rotate(partner=partner)
        self.message_user(request, f"New webhook secrets for {queryset.count()} partner(s).")


class ApiKeyForm(forms.ModelForm):
    scopes = forms.MultipleChoiceField(
        choices=ApiKey.Scope.choices, widget=forms.CheckboxSelectMultiple
    )

    class Meta:
        model = ApiKey
        fields = ["partner", "name", "scopes"]


@admin.register(ApiKey)
class ApiKeyAdmin(admin.ModelAdmin):
    form = ApiKeyForm
    list_display = ("display_prefix", "partner", "name", "scopes", "state", "last_used_at")
    list_filter = ("partner",)
    search_fields = ("prefix", "name", "partner__name")
    readonly_fields = (
        "prefix",
        "created_at",
        "created_by",
        "last_used_at",
        "revoked_at",
        "expires_at",
        "replaced_by",
    )
    actions = ["revoke_keys", "rotate_keys"]

    def get_urls(self):
        created = self.admin_site.admin_view(self.created_view)
        return [
            path("created/<str:token>/", created, name="api_apikey_created"),
            *super().get_urls(),
        ]

    def created_view(self, request, token: str):
        if not self.has_add_permission(request) and not self.has_change_permission(request):
            raise PermissionDenied
        return keys_created_response(request, self.admin_site, token)

    def get_readonly_fields(self, request, obj=None):
        # A key never moves to another partner.
        return (*self.readonly_fields, "partner") if obj else self.readonly_fields

    def has_delete_permission(self, request, obj=None) -> bool:
        # Revoke instead: the record of who held which key stays.
        return False

    @admin.display(description="key")
    def display_prefix(self, key: ApiKey) -> str:
        return f"clv_{key.prefix}_…"

    @admin.display(description="state")
    def state(self, key: ApiKey) -> str:
        return key_state(key)

    def save_model(self, request, obj, form, change):
        if change:
            obj.save()
            return
        key, plaintext = api_key_create(
            partner=obj.partner, name=obj.name, scopes=obj.scopes, created_by=request.user
        )
        for field in ApiKey._meta.concrete_fields:
            setattr(obj, field.attname, getattr(key, field.attname))
        obj._state.adding = False
        obj.plaintext = plaintext

    def response_add(self, request, obj, post_url_continue=None):
        return keys_created_redirect(request, [(obj, obj.plaintext)])

    @admin.action(description="Revoke the selected keys (at once)", permissions=["change"])
    def revoke_keys(self, request, queryset):
        for key in queryset:
            api_key_revoke(api_key=key)
        self.message_user(request, f"Revoked {queryset.count()} key(s).")

    @admin.action(
        description="Rotate the selected keys (old ones work 24 hours more)", permissions=["change"]
    )
    def rotate_keys(self, request, queryset):
        rotated = []
        for key in queryset:
            try:
                rotated.append(api_key_rotate(api_key=key, created_by=request.user))
            except ValidationError as error:
                self.message_user(request, f"{key}: {error.messages[0]}", messages.ERROR)
        if rotated:
            return keys_created_redirect(request, rotated)
        return None


class WebhookAttemptInline(admin.TabularInline):
    model = WebhookAttempt
    fields = ("number", "started_at", "duration_ms", "status_code", "error", "response_excerpt")
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(WebhookDelivery)
class WebhookDeliveryAdmin(admin.ModelAdmin):
    list_display = (
        "event",
        "partner",
        "job",
        "status",
        "attempts",
        "last_status_code",
        "next_attempt_at",
        "created_at",
    )
    list_filter = ("status", "event", "partner")
    search_fields = ("id", "job__id", "url")
    readonly_fields = [field.name for field in WebhookDelivery._meta.fields]
    inlines = [WebhookAttemptInline]
    actions = ["retry_now"]

    def has_add_permission(self, request) -> bool:
        return False

    @admin.action(
        description="Send again now (a delivery that gave up gets one more try)",
        permissions=["change"],
    )
    def retry_now(self, request, queryset):
        for delivery in queryset:
            webhook_delivery_retry(delivery=delivery)
        self.message_user(request, f"Queued {queryset.count()} delivery(ies) again.")


@admin.register(PartnerGeneration)
class PartnerGenerationAdmin(admin.ModelAdmin):
    list_display = ("job", "partner", "idempotency_key", "callback_url", "created_at")
    list_filter = ("partner",)
    search_fields = ("job__id", "idempotency_key")
    readonly_fields = [field.name for field in PartnerGeneration._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False
