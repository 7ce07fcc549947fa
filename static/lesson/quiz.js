/**
 * Multiple-choice quiz: <cl-quiz> > <cl-question prompt> > <cl-choice correct feedback>.
 * The learner picks a choice (a toggle button), then checks it; the feedback of the chosen answer is shown
 * and spoken. State goes to store.quiz for the snapshot. Printed, the questions show without answers or
 * feedback, followed by an answer key.
 */
import { ClElement, h } from "./base.js";
import { store } from "./state.js";
import { t } from "./i18n.js";

let uid = 0;

class ClQuiz extends ClElement {
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

  /** The answer key of the printed page: each question's prompt and its correct choice. */
  buildAnswerKey() {
    const items = [...this.querySelectorAll("cl-question")].map((q) => {
      const right = q.choices().filter((c) => c.a("correct")).map((c) => c.textContent.trim());
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
    this.changed();
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

  choices() {
    return [...this.querySelectorAll(":scope > cl-choice")];
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
    this.feedback.textContent = ok ? t("feedbackCorrect", { feedback: fb }).trim() : t("feedbackWrong", { feedback: fb }).trim();
    this.feedback.className = `feedback ${ok ? "is-correct" : "is-wrong"}`;
    this.record();
    this.closest("cl-quiz")?.updateScore?.();
  }

  record() {
    store.quiz.set(this.key(), {
      answer: this.selected ? this.choices().indexOf(this.selected) : null,
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
      this.button = h("button", { type: "button", class: "choice", "aria-pressed": "false" }, h("span", { class: "mark", "aria-hidden": "true" }), h("span", { class: "choice-text" }, h("slot")));
      this.button.addEventListener("click", () => this.guard(() => this.closest("cl-question")?.select?.(this)));
      root.append(this.button, h("div", { class: "notices" }));
    }
  }

  setState(state) {
    this.button.setAttribute("aria-pressed", String(state !== ""));
    this.button.dataset.state = state;
  }
}

export const ELEMENTS = { "cl-quiz": ClQuiz, "cl-question": ClQuestion, "cl-choice": ClChoice };
