"""The topic catalog for partners (`GET /api/v1/topics`): every topic with its subject, titles,
names, grades, languages and demo pages, to any key; and a refused generation that says why
(`verdict`) beside the candidate topics to offer."""

import pytest
from django.conf import settings
from django.test import Client

from genui.api.models import ApiKey
from genui.corpus.routing import Decision, near_topic
from genui.corpus.topics import all_topics, topic_by_slug
from genui.generation.selectors import generation_job_events_since
from genui.generation.services import generation_job_claim, generation_job_fail
from genui.worker.generation import topic_unknown_failure
from genui.worker.loading import checkpoint_known_topics
from tests.fixtures.catalog import new_topic  # noqa: F401  (a fixture)
from tests.genui.api.support import PartnerClient, make_key, start_generation

pytestmark = pytest.mark.django_db


def test_the_topics_are_the_whole_catalog_with_titles_names_grades_and_languages(api):
    response = api.get("/api/v1/topics")

    assert response.status_code == 200, response.content
    body = response.json()
    assert body["count"] == len(all_topics()) == len(body["results"])
    buoyancy = next(topic for topic in body["results"] if topic["slug"] == "buoyancy")
    source = topic_by_slug("buoyancy")
    assert buoyancy["subject"] == "physics"
    assert buoyancy["title"] == {"en": source.title.en, "zh": source.title.zh}
    assert buoyancy["names"] == {"en": list(source.names["en"]), "zh": list(source.names["zh"])}
    assert "浮力" in buoyancy["names"]["zh"]
    assert buoyancy["grades"] == ["primary", "middle", "high"]
    assert buoyancy["languages"] == ["en", "zh"]
    subjects = [topic["subject"] for topic in body["results"]]
    assert subjects == sorted(
        subjects, key=["physics", "chemistry", "biology", "earth", "astronomy"].index
    )


def test_a_topics_demo_pages_open_and_its_thumbnail_is_null_until_rendered(api, settings, tmp_path):
    settings.DATA_DIR = tmp_path
    (tmp_path / "catalog-thumbnails").mkdir()
    (tmp_path / "catalog-thumbnails" / "tides.png").write_bytes(b"\x89PNG\r\n\x1a\nfake")

    topics = {topic["slug"]: topic for topic in api.get("/api/v1/topics").json()["results"]}

    demo = topics["tides"]["urls"]["demo"]
    assert demo == {
        "en": "http://testserver/lessons/demo/tides/en/",
        "zh": "http://testserver/lessons/demo/tides/zh/",
    }
    page = Client().get(demo["zh"].removeprefix("http://testserver"), {"grade": "high"})
    assert page.status_code == 200
    assert topic_by_slug("tides").title.zh in page.content.decode()
    assert (
        topics["tides"]["urls"]["thumbnail"] == "http://testserver/lessons/demo/tides/thumbnail.png"
    )
    assert topics["buoyancy"]["urls"]["thumbnail"] is None


@pytest.mark.parametrize("scope", [ApiKey.Scope.GENERATE, ApiKey.Scope.CATALOG_READ])
def test_any_key_reads_the_topics_whatever_its_scope(partner, scope):
    client = PartnerClient(make_key(partner, scopes=[scope])[1])
    assert client.get("/api/v1/topics").status_code == 200


def test_the_topics_need_a_key(db):
    response = PartnerClient(None).get("/api/v1/topics")
    assert response.status_code == 401
    assert response.json()["code"] == "authentication_required"


