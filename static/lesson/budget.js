/**
 * The scene budget, counted in the browser: what the live preview lets into the page while a
 * lesson streams in (stream.js). The same costs and limits as the sanitiser's
 * (genui/markup/budget.py), from the catalog: each scene element's `cost` (a number, or one
 * of the RULES below over its attributes, plus `when` costs while an attribute is on) and
 * `scene_budget`, the most one lesson may spend.
 *
 *   const budget = new StreamBudget();
 *   budget.admit("cl-particles", { count: "20000" }); // true: 20,000 of 100,000 particles
 *
 * The sanitiser refuses a finished lesson over the budget and leaves its scene out; the
 * preview, which sees the lesson element by element, stops letting costed elements in at the
 * first one that would pass a limit, so that a page the checks will refuse cannot freeze the
 * teacher's tab while it is written. Values here are as streamed, not yet checked: one that
 * does not read as a number costs its catalog default, as an absent one does.
 */
import { catalog } from "./values.js";

export const KINDS = ["vertices", "particles", "draw_calls", "lights"];
export const LIMITS = Object.fromEntries(KINDS.map((kind) => [kind, catalog.scene_budget[kind]]));

// genui/markup/budget.py's RULES, as static/lesson/objects.js builds each geometry
const RULES = {
  // THREE.SphereGeometry(radius, segments, max(4, round(segments / 2)))
  sphere: (number) => {
    const segments = Math.trunc(number("segments"));
    return (segments + 1) * (Math.max(4, Math.floor((segments + 1) / 2)) + 1);
  },
  // a circle or curve has segments + 1 points, a polyline its own and one more when closed
  line: (number, points) => Math.max(Math.trunc(number("segments")), points("points")) + 1,
  count: (number) => Math.trunc(number("count")),
};

function isOn(value, spec) {
  if (value === undefined || value === null) return Boolean(spec.default);
  if (spec.type === "boolean") return value.trim().toLowerCase() !== "false";
  return Number.parseFloat(value) > 0;
}

/** What one element costs ({vertices, particles, draw_calls, lights}); nothing for an
 * element the catalog gives no cost. `attributes`: name -> value as written. */
export function elementCost(tag, attributes) {
  const cost = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  const element = catalog.elements[tag];
  const rule = element?.cost;
  if (!rule) return cost;
  const specs = element.attributes;
  const number = (name) => {
    const value = Number.parseFloat(attributes[name]);
    return Math.max(0, Number.isFinite(value) ? value : (specs[name].default ?? 0));
  };
  const points = (name) =>
    (attributes[name] || "").split(",").filter((point) => point.trim()).length;
  for (const kind of KINDS) {
    const amount = rule[kind] ?? 0;
    cost[kind] = typeof amount === "string" ? RULES[amount](number, points) : amount;
  }
  for (const [name, extra] of Object.entries(rule.when || {})) {
    if (!isOn(attributes[name], specs[name])) continue;
    for (const kind of KINDS) cost[kind] += extra[kind] ?? 0;
  }
  return cost;
}

/** A lesson's running total, element by element, in document order. */
export class StreamBudget {
  constructor(limits = LIMITS) {
    this.limits = limits;
    this.total = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    this.refused = 0; // costed elements left out
  }

  /** Whether the element fits: it is counted when it does, left out (and counted as
   * refused) when it would pass a limit, and so is every costed element after it. */
  admit(tag, attributes) {
    if (!catalog.elements[tag]?.cost) return true;
    const cost = elementCost(tag, attributes);
    if (this.refused || KINDS.some((kind) => this.total[kind] + cost[kind] > this.limits[kind])) {
      this.refused += 1;
      return false;
    }
    for (const kind of KINDS) this.total[kind] += cost[kind];
    return true;
  }
}
