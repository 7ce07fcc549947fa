/**
 * Multiple-choice quiz: <cl-quiz keep-order> > <cl-question prompt> > <cl-choice correct feedback>.
 * The learner picks a choice (a toggle button), then checks it; the feedback of the chosen answer is shown
 * and spoken. State goes to store.quiz for the snapshot. Printed, the questions show without answers or
 * feedback, followed by an answer key.
 *
 * Each question shows its choices in an order of the student's own (shuffle.js: seeded by the student,
 * the lesson and the question, so stable on reload), never with the right answer first in every
 * question of a quiz; `keep-order` keeps the written order. The choices are moved in the document, so
 * what is seen, read out and reached with Tab is the same order.
 */
import { ClElement, h } from "./base.js";
import { store } from "./state.js";
import { t } from "./i18n.js";
import { hashString, shuffledIndices, studentId } from "./shuffle.js";

let uid = 0;

// Printed, each choice shows a letter in its mark, in the order shown; the answer key names the right one by it.
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// A right answer's feedback that opens with a verdict of its own ("Correct: ...", "Yes!", "对！")
// is shown as written, not after the runtime's "Correct." (which read "Correct. Correct: ...").
// The verdict word must end in punctuation: "Rightward ..." or "对流 ..." is no verdict.
const OWN_VERDICT = /^\s*(?:(?:correct|right|yes|exactly)\s*[.:!,;]|(?:正确|对|没错)\s*[。：！，；.:!,;])/i;

// Quizzes (or a question outside any quiz) whose choices to order once the current task is done:
// elements upgrade and stream in one by one, and one pass orders them all.
const pending = new Set();

function arrangeSoon(owner) {
  if (!pending.size) queueMicrotask(arrangePending);
  pending.add(owner);
}

function arrangePending() {
  const owners = [...pending];
  pending.clear();
  for (const owner of owners) if (owner.isConnected) owner.guard(() => arrange(owner));
}

function isRight(choice) {
  return choice.a ? !!choice.a("correct") : choice.hasAttribute("correct");
}

/** Put the choices of every question of `owner` (a cl-quiz, or a lone cl-question) in the order to show. */
function arrange(owner) {
  const questions = owner.localName === "cl-quiz" ? [...owner.querySelectorAll("cl-question")] : [owner];
  const keep = owner.localName === "cl-quiz" && !!owner.a("keep-order");
  const lesson = store.lesson?.a?.("title") ?? "";
  const plans = questions.filter((q) => q.writtenChoices).map((q) => {
    const written = q.writtenChoices();
    const key = `${studentId()}\n${lesson}\n${q.key()}`;
    return { q, written, key, order: keep ? written.map((_, i) => i) : shuffledIndices(written.length, key) };
  });
  // A fair shuffle may still put the right answer first everywhere (1 in 9 for two questions of three
  // choices): then one question, chosen by the seed, shows it later.
  const shuffled = plans.filter((p) => p.written.length > 1);
  if (!keep && shuffled.length > 1 && shuffled.every((p) => isRight(p.written[p.order[0]]))) {
    const p = shuffled[hashString(shuffled.map((s) => s.key).join("\n")) % shuffled.length];
    p.order.push(p.order.shift());
  }
  for (const p of plans) p.q.show(p.order.map((i) => p.written[i]));
}

class ClQuiz extends ClElement {
  /** The page marks a quiz busy until this runtime has defined it (genui/lessons/renderer.py,
   * runtime.css): it is ready now, whatever init makes of it. */
  connectedCallback() {
    this.removeAttribute("aria-busy");
    super.connectedCallback();
  }

  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      this.heading = h("h2", { class: "box-heading" });
      this.score = h("p", { class: "score", role: "status" });
      this.answerKey = h("section", { class: "answer-key print-only" });
      root.append(h("section", { class: "quiz" }, this.heading, h("slot"), this.score), this.answerKey, h("div", { class: "notices" }));
    }
    this.onBeforePrint = () => this.guard(() => this.buildAnswerKey());
    window.addEventListener("beforeprint", this.onBeforePrint);
    this.changed();
  }

  /** The answer key of the printed page: each question's prompt and its correct choice, by the letter
   * the printed question shows beside it (the choices in the order this student sees them). */
  buildAnswerKey() {
    const items = [...this.querySelectorAll("cl-question")].map((q) => {
      const shown = q.choices();
      shown.forEach((c, i) => c.setLetter?.(LETTERS[i] ?? ""));
      const right = shown.filter((c) => c.a("correct")).map((c) => `${c.letter ?? ""} ${c.textContent.trim()}`.trim());
      return h("li", {}, h("span", { class: "key-prompt", text: q.a("prompt") ?? "" }), " ",
        h("strong", { text: right.join(t("listSep")) || "—" }));
    });
    this.answerKey.replaceChildren(h("h2", { class: "box-heading", text: t("answerKey") }), h("ol", {}, ...items));
  }

  teardown() {
    window.removeEventListener("beforeprint", this.onBeforePrint);
  }

  changed() {
    this.heading.textContent = this.a("heading") || t("quiz");
    this.updateScore();
    arrangeSoon(this);
  }

  updateScore() {
    const qs = [...this.querySelectorAll("cl-question")];
    const checked = qs.filter((q) => q.checked);
    this.score.textContent = checked.length ? t("score", { n: checked.filter((q) => q.isCorrect()).length, total: qs.length }) : "";
  }
}

