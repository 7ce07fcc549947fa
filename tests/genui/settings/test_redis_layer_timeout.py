"""The Redis channel layer's read deadline outlasts its blocking receive.

channels_redis receives with ``BZPOPMIN ... 5`` (``brpop_timeout``) and redis-py 8 reads each
reply within ``socket_timeout``, 5 s by default: an empty channel's reply raced the deadline
and ``bench_load`` on Redis saw idle studio sockets close with 1011 (four in two minutes).
"""

import json
import subprocess
import sys

from tests.fixtures.servers import REPO_ROOT, base_env

PROBE = """
import asyncio, json, time, uuid
import django; django.setup()
from channels.layers import get_channel_layer

async def main():
    layer = get_channel_layer()
    pool = layer.create_pool(0)
    connection = pool.connection_class(**pool.connection_kwargs)
    channel = await layer.new_channel()
    started = time.monotonic()
    try:
        # longer than one blocking receive: the layer must go round again, not raise
        await asyncio.wait_for(layer.receive(channel), layer.brpop_timeout * 2 + 1)
        outcome = "message"
    except TimeoutError:
        outcome = "waited"
    except Exception as error:
        outcome = type(error).__name__
    await pool.disconnect()
    await layer.flush()
    print(json.dumps({"brpop": layer.brpop_timeout, "read": connection.socket_timeout,
                      "outcome": outcome, "seconds": time.monotonic() - started}))

asyncio.run(main())
"""


def test_the_redis_layer_waits_longer_for_a_reply_than_a_receive_blocks(redis_url):
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=REPO_ROOT,
        env=base_env(DJANGO_SETTINGS_MODULE="genui.settings.base", REDIS_URL=redis_url),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    probe = json.loads(done.stdout.splitlines()[-1])
    assert probe["read"] is not None and probe["read"] > probe["brpop"]
    # an empty channel: the receive waits, round after round, without an error
    assert probe["outcome"] == "waited"
    assert probe["seconds"] >= probe["brpop"] * 2
