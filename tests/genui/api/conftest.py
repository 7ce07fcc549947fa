"""Fixtures of the partner API tests: a partner, a key with every scope, a client,
and a live server for what needs real HTTP (event streams, schemathesis)."""

import pytest
from django.conf import settings

from genui.api.models import ApiKey
from tests.fixtures.servers import ServerProcess, base_env
from tests.genui.api.support import PartnerClient, make_key, make_partner


@pytest.fixture
def partner():
    return make_partner()


@pytest.fixture
def partner_key(partner) -> tuple[ApiKey, str]:
    return make_key(partner)


@pytest.fixture
def api(partner_key) -> PartnerClient:
    return PartnerClient(partner_key[1])


@pytest.fixture
def api_server(transactional_db, live_server_factory, tmp_path) -> ServerProcess:
    """Daphne serving the test database with no model worker: the tests finish jobs
    through the services themselves, as a worker in another process would."""
    env = base_env(
        DJANGO_SETTINGS_MODULE="genui.settings.test",
        DATABASE_URL=f"sqlite:///{settings.DATABASES['default']['NAME']}",
        CLOVER_WORKER="off",
        GENUI_DATA_DIR=str(tmp_path / "data"),
    )
    return live_server_factory(env)
