// The source view (templates/studio/source.html): CodeMirror 6 over the form's text area.
// Each change, after a pause, goes to the server's sanitiser (`studio:source-check`): what it
// would remove comes back with its line and column and shows as an inline diagnostic, in the
// gutter and in a list under the editor; the sanitised markup goes to the same live-preview
// frame as the edit form's (static/lesson/stream.js: "reset", then "append"). Saving is the
// form's own submit with the editor's text, so a refused save comes back with the text as typed.
import { EditorState } from "@codemirror/state";
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { bracketMatching, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { html } from "@codemirror/lang-html";
import { lintGutter, lintKeymap, linter } from "@codemirror/lint";
import { classHighlighter } from "@lezer/highlight";

const form = document.getElementById("source-form");
const textarea = document.getElementById("source-text");
const preview = document.getElementById("source-preview");
const summary = document.getElementById("source-summary");
const list = document.getElementById("source-problems");
const strings = JSON.parse(document.getElementById("source-strings").textContent);
let ready = false;
let latest = null;

function show(markup) {
  latest = markup;
  if (!ready) return;
  preview.contentWindow.postMessage({ type: "reset", lang: form.dataset.lang }, "*");
  preview.contentWindow.postMessage({ type: "append", text: markup }, "*");
}

window.addEventListener("message", (event) => {
  if (event.source !== preview.contentWindow || event.data?.type !== "ready") return;
  ready = true;
  if (latest !== null) show(latest);
});
// loaded only now, once its "ready" has a listener: this module loads after CodeMirror's
// twenty, and the frame could be ready first
preview.src = preview.dataset.src;

// A problem's place in the document: from its line and (1-based) column to the end of the
// name it is about (`<script`, `onclick`; the element that passes the scene budget), within
// that line.
function range(doc, problem) {
  const line = doc.line(Math.min(Math.max(problem.line, 1), doc.lines));
  const from = Math.min(line.from + Math.max(problem.column - 1, 0), line.to);
  const tag = problem.kind === "element" || problem.kind === "budget";
  const name = problem.attribute || (tag ? `<${problem.element}` : "");
  return { from, to: Math.min(from + Math.max(name.length, 1), line.to) };
}

function report(view, problems) {
  summary.textContent = problems.length ? strings.problems : strings.clean;
  list.replaceChildren(
    ...problems.map((problem) => {
      const item = document.createElement("li");
      const jump = document.createElement("button");
      jump.type = "button";
      jump.className = "link-button";
      jump.textContent = strings.line.replace("{line}", problem.line);
      jump.addEventListener("click", () => {
        const { from } = range(view.state.doc, problem);
        view.dispatch({ selection: { anchor: from }, scrollIntoView: true });
        view.focus();
      });
      item.append(jump, ` ${problem.message}`);
      return item;
    }),
  );
}

async function check(view) {
  const doc = view.state.doc;
  const body = new FormData(form);
  body.set("markup", doc.toString());
  let result;
  try {
    const response = await fetch(form.dataset.check, {
      method: "POST",
      body,
      credentials: "same-origin",
    });
    if (response.status === 413) {
      summary.textContent = strings.too_large;
      return [];
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    result = await response.json();
  } catch {
    summary.textContent = strings.failed;
    return [];
  }
  // a newer text is on its way to the checks: the lint runs again for it
  if (view.state.doc !== doc) return [];
  report(view, result.problems);
  show(result.markup);
  return result.problems.map((problem) => ({
    ...range(doc, problem),
    severity: "error",
    message: problem.message,
  }));
}

const view = new EditorView({
  state: EditorState.create({
    doc: textarea.value,
    extensions: [
      lineNumbers(),
      highlightActiveLineGutter(),
      highlightSpecialChars(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      highlightActiveLine(),
      html(),
      syntaxHighlighting(classHighlighter),
      linter(check, { delay: 400 }),
      lintGutter(),
      // Tab is left to move focus (no indentWithTab), so the editor is no keyboard trap
      keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
      EditorState.readOnly.of(textarea.readOnly),
      EditorView.lineWrapping,
      // tabindex: axe counts only that as focusable content of the scrolling region (the
      // content is focusable anyway, being contenteditable), and the tab order is unchanged
      EditorView.contentAttributes.of({
        tabindex: "0",
        "aria-labelledby": "source-label",
        "aria-describedby": "source-status",
        spellcheck: "false",
        autocapitalize: "off",
        lang: textarea.lang,
      }),
    ],
  }),
});
textarea.hidden = true;
textarea.after(view.dom);
form.addEventListener("submit", () => {
  textarea.value = view.state.doc.toString();
});
