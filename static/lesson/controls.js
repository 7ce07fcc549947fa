/**
 * Parameter controls and what follows from them: <cl-controls>, <cl-slider>, <cl-toggle>, <cl-select>,
 * <cl-option>, <cl-play>, <cl-speed>, <cl-bind> (parameter -> attribute of a target) and <cl-readout>.
 * Every control is a native input with a visible label, so it is keyboard-operable as is.
 */
import { ClElement, h, closestOf } from "./base.js";
import { store } from "./state.js";
import { spec, formatAttr } from "./values.js";
import { t, formatNumber, withUnit, expressionMessage } from "./i18n.js";

let uid = 0;
const nextId = (p) => `${p}-${++uid}`;

class ClControls extends ClElement {
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      this.heading = h("h2", { class: "panel-heading" });
      root.append(h("section", { class: "panel" }, this.heading, h("div", { class: "stack" }, h("slot")), h("div", { class: "notices" })));
    }
    this.changed();
  }

  changed() {
    this.heading.textContent = this.a("heading") || t("controls");
  }
}

/** Shared behaviour of controls that define a parameter named by their id. */
class ClParamControl extends ClElement {
  init() {
    // A control moved in the DOM is connected again: its shadow UI already exists.
    if (this.shadowRoot?.firstChild) this.refreshUi();
    else this.buildUi();
    this.watch?.();
    this.define();
  }

  define() {
    if (!this.id) return;
    if (this._paramId && this._paramId !== this.id) store.removeParam(this._paramId, this);
    this._paramId = this.id;
    store.defineParam(this.id, this.value(), this);
  }

  teardown() {
    if (this._paramId) store.removeParam(this._paramId, this);
    this._paramId = null;
  }

  changed(name) {
    this.refreshUi();
    if (name === "id" || name === "value") this.define();
  }

  commit(value) {
    if (this.id) store.setParam(this.id, value, { fromControl: true });
  }
}

class ClSlider extends ClParamControl {
  buildUi() {
    const root = this.shadow();
    const id = nextId("slider");
    this.label = h("label", { for: id });
    this.output = h("output", { for: id, "aria-hidden": "true" });
    this.input = h("input", { type: "range", id });
    this.input.addEventListener("input", () => {
      const v = parseFloat(this.input.value);
      this.show(v);
      this.commit(v);
    });
    root.append(h("div", { class: "control slider" }, h("div", { class: "row" }, this.label, this.output), this.input), h("div", { class: "notices" }));
    this.refreshUi();
  }

  range() {
    let min = this.a("min"), max = this.a("max");
    if (max < min) [min, max] = [max, min];
    return { min, max, step: this.a("step") };
  }

  value() {
    const { min, max } = this.range();
    const v = this.a("value") ?? min;
    return Math.min(max, Math.max(min, v));
  }

  refreshUi() {
    const { min, max, step } = this.range();
    this.label.textContent = this.a("label") || this.id || "";
    Object.assign(this.input, { min: String(min), max: String(max), step: String(step) });
    const current = store.hasParam(this.id) ? store.param(this.id) : this.value();
    this.input.value = String(current);
    this.show(current);
  }

  /** Decimals shown: the digits attribute, else as many as the step has. */
  digits() {
    const d = this.a("digits");
    if (d !== undefined) return d;
    const step = String(this.a("step"));
    return step.includes("e-") ? 6 : Math.min(6, (step.split(".")[1] ?? "").length);
  }

  show(v) {
    const text = withUnit(formatNumber(v, this.digits()), this.a("unit"));
    this.output.textContent = text;
    this.input.setAttribute("aria-valuetext", text);
  }

  syncFromStore(v) {
    this.input.value = String(v);
    this.show(v);
  }
}

class ClToggle extends ClParamControl {
  buildUi() {
    const root = this.shadow();
    const id = nextId("toggle");
    this.input = h("input", { type: "checkbox", id, role: "switch" });
    this.text = h("span");
    this.input.addEventListener("change", () => this.commit(this.input.checked));
    root.append(h("div", { class: "control toggle" }, h("label", { for: id }, this.input, h("span", { class: "switch", "aria-hidden": "true" }), this.text)), h("div", { class: "notices" }));
    this.refreshUi();
  }

