"""What a student can never do: read a classmate's records, reach another class, reach a
teacher's page or the studio, guess a class code, or keep using a class that is gone. Every
route of genui/classroom/urls.py is swept with the ids of somebody else."""

import math
import re

import pytest
from django.conf import settings
from django.test import Client

from genui.classroom import codes
from genui.classroom.models import Classroom, Progress, QuizAnswer, Student
from genui.classroom.services import (
    classroom_code_regenerate,
    classroom_code_revoke,
    record_message,
    student_join,
)
from genui.classroom.urls import urlpatterns
from genui.lessons.models import Lesson
from tests.genui.classroom.support_classroom import (
    make_class,
    make_markup_lesson,
    student_client,
)

pytestmark = pytest.mark.django_db

CLASSMATE = "Zebulon Quartz"
OTHER_CLASS = "8C Physics"
STRANGER = "Xanthippe Moss"
# what differs between two views of the same page: CSRF tokens, script nonces
PER_REQUEST = re.compile(r'(csrfmiddlewaretoken" value|data-csrf|nonce)="[^"]*"')


def answer(client, classroom, assignment, question="q1", choice="The Earth"):
    return client.post(
        f"/learn/{classroom.pk}/{assignment.pk}/record",
        {"kind": "answer", "question": question, "choice": choice},
        content_type="application/json",
    )


@pytest.fixture
def world(teacher):
    """Ada's class (with a classmate who answered) and another class of the same teacher
    (with a student who answered); Ada's browser holds only her own token."""
    mine, lesson = make_class(teacher)
    other, other_lesson = make_class(
        teacher, name=OTHER_CLASS, lesson=make_markup_lesson(teacher, title="Tides")
    )
    ada, me = student_client(mine, "Ada")
    classmate, _ = student_join(classroom=mine, display_name=CLASSMATE)
    stranger, _ = student_join(classroom=other, display_name=STRANGER)
    for student, assignment in ((classmate, lesson), (stranger, other_lesson)):
        for message in (
            {"kind": "step", "index": 0, "count": 2},
            {"kind": "answer", "question": "q1", "choice": "Its own fire"},
        ):
            record_message(student=student, assignment=assignment, message=message)
    return {
        "teacher": teacher,
        "ada": ada,
        "me": me,
        "mine": mine,
        "lesson": lesson,
        "classmate": classmate,
        "other": other,
        "other_lesson": other_lesson,
        "stranger": stranger,
    }


def _state() -> tuple:
    """Everything a student's request could change."""
    return (
        sorted(Classroom.objects.values_list("pk", "code", "name")),
        sorted(Student.objects.values_list("pk", "display_name")),
        sorted(QuizAnswer.objects.values_list("pk", "student_id", "choice", "attempt")),
        sorted(Progress.objects.values_list("pk", "student_id", "steps_reached")),
        sorted(Lesson.objects.values_list("pk", "title", "status")),
    )


def _to_join(response) -> bool:
    return response.status_code == 302 and response["Location"] == "/join/"


def _to_login(response) -> bool:
    return response.status_code == 302 and response["Location"].startswith("/accounts/login/")


def _cases(w) -> list[tuple[str, str, str, object]]:
    """(route name, method, URL with somebody else's ids, what Ada's browser must get)."""
    mine, lesson, other, other_lesson = w["mine"], w["lesson"], w["other"], w["other_lesson"]
    m, a, o, b = mine.pk, lesson.pk, other.pk, other_lesson.pk
    classmate, stranger = w["classmate"].pk, w["stranger"].pk
    teacher_paths = {
        "classes": ["/studio/classes/"],
        "class": [f"/studio/classes/{m}/", f"/studio/classes/{o}/"],
        "export": [f"/studio/classes/{m}/export.csv", f"/studio/classes/{o}/export.csv"],
        "assignment": [
            f"/studio/classes/{m}/lessons/{a}/",
            f"/studio/classes/{m}/lessons/{a}/?part=figures",
            f"/studio/classes/{o}/lessons/{b}/",
        ],
        "student-delete": [
            f"/studio/classes/{m}/students/{classmate}/delete/",
            f"/studio/classes/{o}/students/{stranger}/delete/",
            f"/studio/classes/{m}/students/{w['me'].pk}/delete/",
        ],
        "action": [
            f"/studio/classes/{m}/{action}/" for action in ("new-code", "close", "delete", "assign")
        ],
    }
    cases = []
    for name, paths in teacher_paths.items():
        for path in paths:
            cases += [(name, "get", path, _to_login), (name, "post", path, _to_login)]
    cases += [
        ("learn", "get", f"/learn/{o}/", _to_join),
        ("lesson", "get", f"/learn/{o}/{b}/", _to_join),
        ("lesson", "get", f"/learn/{m}/{b}/", 404),
        ("lesson-page", "get", f"/learn/{o}/{b}/page", 404),
        ("lesson-page", "get", f"/learn/{m}/{b}/page", 404),
        ("record", "post", f"/learn/{o}/{b}/record", 403),
        ("record", "post", f"/learn/{m}/{b}/record", 404),
        ("record", "post", f"/learn/{o}/{a}/record", 403),
        # the join pages are anybody's with the code: they show the class's name, no student
        ("join", "get", "/join/", 200),
        ("join-code", "get", f"/join/{other.code}/", 200),
        ("qr", "get", f"/join/{other.code}/qr.svg", 200),
    ]
    return cases


