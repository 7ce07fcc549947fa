/**
 * Safe expression language of the lesson markup (never eval / Function).
 *
 * Grammar (lowest to highest precedence):
 *   cond   := or ( "?" cond ":" cond )?
 *   or     := and ( "||" and )*          and := cmp ( "&&" cmp )*
 *   cmp    := sum ( ("<"|"<="|">"|">="|"=="|"!=") sum )?
 *   sum    := prod ( ("+"|"-") prod )*   prod := unary ( ("*"|"/"|"%") unary )*
 *   unary  := ("-"|"+"|"!") unary | pow  pow := atom ( "^" unary )?      (right-associative)
 *   atom   := number | name | name "(" args ")" | "(" cond ")"
 * Names are parameter ids ([A-Za-z_][A-Za-z0-9_]*), the time `t`, or constants (pi, e, g).
 * The functions, their arities, the constants and the limits are the catalog's
 * (genui/markup/data/catalog.json, "expression"); genui/markup/expression.py is the sanitiser's
 * twin, held to the same answers by tests/genui/markup/test_expression_parity.py.
 *
 *   const ex = compile("pi * r ^ 2");  // {ok, names, evaluate(vars) -> number, error}
 */
import catalog from "./catalog.json" with { type: "json" };

const LANGUAGE = catalog.expression;
const MAX_LENGTH = LANGUAGE.max_length;
const MAX_DEPTH = LANGUAGE.max_depth;
// `==` and `!=` compare within this, so that 0.1 + 0.2 == 0.3
const EQUAL_WITHIN = LANGUAGE.equal_within;
export const CONSTANTS = Object.freeze(
  Object.fromEntries(Object.entries(LANGUAGE.constants).map(([name, spec]) => [name, spec.value])),
);

/**
 * This module's code for each function of the catalog. The parser's table is the catalog's: a
 * name here the catalog lacks is unknown to it, and a catalog name missing here is refused.
 */
export const IMPLEMENTATIONS = Object.freeze({
  sin: Math.sin, cos: Math.cos, tan: Math.tan,
  asin: Math.asin, acos: Math.acos, atan: Math.atan, atan2: Math.atan2,
  sqrt: Math.sqrt, abs: Math.abs, exp: Math.exp, log: Math.log, log10: Math.log10,
  floor: Math.floor, ceil: Math.ceil, round: Math.round,
  pow: Math.pow, min: Math.min, max: Math.max,
  clamp: (x, lo, hi) => Math.min(Math.max(x, lo), hi),
  deg: (x) => (x * 180) / Math.PI, rad: (x) => (x * Math.PI) / 180,
});

/** name -> {low, high, fn}: the fewest and most arguments (high null: no most) and the code. */
export const FUNCTIONS = Object.freeze(
  Object.fromEntries(
    Object.entries(LANGUAGE.functions)
      .filter(([name]) => Object.hasOwn(IMPLEMENTATIONS, name))
      .map(([name, spec]) => [name, "arity" in spec
        ? { low: spec.arity, high: spec.arity, fn: IMPLEMENTATIONS[name] }
        : { low: spec.min_arity, high: spec.max_arity ?? null, fn: IMPLEMENTATIONS[name] }]),
  ),
);

function checkArguments(name, count) {
  const { low, high } = FUNCTIONS[name];
  if (low === high && count !== low) throw new ExpressionError(`${name}() takes ${low} argument(s)`);
  if (count < low) {
    throw new ExpressionError(low === 1 ? `${name}() needs arguments` : `${name}() takes at least ${low} arguments`);
  }
  if (high !== null && count > high) throw new ExpressionError(`${name}() takes at most ${high} arguments`);
}

export class ExpressionError extends Error {}

