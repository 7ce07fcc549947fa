"""In a real browser: a student whose teacher removes them while the lesson is open is told,
under the lesson, at their next answer, that nothing more is saved (not to check their
connection)."""

import pytest
from playwright.sync_api import expect

from genui.classroom.models import QuizAnswer
from genui.classroom.services import student_join
from tests.genui.classroom.support_classroom import make_class

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _answer_sent(request) -> bool:
    return request.url.endswith("/record") and '"answer"' in (request.post_data or "")


def _answer_posted(response) -> bool:
    return _answer_sent(response.request)


def test_a_removed_student_is_told_at_their_next_answer(embedded_server, browser, teacher):
    classroom, assignment = make_class(teacher)
    student, token = student_join(classroom=classroom, display_name="Ada")
    context = browser.new_context()
    cookie = {"name": f"clover_class_{classroom.pk}", "value": token}
    context.add_cookies([{**cookie, "url": embedded_server.url}])
    page = context.new_page()
    page.goto(f"{embedded_server.url}/learn/{classroom.pk}/{assignment.pk}/")
    question = page.frame_locator("#lesson-frame").locator("cl-question").first
    status = page.locator("#record-status")
    question.locator("cl-choice", has_text="Its own fire").locator("button").click()
    # the lesson sends the answer (the record handshake works) ...
    with page.expect_request(_answer_sent) as sent:
        question.get_by_role("button", name="Check answer").click()
    # ... and the server keeps it (on a loaded machine its answer may take a while)
    kept = sent.value.response()
    assert kept is not None
    assert kept.status == 204 and kept.request.headers["idempotency-key"]

    # as student_delete does, without its live view message (no event loop of ours here)
    student.delete()
    question.locator("cl-choice", has_text="The Sun").locator("button").click()
    with page.expect_response(_answer_posted) as refused:
        question.get_by_role("button", name="Check answer").click()

    assert refused.value.status == 403
    expect(status).to_contain_text("You are no longer in this class")
    expect(status).to_contain_text("Ask your teacher for the class code")
    assert not QuizAnswer.objects.exists()