def test_every_classroom_route_is_in_the_sweep(world):
    swept = {name for name, *_ in _cases(world)}

    assert swept == {pattern.name for pattern in urlpatterns}


def test_a_student_gets_nothing_of_a_classmate_another_class_or_a_teacher_page(world):
    ada, before = world["ada"], _state()

    for name, method, path, expected in _cases(world):
        body = {"kind": "answer", "question": "q1", "choice": "The Earth", "confirm": "yes"}
        if method == "post" and name == "record":
            response = ada.post(path, body, content_type="application/json")
        else:
            response = getattr(ada, method)(path, body if method == "post" else None)
        ok = expected(response) if callable(expected) else response.status_code == expected
        assert ok, f"{name}: {method.upper()} {path} -> {response.status_code}"
        text = response.content.decode(errors="replace")
        for secret in (CLASSMATE, STRANGER, "Its own fire"):
            assert secret not in text, f"{name}: {path} shows {secret!r}"

    assert _state() == before


def test_a_classmates_records_change_nothing_a_student_sees(world):
    ada, mine, lesson, classmate = world["ada"], world["mine"], world["lesson"], world["classmate"]
    pages = [
        f"/learn/{mine.pk}/",
        f"/learn/{mine.pk}/{lesson.pk}/",
        f"/learn/{mine.pk}/{lesson.pk}/page",
    ]

    def seen():
        return [PER_REQUEST.sub("", ada.get(page).content.decode()) for page in pages]

    before = seen()
    for message in (
        {"kind": "step", "index": 1, "count": 2},
        {"kind": "answer", "question": "q1", "choice": "The Sun"},
        {"kind": "answer", "question": "cycle", "choice": "About a month"},
    ):
        record_message(student=classmate, assignment=lesson, message=message)

    assert Progress.objects.get(student=classmate).completed_at is not None
    assert seen() == before


def test_a_student_reaches_no_page_of_the_studio(world):
    ada, lesson = world["ada"], world["lesson"]

    for path in ("/studio/", "/studio/new/", f"/studio/lessons/{lesson.lesson_id}/"):
        assert _to_login(ada.get(path)), path


def test_class_codes_have_enough_entropy_to_resist_guessing():
    """8 characters of 31 (no 0/O, 1/I/L): 39.6 bits. At the join limit (20 wrong codes per
    address in 10 minutes), one address with 1000 classes open finds one about once in 800
    years."""
    bits = codes.LENGTH * math.log2(len(set(codes.ALPHABET)))
    limit, seconds = settings.GENUI_CLASS_JOIN_FAILURES_PER_IP
    tries_a_year = limit * 365 * 24 * 3600 / seconds
    found_a_year = tries_a_year * 1000 / len(codes.ALPHABET) ** codes.LENGTH
    drawn = [codes.code_new() for _ in range(2000)]

    assert bits > 39
    assert found_a_year < 0.002
    assert not set(codes.ALPHABET) & set("01OIL")
    assert all(len(code) == codes.LENGTH and set(code) <= set(codes.ALPHABET) for code in drawn)
    # every symbol turns up in every place: nothing fixed, nothing missing
    for place in range(codes.LENGTH):
        assert {code[place] for code in drawn} == set(codes.ALPHABET)


