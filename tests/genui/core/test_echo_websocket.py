"""The websocket path: browser-side client, Daphne, the channel layer, and back."""

import json

import pytest
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect


def _echo(ws_url: str, origin: str, payload) -> dict:
    with connect(ws_url + "/ws/echo/", origin=origin, open_timeout=10) as socket:
        socket.send(json.dumps({"type": "echo", "payload": payload}))
        return json.loads(socket.recv(timeout=10))


@pytest.mark.services
def test_echo_round_trips_through_redis_on_the_production_path(production_env, live_server_factory):
    server = live_server_factory(production_env)

    reply = _echo(server.ws_url, server.url, {"lesson": "eclipse", "n": [1, 2, 3]})

    assert reply["type"] == "echo"
    assert reply["payload"] == {"lesson": "eclipse", "n": [1, 2, 3]}
    assert reply["layer"] == "RedisChannelLayer"


@pytest.mark.services
def test_health_over_the_websocket_sees_postgresql_and_redis(production_env, live_server_factory):
    server = live_server_factory(production_env)
    with connect(server.ws_url + "/ws/echo/", origin=server.url) as socket:
        socket.send(json.dumps({"type": "health"}))
        reply = json.loads(socket.recv(timeout=10))

    assert reply["report"]["database"]["vendor"] == "postgresql"
    assert reply["report"]["channel_layer"]["backend"] == "RedisChannelLayer"


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
