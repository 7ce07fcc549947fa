"""Keyboard focus in the live generation view, in Chromium: the Generate button pressed with
the keyboard is disabled while the model works, so focus goes to the live view's heading, and
at the end to the result ("Open the lesson"), or back to Generate when the job failed; never
to <body>, from where the teacher would Tab through the whole preview to reach the link.

The studio's websocket is a stand-in that answers as the server does (genui/studio/consumers.py):
the view's focus is the page's own business, and no model is needed to reach each outcome."""

import pytest
from playwright.sync_api import expect

from tests.fixtures.browser import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
# answers a "generate" message with accepted, started, then the outcome in `window.outcome`
FAKE_SOCKET = """
window.WebSocket = class {
  static OPEN = 1;
  constructor() {
    this.readyState = 0;
    this.listeners = {};
    setTimeout(() => { this.readyState = 1; this.emit("open", {}); }, 10);
  }
  addEventListener(type, listener) { (this.listeners[type] ||= []).push(listener); }
  emit(type, event) { for (const listener of this.listeners[type] || []) listener(event); }
  reply(message, delay) {
    setTimeout(() => this.emit("message", { data: JSON.stringify(message) }), delay);
  }
  send(text) {
    if (JSON.parse(text).type !== "generate") return;
    const job = "00000000-0000-4000-8000-000000000001";
    this.reply({ type: "accepted", job, position: 1, model_ready: true }, 10);
    this.reply({ job, seq: 1, type: "started" }, 50);
    this.reply({ job, seq: 2, ...window.outcome }, 1500);
  }
  close() {}
};
"""
OUTCOMES = {
    "done": {"type": "done", "validation_ok": True, "lesson_url": "/studio/"},
    "failed": {"type": "failed", "error": "the worker stopped"},
}
FOCUSED = """() => {
  const el = document.activeElement;
  return el === document.body ? "body" : `${el.localName}#${el.id}:${el.textContent.trim()}`;
}"""


@pytest.mark.parametrize(
    ("outcome", "focused"),
    [("done", "a#:Open the lesson"), ("failed", "button#generate:Generate")],
)
def test_focus_goes_to_the_result_after_generating_never_to_the_body(
    embedded_server, page, teacher, outcome, focused
):
    sign_in(page, embedded_server, "tina", "pw-tina-123")
    page.add_init_script(FAKE_SOCKET)
    page.goto(f"{embedded_server.url}/studio/new/")
    page.evaluate("(outcome) => { window.outcome = outcome; }", OUTCOMES[outcome])

    page.fill("#id_prompt", "Why do we have seasons on Earth?")
    page.focus("#generate")
    page.keyboard.press("Enter")

    expect(page.locator("#generate")).to_be_disabled()
    assert page.evaluate(FOCUSED) == "h2#live-title:Writing your lesson"
    expect(page.locator("#generate")).to_be_enabled()
    assert page.evaluate(FOCUSED) == focused
    if outcome == "done":
        page.keyboard.press("Enter")
        expect(page).to_have_url(f"{embedded_server.url}/studio/")
    assert page.errors == []
