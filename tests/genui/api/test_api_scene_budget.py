"""The scene budget through the partner API: a lesson page over it reaches the partner
without its scene, whatever delivered it (issue 38)."""

import pytest

from genui.generation.services import generation_job_deliver
from tests.genui.api.support import run_job, start_generation

pytestmark = pytest.mark.django_db

# issue 38's reproductions: clean markup, each value in range, that froze a laptop
CLOUDS = '<cl-particles count="20000"></cl-particles>\n' * 1000
SPHERES = '<cl-sphere segments="128"></cl-sphere>\n' * 10000


@pytest.mark.parametrize(
    ("objects", "tag"),
    [(CLOUDS, "<cl-particles"), (SPHERES, "<cl-sphere")],
    ids=["clouds", "spheres"],
)
def test_a_generated_page_over_budget_reaches_the_partner_without_its_scene(api, objects, tag):
    job = start_generation(api)
    run_job(job["id"])
    markup = (
        '<cl-lesson title="Heavy" lang="en">\n'
        f"<cl-scene>\n{objects}</cl-scene>\n"
        '<cl-section heading="Why"><p>The text stays.</p></cl-section>\n</cl-lesson>\n'
    )
    # delivered as it was written, as a worker from before the budget would have
    generation_job_deliver(
        job_id=job["id"],
        worker_id="test-worker",
        markup=markup,
        title="Heavy",
        version_fields={"validation_passed": True},
        summary={"validation_ok": True},
    )

    page = api.get(f"/api/v1/generations/{job['id']}/page")

    html = page.content.decode()
    assert page.status_code == 200 and "<p>The text stays.</p>" in html
    assert f'{tag} count="20000">' not in html and f'{tag} segments="128">' not in html
    assert html.count(tag) < 10  # the inlined catalog's examples, not the scene
