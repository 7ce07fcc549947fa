"""In a real browser: a student whose teacher removes them while the lesson is open is told,
under the lesson, at their next answer, that nothing more is saved (not to check their
connection)."""

import re
import warnings

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


# The pointer events that reached a document since the last call (installs the listener on the
# first): run in the lesson and in the class page around it, it says where a click went.
_POINTER_SEEN = """() => {
  if (!window.__pointerSeen) {
    window.__pointerSeen = [];
    for (const type of ["pointerdown", "click"]) {
      addEventListener(type, (event) => {
        const target = event.composedPath()[0];
        const name = target.localName + (target.className ? "." + target.className : "");
        const at = `${Math.round(event.clientX)},${Math.round(event.clientY)}`;
        window.__pointerSeen.push(`${type} on ${name} at ${at}`);
      }, true);
    }
  }
  return window.__pointerSeen.splice(0);
}"""


# each choice of a question with its button's aria-pressed, in the order shown
_PRESSED = """(choices) => choices.map((choice) => {
  const button = choice.shadowRoot?.querySelector("button");
  return `${choice.textContent.trim()}: ${button?.getAttribute("aria-pressed")}`;
})"""


def _choose(page, question, text):
    """Click the choice reading ``text`` until the runtime takes it. On a loaded machine the
    first click on a choice is sometimes not taken (its button stays aria-pressed="false"; seen
    in 1 of 3 runs beside CI): that, not the record handshake, is what made this test time out
    waiting for the answer. The cause is not found yet: the runtime wires each choice's button
    as it creates it, so no button is there to click before it listens; a delayed runtime, a
    throttled or stopped lesson, page, GPU or browser process, and a moved frame all left the
    click taken. A click that is not taken is reported with the pointer events that reached the
    lesson and the class page and the choices pressed, which tells a click lost on its way
    (no event) from one taken elsewhere."""
    lesson = page.frame(url=re.compile(r"/page$"))
    choice = question.locator("cl-choice", has_text=text).locator("button")
    for attempt in range(3):
        for document in (page, lesson):
            document.evaluate(_POINTER_SEEN)
        choice.click()
        try:
            expect(choice).to_have_attribute("aria-pressed", "true", timeout=5_000)
            return
        except AssertionError:
            seen = (
                f"the lesson saw {lesson.evaluate(_POINTER_SEEN) or 'no pointer event'}, "
                f"the class page {page.evaluate(_POINTER_SEEN) or 'none'}; "
                f"pressed: {question.locator('cl-choice').evaluate_all(_PRESSED)}"
            )
            if attempt == 2:
                raise AssertionError(f"{text!r} not taken in 3 clicks: {seen}") from None
            warnings.warn(f"a click on {text!r} was not taken ({seen}): again", stacklevel=2)


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
    _choose(page, question, "Its own fire")
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
    _choose(page, question, "The Sun")
    with page.expect_response(_answer_posted) as refused:
        question.get_by_role("button", name="Check answer").click()

    assert refused.value.status == 403
    expect(status).to_contain_text("You are no longer in this class")
    expect(status).to_contain_text("Ask your teacher for the class code")
    assert not QuizAnswer.objects.exists()
