"""The OpenAPI schema: valid OpenAPI 3, browsable docs served from our own static
files, and schemathesis against a live server with no 5xx and no response that
breaks the schema."""

from __future__ import annotations

import re
import time

import pytest
import schemathesis
from django.contrib.staticfiles import finders
from django.test import Client
from drf_spectacular.validation import validate_schema
from hypothesis import HealthCheck, Phase, given, settings
from schemathesis import GenerationMode
from schemathesis.checks import CHECKS as SCHEMATHESIS_CHECKS
from schemathesis.checks import load_all_checks
from schemathesis.config import SchemathesisConfig

from tests.genui.api.support import GENERATION, lesson_in_state, make_key, make_partner

pytestmark = pytest.mark.django_db

OPERATIONS = {
    ("POST", "/api/v1/generations"),
    ("GET", "/api/v1/generations/{job_id}"),
    ("DELETE", "/api/v1/generations/{job_id}"),
    ("GET", "/api/v1/generations/{job_id}/events"),
    ("GET", "/api/v1/generations/{job_id}/page"),
    ("GET", "/api/v1/generations/{job_id}/thumbnail.png"),
    ("GET", "/api/v1/lessons"),
    ("GET", "/api/v1/lessons/{lesson_id}"),
    ("GET", "/api/v1/lessons/{lesson_id}/page"),
    ("GET", "/api/v1/lessons/{lesson_id}/embed"),
    ("GET", "/api/v1/topics"),
}
# every check schemathesis has (`schemathesis run --checks all`): server errors, status codes,
# content types, headers and bodies against the schema, negative data rejected and positive data
# accepted, missing required headers, unsupported methods, Allow headers, ignored auth, and the
# stateful ones (use after free, resource availability, object-level authorization) where a
# single case can see them
load_all_checks()
CHECKS = SCHEMATHESIS_CHECKS.get_all()
# A schema-valid request is refused only where the schema cannot say why: a `cursor` is opaque
# (any string is schema-valid), and one this API never gave out is a 400 `invalid_cursor`.
# Unknown query parameters are ignored, as HTTP APIs conventionally do (a client's cache-busting
# `_=...` must not break it), so the negative phase does not add them.
CONFIG = SchemathesisConfig.from_dict(
    {
        "generation": {"allow-extra-parameters": False},
        "operations": [
            {
                "include-path": "/api/v1/lessons",
                "checks": {
                    "positive_data_acceptance": {
                        "expected-statuses": ["2XX", 400, 401, 403, 404, 409, 429]
                    }
                },
            }
        ],
    }
)
EXAMPLES_PER_OPERATION = 25
SCHEMATHESIS_SECONDS = 60


def test_the_schema_is_valid_openapi_3_with_every_operation_and_the_bearer_scheme():
    response = Client().get("/api/v1/schema/", {"format": "json"})

    assert response.status_code == 200
    schema = response.json()
    validate_schema(schema)
    assert schema["openapi"].startswith("3.")
    operations = {
        (method.upper(), path) for path, item in schema["paths"].items() for method in item
    }
    assert operations == OPERATIONS
    scheme = schema["components"]["securitySchemes"]["PartnerKey"]
    assert (scheme["type"], scheme["scheme"]) == ("http", "bearer")


def test_the_docs_load_every_asset_from_our_own_static_files():
    path = "/api/v1/docs/"
    html = Client().get(path).content.decode()

    assets = re.findall(r"""(?:src|href)=["']([^"']+)["']""", html)
    assert assets, "the docs page references no assets"
    for asset in assets:
        assert not re.match(r"(?:https?:)?//", asset), f"{path} loads {asset} from elsewhere"
        if asset.startswith("/static/"):
            assert finders.find(asset.removeprefix("/static/")), f"{asset} is not served"


@pytest.mark.slow
def test_schemathesis_finds_no_server_error_and_no_schema_violation(api_server, teacher, curator):
    for title in ("Atoms", "Tides"):
        lesson_in_state(teacher, curator, "published", title=title)
    partner = make_partner(
        "Fuzzers", requests_per_minute=1_000_000, generations_per_minute=1_000_000
    )
    headers = {"Authorization": f"Bearer {make_key(partner)[1]}"}
    schema = schemathesis.openapi.from_url(
        f"{api_server.url}/api/v1/schema/?format=json", config=CONFIG
    )
    deadline = time.monotonic() + SCHEMATHESIS_SECONDS
    tested = 0

    for result in schema.get_all_operations():
        operation = result.ok()
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            assert time.monotonic() < deadline, "schemathesis ran past its time budget"

            @settings(
                max_examples=EXAMPLES_PER_OPERATION,
                deadline=None,
                derandomize=True,
                database=None,
                phases=[Phase.explicit, Phase.generate, Phase.shrink],
                suppress_health_check=list(HealthCheck),
            )
            @given(case=operation.as_strategy(generation_mode=mode))
            def check(case):
                case.call_and_validate(base_url=api_server.url, headers=headers, checks=CHECKS)

            check()
            tested += 1

    assert tested == 2 * len(OPERATIONS)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"prompt": 4176013}, "prompt"),
        ({"prompt": True}, "prompt"),
        ({"prompt": "   "}, "prompt"),
    ],
)
def test_a_prompt_that_is_not_text_is_refused_as_the_schema_says(api, body, field):
    """Found by schemathesis' negative phase: DRF turned a JSON number into its text."""
    response = api.post("/api/v1/generations", {**GENERATION, **body})

    assert response.status_code == 400
    assert field in response.json()["errors"]


@pytest.mark.parametrize("size", ["0", "101", "1e-12", "abc", "-3", "²"])
def test_a_page_size_outside_1_to_100_is_a_400_not_the_default(api, size):
    response = api.get("/api/v1/lessons", page_size=size)

    assert response.status_code == 400
    assert "page_size" in response.json()["errors"]


def test_an_empty_idempotency_key_is_refused_not_ignored(api):
    response = api.post("/api/v1/generations", GENERATION, headers={"Idempotency-Key": ""})

    assert response.status_code == 400
