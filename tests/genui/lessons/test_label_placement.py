"""A label outside a scene object, in Chromium: the runtime says where it must stand and draws
it nowhere; no error on every frame ("this.owner.worldPosition is not a function", which the
source view's preview logged while a misspelt element held a label)."""

import pytest

from genui.lessons.renderer import lesson_page_render
from tests.fixtures.browser import wait_until

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PLACES = {
    "misspelt object": '<cl-sphre id="sun" radius="1"><cl-label>Sun</cl-label></cl-sphre>',
    "the scene itself": "<cl-label>Sun</cl-label>",
    "the camera": '<cl-camera position="0 0 5"><cl-label>Eye</cl-label></cl-camera>',
}


@pytest.mark.parametrize("place", list(PLACES))
def test_a_label_outside_an_object_is_reported_and_logs_no_error(embedded_server, page, place):
    markup = (
        '<cl-lesson title="Labels" lang="en"><cl-scene>'
        '<cl-sphere id="earth" radius="1"><cl-label>Earth</cl-label></cl-sphere>'
        f"{PLACES[place]}</cl-scene></cl-lesson>"
    )
    html = lesson_page_render(markup).html
    url = f"{embedded_server.url}/lesson-under-test"
    page.route(url, lambda route: route.fulfill(body=html, content_type="text/html"))
    page.goto(url)
    wait_until(page, "() => window.cloverLesson?.snapshot().frame > 0", timeout=15)
    # frames go on: a control moved, the camera turned
    page.evaluate("() => cloverLesson.seek(1)")
    page.wait_for_timeout(300)

    errors = page.evaluate("() => cloverLesson.snapshot().errors")
    assert page.errors == []
    assert [error["element"] for error in errors] == ["cl-label"]
    assert "must be inside" in errors[0]["message"]
    labels = page.evaluate(
        """() => [...document.querySelector('cl-scene').shadowRoot.querySelectorAll('.labels span')]
             .filter((node) => !node.hidden).map((node) => node.textContent)"""
    )
    assert labels == ["Earth"]
