"""Free-HTML pages (a model's own JavaScript) are isolated: sandboxed iframe, opaque
origin even when opened directly, no network."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def test_the_framed_page_carries_a_sandboxing_no_network_policy():
    response = Client().get("/lessons/free-demo/pendulum/page")

    csp = response["Content-Security-Policy"]
    assert response.status_code == 200
    assert csp.startswith("sandbox allow-scripts;")
    assert "allow-same-origin" not in csp
    assert "connect-src 'none'" in csp
    assert "default-src 'none'" in csp


def test_the_frame_page_sandboxes_the_iframe_without_same_origin():
    html = Client().get("/lessons/free-demo/pendulum/").content.decode()

    assert '<iframe sandbox="allow-scripts" src="/lessons/free-demo/pendulum/page"' in html
    assert "allow-same-origin" not in html


def test_an_unknown_free_page_is_a_404():
    assert Client().get("/lessons/free-demo/../../settings/page").status_code == 404
    assert Client().get("/lessons/free-demo/nope/").status_code == 404


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_script_in_a_free_page_cannot_reach_the_site_or_the_network(embedded_server, page):
    page.goto(embedded_server.url + "/lessons/free-demo/pendulum/")
    frame = page.wait_for_selector("iframe").content_frame()
    frame.wait_for_load_state("load")

    probe = frame.evaluate(
        """async () => {
          const out = {};
          try { out.parent = parent.document.title; } catch (e) { out.parent = 'blocked'; }
          try { out.cookie = document.cookie; } catch (e) { out.cookie = 'blocked'; }
          try { await fetch('/health'); out.fetch = 'sent'; } catch (e) { out.fetch = 'blocked'; }
          out.origin = self.origin;
          return out;
        }"""
    )
    assert probe == {"parent": "blocked", "cookie": "blocked", "fetch": "blocked", "origin": "null"}

    direct = page.context.new_page()
    direct.goto(embedded_server.url + "/lessons/free-demo/pendulum/page")
    assert direct.evaluate("self.origin") == "null"
    direct.close()
