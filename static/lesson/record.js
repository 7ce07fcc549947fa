/**
 * Recording a lesson in class: the lesson tells the page that frames it what the learner did, so
 * that page (on the site's origin, which knows the student) can keep it. The lesson itself stays
 * sandboxed on its opaque origin and knows nobody. The protocol (docs/classroom.md, "Recording"):
 *
 *   parent -> lesson   {clover: "lesson-record", v: 1, listen: true}        start sending
 *   lesson -> parent   {clover: "lesson-record", v: 1, record: {kind: "open"}}
 *                      {..., record: {kind: "step", index: 0, count: 3}}   a story step reached
 *                      {..., record: {kind: "answer", question: "q1", choice: "The Sun"}}
 *
 * An answer is sent when the learner checks it; `choice` is the chosen choice's text, its identity
 * wherever the quiz puts it on screen. Nothing is sent until the parent asks (what happens before
 * is kept and sent then), nor ever from a page that is not framed: the studio's preview and an
 * embed that does not ask get nothing. `targetOrigin` is "*" because an opaque origin cannot know
 * its parent's; the messages carry nothing but the above.
 */
import { store } from "./state.js";
import { topLevel } from "./text.js";

export const PROTOCOL = "lesson-record";
// what is kept while the parent has not asked yet
const MAX_QUEUED = 200;

let listening = false;
const queued = [];

function send(record) {
  window.parent.postMessage({ clover: PROTOCOL, v: 1, record }, "*");
}

function post(record) {
  if (topLevel()) return;
  if (listening) send(record);
  else if (queued.length < MAX_QUEUED) queued.push(record);
}

window.addEventListener("message", (event) => {
  if (topLevel() || event.source !== window.parent || listening) return;
  if (event.data?.clover !== PROTOCOL || event.data.listen !== true) return;
  listening = true;
  for (const record of queued.splice(0)) send(record);
});

// an answer counts when it is checked: a question's state turning to checked (quiz.js `record`)
const checked = new Map();
store.on("quiz", () => {
  for (const [question, state] of store.quiz) {
    const was = checked.get(question) ?? false;
    checked.set(question, !!state.checked);
    if (state.checked && !was && typeof state.answer_text === "string") {
      post({ kind: "answer", question, choice: state.answer_text });
    }
  }
});

const reached = new Set();
store.on("step", (step) => {
  if (!step || reached.has(step.index)) return;
  reached.add(step.index);
  post({ kind: "step", index: step.index, count: step.count });
});

post({ kind: "open" });
