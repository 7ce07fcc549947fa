"""Writes of the partner API: partners and their keys, generation requests (idempotent),
cancellation, and webhook deliveries (queued when a job finishes, then claimed and
attempted by a sender until the partner accepts them or the attempts run out)."""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import secrets
import time
import uuid
from collections import Counter
from collections.abc import Mapping
from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError
from django.core.serializers.json import DjangoJSONEncoder
from django.db import IntegrityError, connection, transaction
from django.utils import timezone
from django.utils.text import slugify

from genui.api.callbacks import callback_url_problems, callback_url_resolve
from genui.api.keys import api_key_generate, api_key_hash, api_key_prefix
from genui.api.models import (
    ApiKey,
    PartnerAccount,
    PartnerGeneration,
    WebhookAttempt,
    WebhookDelivery,
)
from genui.api.serializers import generation_representation
from genui.api.webhooks import (
    DELIVERY_HEADER,
    EVENT_HEADER,
    SIGNATURE_HEADER,
    PostOutcome,
    sender_wake,
    webhook_post,
    webhook_signature,
)
from genui.generation.models import GenerationJob
from genui.generation.services import generation_job_cancel, generation_job_create

# A key's last use is written at most this often: no write on every request.
LAST_USED_RESOLUTION = timedelta(minutes=1)


