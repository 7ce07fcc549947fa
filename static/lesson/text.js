/**
 * The page structure and explanatory content: <cl-lesson> (header and responsive layout: the scene with a
 * side panel of controls, story and legend, then the text), <cl-section>, <cl-glossary>/<cl-term> and
 * <cl-legend>/<cl-legend-item>.
 *
 * The layout uses manual slot assignment, so the markup is never moved or rewritten while it streams in.
 */
import { ClElement, h } from "./base.js";
import { store } from "./state.js";
import { t, setLanguage } from "./i18n.js";
import { setLiveRegion } from "./a11y.js";

const STAGE = new Set(["cl-scene"]);

/** Whether the page is the browser tab's own document, not a frame in another page. */
export function topLevel() {
  try {
    return window.self === window.top;
  } catch {
    return false;
  }
}
const PANEL = new Set(["cl-controls", "cl-story", "cl-legend"]);

class ClLesson extends ClElement {
  init() {
    setLanguage(this.getAttribute("lang") || document.documentElement.lang);
    store.lesson = this;
    const root = this.shadow({ slotAssignment: "manual" });
    if (!root.firstChild) {
      this.titleNode = h("h1", { class: "lesson-title" });
      this.meta = h("p", { class: "lesson-meta" });
      this.summary = h("p", { class: "lesson-summary" });
      this.stage = h("slot", { name: "stage" });
      this.panel = h("slot", { name: "panel" });
      this.content = h("slot", { name: "content" });
      const live = h("div", { class: "sr-only", "aria-live": "polite", role: "status" });
      setLiveRegion(live);
      // Print: only where the page may open the print dialog, at the top level (a sandboxed frame
      // without allow-modals may not: the studio's page around the frame links to the page instead).
      this.printButton = h("button", { type: "button", class: "print-button" });
      this.printButton.addEventListener("click", () => window.print());
      this.printButton.hidden = !topLevel();
      root.append(
        h("header", { class: "lesson-header" }, h("div", { class: "lesson-tools" }, this.printButton), this.titleNode, this.meta, this.summary),
        h("div", { class: "notices" }),
        h("div", { class: "lesson-main" }, h("div", { class: "lesson-stage" }, this.stage), h("aside", { class: "lesson-panel" }, this.panel),
          h("div", { class: "lesson-content" }, this.content)),
        live,
      );
    }
    this.observer = new MutationObserver(() => this.assign());
    this.observer.observe(this, { childList: true });
    this.assign();
    this.changed();
  }

  /** Put each child element into the stage, the side panel or the content column. */
  assign() {
    const stage = [], panel = [], content = [];
    for (const child of this.children) {
      if (STAGE.has(child.localName)) stage.push(child);
      else if (PANEL.has(child.localName)) panel.push(child);
      else content.push(child);
    }
    this.stage.assign(...stage);
    this.panel.assign(...panel);
    this.content.assign(...content);
    this.toggleAttribute("data-has-panel", panel.length > 0);
    this.shadowRoot.querySelector(".lesson-main").classList.toggle("no-panel", panel.length === 0);
    this.shadowRoot.querySelector(".lesson-main").classList.toggle("no-stage", stage.length === 0);
  }

  changed() {
    setLanguage(this.getAttribute("lang") || document.documentElement.lang);
    const title = this.a("title") ?? "";
    this.titleNode.textContent = title;
    this.printButton.textContent = t("print");
    if (title && !document.title) document.title = title;
    this.meta.textContent = [this.a("subject"), this.a("grade")].filter(Boolean).join(" · ");
    this.meta.hidden = !this.meta.textContent;
    this.summary.textContent = this.a("summary") ?? "";
    this.summary.hidden = !this.summary.textContent;
  }

  teardown() {
    this.observer?.disconnect();
    if (store.lesson === this) {
      store.lesson = null;
      store.quiz.clear();
      store.step = null;
    }
  }
}

/** A titled box whose light-DOM children are the content (section, glossary, legend). */
class ClTitled extends ClElement {
  headingTag = "h2";
  defaultHeading() {
    return "";
  }
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      this.heading = h(this.headingTag, { class: "box-heading" });
      root.append(h("section", { class: this.boxClass }, this.heading, h("div", { class: "box-body" }, h("slot"))), h("div", { class: "notices" }));
    }
    this.changed();
  }
  changed() {
    this.heading.textContent = this.a("heading") || this.defaultHeading();
    this.heading.hidden = !this.heading.textContent;
  }
}

class ClSection extends ClTitled {
  boxClass = "section";
}
class ClGlossary extends ClTitled {
  boxClass = "glossary";
  defaultHeading() { return t("glossary"); }
}
class ClLegend extends ClTitled {
  boxClass = "panel legend";
  defaultHeading() { return t("legend"); }
}

class ClTerm extends ClElement {
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      this.term = h("dfn", { class: "term" });
      root.append(h("div", { class: "term-row" }, this.term, h("div", { class: "definition" }, h("slot"))), h("div", { class: "notices" }));
    }
    this.changed();
  }
  changed() {
    this.term.textContent = this.a("term") ?? "";
  }
}

class ClLegendItem extends ClElement {
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      this.swatch = h("span", { class: "swatch", "aria-hidden": "true" });
      this.row = h("div", { class: "legend-row" }, this.swatch, h("span", {}, h("slot")));
      root.append(this.row, h("div", { class: "notices" }));
      // Hover or focus previews the highlight; a click, Enter or Space pins it.
      const on = () => this.highlight(true), off = () => this.highlight(this.pinned);
      const toggle = () => {
        this.pinned = !this.pinned;
        if (this.pinned) store.pinned.add(this.a("target"));
        else store.pinned.delete(this.a("target"));
        this.row.setAttribute("aria-pressed", String(this.pinned));
        this.highlight(this.pinned);
      };
      this.row.addEventListener("pointerenter", on);
      this.row.addEventListener("pointerleave", off);
      this.row.addEventListener("focus", on);
      this.row.addEventListener("blur", off);
      this.row.addEventListener("click", () => { if (this.a("target")) toggle(); });
      this.row.addEventListener("keydown", (e) => {
        if (this.a("target") && (e.key === "Enter" || e.key === " ")) {
          e.preventDefault();
          toggle();
        }
      });
    }
    this.changed();
  }
  changed() {
    this.swatch.style.setProperty("background", this.a("color") ?? "#888888");
    const interactive = !!this.a("target");
    for (const [k, v] of [["tabindex", "0"], ["role", "button"], ["aria-pressed", String(!!this.pinned)]]) {
      if (interactive) this.row.setAttribute(k, v);
      else this.row.removeAttribute(k);
    }
  }
  highlight(on) {
    const id = this.a("target");
    const scene = store.scene;
    if (!id || !scene) return;
    if (!store.byId(id)) {
      this.notice("ref", t("unknownRef", { id }));
      return;
    }
    this.clearNotice("ref");
    scene.previewHighlight(on ? id : null);
  }
  recheck() {
    const id = this.a("target");
    if (id && !store.byId(id)) this.notice("ref", t("unknownRef", { id }));
    else this.clearNotice("ref");
  }
}

export const ELEMENTS = {
  "cl-lesson": ClLesson, "cl-section": ClSection, "cl-glossary": ClGlossary, "cl-term": ClTerm,
  "cl-legend": ClLegend, "cl-legend-item": ClLegendItem,
};