def test_a_burst_of_wrong_codes_is_refused_whatever_the_door(teacher):
    classroom, _ = make_class(teacher)
    guesser = Client(REMOTE_ADDR="203.0.113.7")
    limit = settings.GENUI_CLASS_JOIN_FAILURES_PER_IP[0]
    wrong = [codes.code_new() for _ in range(limit)]
    doors = [
        lambda code: guesser.post("/join/", {"code": code}),
        lambda code: guesser.get(f"/join/{code}/"),
        lambda code: guesser.get(f"/join/{code}/qr.svg"),
    ]

    answers = [doors[i % 3](code).status_code for i, code in enumerate(wrong)]
    then = [door(classroom.code) for door in doors]

    assert set(answers) <= {400, 404}
    assert [response.status_code for response in then] == [429, 429, 429]
    assert then[0]["Retry-After"] == str(settings.GENUI_CLASS_JOIN_FAILURES_PER_IP[1])
    # another client is not held up by this one
    assert (
        Client(REMOTE_ADDR="198.51.100.2").post("/join/", {"code": classroom.code}).status_code
        == 302
    )
    assert not Student.objects.exists()


@pytest.mark.parametrize("remove", [classroom_code_regenerate, classroom_code_revoke])
def test_a_replaced_or_closed_code_stops_new_joins_at_once_even_half_way(teacher, remove):
    classroom, assignment = make_class(teacher)
    old = classroom.code
    joined, _ = student_client(classroom, "Ada")
    halfway = Client()
    assert halfway.get(f"/join/{old}/").status_code == 200, "the name page is open"

    remove(classroom=classroom)

    assert halfway.post(f"/join/{old}/", {"display_name": "Late Larry"}).status_code == 404
    assert Client().post("/join/", {"code": old}).status_code == 400
    assert Client().get(f"/join/{old}/qr.svg").status_code == 404
    assert not Student.objects.filter(display_name="Late Larry").exists()
    # who joined stays: a code is replaced when it leaked, not to send the class away
    assert answer(joined, classroom, assignment).status_code == 204


def test_a_deleted_class_refuses_its_students_next_record_with_a_clear_message(teacher):
    classroom, assignment = make_class(teacher)
    ada, _ = student_client(classroom, "Ada")
    assert answer(ada, classroom, assignment).status_code == 204
    url = f"/learn/{classroom.pk}/{assignment.pk}/"

    teacher_client = Client()
    teacher_client.force_login(teacher)
    teacher_client.post(f"/studio/classes/{classroom.pk}/delete/", {"confirm": "yes"})
    refused = answer(ada, classroom, assignment, question="cycle", choice="A week")

    assert refused.status_code == 403
    assert "no longer in this class" in refused.json()["message"]
    assert _to_join(ada.get(url)) and _to_join(ada.get(f"/learn/{classroom.pk}/"))
    assert ada.get(f"/join/{classroom.code}/").status_code == 404
    assert not QuizAnswer.objects.exists() and not Student.objects.exists()


def test_the_refusal_is_in_the_students_language(teacher):
    classroom, assignment = make_class(teacher)
    ada, student = student_client(classroom, "Ada")
    student.delete()

    refused = ada.post(
        f"/learn/{classroom.pk}/{assignment.pk}/record",
        {"kind": "open"},
        content_type="application/json",
        HTTP_ACCEPT_LANGUAGE="zh-Hans",
    )

    assert refused.status_code == 403 and "不再" in refused.json()["message"]


def test_a_retried_answer_is_recorded_once(teacher):
    classroom, assignment = make_class(teacher)
    ada, _ = student_client(classroom, "Ada")
    url = f"/learn/{classroom.pk}/{assignment.pk}/record"

    def post(choice, key):
        message = {"kind": "answer", "question": "q1", "choice": choice}
        return ada.post(url, message, content_type="application/json", HTTP_IDEMPOTENCY_KEY=key)

    # the page retries a POST whose response was lost: the same key again
    first = [post("The Earth", "a1b2").status_code for _ in range(3)]
    again = [post("The Earth", "c3d4").status_code, post("The Sun", "e5f6").status_code]

    assert first == [204, 204, 204] and again == [204, 204]
    tries = QuizAnswer.objects.order_by("attempt").values_list("choice", "attempt", "correct")
    # the same choice checked again under a new key is a new try
    assert list(tries) == [(1, 1, False), (1, 2, False), (0, 3, True)]
    assert post("The Sun", "not a key!").status_code == 400
