// The live generation view: sends the request over the studio websocket, then shows
// the lesson materialising as the model denoises it: committed markup streams into
// the sandboxed preview, the block in progress shows its masked positions, and the
// counters follow every step. Reconnects resume from the last event seen. A request the demo
// model refuses ends at once (code topic_unknown): when it finds no catalog topic in it
// (verdict "outside") the view says so, when it cannot tell which topic is meant ("unsure") it
// asks which, and when it asks for a catalog topic the demo model has not learnt ("unlearnt",
// a topic added after it was trained) it says so and links that topic's catalog lesson; each
// way it offers the candidate topics as buttons that ask for that topic at once (same grade
// and language), and a link to the whole catalog. A part that a demo
// checkpoint wrote from its catalog's lesson is said to be so, and an instruction it did not
// read to have been left unfollowed.
const form = document.getElementById("generate-form");
const strings = JSON.parse(document.getElementById("studio-strings").textContent);
const $ = (id) => document.getElementById(id);
const preview = $("live-preview");
// each catalog topic's subject, by slug (the new-lesson page only)
const topicSubjects = JSON.parse($("topic-subjects")?.textContent || "{}");
// what the rewrite page says of a part a demo checkpoint wrote (the rewrite page only)
const partStrings = JSON.parse($("part-strings")?.textContent || "{}");

const state = {
  socket: null,
  job: null,
  lastSeq: 0,
  retry: 0,
  previewReady: false,
  pending: [],
  resetPending: false,
};

function socketUrl() {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/studio/`;
}

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) {
    state.socket.send(JSON.stringify(message));
    return true;
  }
  return false;
}

function connect() {
  return new Promise((resolve) => {
    const socket = new WebSocket(socketUrl());
    state.socket = socket;
    socket.addEventListener("open", () => {
      state.retry = 0;
      if (state.job) send({ type: "follow", job: state.job, after: state.lastSeq });
      resolve(socket);
    });
    socket.addEventListener("message", (event) => handle(JSON.parse(event.data)));
    socket.addEventListener("close", () => {
      if (!state.job || state.finished) return;
      setStatus(strings.disconnected);
      state.retry = Math.min(state.retry + 1, 6);
      setTimeout(connect, 250 * 2 ** state.retry);
    });
  });
}

function setStatus(text) {
  $("live-status").textContent = text;
}

function toPreview(message) {
  if (state.previewReady) preview.contentWindow.postMessage(message, "*");
  else state.pending.push(message);
}

window.addEventListener("message", (event) => {
  if (event.source !== preview.contentWindow || event.data?.type !== "ready") return;
  state.previewReady = true;
  for (const message of state.pending.splice(0)) preview.contentWindow.postMessage(message, "*");
});

function resetPreview() {
  $("live-block").textContent = "";
  toPreview({ type: "reset", lang: form.elements.language.value });
}

function showBlock(segments) {
  const block = $("live-block");
  block.replaceChildren(
    ...segments.map((segment) => {
      const span = document.createElement("span");
      if (segment.m) {
        span.className = "mask";
        span.textContent = "·";
      } else {
        span.textContent = segment.t;
      }
      return span;
    }),
  );
}

function showStats(stats = {}) {
  if (stats.blocks !== undefined) $("stat-blocks").textContent = stats.blocks;
  if (stats.steps !== undefined) $("stat-steps").textContent = stats.steps;
  if (stats.tokens_per_second) $("stat-tps").textContent = stats.tokens_per_second.toFixed(1);
  if (stats.tokens_per_forward) $("stat-tpf").textContent = stats.tokens_per_forward.toFixed(2);
  if (stats.progress !== undefined) $("live-bar").style.width = `${Math.round(stats.progress * 100)}%`;
}

// Whether keyboard focus is where the view put it, or lost: on <body> (the Generate button it
// was on is disabled while the model works, the Cancel button hidden at the end) or on the
// live heading. Focus the teacher moved elsewhere (back into the request, say) stays there.
function focusLost() {
  const active = document.activeElement;
  return !active || active === document.body || [$("generate"), $("cancel"), $("live-title")].includes(active);
}

function finish(text, link) {
  state.finished = true;
  const lost = focusLost();
  $("cancel").hidden = true;
  $("generate").disabled = false;
  setStatus(text);
  const result = $("live-result");
  result.replaceChildren();
  if (link) {
    const anchor = document.createElement("a");
    anchor.href = link;
    anchor.className = "button";
    anchor.textContent = strings.open;
    result.append(anchor);
  }
  result.hidden = !link;
  // the result, else (failed, cancelled) the button that tries again
  if (lost) (link ? result.querySelector("a") : $("generate")).focus();
}

function handle(message) {
  if (message.type === "error") {
    showError(message);
    return;
  }
  if (message.type === "accepted") {
    state.job = message.job;
    state.lastSeq = 0;
    history.replaceState(null, "", `#job=${message.job}`);
    setStatus(`${strings.queued} ${message.position}` + (message.model_ready ? "" : ` — ${strings.no_model}`));
    return;
  }
  if (message.seq !== undefined) state.lastSeq = message.seq;
  switch (message.type) {
    case "queued":
      break;
    case "started":
      setStatus(strings.started);
      break;
    case "reclaimed":
    case "attempt":
      setStatus(message.type === "reclaimed" ? strings.reclaimed : strings.started);
      // the last page stays until the new attempt writes: the preview never goes blank
      state.resetPending = true;
      break;
    case "step":
      if (message.text_append && state.resetPending) {
        state.resetPending = false;
        resetPreview();
      }
      if (message.text_append) toPreview({ type: "append", text: message.text_append });
      showBlock(message.draft || []);
      showStats(message.stats);
      break;
    case "block":
      showStats(message.stats);
      break;
    case "validation":
      setStatus(strings.validating);
      break;
    case "done":
      showStats({ progress: 1 });
      finish(
        [message.validation_ok ? strings.done : strings.done_invalid, ...partNotes(message.part)].join(" "),
        message.lesson_url,
      );
      break;
    case "failed":
      if (message.code === "topic_unknown") {
        topicUnknown(message.verdict, message.nearest_topics || [], message.topic);
      }
      else finish(`${strings.failed} ${message.error || ""}`);
      break;
    case "cancelled":
      finish(strings.cancelled);
      break;
    default:
      break;
  }
}