function tokenize(src) {
  const tokens = [];
  const re = /\s*(?:(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(<=|>=|==|!=|&&|\|\||[-+*/%^()<>?:,!]))/y;
  let pos = 0;
  while (pos < src.length) {
    if (/^\s*$/.test(src.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(src);
    if (!m) throw new ExpressionError(`unexpected character "${src.slice(pos).trim()[0]}" at ${pos + 1}`);
    pos = re.lastIndex;
    if (m[1] !== undefined) tokens.push({ kind: "num", value: parseFloat(m[1]) });
    else if (m[2] !== undefined) tokens.push({ kind: "name", value: m[2] });
    else tokens.push({ kind: "op", value: m[3] });
  }
  return tokens;
}

/** Parse to a tree of closures: each node is (vars) => number. */
function parse(tokens, names) {
  let i = 0;
  let depth = 0;
  const peek = () => tokens[i];
  const isOp = (v) => tokens[i]?.kind === "op" && tokens[i].value === v;
  const expect = (v) => {
    if (!isOp(v)) throw new ExpressionError(`expected "${v}"`);
    i += 1;
  };
  const nested = (fn) => {
    if (++depth > MAX_DEPTH) throw new ExpressionError("expression nested too deeply");
    const r = fn();
    depth -= 1;
    return r;
  };

  function cond() {
    return nested(() => {
      const c = or();
      if (!isOp("?")) return c;
      i += 1;
      const a = cond();
      expect(":");
      const b = cond();
      return (v) => (c(v) ? a(v) : b(v));
    });
  }
  function or() {
    let l = and();
    while (isOp("||")) { i += 1; const a = l, b = and(); l = (v) => (a(v) || b(v) ? 1 : 0); }
    return l;
  }
  function and() {
    let l = cmp();
    while (isOp("&&")) { i += 1; const a = l, b = cmp(); l = (v) => (a(v) && b(v) ? 1 : 0); }
    return l;
  }
  const CMP = { "<": (a, b) => a < b, "<=": (a, b) => a <= b, ">": (a, b) => a > b, ">=": (a, b) => a >= b,
    "==": (a, b) => Math.abs(a - b) < EQUAL_WITHIN, "!=": (a, b) => Math.abs(a - b) >= EQUAL_WITHIN };
  function cmp() {
    const l = sum();
    const t = peek();
    if (t?.kind === "op" && CMP[t.value]) {
      i += 1;
      const r = sum(), f = CMP[t.value];
      return (v) => (f(l(v), r(v)) ? 1 : 0);
    }
    return l;
  }
  function sum() {
    let l = prod();
    while (isOp("+") || isOp("-")) {
      const op = tokens[i++].value, a = l, b = prod();
      l = op === "+" ? (v) => a(v) + b(v) : (v) => a(v) - b(v);
    }
    return l;
  }
  function prod() {
    let l = unary();
    while (isOp("*") || isOp("/") || isOp("%")) {
      const op = tokens[i++].value, a = l, b = unary();
      l = op === "*" ? (v) => a(v) * b(v) : op === "/" ? (v) => a(v) / b(v) : (v) => a(v) % b(v);
    }
    return l;
  }
  function unary() {
    return nested(() => {
      if (isOp("-")) { i += 1; const a = unary(); return (v) => -a(v); }
      if (isOp("+")) { i += 1; return unary(); }
      if (isOp("!")) { i += 1; const a = unary(); return (v) => (a(v) ? 0 : 1); }
      return power();
    });
  }
  function power() {
    const base = atom();
    if (!isOp("^")) return base;
    i += 1;
    const ex = unary();
    return (v) => Math.pow(base(v), ex(v));
  }
  function atom() {
    const t = peek();
    if (!t) throw new ExpressionError("unexpected end of expression");
    i += 1;
    if (t.kind === "num") { const n = t.value; return () => n; }
    if (t.kind === "op" && t.value === "(") { const e = cond(); expect(")"); return e; }
    if (t.kind === "name") {
      if (isOp("(")) {
        if (!Object.hasOwn(FUNCTIONS, t.value)) throw new ExpressionError(`unknown function "${t.value}"`);
        i += 1;
        const args = [];
        if (!isOp(")")) {
          args.push(cond());
          while (isOp(",")) { i += 1; args.push(cond()); }
        }
        expect(")");
        checkArguments(t.value, args.length);
        const { fn } = FUNCTIONS[t.value];
        return (v) => fn(...args.map((a) => a(v)));
      }
      const name = t.value;
      if (Object.hasOwn(CONSTANTS, name)) { const c = CONSTANTS[name]; return () => c; }
      names.add(name);
      return (v) => {
        const x = v.get(name);
        if (x === undefined) throw new ExpressionError(`unknown name "${name}"`);
        return typeof x === "number" ? x : x ? 1 : 0;
      };
    }
    throw new ExpressionError(`unexpected "${t.value}"`);
  }

  const root = cond();
  if (i < tokens.length) throw new ExpressionError(`unexpected "${tokens[i].value}"`);
  return root;
}

/**
 * Compile an expression once; evaluate it many times.
 * Returns {ok, source, names: Set<string>, error, evaluate(vars: Map) -> {value} | {error}}.
 */
export function compile(source) {
  const src = String(source ?? "");
  const names = new Set();
  try {
    if (src.length > MAX_LENGTH) throw new ExpressionError(`expression longer than ${MAX_LENGTH} characters`);
    const tokens = tokenize(src);
    if (!tokens.length) throw new ExpressionError("empty expression");
    const root = parse(tokens, names);
    return {
      ok: true, source: src, names, error: null,
      evaluate(vars) {
        try {
          const value = root(vars);
          if (!Number.isFinite(value)) return { error: "result is not a finite number", value: NaN };
          return { value };
        } catch (err) {
          return { error: err.message, value: NaN };
        }
      },
    };
  } catch (err) {
    return { ok: false, source: src, names, error: err.message, evaluate: () => ({ error: err.message, value: NaN }) };
  }
}