class ApiKeyRefused(Exception):
    """The presented key cannot be used; ``code`` is the API's error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class IdempotencyConflict(Exception):
    """The Idempotency-Key was used before with a different request body."""


def _new_webhook_secret() -> str:
    return "whsec_" + secrets.token_urlsafe(32)


@transaction.atomic
def partner_create(
    *,
    name: str,
    contact_email: str = "",
    requests_per_minute: int = 120,
    generations_per_minute: int = 10,
) -> PartnerAccount:
    """A partner and its service user (no password, no group: it never signs in)."""
    name = name.strip()
    if not name:
        raise ValidationError({"name": ["a partner needs a name"]})
    base = f"partner-{slugify(name)[:100] or 'account'}"
    username = base
    user_model = get_user_model()
    while user_model.objects.filter(username=username).exists():
        username = f"{base}-{secrets.token_hex(3)}"
    user = user_model.objects.create_user(username=username, password=None, display_name=name)
    partner = PartnerAccount(
        name=name,
        user=user,
        contact_email=contact_email,
        webhook_secret=_new_webhook_secret(),
        requests_per_minute=requests_per_minute,
        generations_per_minute=generations_per_minute,
    )
    partner.full_clean(exclude=["user"])
    partner.save()
    return partner


def partner_webhook_secret_rotate(*, partner: PartnerAccount) -> PartnerAccount:
    """A new signing secret; deliveries sent from now on (retries included) use it."""
    partner.webhook_secret = _new_webhook_secret()
    partner.save(update_fields=["webhook_secret"])
    return partner


def _checked_scopes(scopes) -> list[str]:
    scopes = sorted(set(scopes))
    unknown = [scope for scope in scopes if scope not in ApiKey.Scope.values]
    if unknown or not scopes:
        allowed = ", ".join(ApiKey.Scope.values)
        raise ValidationError({"scopes": [f"choose one or more of: {allowed}"]})
    return scopes


def api_key_create(
    *, partner: PartnerAccount, name: str, scopes, created_by=None
) -> tuple[ApiKey, str]:
    """A new key; the returned plaintext is never stored and cannot be shown again."""
    new = api_key_generate()
    key = ApiKey.objects.create(
        partner=partner,
        name=name.strip()[:100] or "API key",
        prefix=new.prefix,
        secret_hash=new.secret_hash,
        scopes=_checked_scopes(scopes),
        created_by=created_by,
    )
    return key, new.plaintext


def api_key_revoke(*, api_key: ApiKey) -> ApiKey:
    """Refuse the key from now on (idempotent: the first revocation time is kept)."""
    if api_key.revoked_at is None:
        api_key.revoked_at = timezone.now()
        api_key.save(update_fields=["revoked_at"])
    return api_key


@transaction.atomic
def api_key_rotate(
    *, api_key: ApiKey, created_by=None, grace_seconds: float | None = None
) -> tuple[ApiKey, str]:
    """Replace a key with a new one of the same name and scopes. The old key keeps
    working for ``API_KEY_ROTATION_GRACE_SECONDS`` so the partner can switch without
    downtime; ``grace_seconds=0`` retires it at once."""
    api_key = ApiKey.objects.select_for_update().get(pk=api_key.pk)
    if not api_key.is_usable():
        raise ValidationError("a revoked or expired key cannot be rotated: create a new key")
    grace = settings.API_KEY_ROTATION_GRACE_SECONDS if grace_seconds is None else grace_seconds
    replacement, plaintext = api_key_create(
        partner=api_key.partner, name=api_key.name, scopes=api_key.scopes, created_by=created_by
    )
    retire_at = timezone.now() + timedelta(seconds=grace)
    api_key.expires_at = min(api_key.expires_at or retire_at, retire_at)
    api_key.replaced_by = replacement
    api_key.save(update_fields=["expires_at", "replaced_by"])
    return replacement, plaintext


def api_key_authenticate(*, plaintext: str) -> ApiKey:
    """The usable key ``plaintext`` names, with its partner; raises ``ApiKeyRefused``."""
    prefix = api_key_prefix(plaintext)
    key = None
    if prefix is not None:
        key = ApiKey.objects.select_related("partner__user").filter(prefix=prefix).first()
    if key is None or not hmac.compare_digest(key.secret_hash, api_key_hash(plaintext)):
        raise ApiKeyRefused("invalid_api_key", "the API key is not valid")
    now = timezone.now()
    if key.revoked_at is not None:
        raise ApiKeyRefused("api_key_revoked", "this API key was revoked")
    if not key.is_usable(now):
        raise ApiKeyRefused("api_key_revoked", "this API key expired after a rotation")
    if not key.partner.is_active:
        raise ApiKeyRefused("partner_inactive", "this partner account is suspended")
    if key.last_used_at is None or now - key.last_used_at > LAST_USED_RESOLUTION:
        ApiKey.objects.filter(pk=key.pk).update(last_used_at=now)
        key.last_used_at = now
    return key


def _fingerprint(request: dict) -> str:
    canonical = json.dumps(request, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def _replay(generation: PartnerGeneration, fingerprint: str) -> PartnerGeneration:
    if generation.request_fingerprint != fingerprint:
        raise IdempotencyConflict(
            "this Idempotency-Key was already used with a different request body"
        )
    return generation


def _by_idempotency_key(partner: PartnerAccount, key: str) -> PartnerGeneration | None:
    return (
        PartnerGeneration.objects.select_related("job")
        .filter(partner=partner, idempotency_key=key)
        .first()
    )


def partner_generation_create(
    *, api_key: ApiKey, request: dict, base_url: str, idempotency_key: str = ""
) -> tuple[PartnerGeneration, bool]:
    """Start a generation job for the key's partner; ``(generation, created)``.

    ``request`` holds prompt, subject, grade, language, mode and callback_url. With an
    ``idempotency_key``, a repeat of the same request returns the first job (created is
    False) and a different request raises ``IdempotencyConflict``; two concurrent
    requests with one key create a single job (the unique constraint decides).
    """
    partner = api_key.partner
    fingerprint = _fingerprint(request)
    if idempotency_key and (earlier := _by_idempotency_key(partner, idempotency_key)):
        return _replay(earlier, fingerprint), False
    callback_url = request.get("callback_url") or ""
    if callback_url and (problems := callback_url_problems(callback_url)):
        raise ValidationError({"callback_url": problems})
    try:
        with transaction.atomic():
            job = generation_job_create(
                requester=partner.user,
                prompt=request["prompt"],
                subject=request["subject"],
                grade=request["grade"],
                language=request["language"],
                mode=request["mode"],
                # every key of the account counts: its user holds all its jobs
                active_limit=settings.GENUI_ACTIVE_JOBS_PER_PARTNER,
            )
            generation = PartnerGeneration.objects.create(
                job=job,
                partner=partner,
                api_key=api_key,
                idempotency_key=idempotency_key,
                request_fingerprint=fingerprint,
                callback_url=callback_url,
                base_url=base_url,
            )
    except IntegrityError:
        earlier = _by_idempotency_key(partner, idempotency_key) if idempotency_key else None
        if earlier is None:
            raise
        return _replay(earlier, fingerprint), False
    # Events are counted with F() expressions: read the stored count back.
    job.refresh_from_db(fields=["last_seq"])
    return generation, True


def partner_generation_cancel(*, generation: PartnerGeneration) -> GenerationJob:
    """Cancel at once when queued; a running job stops at its worker's next step."""
    job = generation_job_cancel(job=generation.job, user=generation.partner.user)
    job.refresh_from_db()
    generation.job = job
    return job


def webhook_deliveries_enqueue(*, job: GenerationJob, **_signal) -> WebhookDelivery | None:
    """Queue the webhook of a finished partner job that named a callback URL.

    Connected to ``generation_job_finished``: it runs inside the transaction that
    finishes the job, so the delivery exists exactly when the final state does. The
    body is fixed now, so every attempt sends the same bytes.
    """
    generation = PartnerGeneration.objects.select_related("partner").filter(job_id=job.pk).first()
    if generation is None or not generation.callback_url:
        return None
    job.refresh_from_db(fields=["last_seq"])
    generation.job = job
    delivery_id = uuid.uuid4()
    event = f"generation.{job.status}"
    now = timezone.now()
    body = {
        "id": str(delivery_id),
        "type": event,
        "created_at": now.isoformat(),
        "data": generation_representation(generation),
    }
    delivery = WebhookDelivery.objects.create(
        id=delivery_id,
        partner=generation.partner,
        job=job,
        event=event,
        url=generation.callback_url,
        body=json.dumps(body, cls=DjangoJSONEncoder, separators=(",", ":"), ensure_ascii=False),
        next_attempt_at=now,
    )
    transaction.on_commit(sender_wake.set)
    return delivery


