/**
 * Typed attribute values, read from the catalog (the single source of truth).
 *
 *   readAttr(el, "radius")   // -> parsed value, the catalog default, or undefined; bad values throw AttrError
 *   formatAttr(type, value)  // -> attribute string for a bound value
 */
import catalog from "./catalog.json" with { type: "json" };
import { compile } from "./expression.js";

export { catalog };
export const ID_RE = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
// unambiguous (as genui/markup/catalog.py's NUMBER): a bad value fails in one pass
const NUM = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?`;
const VEC3_RE = new RegExp(`^\\s*(${NUM})[\\s,]+(${NUM})[\\s,]+(${NUM})\\s*$`);
const NUM_RE = new RegExp(`^\\s*${NUM}\\s*$`);
const COLOR_RE = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const NAMED = catalog.named_colors;

export class AttrError extends Error {
  constructor(attr, value, reason) {
    super(reason);
    this.attr = attr;
    this.value = value;
  }
}

export function spec(tag, name) {
  const el = catalog.elements[tag];
  return el?.attributes?.[name] ?? catalog.global_attributes[name] ?? null;
}

export function observedAttributes(tag) {
  return [...Object.keys(catalog.elements[tag]?.attributes ?? {}), "id"];
}

function checkRange(name, raw, n, s) {
  if (s.min !== undefined && n < s.min) throw new AttrError(name, raw, "range");
  if (s.max !== undefined && n > s.max) throw new AttrError(name, raw, "range");
  return n;
}

/** Parse one attribute string according to its catalog spec. */
export function parseValue(name, raw, s) {
  const v = String(raw).trim();
  switch (s.type) {
    case "string":
    case "lang":
      if (s.max_length && v.length > s.max_length) return v.slice(0, s.max_length);
      return v;
    case "number": {
      if (!NUM_RE.test(v)) throw new AttrError(name, raw, "number");
      return checkRange(name, raw, parseFloat(v), s);
    }
    case "integer": {
      if (!/^\s*[-+]?\d+\s*$/.test(v)) throw new AttrError(name, raw, "integer");
      return checkRange(name, raw, parseInt(v, 10), s);
    }
    case "boolean":
      if (v === "" || v === "true" || v === name) return true;
      if (v === "false") return false;
      throw new AttrError(name, raw, "boolean");
    case "color": {
      const c = v.toLowerCase();
      if (COLOR_RE.test(c)) return c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c;
      if (Object.hasOwn(NAMED, c)) return NAMED[c];
      throw new AttrError(name, raw, "color");
    }
    case "enum":
      if (!s.values.includes(v)) throw new AttrError(name, raw, "enum");
      return v;
    case "vec3": {
      const m = VEC3_RE.exec(v);
      if (!m) throw new AttrError(name, raw, "vec3");
      return [parseFloat(m[1]), parseFloat(m[2]), parseFloat(m[3])];
    }
    case "points": {
      const parts = v.split(",").map((p) => p.trim()).filter(Boolean);
      const pts = parts.map((p) => {
        const m = VEC3_RE.exec(p);
        if (!m) throw new AttrError(name, raw, "points");
        return [parseFloat(m[1]), parseFloat(m[2]), parseFloat(m[3])];
      });
      if (pts.length < 2) throw new AttrError(name, raw, "points");
      return pts;
    }
    case "id":
    case "idref":
      if (!ID_RE.test(v)) throw new AttrError(name, raw, "id");
      return v;
    case "idrefs": {
      const ids = v.split(/\s+/).filter(Boolean);
      if (!ids.length || !ids.every((x) => ID_RE.test(x))) throw new AttrError(name, raw, "id");
      return ids;
    }
    case "expression": {
      const c = compile(v);
      if (!c.ok) throw new AttrError(name, raw, `expression: ${c.error}`);
      return c;
    }
    default:
      return v;
  }
}

/** Parsed value of attribute `name` on element `el`, else its catalog default (parsed), else undefined. */
export function readAttr(el, name) {
  const s = spec(el.localName, name);
  if (!s) return el.getAttribute(name) ?? undefined;
  if (el.hasAttribute(name)) return parseValue(name, el.getAttribute(name), s);
  return defaultOf(s, name);
}

export function defaultOf(s, name = "") {
  if (s.default === undefined) return undefined;
  if (s.type === "boolean" || s.type === "number" || s.type === "integer") return s.default;
  return parseValue(name, String(s.default), s);
}

function num(n) {
  return String(Math.round(n * 1e6) / 1e6);
}

/** Attribute string for a value computed by a binding. */
export function formatAttr(type, value) {
  switch (type) {
    case "boolean": return value ? "true" : "false";
    case "integer": return String(Math.round(value));
    case "number": return num(value);
    case "vec3": return value.map(num).join(" ");
    default: return String(value);
  }
}
