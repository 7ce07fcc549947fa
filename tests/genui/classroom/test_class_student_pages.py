"""The students' side: join with the code, choose a name, come back, open a lesson, and
record through the parent page's endpoint; and what a student can never reach."""

import json

import pytest
from django.test import Client, override_settings

from genui.classroom.codes import code_display
from genui.classroom.models import Progress, QuizAnswer, Student
from genui.classroom.services import classroom_code_revoke, student_join
from tests.genui.classroom.support_classroom import make_class, student_client

pytestmark = pytest.mark.django_db


def join(client, classroom, name="Ada"):
    typed = code_display(classroom.code).lower()
    response = client.post("/join/", {"code": typed})
    assert response.status_code == 302 and response["Location"] == f"/join/{classroom.code}/"
    return client.post(response["Location"], {"display_name": name})


def test_a_student_joins_with_the_code_and_a_name_and_the_browser_remembers(teacher):
    classroom, assignment = make_class(teacher)
    client = Client()

    offered = client.get(f"/join/{classroom.code}/").content.decode()
    response = join(client, classroom, "Ada")

    assert 'name="display_name"' in offered and "Join 7B Science" in offered
    assert response.status_code == 302 and response["Location"] == f"/learn/{classroom.pk}/"
    cookie = response.cookies[f"clover_class_{classroom.pk}"]
    assert cookie["httponly"] and cookie["samesite"] == "Lax"
    student = Student.objects.get()
    assert student.display_name == "Ada" and cookie.value not in student.token_hash
    lessons = client.get(f"/learn/{classroom.pk}/").content.decode()
    assert f'href="/learn/{classroom.pk}/{assignment.pk}/"' in lessons and "You are Ada" in lessons
    # the link again (a second visit): straight to the lessons, no second student
    assert client.get(f"/join/{classroom.code}/")["Location"] == f"/learn/{classroom.pk}/"
    assert Student.objects.count() == 1


def test_the_join_page_offers_a_pseudonym_in_the_class_language(teacher):
    classroom, _ = make_class(teacher)
    classroom.language = "zh"
    classroom.save()

    page = Client().get(f"/join/{classroom.code}/").content.decode()

    value = page.split('name="display_name"')[1].split('value="')[1].split('"')[0]
    assert value and all("\u4e00" <= c <= "\u9fff" for c in value)


def test_a_revoked_code_stops_working_at_once(teacher):
    classroom, _ = make_class(teacher)
    code = classroom.code
    classroom_code_revoke(classroom=classroom)

    assert Client().post("/join/", {"code": code}).status_code == 400
    assert Client().get(f"/join/{code}/").status_code == 404
    assert Client().post(f"/join/{code}/", {"display_name": "Eve"}).status_code == 404
    assert not Student.objects.exists()


def test_the_join_qr_code_shows_on_a_screen_no_one_signed_in_to(teacher):
    classroom, _ = make_class(teacher)
    projector = Client()

    qr = projector.get(f"/join/{classroom.code}/qr.svg")

    assert qr.status_code == 200 and qr["Content-Type"] == "image/svg+xml"
    assert qr["Cache-Control"] == "private, no-store"
    assert "<svg" in qr.content.decode()
    old = classroom.code
    classroom_code_revoke(classroom=classroom)
    assert projector.get(f"/join/{old}/qr.svg").status_code == 404


@override_settings(GENUI_CLASS_JOIN_FAILURES_PER_IP=(3, 600))
def test_the_join_qr_code_is_no_way_to_guess_codes(teacher):
    classroom, _ = make_class(teacher)
    guesser = Client()
    for wrong in ("AAAAAAAA", "BBBBBBBB", "CCCCCCCC"):
        assert guesser.get(f"/join/{wrong}/qr.svg").status_code == 404
    assert guesser.get(f"/join/{classroom.code}/qr.svg").status_code == 429


@override_settings(GENUI_CLASS_JOIN_FAILURES_PER_IP=(3, 600))
def test_wrong_codes_are_rate_limited_per_address_even_before_a_right_one(teacher):
    classroom, _ = make_class(teacher)
    client = Client()

    for wrong in ("AAAAAAAA", "BBBBBBBB", "CCCCCCCC"):
        assert client.post("/join/", {"code": wrong}).status_code == 400
    throttled = client.post("/join/", {"code": classroom.code})

    assert throttled.status_code == 429 and throttled["Retry-After"] == "600"
    assert client.get(f"/join/{classroom.code}/").status_code == 429
    other_address = Client(REMOTE_ADDR="10.0.0.2")
    assert other_address.post("/join/", {"code": classroom.code}).status_code == 302


