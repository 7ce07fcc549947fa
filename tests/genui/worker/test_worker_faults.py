"""Two worker processes on PostgreSQL and Redis; one is killed with SIGKILL while it
holds a job. Every job still finishes, exactly once: the dead worker's job is
reclaimed after its lease expires and finished by the other worker."""

import os
import signal
import subprocess
import sys
import time

import psycopg
import pytest

from tests.fixtures.servers import REPO_ROOT

pytestmark = [pytest.mark.services, pytest.mark.slow]

JOBS = 20
CREATE = f"""
import django; django.setup()
from genui.accounts.services import user_create
from genui.generation.services import generation_job_create
teacher = user_create(username="t", password="pw-t-12345", role="teacher")
for i in range({JOBS}):
    generation_job_create(requester=teacher, prompt=f"lesson {{i}}", subject="physics",
                          grade="high", language="en")
"""
TERMINAL = ("done", "failed", "cancelled")


def _rows(url: str, sql: str):
    with psycopg.connect(url) as connection:
        return connection.execute(sql).fetchall()


def _worker(env: dict) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "manage.py", "clover_worker"],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def test_a_killed_worker_loses_no_job_and_none_is_done_twice(production_env, tiny_checkpoint):
    env = {
        **production_env,
        "CLOVER_MODEL_PATH": str(tiny_checkpoint),
        "CLOVER_DEVICE": "cpu",
        "CLOVER_MAX_NEW_TOKENS": "8",
        "CLOVER_REPAIR_ATTEMPTS": "1",
        "CLOVER_BATCH_SIZE": "2",
        "CLOVER_JOB_LEASE": "3",
        "CLOVER_WORKER_HEARTBEAT": "0.5",
    }
    url = env["DATABASE_URL"]
    created = subprocess.run(
        [sys.executable, "-c", CREATE], cwd=REPO_ROOT, env=env, capture_output=True, text=True
    )
    assert created.returncode == 0, created.stderr

    victim, survivor = _worker(env), _worker(env)
    try:
        deadline = time.monotonic() + 120
        while not _rows(
            url,
            "SELECT id FROM generation_generationjob WHERE status = 'running' "
            f"AND lease_owner LIKE '%:{victim.pid}:%'",
        ):
            assert time.monotonic() < deadline, "the first worker never took a job"
            time.sleep(0.1)
        os.kill(victim.pid, signal.SIGKILL)
        victim.wait()

        deadline = time.monotonic() + 400
        while _rows(
            url,
            "SELECT id FROM generation_generationjob "
            "WHERE status NOT IN ('succeeded', 'failed', 'cancelled')",
        ):
            assert survivor.poll() is None, "the surviving worker died"
            assert time.monotonic() < deadline, "jobs were left unfinished"
            time.sleep(0.5)
    finally:
        for process in (victim, survivor):
            if process.poll() is None:
                process.terminate()
                process.wait(timeout=30)

    jobs = _rows(url, "SELECT id, status, attempts FROM generation_generationjob")
    assert len(jobs) == JOBS
    assert any(attempts == 2 for _, _, attempts in jobs), "the killed worker's job was reclaimed"
    events = _rows(url, "SELECT job_id, seq, type FROM generation_jobevent ORDER BY job_id, seq")
    for job_id, _, _ in jobs:
        mine = [(seq, kind) for owner, seq, kind in events if owner == job_id]
        assert [seq for seq, _ in mine] == list(range(1, len(mine) + 1))
        assert sum(kind in TERMINAL for _, kind in mine) == 1, mine
    reclaimed = [job_id for job_id, _, kind in events if kind == "reclaimed"]
    assert reclaimed, "a reclaimed event tells the client a worker took over"
