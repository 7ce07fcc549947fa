// A student's lesson page: the lesson runs sandboxed in the frame, on an opaque origin, and
// reports what the student did through postMessage (static/lesson/record.js; the protocol is in
// docs/classroom.md). This page, on the site's origin where the student's token cookie lives,
// checks every message and posts it, in order, to the class's record endpoint.
const frame = document.getElementById("lesson-frame");
const status = document.getElementById("record-status");
const strings = JSON.parse(document.getElementById("record-strings").textContent);
const PROTOCOL = "lesson-record";
// each kind of record and exactly its keys (the server checks them again, against the lesson)
const KEYS = { open: ["kind"], step: ["count", "index", "kind"], answer: ["choice", "kind", "question"] };

function valid(record) {
  if (!record || typeof record !== "object" || Array.isArray(record)) return false;
  const keys = KEYS[record.kind];
  if (!keys || Object.keys(record).sort().join() !== keys.join()) return false;
  if (record.kind === "step") {
    const { index, count } = record;
    return Number.isInteger(index) && Number.isInteger(count) && index >= 0 && index < count && count <= 200;
  }
  if (record.kind === "answer") {
    const { question, choice } = record;
    return typeof question === "string" && question.length <= 64 && typeof choice === "string" && choice.length <= 500;
  }
  return true;
}

let sending = Promise.resolve();

async function refusalMessage(response) {
  if (response.status !== 403 && response.status !== 410) return "";
  try {
    const body = await response.json();
    return typeof body.message === "string" ? body.message : "";
  } catch {
    return "";
  }
}

// a random key per record, sent with each try: a retried POST whose first try was recorded
// (its response lost) records nothing again (crypto.randomUUID needs HTTPS; this does not)
function recordKey() {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function post(record) {
  const key = recordKey();
  for (const wait of [0, 2000, 8000]) {
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const response = await fetch(frame.dataset.record, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "X-CSRFToken": frame.dataset.csrf, "Idempotency-Key": key },
        body: JSON.stringify(record),
      });
      // a refused record (4xx) is refused again: only the network and the server's trouble retry
      if (response.ok || (response.status < 500 && response.status !== 429)) {
        // no longer a student of the class, or the class has ended: the server says so in the
        // student's language, whatever the record was
        const refusal = response.ok ? "" : await refusalMessage(response);
        status.textContent = refusal || (response.ok || record.kind !== "answer" ? "" : strings.failed);
        return;
      }
    } catch {
      // offline for a moment: try again
    }
  }
  if (record.kind === "answer") status.textContent = strings.failed;
}

window.addEventListener("message", (event) => {
  // The lesson's origin is opaque ("null", like any sandboxed document's): only the source tells
  // our frame's messages from another window's.
  if (event.source !== frame.contentWindow || event.origin !== "null") return;
  const data = event.data;
  if (!data || data.clover !== PROTOCOL || data.v !== 1 || !valid(data.record)) return;
  const record = { ...data.record };
  sending = sending.then(() => post(record));
});

// Ask the lesson to report: now (in case it is already running) and whenever the frame loads.
function listen() {
  frame.contentWindow?.postMessage({ clover: PROTOCOL, v: 1, listen: true }, "*");
}
frame.addEventListener("load", listen);
listen();
