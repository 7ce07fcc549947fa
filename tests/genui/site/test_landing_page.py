"""The landing page, seen by a visitor in a real browser."""

import re

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_visitor_sees_the_product_and_a_way_to_sign_in(embedded_server, page):
    page.goto(embedded_server.url + "/")

    assert re.search("Clover GenUI", page.title())
    sign_in = page.get_by_role("link", name="Sign in to the studio")
    assert sign_in.is_visible()
    assert page.get_by_role("heading", level=1).inner_text().startswith("Type a topic")
    page.wait_for_selector("#hero-scene[data-state=running]", timeout=15_000)
    assert page.errors == []


def test_the_landing_page_loads_nothing_from_outside_this_machine(embedded_server, page):
    page.goto(embedded_server.url + "/")
    page.wait_for_selector("#hero-scene[data-state=running]", timeout=15_000)

    assert all(url.startswith(embedded_server.url) for url in page.requests), page.requests
    # the scene and the parts of three.js it uses, minified in one file (make setup builds it;
    # it loaded three.js whole, unminified: 2.1 MB, 310 KB with brotli)
    scripts = {url.rpartition("/")[2] for url in page.requests if url.endswith(".js")}
    assert scripts == {"site.js", "landing-hero.min.js"}, scripts


def test_sign_in_link_leads_to_a_working_login(embedded_server, page, django_user_model):
    django_user_model.objects.create_user(username="ada", password="correct horse battery")
    page.goto(embedded_server.url + "/")
    page.get_by_role("link", name="Sign in to the studio").click()
    page.get_by_label("Username").fill("ada")
    page.get_by_label("Password").fill("correct horse battery")
    page.get_by_role("button", name="Sign in").click()

    page.wait_for_url(embedded_server.url + "/studio/")
    assert "Signed in as ada" in page.inner_text("header")
    assert page.get_by_role("heading", name="My lessons").is_visible()
    assert page.errors == []


def test_the_landing_page_fits_a_phone_screen(embedded_server, browser):
    context = browser.new_context(viewport={"width": 375, "height": 740})
    page = context.new_page()
    page.goto(embedded_server.url + "/")
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    context.close()
    assert overflow <= 0
