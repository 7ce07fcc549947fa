/**
 * Guided walk-through: <cl-story> shows one <cl-step> at a time with previous/next buttons; showing a step
 * moves the camera, highlights objects, sets the caption and applies its <cl-set> parameter values.
 * The story opens on its first step with that step's parameter values set, as navigating to it sets them
 * (the camera, highlights and caption move once the learner navigates).
 * Printed, every step shows, each with a still of the scene as that step sets it.
 */
import { ClElement, h } from "./base.js";
import { store } from "./state.js";
import { t } from "./i18n.js";
import { announce } from "./a11y.js";

class ClStory extends ClElement {
  init() {
    const root = this.shadow({ slotAssignment: "manual" });
    if (!root.firstChild) {
      this.heading = h("h2", { class: "panel-heading" });
      this.prev = h("button", { type: "button", class: "nav-prev" });
      this.next = h("button", { type: "button", class: "nav-next" });
      this.count = h("span", { class: "count" });
      this.dots = h("div", { class: "dots", role: "toolbar" });
      this.dots.addEventListener("keydown", (event) => this.dotKey(event));
      this.stepSlot = h("slot");
      this.prev.addEventListener("click", () => this.go(this.index - 1, true));
      this.next.addEventListener("click", () => this.go(this.index + 1, true));
      root.append(h("section", { class: "panel story" }, this.heading, this.dots, this.stepSlot,
        h("div", { class: "nav" }, this.prev, this.count, this.next)), h("div", { class: "notices" }));
    }
    this.index = 0;
    this.applied = false;
    // still on the step it opened with: the learner has not navigated
    this.opening = true;
    this.observer = new MutationObserver(() => this.guard(() => this.refresh()));
    this.observer.observe(this, { childList: true });
    this.onBeforePrint = () => this.guard(() => this.printBegin());
    this.onAfterPrint = () => this.guard(() => this.refresh());
    window.addEventListener("beforeprint", this.onBeforePrint);
    window.addEventListener("afterprint", this.onAfterPrint);
    this.changed();
  }

  changed() {
    this.heading.textContent = this.a("heading") || t("story");
    this.prev.textContent = `‹ ${t("previous")}`;
    this.next.textContent = `${t("next")} ›`;
    this.refresh();
  }

  steps() {
    return [...this.children].filter((c) => c.localName === "cl-step");
  }

  /** Whether `step` is the step the story opened with and still shows (its values apply on arrival). */
  opensWith(step) {
    return this.opening && this.steps()[this.index] === step;
  }

  refresh() {
    const steps = this.steps();
    this.index = Math.min(this.index, Math.max(0, steps.length - 1));
    const current = steps[this.index];
    this.stepSlot.assign(...(current ? [current] : []));
    this.count.textContent = steps.length ? t("stepOf", { n: this.index + 1, total: steps.length }) : "";
    this.prev.disabled = this.index <= 0;
    this.next.disabled = this.index >= steps.length - 1;
    if (this.dots.children.length !== steps.length) {
      this.dots.replaceChildren(...steps.map((s, i) => {
        // A roving tabindex: Tab reaches the current dot, the arrow keys the others.
        const b = h("button", { type: "button", class: "dot", tabindex: "-1" });
        b.addEventListener("click", () => this.go(i, true));
        return b;
      }));
    }
    [...this.dots.children].forEach((b, i) => {
      b.setAttribute("aria-label", `${t("stepOf", { n: i + 1, total: steps.length })}: ${steps[i]?.a?.("title") ?? ""}`);
      b.setAttribute("aria-current", i === this.index ? "step" : "false");
      b.tabIndex = i === this.index ? 0 : -1;
    });
    this.dots.setAttribute("aria-label", t("story"));
    store.step = current ? { index: this.index, count: steps.length, title: current.a?.("title") ?? "", applied: this.applied } : null;
    store.emit("step", store.step);
  }

