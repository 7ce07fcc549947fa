"""Data migrations of generation jobs: what they change in jobs stored before them."""

import importlib

import pytest
from django.apps import apps

from genui.generation.models import GenerationJob, JobEvent
from genui.generation.services import WORKER_ERROR_MESSAGE, generation_job_create

pytestmark = pytest.mark.django_db
scrub = importlib.import_module("genui.generation.migrations.0003_worker_error_code")


def test_events_stored_before_the_upgrade_lose_worker_hosts_and_exception_text(teacher):
    crashed, failed = (
        generation_job_create(
            requester=teacher, prompt=prompt, subject="earth", grade="high", language="en"
        )
        for prompt in ("Tides", "Volcanoes")
    )
    raw = "could not open /srv/models/clover/model.safetensors"
    for job, error in ((crashed, raw), (failed, "no valid page after 3 attempts")):
        GenerationJob.objects.filter(pk=job.pk).update(
            status="failed", error=error, error_code="generation_failed"
        )
        events = [
            ("started", {"attempt": 1, "worker": "gpu-7:42:ab"}),
            ("requeued", {"worker": "gpu-7:42:ab"}),
            ("failed", {"error": error, "code": "generation_failed"}),
        ]
        JobEvent.objects.bulk_create(
            JobEvent(job=job, seq=seq, type=kind, payload=payload)
            for seq, (kind, payload) in enumerate(events, start=2)
        )

    scrub.scrub_client_events(apps, None)

    crashed.refresh_from_db()
    failed.refresh_from_db()
    assert (crashed.error_code, crashed.error) == ("worker_error", WORKER_ERROR_MESSAGE)
    assert (failed.error_code, failed.error) == ("generation_failed", failed.error)
    payloads = {(e.job_id, e.type): e.payload for e in JobEvent.objects.all()}
    assert payloads[crashed.pk, "started"] == {"attempt": 1}
    assert payloads[crashed.pk, "requeued"] == {}
    assert payloads[crashed.pk, "failed"] == {"error": WORKER_ERROR_MESSAGE, "code": "worker_error"}
    assert payloads[failed.pk, "failed"]["error"] == "no valid page after 3 attempts"
    assert not any("gpu-7" in str(payload) for payload in payloads.values())
