/**
 * The lesson's shared state: parameters, time, registry of elements by id, notices, quiz and story state.
 * One lesson per page; `window.cloverLesson` (see runtime.js) reads it through snapshot().
 *
 *   store.setParam("r", 2); store.on("params", (changed) => ...); store.byId("moon")
 */
const listeners = new Map();
const registry = new Map();
const params = new Map();
const controls = new Map();
const notices = new Map();
let noticeSeq = 0;

export const store = {
  time: 0,
  speed: 1,
  playing: true,
  userPlayed: false,
  frame: 0,
  startedMs: 0, // performance.now() when the runtime started
  firstFrameMs: null, // milliseconds from then to the first frame drawn
  step: null,
  quiz: new Map(),
  pinned: new Set(), // legend targets whose highlight a pupil pinned
  scene: null,
  lesson: null,
  reducedMotion: typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches,

  on(event, fn) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event).add(fn);
    return () => listeners.get(event)?.delete(fn);
  },
  emit(event, detail) {
    for (const fn of [...(listeners.get(event) ?? [])]) {
      try {
        fn(detail);
      } catch (err) {
        console.warn("[clover-lesson]", event, err);
      }
    }
  },

  register(id, el) {
    if (!id) return;
    registry.set(id, el);
    this.emit("registry", id);
  },
  unregister(id, el) {
    if (id && registry.get(id) === el) {
      registry.delete(id);
      this.emit("registry", id);
    }
  },
  byId(id) {
    const el = registry.get(id);
    return el?.isConnected ? el : null;
  },

  /** Variables visible to expressions: parameters and the time t. */
  vars() {
    const v = new Map(params);
    v.set("t", this.time);
    return v;
  },
  hasParam(id) {
    return params.has(id);
  },
  param(id) {
    return params.get(id);
  },
  defineParam(id, value, control) {
    params.set(id, value);
    controls.set(id, control);
    this.emit("params", new Set([id]));
  },
  removeParam(id, control) {
    if (controls.get(id) !== control) return;
    params.delete(id);
    controls.delete(id);
    this.emit("params", new Set([id]));
  },
  control(id) {
    return controls.get(id) ?? null;
  },
  setParam(id, value, { fromControl = false } = {}) {
    if (!params.has(id) || params.get(id) === value) return;
    params.set(id, value);
    if (!fromControl) controls.get(id)?.syncFromStore?.(value);
    this.emit("params", new Set([id]));
  },
  paramControls() {
    return [...controls.entries()].filter(([, c]) => c?.isConnected);
  },

  setPlaying(playing, { user = false } = {}) {
    if (user && playing) this.userPlayed = true;
    this.playing = !!playing;
    this.emit("playing", this.playing);
  },
  setSpeed(speed) {
    this.speed = speed;
    this.emit("speed", speed);
  },

  /** Record a notice for an element; returns a key to clear it with. */
  addNotice(el, message) {
    const key = `n${++noticeSeq}`;
    notices.set(key, { element: el.localName, id: el.id || null, message, el });
    this.emit("notices");
    return key;
  },
  clearNotice(key) {
    if (notices.delete(key)) this.emit("notices");
  },
  notices() {
    return [...notices.values()].filter((n) => n.el.isConnected);
  },
};

const round = (x) => Math.round(x * 1e4) / 1e4;
const r3 = (v) => [round(v.x), round(v.y), round(v.z)];
const DEG = 180 / Math.PI;

function shownInScene(o) {
  for (let p = o; p; p = p.parent) if (!p.visible) return false;
  return true;
}

/** JSON-serialisable, read-only copy of the state (for tests and the validator). */
export function snapshot() {
  const objects = {};
  for (const [id, el] of registry) {
    const o = el.isConnected ? el.object3d : null;
    if (!o) continue;
    objects[id] = {
      type: el.localName,
      position: r3(o.position),
      rotation: [round(o.rotation.x * DEG), round(o.rotation.y * DEG), round(o.rotation.z * DEG)],
      scale: r3(o.scale),
      visible: !!o.visible,
      shown: shownInScene(o),
      world_position: el.worldPosition ? r3(el.worldPosition()) : r3(o.position),
    };
  }
  const quiz = {};
  for (const [id, q] of store.quiz) quiz[id] = { ...q };
  return JSON.parse(JSON.stringify({
    parameters: Object.fromEntries(params),
    objects,
    step: store.step,
    highlights: store.scene?.highlights ? [...store.scene.highlights].map((el) => el.id).filter(Boolean).sort() : [],
    quiz,
    pinned: [...store.pinned].sort(),
    errors: store.notices().map(({ element, id, message }) => ({ element, id, message })),
    frame: store.frame,
    first_frame_ms: store.firstFrameMs,
    time: round(store.time),
    playing: store.playing,
    speed: store.speed,
    reduced_motion: store.reducedMotion,
    lang: document.documentElement.lang || null,
  }));
}