// A part job's summary (`genui.worker.parts`): a demo checkpoint wrote the part from its
// catalog's lesson, reading neither the instruction nor the teacher's lesson.
function partNotes(part) {
  if (!part?.from_catalog) return [];
  const notes = [part.instruction && !part.instruction_read ? partStrings.ignored : partStrings.catalog];
  if (part.unchanged) notes.push(partStrings.same);
  return notes;
}

// The live view as the model writes (heading, progress, counters, block, preview), or, when a
// request ends in topics to choose from, only its heading "Choose a topic" and the choice.
function showWriting(writing) {
  $("live-title").textContent = writing ? strings.writing : strings.choose_topic;
  $("live-work").hidden = !writing;
  $("live-bar").parentElement.hidden = !writing;
}

function topicUnknown(verdict, nearest, asked) {
  const said = { unsure: strings.topic_unsure, unlearnt: strings.topic_unlearnt };
  finish(said[verdict] || strings.topic_unknown);
  // nothing was written: no counters, empty block or blank preview, only the choice
  showWriting(false);
  const interfaceLanguage = document.documentElement.lang.startsWith("zh") ? "zh" : "en";
  const lessonLanguage = form.elements.language.value === "zh" ? "zh" : "en";
  const result = $("live-result");
  const choices = document.createElement("div");
  choices.className = "topic-choices";
  choices.setAttribute("role", "group");
  choices.setAttribute("aria-labelledby", "live-status");
  for (const topic of nearest) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "chip";
    button.lang = interfaceLanguage;
    button.dataset.topic = topic.slug;
    button.textContent = topic[interfaceLanguage];
    button.addEventListener("click", () => askFor(topic));
    choices.append(button);
  }
  const catalog = document.createElement("a");
  const query = new URLSearchParams({ grade: form.elements.grade.value, language: lessonLanguage });
  catalog.href = `${strings.catalog_url}?${query}`;
  catalog.textContent = strings.catalog;
  const more = document.createElement("p");
  if (verdict === "unlearnt" && asked?.slug) {
    // the catalog's own lesson of the topic asked for, at the grade and in the language asked
    const lesson = document.createElement("a");
    lesson.href = `${strings.catalog_url}${encodeURIComponent(asked.slug)}/${lessonLanguage}/?grade=${encodeURIComponent(form.elements.grade.value)}`;
    // named, so that the teacher sees which topic the request was understood to ask for
    lesson.textContent = strings.topic_lesson.replace("{topic}", asked[interfaceLanguage] || asked.slug);
    lesson.className = "topic-lesson";
    more.append(lesson, " · ");
  }
  more.append(catalog);
  if (nearest.length) result.append(choices);
  result.append(more);
  result.hidden = false;
  // focus leaves the Generate button while the model works: bring it to the first choice
  if (focusLost()) (choices.querySelector("button") || catalog).focus();
}

