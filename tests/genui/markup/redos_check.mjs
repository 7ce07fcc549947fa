/**
 * The ReDoS check behind tests/genui/markup/test_regex_safety.py: finds the regular expressions
 * of JavaScript files and asks recheck (npm, the pure-JS build: no network, no JVM, no binary)
 * whether each one, and each pattern handed in, can be made to backtrack for long.
 *
 *   echo '{"patterns": [{"where": "a.py:3", "source": "a+b", "flags": ""}],
 *          "files": ["static/lesson/values.js"]}' | node tests/genui/markup/redos_check.mjs
 *
 * Prints one JSON object: `patterns`, every pattern checked (handed in or found) with recheck's
 * `status` ("safe", "vulnerable", "unknown"; "excepted" for a `[file, source]` pair listed in
 * the request's `exceptions`, left unchecked), `complexity` and `attack`; `unresolved`, the
 * `new RegExp(...)` calls whose arguments are not built from string constants of the file.
 * A regex literal counts as found; `new RegExp(...)` is checked in its built form, its
 * arguments evaluated with the file's top-level string constants (`const NUM = String.raw`...`).
 */
import { readFileSync } from "node:fs";
import vm from "node:vm";

process.env.RECHECK_BACKEND = "pure";
const { check } = await import("recheck");
const { parser } = await import("@lezer/javascript");

const SCRIPT_OPEN = "<script";
const SCRIPT_CLOSE = "</script>";

/** The JavaScript of a file: the whole of a .js/.mjs file, the inline scripts of an HTML page
 * (each with the line it starts on). */
function scripts(path, text) {
  if (!path.endsWith(".html")) return [{ code: text, line: 1 }];
  const found = [];
  let at = text.indexOf(SCRIPT_OPEN);
  while (at !== -1) {
    const start = text.indexOf(">", at) + 1;
    const end = text.indexOf(SCRIPT_CLOSE, start);
    if (start === 0 || end === -1) break;
    found.push({ code: text.slice(start, end), line: text.slice(0, start).split("\n").length });
    at = text.indexOf(SCRIPT_OPEN, end);
  }
  return found;
}

/** Top-level `const NAME = <string, template or String.raw template>` of a script, evaluated
 * in order in a fresh context: what `new RegExp(...)` arguments may be built from. */
function constants(code, tree) {
  const context = vm.createContext({});
  for (let node = tree.topNode.firstChild; node; node = node.nextSibling) {
    if (node.name !== "VariableDeclaration") continue;
    const text = code.slice(node.from, node.to);
    if (!/^const\s/.test(text)) continue;
    const value = node.getChild("Equals")?.nextSibling;
    if (!value || !["String", "TemplateString", "TaggedTemplateExpression"].includes(value.name)) {
      continue;
    }
    try {
      vm.runInContext(text.replace(/^const\s/, "var "), context);
    } catch {
      // a constant built from something else (an import): not a pattern source
    }
  }
  return context;
}

function regexLiteral(text) {
  const slash = text.lastIndexOf("/");
  return { source: text.slice(1, slash), flags: text.slice(slash + 1) };
}

function found(path) {
  const text = readFileSync(path, "utf8");
  const patterns = [];
  const unresolved = [];
  for (const { code, line: first } of scripts(path, text)) {
    const tree = parser.parse(code);
    let context = null;
    const lineOf = (pos) => first + code.slice(0, pos).split("\n").length - 1;
    tree.iterate({
      enter(node) {
        const where = `${path}:${lineOf(node.from)}`;
        if (node.name === "RegExp") {
          patterns.push({ where, ...regexLiteral(code.slice(node.from, node.to)) });
          return;
        }
        if (node.name !== "NewExpression" && node.name !== "CallExpression") return;
        const callee = node.node.firstChild?.name === "new"
          ? node.node.firstChild.nextSibling
          : node.node.firstChild;
        if (!callee || code.slice(callee.from, callee.to) !== "RegExp") return;
        const args = callee.nextSibling;
        context ??= constants(code, tree);
        try {
          const built = vm.runInContext(`new RegExp${code.slice(args.from, args.to)}`, context);
          patterns.push({ where, source: built.source, flags: built.flags });
        } catch (error) {
          unresolved.push({ where, call: code.slice(node.from, node.to), error: String(error) });
        }
      },
    });
  }
  return { patterns, unresolved };
}

const request = JSON.parse(readFileSync(0, "utf8"));
const patterns = [...request.patterns];
const unresolved = [];
for (const path of request.files) {
  const result = found(path);
  patterns.push(...result.patterns);
  unresolved.push(...result.unresolved);
}
// Step limits only, no time limits inside a check: a busy machine must not turn a slow run
// into a verdict. recheck's fuzzing (fixed seed) calls an attack string a success when
// matching it reads more than `attackLimit` characters: 10^8 is over 300 reads per character
// of its longest string, where a quadratic pattern reads thousands (the default, 1.5 * 10^9,
// takes minutes to reach in the pure-JS build).
const params = {
  timeout: request.timeout_ms ?? 120000,
  attackLimit: 100_000_000,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  randomSeed: 0,
};
const verdicts = new Map(); // one check per distinct pattern
const excepted = new Set((request.exceptions ?? []).map(([file, source]) => `${file}\n${source}`));
for (const pattern of patterns) {
  if (excepted.has(`${pattern.where.split(":")[0]}\n${pattern.source}`)) {
    pattern.status = "excepted";
    continue;
  }
  const key = `${pattern.flags}/${pattern.source}`;
  if (!verdicts.has(key)) {
    try {
      const result = await check(pattern.source, pattern.flags, params);
      verdicts.set(key, {
        status: result.status,
        complexity: result.complexity ?? null,
        attack: result.attack?.pattern ?? null,
        error: result.error ? JSON.stringify(result.error) : null,
      });
    } catch (error) {
      verdicts.set(key, { status: "unknown", error: String(error) });
    }
  }
  Object.assign(pattern, verdicts.get(key));
}
process.stdout.write(JSON.stringify({ patterns, unresolved }));