  /** Arrow keys, Home and End move between the step dots (and show that step). */
  dotKey(event) {
    const last = this.steps().length - 1;
    const target = {
      ArrowRight: this.index + 1, ArrowDown: this.index + 1,
      ArrowLeft: this.index - 1, ArrowUp: this.index - 1,
      Home: 0, End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const i = Math.max(0, Math.min(last, target));
    this.go(i, true);
    this.dots.children[i]?.focus();
  }

  /** Show step i; `apply` moves the camera, highlights and sets parameters (done on user navigation). */
  go(i, apply) {
    const steps = this.steps();
    if (i < 0 || i >= steps.length) return;
    this.index = i;
    this.opening = false;
    this.applied = !!apply;
    this.refresh();
    if (apply) steps[i].show();
    announce(t("stepAnnounce", { n: i + 1, total: steps.length, title: steps[i].a?.("title") ?? "" }));
  }

  /**
   * Before printing: every step in the slot, each with a still of the scene as the step sets it (camera,
   * parameters, highlights), then the learner's own view and settings back as they were.
   */
  printBegin() {
    const steps = this.steps();
    this.stepSlot.assign(...steps);
    const scene = store.scene;
    if (!scene?.renderer || !scene.controls) return;
    const saved = {
      params: store.paramControls().map(([id]) => [id, store.param(id)]),
      position: scene.camera.position.clone(), target: scene.controls.target.clone(),
      highlights: scene.baseHighlights ?? [], caption: scene.caption.textContent, reduced: store.reducedMotion,
    };
    store.reducedMotion = true; // camera moves are instant
    try {
      for (const step of steps) {
        step.show();
        step.setStill(scene.still());
      }
    } finally {
      store.reducedMotion = saved.reduced;
      for (const [id, value] of saved.params) if (store.param(id) !== value) store.setParam(id, value);
      scene.camera.position.copy(saved.position);
      scene.controls.target.copy(saved.target);
      scene.controls.update();
      scene.setHighlights(saved.highlights);
      scene.setCaption(saved.caption);
      scene.still();
    }
  }

  teardown() {
    this.observer?.disconnect();
    window.removeEventListener("beforeprint", this.onBeforePrint);
    window.removeEventListener("afterprint", this.onAfterPrint);
  }
}

class ClStep extends ClElement {
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      this.title_ = h("h3", { class: "step-title" });
      this.still = h("img", { class: "still print-only", alt: "" });
      root.append(h("article", { class: "step" }, this.title_, h("slot"), this.still), h("div", { class: "notices" }));
    }
    this.changed();
  }

  changed() {
    this.title_.textContent = this.a("title") ?? "";
    this.parentElement?.refresh?.();
  }

  /** A picture of the scene at this step, for the printed page. */
  setStill(src) {
    if (!src) return;
    this.still.src = src;
    this.still.alt = this.a("caption") || this.a("title") || "";
  }

  show() {
    const scene = store.scene;
    for (const s of this.querySelectorAll(":scope > cl-set")) s.guard(() => s.apply());
    if (scene) {
      const camera = this.a("camera"), target = this.a("target");
      if (camera || target) scene.flyTo(camera, target);
      const ids = this.a("highlight") ?? [];
      for (const id of ids) {
        if (!store.byId(id)) this.notice(`ref:${id}`, t("unknownRef", { id }));
      }
      scene.setHighlights(ids);
      scene.setCaption(this.a("caption") ?? "");
    }
  }
}

class ClSet extends ClElement {
  /** In the step a story opens with, a value applies as it arrives (the page may still be streaming in). */
  init() {
    this.waiting = false;
    if (this.inOpeningStep()) this.apply({ opening: true });
  }

  /** Once the page is quiet: a value that arrived before its control applies now (or is reported). */
  recheck() {
    if (this.waiting && this.inOpeningStep()) this.apply({ opening: true });
  }

  inOpeningStep() {
    const step = this.parentElement;
    return step?.localName === "cl-step" && !!step.parentElement?.opensWith?.(step);
  }

  apply({ opening = false } = {}) {
    const id = this.a("param"), value = this.a("value");
    this.waiting = false;
    if (!id || value === undefined) return;
    if (!store.hasParam(id)) {
      // on opening, a page streaming in may bring the control after the story
      this.waiting = opening;
      if (opening) this.softNotice("ref", t("unknownRef", { id }));
      else this.notice("ref", t("unknownRef", { id }));
      return;
    }
    this.clearSoft("ref");
    const current = store.param(id);
    store.setParam(id, typeof current === "boolean" ? value !== 0 : value);
  }
}

export const ELEMENTS = { "cl-story": ClStory, "cl-step": ClStep, "cl-set": ClSet };