class ClQuestion extends ClElement {
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      const pid = `q-prompt-${++uid}`;
      this.prompt = h("p", { class: "prompt", id: pid });
      this.check = h("button", { type: "button", class: "check" });
      this.feedback = h("p", { class: "feedback", role: "status", "aria-live": "polite" });
      this.check.addEventListener("click", () => this.guard(() => this.checkAnswer()));
      root.append(h("div", { class: "question", role: "group", "aria-labelledby": pid }, this.prompt,
        h("div", { class: "choices" }, h("slot")), h("div", { class: "question-actions" }, this.check), this.feedback), h("div", { class: "notices" }));
    }
    this.selected = null;
    this.checked = false;
    this.written ??= [];
    this.arranging = false;
    this.changed();
    this.choiceArrived();
  }

  key() {
    if (this.id) return this.id;
    const all = [...(this.closest("cl-lesson") ?? document).querySelectorAll("cl-question")];
    return `q${all.indexOf(this) + 1}`;
  }

  changed() {
    this.prompt.textContent = this.a("prompt") ?? "";
    this.check.textContent = t("checkAnswer");
  }

  /** The choices in the order shown. */
  choices() {
    return [...this.querySelectorAll(":scope > cl-choice")];
  }

  /** The choices in the order written (a choice streamed in later is written after the others). */
  writtenChoices() {
    const now = this.choices();
    this.written = [...this.written.filter((c) => now.includes(c)), ...now.filter((c) => !this.written.includes(c))];
    return this.written;
  }

  /** A choice joined the question (or the question the page): order the quiz again, unless this moved it. */
  choiceArrived() {
    if (this.arranging) return;
    const quiz = this.parentElement?.localName === "cl-quiz" ? this.parentElement : null;
    arrangeSoon(quiz?.guard ? quiz : this);
  }

  /** Show the choices in `ordered`: moved in the document, so reading and Tab order follow. */
  show(ordered) {
    const now = this.choices();
    if (ordered.every((c, i) => now[i] === c)) return;
    this.arranging = true;
    try {
      for (const c of ordered) this.append(c);
    } finally {
      this.arranging = false;
    }
  }

  isCorrect() {
    return !!this.selected?.a("correct");
  }

  select(choice) {
    this.selected = choice;
    this.checked = false;
    for (const c of this.choices()) c.setState(c === choice ? "selected" : "");
    this.feedback.textContent = "";
    this.feedback.className = "feedback";
    this.record();
  }

  checkAnswer() {
    if (!this.selected) {
      this.feedback.textContent = t("chooseFirst");
      return;
    }
    this.checked = true;
    const ok = this.isCorrect();
    this.selected.setState(ok ? "correct" : "wrong");
    const fb = this.selected.a("feedback") ?? "";
    if (ok && OWN_VERDICT.test(fb)) this.feedback.textContent = fb.trim();
    else this.feedback.textContent = t(ok ? "feedbackCorrect" : "feedbackWrong", { feedback: fb }).trim();
    this.feedback.className = `feedback ${ok ? "is-correct" : "is-wrong"}`;
    this.record();
    this.closest("cl-quiz")?.updateScore?.();
  }

  record() {
    store.quiz.set(this.key(), {
      answer: this.selected ? this.writtenChoices().indexOf(this.selected) : null,
      answer_text: this.selected?.textContent.trim() ?? null,
      checked: this.checked,
      correct: this.selected ? this.isCorrect() : null,
    });
    store.emit("quiz");
  }
}

class ClChoice extends ClElement {
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      this.mark = h("span", { class: "mark", "aria-hidden": "true" });
      this.button = h("button", { type: "button", class: "choice", "aria-pressed": "false" }, this.mark, h("span", { class: "choice-text" }, h("slot")));
      this.button.addEventListener("click", () => this.guard(() => this.closest("cl-question")?.select?.(this)));
      root.append(this.button, h("div", { class: "notices" }));
    }
    const question = this.parentElement;
    if (question?.localName === "cl-question") question.choiceArrived?.();
  }

  /** The letter the printed page shows in this choice's mark ("A", "B", ...), as "B." (or "" for none). */
  setLetter(letter) {
    this.mark ??= this.button.querySelector(".mark");
    this.mark.dataset.letter = letter;
    this.letter = letter ? `${letter}.` : "";
  }

  setState(state) {
    this.button.setAttribute("aria-pressed", String(state !== ""));
    this.button.dataset.state = state;
  }
}

export const ELEMENTS = { "cl-quiz": ClQuiz, "cl-question": ClQuestion, "cl-choice": ClChoice };
