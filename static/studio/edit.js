// The lesson editor: every change re-renders the preview through the server's sanitiser
// (`studio:edit-preview`) and the same live-preview shell as a generation; saving is the
// form's own submit, so the editor works without this script too.
const form = document.getElementById("edit-form");
const preview = document.getElementById("edit-preview");
const problems = document.getElementById("edit-problems");
const strings = JSON.parse(document.getElementById("edit-strings").textContent);
let ready = false;
let latest = null;
let timer = null;
let asked = 0;

function show(markup) {
  latest = markup;
  if (!ready) return;
  preview.contentWindow.postMessage({ type: "reset", lang: form.dataset.lang }, "*");
  preview.contentWindow.postMessage({ type: "append", text: markup }, "*");
}

async function refresh() {
  const ticket = (asked += 1);
  const response = await fetch(form.dataset.preview, {
    method: "POST",
    body: new FormData(form),
    credentials: "same-origin",
  });
  if (!response.ok || ticket !== asked) return;
  const result = await response.json();
  problems.hidden = result.problems.length === 0;
  problems.textContent = result.problems.length
    ? `${strings.problems} ${result.problems.join("; ")}`
    : "";
  show(result.markup);
}

window.addEventListener("message", (event) => {
  if (event.source !== preview.contentWindow || event.data?.type !== "ready") return;
  ready = true;
  if (latest !== null) show(latest);
});

form.addEventListener("input", () => {
  clearTimeout(timer);
  timer = setTimeout(refresh, 250);
});

refresh();