// A refused request's candidate topic, asked for at once: its name in the lesson's language
// as the request, its subject, the grade and language the form holds (those of the request).
function askFor(topic) {
  form.elements.prompt.value = topic[form.elements.language.value === "zh" ? "zh" : "en"];
  const subject = topicSubjects[topic.slug];
  if (subject && [...form.elements.subject.options].some((option) => option.value === subject)) {
    form.elements.subject.value = subject;
  }
  countPrompt();
  form.requestSubmit();
  $("live-title").focus();
}

function showError(message) {
  const box = $("form-error");
  const fields = message.fields ? Object.entries(message.fields).map(([k, v]) => `${k}: ${v.join(" ")}`) : [];
  box.textContent = [message.error, ...fields].join(" — ");
  box.hidden = false;
  if (!state.job || message.fields) $("generate").disabled = false;
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  $("form-error").hidden = true;
  const data = Object.fromEntries(new FormData(form));
  if (form.dataset.lesson) {
    // a new version of this lesson: rewritten whole (a new seed unless the teacher keeps it),
    // or one part of it rewritten (the form names the part: no prompt)
    data.lesson = Number(form.dataset.lesson);
    if (data.part === undefined) data.keep_seed = form.elements.keep_seed?.checked === true;
  } else {
    delete data.keep_seed;
  }
  if (data.prompt !== undefined && data.prompt.trim().length > promptLimit) {
    showError({ error: strings.too_long });
    form.elements.prompt.focus();
    return;
  }
  if (data.prompt !== undefined && !data.prompt.trim()) {
    showError({ error: strings.empty_prompt });
    form.elements.prompt.focus();
    return;
  }
  $("generate").disabled = true;
  $("live-result").hidden = true;
  $("live-result").replaceChildren();
  // the last request's outcome is not this one's
  setStatus("");
  state.job = null;
  state.finished = false;
  state.resetPending = false;
  $("live").hidden = false;
  showWriting(true);
  $("cancel").hidden = false;
  // the Generate button is disabled under the focus: the heading of the live view takes it
  if (focusLost()) $("live-title").focus();
  resetPreview();
  if (!send({ type: "generate", ...data })) {
    await connect();
    send({ type: "generate", ...data });
  }
});

$("cancel").addEventListener("click", () => {
  if (state.job) send({ type: "cancel", job: state.job });
});

// The request's length, shown from 80% of the limit on (a longer one is refused, not cut).
const promptLimit = Number($("prompt-count")?.dataset.limit);
function countPrompt() {
  const count = $("prompt-count");
  if (!count) return;
  const length = form.elements.prompt.value.trim().length;
  count.hidden = length < promptLimit * 0.8;
  count.textContent = `${length.toLocaleString()} / ${promptLimit.toLocaleString()} ${strings.characters}`;
  count.classList.toggle("form-error", length > promptLimit);
}
form.elements.prompt?.addEventListener("input", countPrompt);

for (const chip of document.querySelectorAll("[data-example]")) {
  chip.addEventListener("click", () => {
    form.elements.prompt.value = chip.dataset.example;
    form.elements.language.value = chip.dataset.lang;
    form.elements.subject.value = chip.dataset.subject;
    countPrompt();
    form.elements.prompt.focus();
  });
}

const resume = /#job=([0-9a-f-]{36})/.exec(location.hash);
if (resume) {
  state.job = resume[1];
  $("live").hidden = false;
  $("cancel").hidden = false;
  connect();
} else {
  connect();
}
