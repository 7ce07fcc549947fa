"""A generation a demo model cannot write (a topic outside its catalog) ends in the
documented error code ``topic_unknown``, with the topics it knows to offer instead, in the
generation, its event stream and its webhook alike; other failures say
``generation_failed``."""

import json

import pytest
from django.conf import settings

from genui.api.models import WebhookDelivery
from genui.generation.selectors import generation_job_events_since
from genui.generation.services import generation_job_claim, generation_job_fail
from genui.worker.generation import topic_unknown_failure
from genui.worker.routing import router_load
from tests.genui.api.support import fail_job, run_job, start_generation

pytestmark = pytest.mark.django_db
KNOWN = ("moon-phases", "tides", "seasons", "photosynthesis")


def refuse_as_a_demo_worker(job_id) -> None:
    """What the worker does with a request for a topic its checkpoint does not know."""
    [job] = generation_job_claim(worker_id="demo-worker")
    router = router_load(settings.CLOVER_ROUTER_PATH)
    match = router.decide(job.prompt, KNOWN)
    assert str(job.pk) == str(job_id) and not match.known
    generation_job_fail(job_id=job.pk, worker_id="demo-worker", **topic_unknown_failure(match))


def test_a_topic_the_model_does_not_know_is_the_error_code_topic_unknown(api):
    job = start_generation(
        api, prompt="Black holes", subject="astronomy", callback_url="http://127.0.0.1:9/hook"
    )
    refuse_as_a_demo_worker(job["id"])

    body = api.get(f"/api/v1/generations/{job['id']}").json()

    assert body["status"] == "failed" and body["result"] is None
    assert body["error_code"] == "topic_unknown"
    assert body["error"].startswith("the demo model does not know this topic")
    nearest = body["error_details"]["nearest_topics"]
    assert len(nearest) >= 3 and {near["slug"] for near in nearest} <= set(KNOWN)
    assert nearest[0].keys() == {"slug", "en", "zh"}
    assert body["error_details"]["verdict"] == "outside"
    assert body["progress"]["phase"] == "failed"
    failed = generation_job_events_since(job_id=job["id"])[-1]
    assert failed["type"] == "failed" and failed["code"] == "topic_unknown"
    assert failed["nearest_topics"] == nearest
    webhook = json.loads(WebhookDelivery.objects.get(job_id=job["id"]).body)
    assert webhook["type"] == "generation.failed"
    assert webhook["data"]["error_code"] == "topic_unknown"
    assert webhook["data"]["error_details"] == body["error_details"]


def test_other_failures_are_generation_failed_and_other_ends_have_no_code(api):
    failed = start_generation(api)
    run_job(failed["id"])
    fail_job(failed["id"])
    queued = start_generation(api, prompt="Tides")

    body = api.get(f"/api/v1/generations/{failed['id']}").json()
    assert body["error_code"] == "generation_failed" and body["error_details"] == {}
    body = api.get(f"/api/v1/generations/{queued['id']}").json()
    assert body["error_code"] == "" and body["error_details"] is None
