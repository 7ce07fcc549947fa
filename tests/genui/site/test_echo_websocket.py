"""The websocket path: browser-side client, Daphne, the channel layer, and back."""

import json

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect

from genui.routing import websocket_routes
from tests.fixtures.servers import base_env


def _echo(ws_url: str, origin: str, payload) -> dict:
    with connect(ws_url + "/ws/echo/", origin=origin, open_timeout=10) as socket:
        socket.send(json.dumps({"type": "echo", "payload": payload}))
        return json.loads(socket.recv(timeout=10))


@pytest.mark.services
def test_echo_round_trips_through_redis_when_the_embedded_default_names_one(
    redis_url, live_server_factory, tmp_path
):
    env = base_env(
        DJANGO_SETTINGS_MODULE="genui.settings.base",
        REDIS_URL=redis_url,
        CLOVER_WORKER="off",
        GENUI_DATA_DIR=str(tmp_path / "data"),
    )
    server = live_server_factory(env)

    reply = _echo(server.ws_url, server.url, {"lesson": "eclipse", "n": [1, 2, 3]})

    assert reply["type"] == "echo"
    assert reply["payload"] == {"lesson": "eclipse", "n": [1, 2, 3]}
    assert reply["layer"] == "RedisChannelLayer"


@pytest.mark.services
def test_strangers_cannot_probe_the_echo_websocket_in_production(
    production_env, live_server_factory
):
    server = live_server_factory(production_env)

    with pytest.raises(InvalidStatus) as refused:
        _echo(server.ws_url, server.url, "anyone there?")
    assert refused.value.response.status_code == 403
    assert "ws/echo/" not in [str(route.pattern) for route in websocket_routes("production")]
    assert "ws/echo/" in [str(route.pattern) for route in websocket_routes("embedded")]


@pytest.mark.django_db(transaction=True)
def test_anonymous_health_over_the_echo_websocket_gives_only_the_status(embedded_server):
    with connect(embedded_server.ws_url + "/ws/echo/", origin=embedded_server.url) as socket:
        socket.send(json.dumps({"type": "health"}))
        reply = json.loads(socket.recv(timeout=10))

    assert reply == {"type": "health", "report": {"status": "ok"}}


@pytest.mark.django_db(transaction=True)
def test_malformed_messages_get_an_error_and_the_socket_stays_usable(embedded_server):
    with connect(embedded_server.ws_url + "/ws/echo/", origin=embedded_server.url) as socket:
        socket.send("{not json")
        assert json.loads(socket.recv(timeout=10)) == {"type": "error", "error": "malformed JSON"}
        socket.send(json.dumps(["a", "list"]))
        assert json.loads(socket.recv(timeout=10))["type"] == "error"
        socket.send(json.dumps({"type": "launch"}))
        assert "unknown message type" in json.loads(socket.recv(timeout=10))["error"]
        socket.send(json.dumps({"type": "echo", "payload": "still here"}))
        reply = json.loads(socket.recv(timeout=10))
    assert reply["payload"] == "still here"
    assert reply["layer"] == "ThreadSafeInMemoryChannelLayer"


@pytest.mark.django_db(transaction=True)
def test_a_websocket_from_a_foreign_origin_is_refused(embedded_server):
    with pytest.raises(InvalidStatus) as refused:
        connect(embedded_server.ws_url + "/ws/echo/", origin="https://evil.example")
    assert refused.value.response.status_code == 403
