"""On PostgreSQL, concurrent workers claim every job exactly once (SKIP LOCKED)."""

import json
import subprocess
import sys

import pytest

from tests.fixtures.servers import REPO_ROOT

pytestmark = pytest.mark.services

SETUP = """
import django; django.setup()
from genui.accounts.services import user_create
from genui.generation.services import generation_job_create
teacher = user_create(username="t", password="pw-t-12345", role="teacher")
for i in range(40):
    generation_job_create(requester=teacher, prompt=f"lesson {i}", subject="physics",
                          grade="high", language="en")
"""
# Each claimer says it is ready, waits for "go" so all start together, and spends a
# few milliseconds "working" on each job, as a real worker would.
CLAIMER = """
import django, json, sys, time; django.setup()
from genui.generation.services import generation_job_claim
print("ready", flush=True)
sys.stdin.readline()
claimed = []
while batch := generation_job_claim(worker_id=sys.argv[1]):
    claimed += [str(job.pk) for job in batch]
    time.sleep(0.01)
print(json.dumps(claimed))
"""


def _python(code: str, env: dict, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        cwd=REPO_ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_four_concurrent_claimers_take_every_job_exactly_once(production_env):
    setup = _python(SETUP, production_env)
    _, err = setup.communicate(timeout=120)
    assert setup.returncode == 0, err

    claimers = [_python(CLAIMER, production_env, f"worker-{n}") for n in range(4)]
    for claimer in claimers:
        assert claimer.stdout.readline().strip() == "ready", claimer.stderr.read()
    for claimer in claimers:
        claimer.stdin.write("go\n")
        claimer.stdin.flush()
    results = []
    for claimer in claimers:
        out, err = claimer.communicate(timeout=120)
        assert claimer.returncode == 0, err
        results.append(json.loads(out))

    claimed = [job for result in results for job in result]
    assert len(claimed) == 40
    assert len(set(claimed)) == 40
    assert sum(1 for result in results if result) >= 2, "the claimers really ran concurrently"