  value() {
    return !!this.a("value");
  }

  refreshUi() {
    this.text.textContent = this.a("label") || this.id || "";
    this.input.checked = store.hasParam(this.id) ? !!store.param(this.id) : this.value();
  }

  syncFromStore(v) {
    this.input.checked = !!v;
  }
}

class ClSelect extends ClParamControl {
  buildUi() {
    const root = this.shadow();
    const id = nextId("select");
    this.label = h("label", { for: id });
    this.select = h("select", { id });
    this.select.addEventListener("change", () => this.commit(parseFloat(this.select.value)));
    root.append(h("div", { class: "control select" }, this.label, this.select), h("div", { class: "notices" }));
    this.refreshUi();
  }

  /** Options may stream in after the select: rebuild the list when they (or their text) change. */
  watch() {
    this.observer?.disconnect();
    this.observer = new MutationObserver(() => this.guard(() => this.optionsChanged()));
    this.observer.observe(this, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["value"] });
  }

  options() {
    return [...this.querySelectorAll(":scope > cl-option")]
      .map((o) => ({ value: o.a ? o.a("value") : parseFloat(o.getAttribute("value")), label: o.textContent.trim() }))
      .filter((o) => Number.isFinite(o.value));
  }

  value() {
    const v = this.a("value");
    return v !== undefined ? v : (this.options()[0]?.value ?? 0);
  }

  optionsChanged() {
    this.refreshUi();
    // Before its first option arrives a select has no real value: adopt the first one.
    if (this.id && !this.hasAttribute("value") && !this.options().some((o) => o.value === store.param(this.id))) this.define();
  }

  refreshUi() {
    this.label.textContent = this.a("label") || this.id || "";
    const opts = this.options();
    this.select.replaceChildren(...opts.map((o) => h("option", { value: String(o.value), text: o.label || String(o.value) })));
    const current = store.hasParam(this.id) ? store.param(this.id) : this.value();
    this.select.value = String(current);
  }

  syncFromStore(v) {
    this.select.value = String(v);
  }

  teardown() {
    this.observer?.disconnect();
    super.teardown();
  }
}

class ClOption extends ClElement {
  changed() {
    closestOf(this, ["cl-select"])?.optionsChanged?.();
  }
}

class ClPlay extends ClElement {
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      this.button = h("button", { type: "button", class: "play" });
      this.button.addEventListener("click", () => store.setPlaying(!store.playing, { user: true }));
      root.append(this.button, h("div", { class: "notices" }));
    }
    if (!this.hasAttribute("playing") || store.reducedMotion) {
      if (store.reducedMotion && !store.userPlayed) store.setPlaying(false);
    } else if (!store.userPlayed) {
      store.setPlaying(this.a("playing"));
    }
    this.unsub = store.on("playing", () => this.sync());
    this.sync();
  }

  sync() {
    const playing = store.playing;
    this.button.replaceChildren(h("span", { "aria-hidden": "true", text: playing ? "❚❚" : "▶" }), playing ? t("pause") : t("play"));
  }

  changed() {
    if (!store.userPlayed && !store.reducedMotion) store.setPlaying(this.a("playing"));
  }

  teardown() {
    this.unsub?.();
  }
}

class ClSpeed extends ClElement {
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      const id = nextId("speed");
      this.input = h("input", { type: "range", id });
      this.output = h("output", { for: id, "aria-hidden": "true" });
      this.input.addEventListener("input", () => {
        const v = parseFloat(this.input.value);
        store.setSpeed(v);
        this.show(v);
      });
      root.append(h("div", { class: "control slider" }, h("div", { class: "row" }, h("label", { for: id, text: t("speed") }), this.output), this.input), h("div", { class: "notices" }));
    }
    this.changed();
  }

  changed() {
    let min = this.a("min"), max = this.a("max");
    if (max < min) [min, max] = [max, min];
    const v = Math.min(max, Math.max(min, this.a("value")));
    Object.assign(this.input, { min: String(min), max: String(max), step: String(Math.max(0.01, (max - min) / 100)) });
    this.input.value = String(v);
    store.setSpeed(v);
    this.show(v);
  }

  show(v) {
    const text = `${formatNumber(v, 2)}×`;
    this.output.textContent = text;
    this.input.setAttribute("aria-valuetext", text);
  }
}