def test_the_lesson_page_frames_the_pinned_version_sandboxed(teacher):
    classroom, assignment = make_class(teacher)
    client, _ = student_client(classroom)

    page = client.get(f"/learn/{classroom.pk}/{assignment.pk}/")
    document = client.get(f"/learn/{classroom.pk}/{assignment.pk}/page")

    html = page.content.decode()
    assert '<iframe id="lesson-frame"' in html and 'sandbox="allow-scripts"' in html
    assert f'data-record="/learn/{classroom.pk}/{assignment.pk}/record"' in html
    assert "allow-same-origin" not in html
    assert document["Content-Security-Policy"].startswith("sandbox allow-scripts")
    assert "Moon phases" in document.content.decode()
    assert page["Cache-Control"] == "private, no-store"


def post_record(client, classroom, assignment, message, **extra):
    return client.post(
        f"/learn/{classroom.pk}/{assignment.pk}/record",
        data=json.dumps(message),
        content_type="application/json",
        **extra,
    )


def test_the_endpoint_records_an_answer_and_refuses_forged_fields(teacher):
    classroom, assignment = make_class(teacher)
    client, student = student_client(classroom)

    ok = post_record(
        client, classroom, assignment, {"kind": "answer", "question": "q1", "choice": "The Sun"}
    )
    forged = post_record(
        client,
        classroom,
        assignment,
        {"kind": "answer", "question": "q1", "choice": "The Earth", "correct": True},
    )
    garbage = client.post(
        f"/learn/{classroom.pk}/{assignment.pk}/record", data="{", content_type="application/json"
    )

    assert ok.status_code == 204
    assert forged.status_code == 400 and garbage.status_code == 400
    assert list(QuizAnswer.objects.values_list("student", "choice", "correct")) == [
        (student.pk, 0, True)
    ]


def test_the_endpoint_needs_the_csrf_token(teacher):
    classroom, assignment = make_class(teacher)
    _, token = student_join(classroom=classroom, display_name="Ada")
    client = Client(enforce_csrf_checks=True)
    client.cookies[f"clover_class_{classroom.pk}"] = token
    message = {"kind": "open"}

    assert post_record(client, classroom, assignment, message).status_code == 403
    html = client.get(f"/learn/{classroom.pk}/{assignment.pk}/").content.decode()
    csrf = html.split('data-csrf="')[1].split('"')[0]
    response = post_record(client, classroom, assignment, message, HTTP_X_CSRFTOKEN=csrf)
    assert response.status_code == 204 and Progress.objects.count() == 1


def test_a_student_cannot_reach_another_class_or_record_for_it(teacher):
    mine, _ = make_class(teacher)
    theirs, their_assignment = make_class(teacher, name="8A")
    client, _ = student_client(mine)

    # the class's pages send a browser without its token to the code form, showing nothing
    for url in (f"/learn/{theirs.pk}/", f"/learn/{theirs.pk}/{their_assignment.pk}/"):
        response = client.get(url)
        assert response.status_code == 302 and response["Location"] == "/join/"
    assert client.get(f"/learn/{theirs.pk}/{their_assignment.pk}/page").status_code == 404
    response = post_record(client, theirs, their_assignment, {"kind": "open"})
    assert response.status_code == 403
    # their assignment under my class's address: not a lesson of my class
    assert client.get(f"/learn/{mine.pk}/{their_assignment.pk}/").status_code == 404
    assert post_record(client, mine, their_assignment, {"kind": "open"}).status_code == 404
    assert not Progress.objects.exists()


def test_without_the_token_there_is_nothing_to_see(teacher):
    classroom, assignment = make_class(teacher)
    stranger = Client()
    stranger.cookies[f"clover_class_{classroom.pk}"] = "guessed-token"

    assert stranger.get(f"/learn/{classroom.pk}/")["Location"] == "/join/"
    assert stranger.get(f"/learn/{classroom.pk}/{assignment.pk}/")["Location"] == "/join/"
    assert stranger.get(f"/learn/{classroom.pk}/{assignment.pk}/page").status_code == 404
    assert post_record(stranger, classroom, assignment, {"kind": "open"}).status_code == 403


@override_settings(GENUI_CLASS_RECORDS_PER_STUDENT=(2, 60))
def test_a_student_records_at_a_bounded_rate(teacher):
    classroom, assignment = make_class(teacher)
    client, _ = student_client(classroom)

    codes = [
        post_record(client, classroom, assignment, {"kind": "open"}).status_code for _ in range(3)
    ]

    assert codes == [204, 204, 429]


def test_the_lesson_in_class_keeps_its_quiz_order_on_reload(teacher):
    classroom, assignment = make_class(teacher)
    client, _ = student_client(classroom)
    url = f"/learn/{classroom.pk}/{assignment.pk}/page"
    first = client.get(url)
    seed = first.cookies["clover_student"].value
    token = client.cookies[f"clover_class_{classroom.pk}"].value
    assert f'content="{seed}"' in first.content.decode()
    assert token not in first.content.decode()
    again = client.get(url)
    assert f'content="{seed}"' in again.content.decode()