def webhook_deliveries_claim(
    *, limit: int = 10, per_partner: int | None = None, busy: Mapping[int, int] | None = None
) -> list[WebhookDelivery]:
    """Take up to ``limit`` due deliveries, at most ``per_partner`` of one partner
    counting the ``busy`` ones (partner id: posts in flight) the sender already holds.
    Claiming pushes ``next_attempt_at`` past the time an attempt can take, which is the
    claim's lease: another sender skips the row meanwhile, and takes it over if this
    sender dies mid-attempt."""
    now = timezone.now()
    taken = Counter(busy or {})
    full = [partner for partner, posts in taken.items() if per_partner and posts >= per_partner]
    due = WebhookDelivery.objects.filter(
        status=WebhookDelivery.Status.PENDING, next_attempt_at__lte=now
    ).exclude(partner_id__in=full)
    # A cheap read first: on SQLite a claim takes the database's write lock.
    if not due.exists():
        return []
    lease = timedelta(seconds=settings.API_WEBHOOK_TIMEOUT_SECONDS * 2 + 5)
    with transaction.atomic():
        rows = due.select_related("partner").order_by("next_attempt_at")
        if connection.features.has_select_for_update_skip_locked:
            rows = rows.select_for_update(skip_locked=True, of=("self",))
        claimed = []
        for row in rows[:limit]:
            if not per_partner or taken[row.partner_id] < per_partner:
                taken[row.partner_id] += 1
                claimed.append(row)
        WebhookDelivery.objects.filter(pk__in=[row.pk for row in claimed]).update(
            next_attempt_at=now + lease
        )
    return claimed


def webhook_backoff_seconds(attempts: int) -> float:
    """Exponential backoff after ``attempts`` failures, capped, with 10% jitter so
    that deliveries failed together do not all retry together."""
    base = settings.API_WEBHOOK_BACKOFF_SECONDS * 2 ** max(attempts - 1, 0)
    return min(base, settings.API_WEBHOOK_BACKOFF_MAX_SECONDS) * (1 + random.random() * 0.1)


def _signed_headers(delivery: WebhookDelivery, body: bytes) -> dict[str, str]:
    signature = webhook_signature(
        secret=delivery.partner.webhook_secret, timestamp=int(time.time()), body=body
    )
    return {
        "Content-Type": "application/json",
        SIGNATURE_HEADER: signature,
        EVENT_HEADER: delivery.event,
        DELIVERY_HEADER: str(delivery.pk),
    }


def webhook_delivery_attempt(*, delivery: WebhookDelivery) -> WebhookAttempt:
    """POST a claimed delivery once (outside any transaction) and record the outcome."""
    started = timezone.now()
    # Resolved once: the POST connects to the addresses checked here (DNS rebinding).
    target = callback_url_resolve(delivery.url)
    if target.problems:
        outcome = PostOutcome(
            status_code=None,
            error=f"refused: {target.problems[0]}",
            duration_ms=0,
            response_excerpt="",
        )
    else:
        body = delivery.body.encode()
        outcome = webhook_post(
            url=delivery.url,
            addresses=target.addresses,
            body=body,
            headers=_signed_headers(delivery, body),
            timeout=settings.API_WEBHOOK_TIMEOUT_SECONDS,
        )
    return _attempt_record(delivery=delivery, outcome=outcome, started=started)


@transaction.atomic
def _attempt_record(*, delivery: WebhookDelivery, outcome: PostOutcome, started) -> WebhookAttempt:
    delivery = WebhookDelivery.objects.select_for_update().get(pk=delivery.pk)
    delivery.attempts += 1
    attempt = WebhookAttempt.objects.create(
        delivery=delivery,
        number=delivery.attempts,
        started_at=started,
        duration_ms=outcome.duration_ms,
        status_code=outcome.status_code,
        error=outcome.error,
        response_excerpt=outcome.response_excerpt,
    )
    now = timezone.now()
    delivery.last_status_code = outcome.status_code
    delivery.last_error = outcome.error
    if outcome.delivered:
        delivery.status = WebhookDelivery.Status.DELIVERED
        delivery.delivered_at = now
        delivery.next_attempt_at = None
    elif delivery.attempts >= settings.API_WEBHOOK_MAX_ATTEMPTS:
        delivery.status = WebhookDelivery.Status.FAILED
        delivery.next_attempt_at = None
    else:
        delivery.status = WebhookDelivery.Status.PENDING
        delivery.next_attempt_at = now + timedelta(
            seconds=webhook_backoff_seconds(delivery.attempts)
        )
    delivery.save()
    return attempt


def webhook_delivery_retry(*, delivery: WebhookDelivery) -> WebhookDelivery:
    """Send again now (an admin's retry): a delivery that gave up gets one more try."""
    if delivery.status == WebhookDelivery.Status.DELIVERED:
        return delivery
    delivery.status = WebhookDelivery.Status.PENDING
    delivery.next_attempt_at = timezone.now()
    delivery.save(update_fields=["status", "next_attempt_at"])
    transaction.on_commit(sender_wake.set)
    return delivery
