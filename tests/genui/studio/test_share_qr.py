"""QR codes of a lesson's share links on the studio's lesson page."""

import io
import re

import pytest
import segno
from django.test import Client

from genui.accounts.services import user_create
from genui.lessons.services import lesson_archive, lesson_publish, lesson_submit
from tests.fixtures.accounts import signed_in
from tests.genui.studio.test_studio_pages import make_lesson

pytestmark = pytest.mark.django_db
PATH = re.compile(rb'<path[^>]*class="qrline"[^>]* d="([^"]+)"')


def modules(svg: bytes) -> bytes:
    """The drawing of an SVG QR code: its dark modules, as segno writes them."""
    [drawing] = PATH.findall(svg)
    return drawing


def segno_svg(url: str) -> bytes:
    """The code of ``url`` drawn by segno itself, at the error level the page uses."""
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", border=4)
    return out.getvalue()


def test_the_class_link_has_a_qr_code_of_its_address_until_it_is_revoked(teacher):
    lesson = make_lesson(teacher)
    client = signed_in(teacher)
    client.post(f"/studio/lessons/{lesson.pk}/class-link/")
    lesson.refresh_from_db()
    qr = f"/lessons/class/{lesson.class_slug}/qr.svg"

    page = client.get(f"/studio/lessons/{lesson.pk}/").content.decode()
    response = client.get(qr)

    assert f'<img src="{qr}"' in page and 'alt="QR code of the class link"' in page
    assert response.status_code == 200 and response["Content-Type"] == "image/svg+xml"
    assert response["Cache-Control"] == "private, no-store"
    assert b"<title>QR code of the class link</title>" in response.content
    link = f"http://testserver/lessons/class/{lesson.class_slug}/"
    assert modules(response.content) == modules(segno_svg(link))
    assert modules(response.content) != modules(segno_svg(link + "x"))

    client.post(f"/studio/lessons/{lesson.pk}/class-link-revoke/")
    assert client.get(qr).status_code == 404
    assert "/qr.svg" not in client.get(f"/studio/lessons/{lesson.pk}/").content.decode()


def test_a_qr_code_needs_no_login_only_the_link_it_draws(teacher):
    """The projector in the classroom is not signed in: the code's address is the link's
    own, so it tells nobody more than the link does."""
    lesson = make_lesson(teacher)
    signed_in(teacher).post(f"/studio/lessons/{lesson.pk}/class-link/")
    lesson.refresh_from_db()
    other = user_create(username="olga", password="pw-olga-12345", role="teacher")
    qr = f"/lessons/class/{lesson.class_slug}/qr.svg"

    assert Client().get(qr).status_code == 200
    assert signed_in(other).get(qr).status_code == 200
    assert Client().get(f"/lessons/class/{lesson.class_slug}x/qr.svg").status_code == 404
    assert Client().get(f"/lessons/{lesson.pk}/qr/class.svg").status_code == 404, (
        "no code by the lesson's id: ids are easy to walk"
    )


def test_the_share_link_has_a_qr_code_once_published_in_the_teachers_language(teacher, curator):
    lesson = make_lesson(teacher)
    lesson_submit(lesson=lesson, user=teacher)
    lesson = lesson_publish(lesson=lesson, curator=curator)
    qr = f"/lessons/share/{lesson.share_slug}/qr.svg"
    client = signed_in(teacher)
    page = client.get(
        f"/studio/lessons/{lesson.pk}/", HTTP_ACCEPT_LANGUAGE="zh-hans"
    ).content.decode()
    response = client.get(qr)

    assert 'alt="分享链接的二维码"' in page and "学生可从教室屏幕上扫码" in page
    link = f"http://testserver/lessons/share/{lesson.share_slug}/"
    assert modules(response.content) == modules(segno_svg(link))
    lesson_archive(lesson=lesson, user=teacher)
    assert Client().get(qr).status_code == 404, "an archived lesson's link is gone"
