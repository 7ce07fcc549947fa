/**
 * Clover lesson runtime: turns lesson markup (<cl-lesson> and the catalog's other elements) into an
 * interactive three.js page. Entry module of the page:
 *
 *   <script type="importmap">{"imports": {"three": ".../three.module.js", "three/addons/": ".../addons/"}}</script>
 *   <link rel="stylesheet" href=".../lesson/runtime.css">
 *   <script type="module" src=".../lesson/runtime.js"></script>
 *   <cl-lesson title="..." lang="en">...</cl-lesson>
 *
 * Test hooks: window.cloverLesson = {ready, snapshot(), seek(seconds), catalogVersion, version}.
 */
import { catalog } from "./values.js";
import { store, snapshot } from "./state.js";
import { ready } from "./scene.js";
import { ELEMENTS as SCENE } from "./scene.js";
import { ELEMENTS as OBJECTS } from "./objects.js";
import { ELEMENTS as MOTIONS } from "./motions.js";
import { ELEMENTS as CONTROLS } from "./controls.js";
import { ELEMENTS as STORY } from "./story.js";
import { ELEMENTS as TEXT, topLevel } from "./text.js";
import { ELEMENTS as CHART } from "./chart.js";
import { ELEMENTS as QUIZ } from "./quiz.js";
// records what the learner does for a class page that frames the lesson and asks (record.js)
import "./record.js";

export const VERSION = "1.0.0";

const classes = { ...TEXT, ...SCENE, ...OBJECTS, ...MOTIONS, ...CONTROLS, ...STORY, ...CHART, ...QUIZ };

const missing = Object.keys(catalog.elements).filter((tag) => !classes[tag]);
if (missing.length) console.warn("[clover-lesson] catalog elements without an implementation:", missing.join(", "));

// the lesson's own time starts here, once the page and its modules have loaded (`first_frame_ms`)
store.startedMs = performance.now();
if (store.reducedMotion) store.playing = false;

// A lesson without a scene never renders a frame: resolve `ready` once the document has loaded.
const readyOrNoScene = Promise.race([
  ready,
  new Promise((resolve) => {
    const check = () => setTimeout(() => { if (!store.scene) resolve({ webgl: false, scene: false }); }, 300);
    if (document.readyState === "complete") check();
    else window.addEventListener("load", check, { once: true });
  }),
]);

/**
 * Resolve after the next rendered frame. The scene's animation loop asked for that frame
 * before this callback did (`invalidate` registers it synchronously), so when this
 * callback runs the frame is drawn.
 */
function afterFrame() {
  return new Promise((resolve) => requestAnimationFrame(() => resolve(snapshot())));
}

/** Test hook: pause and show the scene at page time `time` (seconds); resolves with the snapshot. */
function seek(time) {
  store.setPlaying(false);
  store.time = Math.max(0, Number(time) || 0);
  store.emit("tick", store.time);
  store.scene?.invalidate();
  return afterFrame();
}

Object.defineProperty(window, "cloverLesson", {
  value: Object.freeze({
    version: VERSION,
    catalogVersion: catalog.version,
    ready: readyOrNoScene.then(() => snapshot()),
    snapshot,
    seek,
  }),
  writable: false,
  configurable: false,
});

// ?print=1 (the studio's Print link opens a framed lesson this way): the print dialog once the
// page is drawn, where the page may open it.
if (new URLSearchParams(window.location.search).has("print") && topLevel()) {
  readyOrNoScene.then(() => window.print());
}

// Parents before children (catalog order) so that most elements find their parent already built.
for (const tag of Object.keys(catalog.elements)) {
  const cls = classes[tag];
  if (!cls || customElements.get(tag)) continue;
  cls.tag = tag;
  customElements.define(tag, cls);
}
