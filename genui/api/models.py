"""Partners of the REST API, their keys, their generation requests and webhooks.

A partner account owns a service user: the jobs it starts are that user's jobs and
the lessons they produce are that user's drafts, so the generation and lesson apps
need to know nothing about partners. Keys are stored as SHA-256 hashes behind a
visible prefix; the secret part is shown once, when the key is created.
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

from genui.generation.models import GenerationJob


class PartnerAccount(models.Model):
    name = models.CharField(max_length=120, unique=True)
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        related_name="partner_account",
        editable=False,
        help_text="The service user that requests this partner's jobs and owns its drafts.",
    )
    contact_email = models.EmailField(blank=True)
    is_active = models.BooleanField(
        default=True, help_text="An inactive partner's keys are refused."
    )
    webhook_secret = models.CharField(
        max_length=80,
        editable=False,
        help_text="Signs webhooks (HMAC-SHA256); the partner verifies with it.",
    )
    requests_per_minute = models.PositiveIntegerField(
        default=120, help_text="Requests the account (all its keys together) may make per minute."
    )
    generations_per_minute = models.PositiveIntegerField(
        default=10,
        help_text="Generation requests the account (all its keys together) may make per minute.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class ApiKey(models.Model):
    class Scope(models.TextChoices):
        GENERATE = "generate", "Generate lessons and follow the jobs"
        CATALOG_READ = "catalog:read", "Read the published catalog"

    partner = models.ForeignKey(PartnerAccount, on_delete=models.CASCADE, related_name="keys")
    name = models.CharField(max_length=100, help_text="What the partner uses this key for.")
    prefix = models.CharField(max_length=16, unique=True, editable=False)
    secret_hash = models.CharField(max_length=64, editable=False)
    scopes = models.JSONField(default=list)
    created_at = models.DateTimeField(auto_now_add=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
        editable=False,
    )
    last_used_at = models.DateTimeField(null=True, blank=True, editable=False)
    revoked_at = models.DateTimeField(null=True, blank=True, editable=False)
    expires_at = models.DateTimeField(
        null=True, blank=True, editable=False, help_text="Set when a rotation retires the key."
    )
    replaced_by = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="+", editable=False
    )

    class Meta:
        ordering = ["-created_at"]
        verbose_name = "API key"

    def __str__(self) -> str:
        return f"{self.partner}: {self.name} (clv_{self.prefix}_…)"

    def is_usable(self, now=None) -> bool:
        now = now or timezone.now()
        if self.revoked_at is not None:
            return False
        return self.expires_at is None or self.expires_at > now

    def has_scope(self, scope: str) -> bool:
        return scope in self.scopes


class PartnerGeneration(models.Model):
    """A generation job a partner requested through the API."""

    job = models.OneToOneField(
        GenerationJob, on_delete=models.CASCADE, primary_key=True, related_name="partner_request"
    )
    partner = models.ForeignKey(
        PartnerAccount, on_delete=models.PROTECT, related_name="generations"
    )
    api_key = models.ForeignKey(
        ApiKey, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    idempotency_key = models.CharField(max_length=255, blank=True)
    request_fingerprint = models.CharField(
        max_length=64, help_text="SHA-256 of the canonical request: an idempotent retry matches."
    )
    callback_url = models.URLField(max_length=2000, blank=True)
    base_url = models.URLField(
        max_length=300,
        help_text="The API's address as the partner called it: webhooks, written by a "
        "worker outside any request, link back with it.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["partner", "idempotency_key"],
                condition=~Q(idempotency_key=""),
                name="unique_partner_idempotency_key",
            )
        ]

    def __str__(self) -> str:
        return f"{self.partner}: {self.job_id}"


class WebhookDelivery(models.Model):
    """One event to POST to a partner's callback URL, retried until it is accepted or
    the attempts run out. The row is the queue: a restarted sender loses nothing."""

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        DELIVERED = "delivered", "Delivered"
        FAILED = "failed", "Gave up"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    partner = models.ForeignKey(
        PartnerAccount, on_delete=models.PROTECT, related_name="webhook_deliveries"
    )
    job = models.ForeignKey(
        GenerationJob, on_delete=models.CASCADE, related_name="webhook_deliveries"
    )
    event = models.CharField(max_length=40)
    url = models.URLField(max_length=2000)
    body = models.TextField(help_text="The exact JSON sent on every attempt.")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    last_status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    last_error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    delivered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name_plural = "webhook deliveries"
        indexes = [models.Index(fields=["status", "next_attempt_at"])]

    def __str__(self) -> str:
        return f"{self.event} → {self.url} ({self.status})"


class WebhookAttempt(models.Model):
    """One POST of a delivery: the delivery log shown in the admin."""

    delivery = models.ForeignKey(
        WebhookDelivery, on_delete=models.CASCADE, related_name="attempt_log"
    )
    number = models.PositiveIntegerField()
    started_at = models.DateTimeField()
    duration_ms = models.PositiveIntegerField()
    status_code = models.PositiveSmallIntegerField(null=True, blank=True)
    error = models.TextField(blank=True)
    response_excerpt = models.TextField(blank=True)

    class Meta:
        ordering = ["delivery", "number"]

    def __str__(self) -> str:
        return f"attempt {self.number}: {self.status_code or self.error[:40]}"
