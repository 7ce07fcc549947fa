"""In a real browser: a student whose teacher removes them while the lesson is open is told,
under the lesson, at their next answer, that nothing more is saved (not to check their
connection)."""

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from genui.classroom.models import QuizAnswer
from genui.classroom.services import student_join
from tests.genui.classroom.support_classroom import make_class

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.django_db(transaction=True)]


def _answer_sent(request) -> bool:
    return request.url.endswith("/record") and '"answer"' in (request.post_data or "")


def _answer_posted(response) -> bool:
    return _answer_sent(response.request)


def _choose(question, text):
    """Click the choice reading ``text`` until the runtime takes it. On a loaded machine the
    first click on a choice is sometimes not taken (its button stays aria-pressed="false"; seen
    in 1 of 3 runs beside CI, cause not found yet): that, not the record handshake, is what made
    this test time out waiting for the answer."""
    choice = question.locator("cl-choice", has_text=text).locator("button")
    for attempt in range(3):
        choice.click()
        try:
            expect(choice).to_have_attribute("aria-pressed", "true", timeout=5_000)
            return
        except AssertionError:
            if attempt == 2:
                raise


def test_a_removed_student_is_told_at_their_next_answer(embedded_server, browser, teacher):
    classroom, assignment = make_class(teacher)
    student, token = student_join(classroom=classroom, display_name="Ada")
    context = browser.new_context()
    cookie = {"name": f"clover_class_{classroom.pk}", "value": token}
    context.add_cookies([{**cookie, "url": embedded_server.url}])
    page = context.new_page()
    # what the page posted to the record endpoint, for the message when a wait below fails
    posted = []
    page.on("requestfinished", lambda r: r.url.endswith("/record") and posted.append(r.post_data))
    page.goto(f"{embedded_server.url}/learn/{classroom.pk}/{assignment.pk}/")
    question = page.frame_locator("#lesson-frame").locator("cl-question").first
    status = page.locator("#record-status")
    _choose(question, "Its own fire")
    # the lesson sends the answer (the record handshake works) ... The class page posts records
    # one after another, each retried after 2 s and 8 s when the server is in trouble, so on a
    # loaded machine the answer may wait behind the lesson's "open" and "step" records.
    try:
        with page.expect_request(_answer_sent, timeout=60_000) as sent:
            question.get_by_role("button", name="Check answer").click()
    except PlaywrightTimeout:
        pytest.fail(f"no answer posted in 60 s; the records posted before: {posted}")
    # ... and the server keeps it (on a loaded machine its answer may take a while)
    kept = sent.value.response()
    assert kept is not None
    assert kept.status == 204 and kept.request.headers["idempotency-key"]

    # as student_delete does, without its live view message (no event loop of ours here)
    student.delete()
    _choose(question, "The Sun")
    with page.expect_response(_answer_posted) as refused:
        question.get_by_role("button", name="Check answer").click()

    assert refused.value.status == 403
    expect(status).to_contain_text("You are no longer in this class")
    expect(status).to_contain_text("Ask your teacher for the class code")
    assert not QuizAnswer.objects.exists()
