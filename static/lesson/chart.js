/**
 * <cl-chart>: a 2D line chart (own SVG, no chart library) of an expression against one parameter, with a
 * marker at the parameter's current value. Redrawn whenever a parameter changes.
 */
import { ClElement, h } from "./base.js";
import { store } from "./state.js";
import { t, formatNumber, expressionMessage } from "./i18n.js";

const W = 560, H = 300, M = { l: 58, r: 18, t: 16, b: 46 };

/** About five round tick values covering [lo, hi]. */
function ticks(lo, hi, n = 5) {
  const span = hi - lo || 1;
  const raw = span / n, mag = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * mag).find((s) => span / s <= n) ?? 10 * mag;
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) out.push(Math.abs(v) < step * 1e-9 ? 0 : v);
  return { values: out, step };
}

function digitsFor(step) {
  return Math.max(0, Math.min(4, -Math.floor(Math.log10(step) + 1e-9)));
}

class ClChart extends ClElement {
  init() {
    const root = this.shadow();
    if (!root.firstChild) {
      this.caption = h("figcaption", { class: "chart-title" });
      this.svg = h("svg:svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "chart-svg", preserveAspectRatio: "xMidYMid meet" });
      root.append(h("figure", { class: "chart" }, this.caption, this.svg), h("div", { class: "notices" }));
    }
    this.unsub = store.on("params", () => this.guard(() => this.draw()));
    this.changed();
  }

  changed() {
    this.caption.textContent = this.a("title") ?? "";
    this.caption.hidden = !this.caption.textContent;
    this.draw();
  }

  teardown() {
    this.unsub?.();
  }

  recheck() {
    const x = this.a("x");
    if (x && !store.hasParam(x)) this.notice("ref", t("unknownRef", { id: x }));
    else this.clearNotice("ref");
  }

  draw() {
    const xId = this.a("x"), expr = this.a("y");
    if (!xId || !expr) return;
    const control = store.control(xId);
    let x0 = this.a("x-min") ?? control?.a?.("min") ?? 0;
    let x1 = this.a("x-max") ?? control?.a?.("max") ?? 1;
    if (x1 < x0) [x0, x1] = [x1, x0];
    if (x1 === x0) x1 = x0 + 1;
    const n = this.a("samples");
    const vars = store.vars();
    const pts = [];
    let err = null;
    for (let i = 0; i < n; i++) {
      const x = x0 + ((x1 - x0) * i) / (n - 1);
      vars.set(xId, x);
      const { value, error } = expr.evaluate(vars);
      if (error && !err) err = error;
      pts.push([x, Number.isFinite(value) ? value : null]);
    }
    if (err && pts.every((p) => p[1] === null)) {
      this.softNotice("expr", t("exprError", { expr: expr.source, message: expressionMessage(err) }));
      return;
    }
    this.clearSoft("expr");
    const ys = pts.map((p) => p[1]).filter((v) => v !== null);
    let y0 = this.a("y-min") ?? Math.min(...ys), y1 = this.a("y-max") ?? Math.max(...ys);
    if (this.a("y-min") === undefined && this.a("y-max") === undefined) {
      const pad = (y1 - y0) * 0.08 || Math.abs(y1) * 0.1 || 1;
      y0 -= pad; y1 += pad;
    }
    if (y1 <= y0) y1 = y0 + 1;
    const sx = (x) => M.l + ((x - x0) / (x1 - x0)) * (W - M.l - M.r);
    const sy = (y) => H - M.b - ((y - y0) / (y1 - y0)) * (H - M.t - M.b);
    const nodes = [];
    const xt = ticks(x0, x1), yt = ticks(y0, y1, 4);
    for (const v of yt.values) {
      nodes.push(h("svg:line", { x1: M.l, x2: W - M.r, y1: sy(v), y2: sy(v), class: "grid" }));
      nodes.push(h("svg:text", { x: M.l - 8, y: sy(v) + 4, "text-anchor": "end", class: "tick", text: formatNumber(v, digitsFor(yt.step)) }));
    }
    for (const v of xt.values) {
      nodes.push(h("svg:line", { x1: sx(v), x2: sx(v), y1: H - M.b, y2: H - M.b + 5, class: "axis" }));
      nodes.push(h("svg:text", { x: sx(v), y: H - M.b + 19, "text-anchor": "middle", class: "tick", text: formatNumber(v, digitsFor(xt.step)) }));
    }
    nodes.push(h("svg:line", { x1: M.l, x2: W - M.r, y1: H - M.b, y2: H - M.b, class: "axis" }));
    nodes.push(h("svg:line", { x1: M.l, x2: M.l, y1: M.t, y2: H - M.b, class: "axis" }));
    let d = "", pen = false;
    for (const [x, y] of pts) {
      if (y === null || y < y0 - (y1 - y0) * 5 || y > y1 + (y1 - y0) * 5) { pen = false; continue; }
      d += `${pen ? "L" : "M"}${sx(x).toFixed(1)} ${sy(y).toFixed(1)}`;
      pen = true;
    }
    const color = this.a("color");
    nodes.push(h("svg:clipPath", { id: "plot" }, h("svg:rect", { x: M.l, y: M.t, width: W - M.l - M.r, height: H - M.t - M.b })));
    nodes.push(h("svg:path", { d, class: "curve", stroke: color, "clip-path": "url(#plot)" }));
    const xl = this.a("x-label"), yl = this.a("y-label");
    if (xl) nodes.push(h("svg:text", { x: (M.l + W - M.r) / 2, y: H - 8, "text-anchor": "middle", class: "axis-label", text: xl }));
    if (yl) nodes.push(h("svg:text", { x: 14, y: (M.t + H - M.b) / 2, "text-anchor": "middle", class: "axis-label", transform: `rotate(-90 14 ${(M.t + H - M.b) / 2})`, text: yl }));
    const cx = store.param(xId);
    let valueText = "—";
    if (typeof cx === "number") {
      const v = store.vars();
      const { value } = expr.evaluate(v);
      if (Number.isFinite(value) && cx >= x0 && cx <= x1) {
        const yy = Math.min(Math.max(value, y0), y1);
        nodes.push(h("svg:line", { x1: sx(cx), x2: sx(cx), y1: M.t, y2: H - M.b, class: "marker-line" }));
        nodes.push(h("svg:circle", { cx: sx(cx), cy: sy(yy), r: 6, class: "marker", fill: color }));
        valueText = formatNumber(value, 2);
      }
    }
    this.svg.replaceChildren(...nodes);
    this.svg.setAttribute("aria-label", t("chartLabel", { title: this.a("title") ?? "", y: yl || expr.source, x: xl || xId, value: valueText }));
    this.value = valueText;
  }
}

export const ELEMENTS = { "cl-chart": ClChart };
