"""`manage.py serve`, the README's run command, brings up the whole embedded product."""

import re
import sys
import time

import pytest

from tests.fixtures.servers import base_env, http_get_json

pytestmark = pytest.mark.slow


def test_serve_migrates_prints_demo_logins_and_runs_the_embedded_worker(
    live_server_factory, tmp_path
):
    env = base_env(GENUI_DATA_DIR=str(tmp_path / "data"), CLOVER_WORKER_HEARTBEAT="1")
    server = live_server_factory(
        env, argv=[sys.executable, "manage.py", "serve", "--port", "{port}"]
    )

    staff = server.staff_headers()
    _, report = http_get_json(server.url + "/health", headers=staff)
    deadline = time.monotonic() + 60
    while not report["worker"]["alive"] and time.monotonic() < deadline:
        time.sleep(0.2)
        _, report = http_get_json(server.url + "/health", headers=staff)
    assert report["deployment"] == "embedded"
    assert report["database"]["vendor"] == "sqlite"
    assert report["channel_layer"]["backend"] == "ThreadSafeInMemoryChannelLayer"
    assert report["worker"]["workers"][0]["mode"] == "embedded"
    assert (tmp_path / "data" / "db.sqlite3").exists()

    log = server.log()
    assert f"Clover GenUI on http://127.0.0.1:{server.port}/" in log
    assert re.search(r"demo teacher: teacher / \S+", log)
    assert re.search(r"demo curator: curator / \S+", log)
