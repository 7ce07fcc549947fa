// The lesson runtime as lesson pages load it: static/lesson/runtime.js, the markup catalog and
// the parts of three.js it imports, bundled and minified with esbuild into one ES module, and
// its style sheet minified, both in bundle/ (served as lesson/runtime.min.js and
// lesson/runtime.min.css, genui/settings/base.py), with the gunzip of the offline export. `make setup` runs it (.ci/setup); pages
// fall back to the modules as they are when the bundle is missing or older than its sources
// (genui/lessons/renderer.py).
//
//   node .ci/runtime-bundle.mjs           build bundle/
//   node .ci/runtime-bundle.mjs --sizes   build, then print what a first lesson load fetches,
//                                         raw, gzip and brotli, three ways (docs/operations.md)
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import * as esbuild from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const lesson = join(root, "static", "lesson");
const out = join(root, "bundle");
// Browsers of the last years, school Chromebooks and iPads included; the modules themselves
// need a browser that knows JSON import attributes (Chrome 123, Safari 17.2), the bundle not.
const target = ["chrome100", "edge100", "firefox100", "safari15"];

// The runtime imports ./catalog.json, which the site serves from genui/markup/data/.
const catalog = {
  name: "catalog",
  setup(build) {
    build.onResolve({ filter: /^\.\/catalog\.json$/ }, () => ({
      path: join(root, "genui", "markup", "data", "catalog.json"),
    }));
  },
};

const runtime = {
  entryPoints: [join(lesson, "runtime.js")],
  bundle: true,
  minify: true,
  format: "esm",
  target,
  plugins: [catalog],
  absWorkingDir: root,
  logLevel: "warning",
};

await esbuild.build({ ...runtime, outfile: join(out, "runtime.min.js") });
await esbuild.build({
  entryPoints: [join(lesson, "runtime.css")],
  minify: true,
  target,
  outfile: join(out, "runtime.min.css"),
  logLevel: "warning",
});

// the landing page's scene with the parts of three.js it uses (it loaded three whole,
// unminified: 315 KB brotli), served as lesson/landing-hero.min.js (genui/site/views.py)
await esbuild.build({
  entryPoints: [join(root, "static", "js", "landing-hero.js")],
  bundle: true,
  minify: true,
  format: "esm",
  target,
  absWorkingDir: root,
  outfile: join(out, "landing-hero.min.js"),
  logLevel: "warning",
});

// fflate's gunzip, as a global: the self-contained export inlines the bundle gzipped and
// unpacks it with this (genui/lessons/renderer.py, standalone_bundle), 740 KB -> 250 KB
await esbuild.build({
  stdin: { contents: 'export { gunzipSync } from "fflate";', resolveDir: root },
  bundle: true,
  minify: true,
  format: "iife",
  globalName: "cloverGunzip",
  target,
  outfile: join(out, "gunzip.min.js"),
  logLevel: "warning",
});

if (process.argv.includes("--sizes")) {
  const sizes = (buffers) => {
    const body = Buffer.concat(buffers);
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    return [body.length, gzipSync(body, { level: 9 }).length, brotli.length];
  };
  const file = (...parts) => readFileSync(join(root, ...parts));
  const minified = async (options) =>
    Buffer.from((await esbuild.build({ ...options, write: false })).outputFiles[0].contents);
  const css = file("bundle", "runtime.min.css");
  // three.js 0.187 ships no minified build: its two modules whole, minified the same way, stand
  // for three.module.min.js (everything of three, nothing left out)
  const three = await minified({
    entryPoints: [join(root, "node_modules", "three", "build", "three.module.js")],
    bundle: true, minify: true, format: "esm", target, treeShaking: false,
  });
  const orbit = await minified({
    entryPoints: [join(root, "node_modules", "three", "examples", "jsm", "controls", "OrbitControls.js")],
    bundle: true, minify: true, format: "esm", target, external: ["three"],
  });
  const alone = await minified({ ...runtime, external: ["three", "three/addons/*"] });
  const metafile = (await esbuild.build({ ...runtime, write: false, metafile: true })).metafile;
  const sources = Object.keys(metafile.inputs).map((path) => readFileSync(join(root, path)));
  const rows = {
    "modules as they are (before)": sizes([...sources, file("static", "lesson", "runtime.css")]),
    "three whole + runtime, minified": sizes([three, orbit, alone, css]),
    "bundle (what pages load)": sizes([file("bundle", "runtime.min.js"), css]),
  };
  console.log("bytes of script and style a first lesson load fetches: raw, gzip -9, brotli -q 11");
  for (const [name, [raw, gzip, brotli]] of Object.entries(rows)) {
    console.log(`${name.padEnd(34)} ${String(raw).padStart(9)} ${String(gzip).padStart(9)} ${String(brotli).padStart(9)}`);
  }
}
