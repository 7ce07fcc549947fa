"""The curator's day: the review page says what the checks found in words and keeps the raw
reports folded; a decision answers with a success message and goes back to the queue; the
curator's home and library say how many lessons wait."""

import re

import pytest

from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_submit, lesson_version_add
from tests.fixtures.accounts import signed_in

pytestmark = pytest.mark.django_db
MARKUP = (
    '<cl-lesson title="Tides" lang="en">'
    '<cl-section heading="Why"><p>Moon</p></cl-section></cl-lesson>'
)
QUEUE = "/admin/lessons/lessoninreview/"
REPORTS = {
    "validation_report": {
        "ok": False,
        "kind": "markup",
        "error": "",
        "seconds": 2.0,
        "checks": [
            {"name": "runtime_ready", "ok": True, "detail": "", "viewport": "desktop"},
            {
                "name": "canvas_on_phone",
                "ok": False,
                "detail": "wider than 390",
                "viewport": "phone",
            },
        ],
    },
    "text_report": {"language": "en", "words": 120, "failures": ["repeated words: 'the the'"]},
    "sanitizer_report": {"clean": True, "dropped": []},
    "quiz_report": {"checked": 2, "agree": 2, "flagged": 0, "questions": []},
}


def in_review(owner, **reports) -> Lesson:
    lesson = lesson_create(owner=owner, title="Tides", subject="earth", grade="high", language="en")
    lesson_version_add(lesson=lesson, content=MARKUP, validation_passed=True, **reports)
    lesson_submit(lesson=lesson, user=owner)
    return Lesson.objects.get(pk=lesson.pk)


def test_the_review_page_says_in_words_what_the_checks_found(teacher, curator):
    lesson = in_review(teacher, **REPORTS)

    page = signed_in(curator).get(f"{QUEUE}{lesson.pk}/change/").content.decode()
    review = page[page.index('id="review"') : page.index('id="lessoninreview_form"')]

    assert "1 of 2 checks failed" in review
    assert "canvas on phone (phone): wider than 390" in review
    assert "repeated words: &#x27;the the&#x27;" in review
    assert "Quiz check: 2 of 2 answers agree" in review
    assert "Sanitiser:</strong> nothing removed" in review
    assert 'value="Approve and publish"' in review and 'value="Reject with this note"' in review
    assert f'src="/lessons/v/{lesson.current_version.pk}/"' in review
    assert "{" not in review, "no raw JSON before the decision"


def test_the_raw_reports_are_folded_behind_a_disclosure(teacher, curator):
    lesson = in_review(teacher, **REPORTS)

    page = signed_in(curator).get(f"{QUEUE}{lesson.pk}/change/").content.decode()

    raw = page.index("&quot;canvas_on_phone&quot;")
    assert page.rfind("<details>", 0, raw) > page.rfind("</details>", 0, raw)


@pytest.mark.parametrize("admin_page", ["lessoninreview", "lesson"])
@pytest.mark.parametrize(
    ("decision", "status", "message"),
    [
        ({"decision": "approve"}, Lesson.Status.PUBLISHED, "Published “Tides”"),
        (
            {"decision": "reject", "note": "Add neap tides."},
            Lesson.Status.REJECTED,
            "Rejected “Tides”",
        ),
    ],
    ids=["approve", "reject"],
)
def test_a_decision_answers_with_success_and_returns_to_the_queue(
    teacher, curator, admin_page, decision, status, message
):
    lesson = in_review(teacher)
    client = signed_in(curator)
    decide = f"/admin/lessons/{admin_page}/{lesson.pk}/decide/"

    no_note = client.post(decide, {"decision": "reject", "note": " "})
    response = client.post(decide, decision)
    queue = client.get(response["Location"])

    assert no_note["Location"] == f"/admin/lessons/{admin_page}/{lesson.pk}/change/", (
        "a decision refused stays on the lesson"
    )
    assert response.status_code == 302 and response["Location"] == QUEUE
    assert Lesson.objects.get(pk=lesson.pk).status == status
    body = queue.content.decode()
    assert 'class="success"' in body and message in body
    assert "doesn’t exist" not in body and "doesn't exist" not in body


def test_the_curators_home_and_library_say_how_many_lessons_wait(teacher, curator):
    in_review(teacher), in_review(teacher), in_review(teacher)
    curator_client = signed_in(curator)

    home = curator_client.get("/admin/").content.decode()
    library = curator_client.get("/studio/").content.decode()
    teachers_library = signed_in(teacher).get("/studio/").content.decode()

    for page in (home, library):
        assert "3 lessons wait for review." in page
        assert f'href="{QUEUE}"' in page
    assert "wait for review" not in teachers_library


def test_a_rejection_in_bulk_answers_with_success_too(teacher, curator):
    lessons = [in_review(teacher), in_review(teacher)]
    client = signed_in(curator)
    data = {"action": "reject_with_note", "_selected_action": [x.pk for x in lessons]}

    queue = client.post(QUEUE, {**data, "apply": "1", "note": "Add a quiz"}, follow=True)

    body = queue.content.decode()
    assert 'class="success"' in body and "Rejected 2 lesson(s)" in body
    assert 'class="warning"' not in body


@pytest.mark.parametrize("page", ["lessoninreview", "lesson"])
def test_a_lessons_title_in_the_queue_opens_it(teacher, curator, page):
    lesson = in_review(teacher)
    body = signed_in(curator).get(f"/admin/lessons/{page}/").content.decode()
    change = f"/admin/lessons/{page}/{lesson.pk}/change/"
    assert re.search(rf'<a href="{re.escape(change)}[^"]*">Tides</a>', body)


@pytest.mark.parametrize(
    ("decision", "state"),
    [({"decision": "approve"}, "published"), ({"decision": "reject", "note": "x"}, "rejected")],
    ids=["approve", "reject"],
)
def test_a_decided_lessons_queue_page_opens_the_lesson_not_a_warning(
    teacher, curator, decision, state
):
    # the browser's Back after a decision, a stale tab or another curator's decision: the queue's
    # page of a lesson that has left it sends to the lesson's own page and says why
    lesson = in_review(teacher)
    client = signed_in(curator)
    client.post(f"{QUEUE}{lesson.pk}/decide/", decision)

    response = client.get(f"{QUEUE}{lesson.pk}/change/")
    page = client.get(response["Location"]).content.decode()

    assert response.status_code == 302
    assert response["Location"] == f"/admin/lessons/lesson/{lesson.pk}/change/"
    assert f"“Tides” is no longer in review: it is {state}." in page
    assert 'class="info"' in page and 'class="warning"' not in page
    assert "doesn’t exist" not in page


def test_a_queue_page_of_no_lesson_still_says_it_does_not_exist(curator):
    response = signed_in(curator).get(f"{QUEUE}999999/change/", follow=True)
    assert "doesn’t exist" in response.content.decode()


@pytest.mark.parametrize("way", ["page", "bulk"])
def test_a_decision_shows_among_the_curators_recent_actions(teacher, curator, way):
    lesson = in_review(teacher)
    client = signed_in(curator)
    if way == "page":
        client.post(f"{QUEUE}{lesson.pk}/decide/", {"decision": "approve"})
    else:
        data = {"action": "approve_and_publish", "_selected_action": [lesson.pk]}
        client.post(QUEUE, data)

    home = client.get("/admin/").content.decode()
    recent = home[home.index('id="recent-actions-module"') :]

    assert Lesson.objects.get(pk=lesson.pk).status == Lesson.Status.PUBLISHED
    assert "None available" not in recent
    assert f'href="/admin/lessons/lesson/{lesson.pk}/change/">Tides</a>' in recent