/** Keeps an attribute of a target element equal to an expression over the parameters. */
class ClBind extends ClElement {
  init() {
    this.unsubs = [
      store.on("params", () => this.guard(() => this.evaluate())),
      store.on("registry", (id) => { if (id === this.a("target")) this.guard(() => this.evaluate()); }),
    ];
    this.evaluate();
  }

  changed() {
    this.evaluate();
  }

  teardown() {
    this.unsubs?.forEach((u) => u());
    this.tickUnsub?.();
    this.tickUnsub = null;
  }

  expression() {
    const expr = this.a("expr");
    if (expr) return expr;
    const control = closestOf(this, ["cl-slider", "cl-toggle", "cl-select"]);
    if (!control?.id) return null;
    return { names: new Set([control.id]), evaluate: (vars) => ({ value: vars.get(control.id) }) };
  }

  evaluate() {
    const expr = this.expression();
    const targetId = this.a("target"), attr = this.a("attr");
    if (!expr || !targetId || !attr) return;
    if (expr.names.has("t") && !this.tickUnsub) this.tickUnsub = store.on("tick", () => this.guard(() => this.evaluate()));
    const target = store.byId(targetId);
    if (!target) {
      this.softNotice("ref", t("unknownRef", { id: targetId }));
      return;
    }
    this.clearSoft("ref");
    const [name, part] = attr.split(".");
    const s = spec(target.localName, name);
    const index = { x: 0, y: 1, z: 2 }[part];
    if (!s || name === "id" || (part !== undefined && (s.type !== "vec3" || index === undefined))
        || !["number", "integer", "boolean", "vec3"].includes(s.type) || (s.type === "vec3" && part === undefined)) {
      this.notice("attr", t("badBind", { attr, tag: target.localName }));
      return;
    }
    this.clearNotice("attr");
    const { value, error } = expr.evaluate(store.vars());
    if (error) {
      this.softNotice("expr", t("exprError", { expr: this.getAttribute("expr") ?? "", message: expressionMessage(error) }));
      return;
    }
    this.clearSoft("expr");
    let text;
    if (s.type === "vec3") {
      const cur = target.a(name) ?? [0, 0, 0];
      const next = [...cur];
      next[index] = value;
      text = formatAttr("vec3", next);
    } else {
      let v = typeof value === "boolean" ? (value ? 1 : 0) : value;
      if (s.type !== "boolean") v = Math.min(s.max ?? Infinity, Math.max(s.min ?? -Infinity, v));
      text = formatAttr(s.type, v);
    }
    if (target.getAttribute(name) !== text) target.setAttribute(name, text);
  }
}

class ClReadout extends ClElement {
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      this.label = h("span", { class: "readout-label" });
      this.output = h("output", { class: "readout-value" });
      root.append(h("div", { class: "readout", role: "group" }, this.label, this.output), h("div", { class: "notices" }));
    }
    this.unsubs = [store.on("params", () => this.guard(() => this.update()))];
    this.changed();
  }

  changed() {
    this.label.textContent = this.a("label") ?? "";
    this.tickUnsub?.();
    this.tickUnsub = this.a("expr")?.names.has("t") ? store.on("tick", () => this.guard(() => this.update())) : null;
    this.update();
  }

  update() {
    const expr = this.a("expr");
    if (!expr) return;
    const { value, error } = expr.evaluate(store.vars());
    if (error) this.softNotice("expr", t("exprError", { expr: expr.source, message: expressionMessage(error) }));
    else this.clearSoft("expr");
    const unit = this.a("unit");
    const text = withUnit(formatNumber(value, this.a("digits")), unit);
    if (this.output.textContent !== text) this.output.textContent = text;
    this.value = value;
  }

  teardown() {
    this.unsubs?.forEach((u) => u());
    this.tickUnsub?.();
  }
}

export const ELEMENTS = {
  "cl-controls": ClControls, "cl-slider": ClSlider, "cl-toggle": ClToggle, "cl-select": ClSelect, "cl-option": ClOption,
  "cl-play": ClPlay, "cl-speed": ClSpeed, "cl-bind": ClBind, "cl-readout": ClReadout,
};
