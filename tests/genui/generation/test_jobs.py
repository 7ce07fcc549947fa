"""Generation jobs: durable, validated, claimed with a lease, replayable events."""

from datetime import timedelta

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.utils import timezone

from genui.accounts.models import User
from genui.accounts.services import user_create
from genui.generation.models import GenerationJob
from genui.generation.selectors import (
    generation_job_events_since,
    generation_job_for_user,
    generation_queue_position,
)
from genui.generation.services import (
    LeaseLost,
    QueueFull,
    generation_job_cancel,
    generation_job_claim,
    generation_job_create,
    generation_job_events,
    generation_job_fail,
    generation_job_renew,
)

pytestmark = pytest.mark.django_db
REQUEST = {"subject": "astronomy", "grade": "middle", "language": "en"}


def make_job(teacher, prompt="Why do solar eclipses happen?") -> GenerationJob:
    return generation_job_create(requester=teacher, prompt=prompt, **REQUEST)


def test_a_job_is_stored_with_its_first_event_before_any_worker_sees_it(teacher):
    job = make_job(teacher)

    assert job.status == GenerationJob.Status.QUEUED
    [event] = generation_job_events_since(job_id=job.pk)
    assert (event["seq"], event["type"]) == (1, "queued")


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"prompt": "   "}, "prompt"),
        ({"prompt": "x" * 2001}, "prompt"),
        ({"language": "fr"}, "language"),
        ({"grade": "university"}, "grade"),
        ({"subject": "astrology"}, "subject"),
    ],
)
def test_bad_requests_are_refused_with_the_field_named_and_nothing_created(
    teacher, overrides, field
):
    with pytest.raises(ValidationError) as refused:
        generation_job_create(requester=teacher, **{"prompt": "Tides", **REQUEST, **overrides})
    assert field in refused.value.message_dict
    assert GenerationJob.objects.count() == 0


def test_workers_claim_the_oldest_job_first_and_never_the_same_one(teacher):
    first, second = make_job(teacher, "one"), make_job(teacher, "two")
    assert generation_queue_position(job=second) == 2

    [claimed_a] = generation_job_claim(worker_id="a")
    [claimed_b] = generation_job_claim(worker_id="b")
    assert (claimed_a.pk, claimed_b.pk) == (first.pk, second.pk)
    assert generation_job_claim(worker_id="c") == []
    assert generation_queue_position(job=GenerationJob.objects.get(pk=second.pk)) == 0


def test_one_account_flooding_the_queue_cannot_starve_another(teacher):
    flooder = user_create(username="flood", password="pw-flood-123", role="teacher")
    flood = [make_job(flooder, f"lesson {i}") for i in range(50)]
    patient = make_job(teacher, "Why is the sky blue?")

    claims = [generation_job_claim(worker_id=f"w{i}")[0].pk for i in range(2)]

    assert claims == [flood[0].pk, patient.pk]  # the fewest running first, then the oldest
    more = [job.pk for job in generation_job_claim(worker_id="w3", limit=3)]
    assert more == [job.pk for job in flood[1:4]]


def test_a_claim_of_several_places_shares_them_across_accounts(teacher):
    others = [
        user_create(username=f"t{i}", password="pw-teacher-123", role="teacher") for i in range(2)
    ]
    mine = [make_job(teacher, f"mine {i}") for i in range(3)]
    theirs = [make_job(other, "theirs") for other in others]

    claimed = [job.pk for job in generation_job_claim(worker_id="w", limit=4)]

    assert claimed == [mine[0].pk, theirs[0].pk, theirs[1].pk, mine[1].pk]


def test_a_teacher_with_three_active_jobs_is_refused_a_fourth_until_one_ends(teacher, settings):
    settings.GENUI_ACTIVE_JOBS_PER_TEACHER = 3

    def ask():
        return generation_job_create(requester=teacher, prompt="Tides", active_limit=3, **REQUEST)

    jobs = [ask() for _ in range(3)]
    generation_job_claim(worker_id="w")  # running counts as active too
    with pytest.raises(QueueFull) as refused:
        ask()

    assert refused.value.limit == 3 and refused.value.retry_after > 0
    assert GenerationJob.objects.filter(requester=teacher).count() == 3
    generation_job_cancel(job=jobs[2], user=teacher)
    assert ask().status == GenerationJob.Status.QUEUED


