"""Password guessing: failed logins are counted per user name and per address, and past
the limit every login waits, the right password included."""

import pytest
from django.test import Client

from genui.accounts.services import user_create

pytestmark = pytest.mark.django_db


@pytest.fixture
def limits(settings):
    settings.GENUI_LOGIN_FAILURES_PER_USERNAME = 3
    settings.GENUI_LOGIN_FAILURES_PER_IP = 5
    return settings


def login(client, username, password, address="203.0.113.7", path="/accounts/login/"):
    return client.post(path, {"username": username, "password": password}, REMOTE_ADDR=address)


def test_guessing_one_teachers_password_is_throttled_even_for_the_right_one(limits):
    user_create(username="tina", password="pw-tina-123", role="teacher")
    client = Client()

    statuses = [login(client, "tina", f"guess {i}").status_code for i in range(3)]
    refused = login(client, "tina", "pw-tina-123")

    assert statuses == [200, 200, 200]  # the form again, with its error
    assert refused.status_code == 429 and b"Too many failed logins" in refused.content
    assert "_auth_user_id" not in client.session
    # another account from another address is not affected
    user_create(username="tom", password="pw-tom-1234", role="teacher")
    assert login(Client(), "tom", "pw-tom-1234", address="198.51.100.2").status_code == 302


def test_one_address_spraying_many_names_is_throttled(limits):
    user_create(username="tina", password="pw-tina-123", role="teacher")
    client = Client()

    for i in range(5):
        login(client, f"name{i}", "password")

    assert login(client, "tina", "pw-tina-123").status_code == 429
    assert login(Client(), "tina", "pw-tina-123", address="198.51.100.2").status_code == 302


def test_the_admin_login_is_throttled_too(limits):
    user_create(username="cora", password="pw-cora-123", role="curator")
    client = Client()

    for i in range(3):
        login(client, "cora", f"guess {i}", path="/admin/login/")
    refused = login(client, "cora", "pw-cora-123", path="/admin/login/")

    assert refused.status_code == 200 and b"Too many failed logins" in refused.content
    assert "_auth_user_id" not in client.session


def test_a_successful_login_clears_its_names_failures(limits):
    user_create(username="tina", password="pw-tina-123", role="teacher")
    client = Client()
    for i in range(2):
        login(client, "tina", f"guess {i}")

    assert login(client, "tina", "pw-tina-123").status_code == 302
    Client().logout()
    for i in range(2):
        login(Client(), "tina", f"guess {i}", address="198.51.100.9")
    assert login(Client(), "tina", "pw-tina-123", address="198.51.100.9").status_code == 302