def test_an_unsure_refusal_says_so_and_lists_its_candidates_best_first(api):
    job = start_generation(api, prompt="the Moon going dark", subject="general", grade="primary")
    [claimed] = generation_job_claim(worker_id="demo-worker")
    unsure = Decision(
        verdict="unsure",
        topic=None,
        confidence=0.41,
        outside=0.1,
        candidates=(("lunar-eclipse", 0.41), ("moon-phases", 0.38), ("solar-eclipse", 0.11)),
    )
    generation_job_fail(job_id=claimed.pk, worker_id="demo-worker", **topic_unknown_failure(unsure))

    body = api.get(f"/api/v1/generations/{job['id']}").json()

    assert body["error_code"] == "topic_unknown"
    assert body["error_details"] == {
        "verdict": "unsure",
        "nearest_topics": [
            near_topic(slug)._asdict() for slug in ("lunar-eclipse", "moon-phases", "solar-eclipse")
        ],
    }
    assert body["error_details"]["nearest_topics"][0]["zh"] == "月食"
    assert body["error"].startswith("the demo model cannot tell which of its topics")
    failed = generation_job_events_since(job_id=job["id"])[-1]
    assert failed["verdict"] == "unsure"
    assert failed["nearest_topics"] == body["error_details"]["nearest_topics"]
    # every candidate is a topic the catalog lists, by the same slug
    listed = {topic["slug"] for topic in api.get("/api/v1/topics").json()["results"]}
    assert {near["slug"] for near in body["error_details"]["nearest_topics"]} <= listed


def test_the_schema_documents_the_verdict_and_the_candidates_of_a_refusal():
    schema = Client().get("/api/v1/schema/", {"format": "json"}).json()
    components = schema["components"]["schemas"]

    details = components["ErrorDetails"]["properties"]
    verdict = components[details["verdict"]["allOf"][0]["$ref"].rpartition("/")[2]]
    assert set(verdict["enum"]) == {"outside", "unsure", "unlearnt"}
    assert details["topic"]["allOf"][0]["$ref"].endswith("/CandidateTopic")
    assert details["nearest_topics"]["items"]["$ref"].endswith("/CandidateTopic")
    assert set(components["CandidateTopic"]["required"]) == {"slug", "en", "zh"}
    listed = schema["paths"]["/api/v1/topics"]["get"]
    assert listed["operationId"] == "topics_list"
    assert set(listed["responses"]) == {"200", "401", "429"}


def test_a_topic_added_after_the_demo_model_was_trained_is_listed_as_not_learnt(
    api,
    new_topic,  # noqa: F811
):
    topics = {topic["slug"]: topic for topic in api.get("/api/v1/topics").json()["results"]}

    assert topics[new_topic.slug]["learnt"] is False
    assert topics[new_topic.slug]["title"] == {"en": "Sailing into the wind", "zh": "逆风航行"}
    assert topics["buoyancy"]["learnt"] is True
    shipped = checkpoint_known_topics(settings.CLOVER_MODEL_PATH)
    assert {slug for slug, topic in topics.items() if topic["learnt"]} == set(shipped)
    demo = topics[new_topic.slug]["urls"]["demo"]["en"].removeprefix("http://testserver")
    assert "Sailing into the wind" in Client().get(demo).content.decode()


def test_a_refusal_of_a_topic_not_learnt_names_the_topic_asked_for(
    api,
    new_topic,  # noqa: F811
):
    job = start_generation(api, prompt="Sailing into the wind", subject="physics", grade="high")
    [claimed] = generation_job_claim(worker_id="demo-worker")
    unlearnt = Decision(
        verdict="unlearnt",
        topic=new_topic.slug,
        confidence=0.3,
        outside=0.6,
        candidates=(("lever", 0.3), ("buoyancy", 0.1)),
    )
    generation_job_fail(
        job_id=claimed.pk, worker_id="demo-worker", **topic_unknown_failure(unlearnt)
    )

    body = api.get(f"/api/v1/generations/{job['id']}").json()

    assert body["error_code"] == "topic_unknown"
    assert body["error_details"]["verdict"] == "unlearnt"
    assert body["error_details"]["topic"] == {
        "slug": "sailing-into-the-wind",
        "en": "Sailing into the wind",
        "zh": "逆风航行",
    }
    assert body["error"].startswith(
        "the demo model has not learnt this topic yet (Sailing into the wind)"
    )
