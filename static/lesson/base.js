/**
 * Base class of every cl-* element: typed attributes from the catalog, per-element error isolation
 * (a broken element shows an inline notice and never breaks the page) and deferred reference checks
 * (while markup streams in, an id may be defined later; only a reference still unknown once the page
 * has been quiet for a moment is reported).
 */
import { catalog, readAttr, observedAttributes, AttrError, spec } from "./values.js";
import { store } from "./state.js";
import { t, expressionMessage } from "./i18n.js";
import { sheet } from "./styles.js";

const SWEEP_DELAY_MS = 1200;
let sweepTimer = 0;
const pendingOwners = new Set();

/** Re-check soft problems (unknown ids, unknown names) once the page has been quiet for a moment. */
export function scheduleSweep() {
  clearTimeout(sweepTimer);
  sweepTimer = setTimeout(sweep, SWEEP_DELAY_MS);
}

function sweep() {
  for (const el of [...pendingOwners]) {
    if (!el.isConnected) { pendingOwners.delete(el); continue; }
    el.guard(() => el.recheck?.());
    for (const [key, message] of el._soft) el.notice(key, message);
  }
}

export class ClElement extends HTMLElement {
  static get observedAttributes() {
    return observedAttributes(this.tag);
  }

  constructor() {
    super();
    this._notices = new Map();
    this._soft = new Map();
    this._ready = false;
  }

  /** Run fn; on an exception show an inline notice instead of breaking the page. */
  guard(fn) {
    try {
      return fn();
    } catch (err) {
      console.warn(`[clover-lesson] <${this.localName}>`, err);
      this.notice("internal", t("internal", { message: err?.message ?? String(err) }));
      return undefined;
    }
  }

  connectedCallback() {
    this.keepTitle();
    this._registeredId = this.id || null;
    store.register(this._registeredId, this);
    this.guard(() => {
      this.checkStructure();
      this.init();
      this._ready = true;
    });
    if (this.recheck) pendingOwners.add(this);
    scheduleSweep();
  }

  disconnectedCallback() {
    store.unregister(this._registeredId, this);
    this._ready = false;
    this.guard(() => this.teardown());
    for (const key of [...this._notices.keys()]) this.clearNotice(key);
    pendingOwners.delete(this);
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    if (name === "id") {
      store.unregister(this._registeredId, this);
      this._registeredId = newValue || null;
      if (this.isConnected) store.register(this._registeredId, this);
    }
    if (name === "title") {
      if (newValue === null) return;
      this.keepTitle();
    }
    if (!this._ready) return;
    this.guard(() => {
      this.checkStructure();
      this.changed(name);
    });
  }

  /** Overridden by elements: build (init), react to one attribute (changed), clean up (teardown). */
  init() {}
  changed() {}
  teardown() {}

  /**
   * A catalog `title` is content (a heading), not a tooltip: keep its value and drop the attribute so the
   * browser does not show it as a tooltip over the whole element.
   */
  keepTitle() {
    if (!catalog.elements[this.localName]?.attributes.title || !this.hasAttribute("title")) return;
    this._title = this.getAttribute("title");
    this.removeAttribute("title");
  }

  /** Parsed attribute value (catalog default when absent); an invalid value shows a notice and falls back. */
  a(name) {
    if (name === "title" && this._title !== undefined && !this.hasAttribute("title")) return this._title;
    try {
      const v = readAttr(this, name);
      this.clearNotice(`attr:${name}`);
      return v;
    } catch (err) {
      if (!(err instanceof AttrError)) throw err;
      const reason = err.message.startsWith("expression: ") ? expressionMessage(err.message.slice(12)) : t(`reason_${err.message}`);
      this.notice(`attr:${name}`, t("badAttr", { attr: name, value: String(err.value).slice(0, 60), reason }));
      const s = spec(this.localName, name);
      try {
        return s?.default === undefined ? undefined : readAttr({ localName: this.localName, hasAttribute: () => false }, name);
      } catch {
        return undefined;
      }
    }
  }

  checkStructure() {
    const def = catalog.elements[this.localName];
    if (!def) return;
    for (const [name, s] of Object.entries(def.attributes)) {
      const key = `missing:${name}`;
      if (s.required && !this.hasAttribute(name) && !(name === "title" && this._title !== undefined)) this.notice(key, t("missingAttr", { attr: name }));
      else this.clearNotice(key);
    }
    const parent = this.parentElement?.localName;
    if (def.parents.length && parent && !def.parents.includes(parent)) {
      this.notice("parent", t("badParent", { parents: def.parents.join(", ") }));
    } else {
      this.clearNotice("parent");
    }
  }

  /** A problem that may resolve itself while the page streams in; shown only if still there after a quiet moment. */
  softNotice(key, message) {
    if (this._notices.has(key)) {
      this.notice(key, message);
      return;
    }
    const known = this._soft.get(key) === message;
    this._soft.set(key, message);
    pendingOwners.add(this);
    // Only a new problem restarts the quiet period (a motion may report the same one every frame).
    if (!known) scheduleSweep();
  }

  clearSoft(key) {
    this._soft.delete(key);
    this.clearNotice(key);
  }

  notice(key, message) {
    const old = this._notices.get(key);
    if (old && old.message === message) return;
    if (old) store.clearNotice(old.storeKey);
    const storeKey = store.addNotice(this, message);
    const node = old?.node ?? document.createElement("div");
    node.className = "cl-notice";
    node.setAttribute("role", "status");
    const where = this.id ? `${this.localName}#${this.id}` : this.localName;
    node.textContent = `⚠ ${t("notice", { tag: `<${where}>`, message })}`;
    if (!old) this.noticeHost().append(node);
    this._notices.set(key, { storeKey, message, node });
  }

  clearNotice(key) {
    const old = this._notices.get(key);
    if (!old) return;
    store.clearNotice(old.storeKey);
    old.node.remove();
    this._notices.delete(key);
  }

  /** Where inline notices go: own shadow root if it has a notice area, else the nearest ancestor's. */
  noticeHost() {
    for (let el = this; el; el = el.parentElement) {
      const area = el.shadowRoot?.querySelector(".notices");
      if (area) return area;
    }
    const area = document.querySelector("cl-lesson")?.shadowRoot?.querySelector(".notices");
    if (area) return area;
    let fallback = document.getElementById("cl-notices");
    if (!fallback) {
      fallback = document.createElement("div");
      fallback.id = "cl-notices";
      fallback.className = "cl-notices";
      document.body.append(fallback);
    }
    return fallback;
  }

  /** Attach an open shadow root with the shared runtime sheet and the given markup builder. */
  shadow(options = {}) {
    if (this.shadowRoot) return this.shadowRoot;
    const root = this.attachShadow({ mode: "open", ...options });
    root.adoptedStyleSheets = [sheet];
    return root;
  }
}

/** Small DOM builder: h("div", {class: "x", "aria-label": "y"}, child, "text"). Never parses HTML. */
export function h(tag, attrs = {}, ...children) {
  const node = tag.includes(":") ? document.createElementNS("http://www.w3.org/2000/svg", tag.split(":")[1]) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    if (k === "text") node.textContent = v;
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}

/** Closest ancestor element (not crossing shadow roots) whose tag is in `tags`. */
export function closestOf(el, tags) {
  for (let p = el.parentElement; p; p = p.parentElement) if (tags.includes(p.localName)) return p;
  return null;
}

export function define(tag, cls) {
  cls.tag = tag;
  if (!customElements.get(tag)) customElements.define(tag, cls);
}