def test_an_expired_lease_lets_another_worker_finish_the_job(teacher, settings):
    job = make_job(teacher)
    generation_job_claim(worker_id="dead")
    GenerationJob.objects.filter(pk=job.pk).update(
        lease_expires_at=timezone.now() - timedelta(seconds=1)
    )

    [reclaimed] = generation_job_claim(worker_id="alive")

    assert reclaimed.attempts == 2 and reclaimed.lease_owner == "alive"
    with pytest.raises(LeaseLost):
        generation_job_events(job_id=job.pk, worker_id="dead", events=[("step", {})])
    generation_job_events(job_id=job.pk, worker_id="alive", events=[("step", {"n": 1})])
    types = [event["type"] for event in generation_job_events_since(job_id=job.pk)]
    assert types == ["queued", "started", "reclaimed", "step"]


def test_a_job_that_keeps_killing_workers_is_failed(teacher, settings):
    settings.CLOVER_JOB_MAX_ATTEMPTS = 2
    job = make_job(teacher)
    for worker in ("w1", "w2"):
        generation_job_claim(worker_id=worker)
        GenerationJob.objects.filter(pk=job.pk).update(
            lease_expires_at=timezone.now() - timedelta(seconds=1)
        )
    assert generation_job_claim(worker_id="w3") == []
    job.refresh_from_db()
    assert job.status == GenerationJob.Status.FAILED
    assert "stopped responding" in job.error


def test_events_are_numbered_without_gaps_and_replay_from_any_point(teacher):
    job = make_job(teacher)
    generation_job_claim(worker_id="w")
    generation_job_events(
        job_id=job.pk, worker_id="w", events=[("step", {"i": i}) for i in range(5)]
    )
    generation_job_fail(job_id=job.pk, worker_id="w", error="validator said no")

    seqs = [event["seq"] for event in generation_job_events_since(job_id=job.pk)]
    assert seqs == list(range(1, 9))
    tail = generation_job_events_since(job_id=job.pk, after_seq=6)
    assert [(event["seq"], event["type"]) for event in tail] == [(7, "step"), (8, "failed")]
    assert tail[-1]["error"] == "validator said no"


def test_cancel_is_immediate_when_queued_and_requested_when_running(teacher):
    queued = make_job(teacher, "queued")
    generation_job_cancel(job=queued, user=teacher)
    assert GenerationJob.objects.get(pk=queued.pk).status == GenerationJob.Status.CANCELLED

    running = make_job(teacher, "running")
    generation_job_claim(worker_id="w")
    generation_job_cancel(job=running, user=teacher)
    assert generation_job_renew(job_id=running.pk, worker_id="w") is True


def test_only_the_requester_cancels(teacher):
    other = user_create(username="olga", password="pw-olga-123", role="teacher")
    with pytest.raises(PermissionDenied):
        generation_job_cancel(job=make_job(teacher), user=other)


def staff_without_curator_permission() -> User:
    """An ``is_staff`` account outside the Curators group (say, an operator)."""
    return User.objects.create_user(username="sam", password="pw-sam-123", is_staff=True)


def test_staff_without_curator_permission_cannot_cancel_others_job(teacher):
    job = make_job(teacher)

    with pytest.raises(PermissionDenied):
        generation_job_cancel(job=job, user=staff_without_curator_permission())

    assert GenerationJob.objects.get(pk=job.pk).status == GenerationJob.Status.QUEUED


def test_staff_without_curator_permission_cannot_follow_others_job(teacher):
    job = make_job(teacher)
    staff = staff_without_curator_permission()

    assert generation_job_for_user(job_id=job.pk, user=staff) is None
    assert generation_job_for_user(job_id=job.pk, user=teacher) == job


def test_a_curator_follows_and_cancels_any_job(teacher, curator):
    job = make_job(teacher)

    assert generation_job_for_user(job_id=job.pk, user=curator) == job
    generation_job_cancel(job=job, user=curator)
    assert GenerationJob.objects.get(pk=job.pk).status == GenerationJob.Status.CANCELLED
