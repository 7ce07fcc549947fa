/**
 * <cl-scene> (the one three.js renderer, camera, orbit controls and animation loop of the page) and <cl-light>.
 *
 * Frames are drawn on demand: one when a control, the camera, a story step or a resize changes something, and
 * a loop only while something moves (playing motions with their highlight pulse, camera damping, auto-rotation
 * or a story camera move); a still scene draws nothing. The loop pauses while the tab is hidden or the stage is
 * scrolled out of view, and the motions resume where they were. Reduced-motion users start paused until they
 * press play.
 *
 * By touch (three's OrbitControls): one finger turns the view, two fingers pinch to zoom and move together
 * to pan. The canvas takes the fingers only while its controls are on (touch-action); the page scrolls from
 * around the stage, which never fills the screen.
 */
import * as THREE from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";
import { ClElement, h } from "./base.js";
import { store } from "./state.js";
import { t } from "./i18n.js";
import { describeScene, describeChange, announce } from "./a11y.js";
import { adoptChildren } from "./objects.js";
import { seededRandom } from "./shuffle.js";

const HIGHLIGHT = new THREE.Color("#ffd54a");
let resolveReady;
export const ready = new Promise((resolve) => { resolveReady = resolve; });

/** Run `fn` once the page has painted (at once in a hidden tab, which paints nothing). */
function afterPaint(fn) {
  if (document.hidden) setTimeout(fn, 0);
  else requestAnimationFrame(() => setTimeout(fn, 0));
}

const ICONS = {
  reset: "M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5",
  fullscreen: "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5",
};

function icon(d) {
  return h("svg:svg", { viewBox: "0 0 24 24", width: "18", height: "18", "aria-hidden": "true", fill: "none", stroke: "currentColor", "stroke-width": "2", "stroke-linecap": "round", "stroke-linejoin": "round" },
    h("svg:path", { d }));
}

function v3(a) {
  return new THREE.Vector3(a[0], a[1], a[2]);
}

class ClScene extends ClElement {
  init() {
    if (store.scene && store.scene !== this && store.scene.isConnected) {
      this.notice("dup", "only one cl-scene per lesson; this one is ignored.");
      return;
    }
    store.scene = this;
    store.time = 0;
    this.motionObjects = new Set();
    this.labels = new Set();
    this.highlights = new Set();
    this.tween = null;
    this.frameNo = 0;
    this.buildDom();
    this.buildThree();
    this.applyAll();
    // Elements upgraded before the scene: attach their motions and labels now.
    for (const el of this.querySelectorAll("*")) {
      if (el.motions?.length) this.addMotionObject(el);
      if (el.localName === "cl-label") el.attach?.();
    }
    this.lightsChanged();
    this.unsubs = [
      store.on("playing", () => { this.syncPlayButton(); this.invalidate(); announce(store.playing ? t("playing") : t("paused")); }),
      store.on("params", (changed) => { this.invalidate(); this.queueDescription(changed); }),
      store.on("speed", () => this.invalidate()),
    ];
    this.onVisibility = () => this.invalidate();
    document.addEventListener("visibilitychange", this.onVisibility);
    this.descriptionTimer = setInterval(() => this.refreshDescription(), 2000);
    this.invalidate();
  }

  buildDom() {
    const root = this.shadow();
    if (root.querySelector(".stage")) return;
    this.canvasWrap = h("div", { class: "canvas-wrap" });
    this.labelLayer = h("div", { class: "labels", "aria-hidden": "true" });
    this.caption = h("div", { class: "caption", hidden: true, "aria-hidden": "true" });
    this.playButton = h("button", { type: "button", class: "stage-play" });
    this.playButton.addEventListener("click", () => store.setPlaying(!store.playing, { user: true }));
    this.resetButton = h("button", { type: "button", class: "stage-tool", "aria-label": t("resetView"), title: t("resetView") }, icon(ICONS.reset));
    this.resetButton.addEventListener("click", () => this.guard(() => this.resetView()));
    this.fullButton = h("button", { type: "button", class: "stage-tool", "aria-label": t("fullscreen"), title: t("fullscreen") }, icon(ICONS.fullscreen));
    this.fullButton.addEventListener("click", () => this.guard(() => this.toggleFullscreen()));
    this.fullButton.hidden = !document.fullscreenEnabled;
    // Seen when the 3D view has keyboard focus (its aria-label says the same to screen readers).
    this.keysHint = h("p", { class: "stage-hint keys-hint", hidden: true, "aria-hidden": "true", text: t("sceneKeys") });
    // Reduced motion: animations start paused, and the page says how to play them.
    this.motionHint = h("p", { class: "stage-hint motion-hint", hidden: true, text: t("motionPaused") });
    this.descriptionText = h("p", { class: "description-text" });
    const details = h("details", { class: "description" }, h("summary", { text: t("sceneDescription") }), this.descriptionText);
    root.append(
      h("div", { class: "stage" }, this.canvasWrap, this.labelLayer, this.caption, this.playButton,
        h("div", { class: "stage-tools" }, this.resetButton, this.fullButton), this.keysHint, this.motionHint),
      details,
      h("div", { class: "notices" }),
    );
    this.syncPlayButton();
  }

  buildThree() {
    this.scene = new THREE.Scene();
    this.object3d = new THREE.Group();
    this.scene.add(this.object3d);
    this.camera = new THREE.PerspectiveCamera(50, 16 / 9, 0.05, 5000);
    this.defaultLights = new THREE.Group();
    this.defaultLights.add(new THREE.HemisphereLight(0xffffff, 0x3a4660, 1.1));
    const sun = new THREE.DirectionalLight(0xffffff, 2.2);
    sun.position.set(5, 10, 7);
    this.defaultLights.add(sun);
    this.scene.add(this.defaultLights);
    this.helpers = new THREE.Group();
    this.scene.add(this.helpers);
    adoptChildren(this);
    // The canvas, its controls and its observers now; the WebGL context once the page has been
    // painted (`startRenderer`): the lesson's text shows first, and the context, the shaders and
    // the first frame come as tasks of their own instead of one long one.
    const canvas = h("canvas", { role: "img", tabindex: "0" });
    canvas.style.display = "block";
    this.canvas = canvas;
    this.canvasWrap.append(canvas);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.12;
    this.controls.addEventListener("change", () => this.invalidate());
    canvas.addEventListener("keydown", (e) => this.onKey(e));
    canvas.addEventListener("focus", () => { this.keysHint.hidden = !this.controls?.enabled || !canvas.matches(":focus-visible"); });
    canvas.addEventListener("blur", () => { this.keysHint.hidden = true; });
    canvas.addEventListener("webglcontextlost", (e) => e.preventDefault());
    this.resizer = new ResizeObserver(() => this.resize());
    this.resizer.observe(this.canvasWrap);
    // Seen until told otherwise: the first frame is drawn wherever the stage is.
    this.onScreen = true;
    this.viewport = new IntersectionObserver(([entry]) => {
      this.onScreen = entry.isIntersecting;
      this.invalidate();
    });
    this.viewport.observe(this.canvasWrap);
    afterPaint(() => this.guard(() => this.startRenderer()));
  }

  /** The WebGL context, or the still picture where there is none. */
  startRenderer() {
    if (store.scene !== this || !this.isConnected || this.renderer || !this.controls) return;
    try {
      this.renderer = new THREE.WebGLRenderer({ canvas: this.canvas, antialias: true, alpha: false, preserveDrawingBuffer: true, powerPreference: "high-performance" });
    } catch (err) {
      this.renderer = null;
      this.controls.dispose();
      this.controls = null;
      this.canvas.remove();
      this.showStill();
      console.warn("[clover-lesson] WebGL unavailable:", err?.message);
      queueMicrotask(() => resolveReady({ webgl: false }));
      return;
    }
    const r = this.renderer;
    // three's shaders only (a lesson writes none): no synchronous read of each program's log
    r.debug.checkShaderErrors = false;
    r.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    r.toneMapping = THREE.NeutralToneMapping;
    setTimeout(() => this.guard(() => this.compileThenDraw()), 0);
  }

  /**
   * The shaders of what the scene shows, compiled before the first frame: where the browser
   * compiles them in parallel (KHR_parallel_shader_compile) the page stays free meanwhile,
   * instead of waiting for them in the first frame.
   */
  compileThenDraw() {
    const r = this.renderer;
    if (!r) return;
    this.resize();
    this.compiling = true;
    Promise.resolve()
      .then(() => r.compileAsync(this.scene, this.camera))
      .catch((err) => console.warn("[clover-lesson] compiling the scene's shaders:", err?.message))
      .finally(() => {
        this.compiling = false;
        this.invalidate();
      });
  }

  // Without WebGL: one line that says so below the site's still picture of the scene (<meta
  // name="clover-still">, the validator's screenshot), or the line alone, saying there is no picture.
  showStill() {
    const src = document.querySelector('meta[name="clover-still"]')?.getAttribute("content") ?? "";
    const line = h("p", { class: "no-webgl-line", text: t(src ? "webglStill" : "webglMissing") });
    const box = h("div", { class: "no-webgl" }, line);
    if (src) {
      const still = h("img", { class: "still", src, alt: t("stillAlt") });
      still.addEventListener("error", () => { still.remove(); line.textContent = t("webglMissing"); });
      box.append(still);
    }
    this.canvasWrap.append(box);
    this.resetButton.hidden = true;
    this.fullButton.hidden = true;
  }

  applyAll() {
    const height = this.a("height");
    this.style.setProperty("--stage-height", `${height}px`);
    this.scene.background = new THREE.Color(this.a("background"));
    this.baseFov = this.a("fov");
    this.fitFov();
    this.camera.position.copy(v3(this.a("camera")));
    this.camera.updateProjectionMatrix();
    const target = v3(this.a("target"));
    if (this.controls) {
      this.controls.target.copy(target);
      this.controls.enabled = this.a("controls");
      // One finger turns the view, two pinch and pan; a scene without camera controls leaves the
      // fingers to the page, which scrolls over it as over a picture.
      this.canvas.style.touchAction = this.controls.enabled ? "none" : "";
      this.controls.autoRotate = this.a("auto-rotate") && !store.reducedMotion;
      this.controls.update();
    } else {
      this.camera.lookAt(target);
    }
    this.buildHelpers();
    const label = this.a("label") || t("sceneLabel");
    this.canvas?.setAttribute("aria-label", `${label}. ${t("sceneKeys")}`);
    this.invalidate();
  }

  changed() {
    this.applyAll();
  }

  buildHelpers() {
    for (const c of [...this.helpers.children]) {
      this.helpers.remove(c);
      c.geometry?.dispose();
      c.material?.dispose();
    }
    if (this.a("grid")) this.helpers.add(new THREE.GridHelper(20, 20, 0x556677, 0x334455));
    if (this.a("axes")) this.helpers.add(new THREE.AxesHelper(3));
    if (this.a("stars")) {
      const rand = seededRandom(7);
      const n = 1500, pos = new Float32Array(n * 3);
      for (let i = 0; i < n; i++) {
        const u = rand() * 2 - 1, th = rand() * Math.PI * 2, rr = 400 + rand() * 400, s = Math.sqrt(1 - u * u);
        pos.set([rr * s * Math.cos(th), rr * u, rr * s * Math.sin(th)], i * 3);
      }
      const g = new THREE.BufferGeometry();
      g.setAttribute("position", new THREE.BufferAttribute(pos, 3));
      this.helpers.add(new THREE.Points(g, new THREE.PointsMaterial({ color: 0xcfd8ff, size: 1.6, sizeAttenuation: false, transparent: true, opacity: 0.8 })));
    }
  }

  teardown() {
    if (store.scene !== this) return;
    store.scene = null;
    this.unsubs?.forEach((u) => u());
    document.removeEventListener("visibilitychange", this.onVisibility);
    clearInterval(this.descriptionTimer);
    this.resizer?.disconnect();
    this.viewport?.disconnect();
    this.renderer?.setAnimationLoop(null);
    this.looping = false;
    this.tween = null;
    this.controls?.dispose();
    this.renderer?.dispose();
    this.canvas?.remove();
    this.renderer = null;
  }

  /** Lights: the default rig is used until the first cl-light arrives. */
  lightsChanged() {
    const any = [...this.querySelectorAll("cl-light")].some((l) => l.light);
    this.defaultLights.visible = !any;
    this.invalidate();
  }

  resize() {
    if (!this.renderer) return;
    const w = Math.max(1, this.canvasWrap.clientWidth), hgt = Math.max(1, this.canvasWrap.clientHeight);
    this.renderer.setSize(w, hgt, false);
    this.camera.aspect = w / hgt;
    this.fitFov();
    this.invalidate();
  }

  /**
   * Keep the horizontal field of view of a 16:10 stage on narrow (phone) stages: `fov` is the vertical
   * angle at aspect 1.6 or wider; a taller stage widens it instead of cropping the sides of the scene.
   */
  fitFov() {
    const base = this.baseFov ?? 50;
    const aspect = this.camera.aspect || 1.6;
    const half = Math.tan((base * Math.PI) / 360);
    this.camera.fov = aspect >= 1.6 ? base : Math.min(120, (Math.atan((half * 1.6) / aspect) * 360) / Math.PI);
    this.camera.updateProjectionMatrix();
  }

  onKey(e) {
    if (!this.controls?.enabled) return;
    const c = this.controls, off = this.camera.position.clone().sub(c.target);
    const sph = new THREE.Spherical().setFromVector3(off);
    const step = Math.PI / 18;
    const keys = {
      ArrowLeft: () => { sph.theta -= step; }, ArrowRight: () => { sph.theta += step; },
      ArrowUp: () => { sph.phi = Math.max(0.05, sph.phi - step); }, ArrowDown: () => { sph.phi = Math.min(Math.PI - 0.05, sph.phi + step); },
      "+": () => { sph.radius *= 0.85; }, "=": () => { sph.radius *= 0.85; }, "-": () => { sph.radius /= 0.85; }, _: () => { sph.radius /= 0.85; },
    };
    if (!keys[e.key]) return;
    e.preventDefault();
    keys[e.key]();
    sph.radius = Math.min(Math.max(sph.radius, c.minDistance || 0.1), Math.min(c.maxDistance, 4000));
    this.camera.position.copy(c.target).add(new THREE.Vector3().setFromSpherical(sph));
    c.update();
    this.invalidate();
  }

  /** Move the camera (story steps); instant when reduced motion is preferred. */
  flyTo(position, target) {
    if (!this.controls) return;
    const to = { pos: position ? v3(position) : this.camera.position.clone(), target: target ? v3(target) : this.controls.target.clone() };
    if (store.reducedMotion) {
      this.camera.position.copy(to.pos);
      this.controls.target.copy(to.target);
      this.controls.update();
      this.invalidate();
      return;
    }
    this.tween = { from: { pos: this.camera.position.clone(), target: this.controls.target.clone() }, to, start: performance.now(), ms: 1200 };
    this.invalidate();
  }

  /** The view now, drawn at once (motions at the current time), as a PNG data URL: a still for print. */
  still() {
    if (!this.renderer) return null;
    this.tween = null;
    this.controls?.update();
    this.frameNo += 1;
    for (const el of this.motionObjects) el.guard(() => el.ensureFrame(this.frameNo));
    for (const el of this.highlights) el.pulseHighlight?.(HIGHLIGHT, 0.8);
    this.renderer.render(this.scene, this.camera);
    return this.renderer.domElement.toDataURL("image/png");
  }

  /** Back to the camera written in the markup. */
  resetView() {
    this.flyTo(this.a("camera"), this.a("target"));
  }

  toggleFullscreen() {
    const stage = this.shadowRoot.querySelector(".stage");
    if (document.fullscreenElement) document.exitFullscreen?.();
    else stage.requestFullscreen?.().catch(() => {});
  }

  setHighlights(ids) {
    this.baseHighlights = ids;
    this.applyHighlights(ids);
  }

  /** Temporarily highlight one object (legend hover/focus); null restores the step's highlights. */
  previewHighlight(id) {
    this.applyHighlights(id ? [id] : this.baseHighlights ?? []);
  }

  applyHighlights(ids) {
    for (const el of this.highlights) el.setHighlight?.(false);
    this.highlights = new Set(ids.map((id) => store.byId(id)).filter((el) => el?.setHighlight));
    for (const el of this.highlights) el.setHighlight(true);
    this.invalidate();
  }

  setCaption(text) {
    this.caption.textContent = text || "";
    this.caption.hidden = !text;
  }

  syncPlayButton() {
    if (!this.playButton) return;
    const playing = store.playing;
    this.playButton.textContent = playing ? "❚❚" : "▶";
    this.playButton.setAttribute("aria-label", playing ? t("pause") : t("play"));
    this.playButton.hidden = this.motionObjects.size === 0;
    this.motionHint.hidden = !(store.reducedMotion && !playing && !store.userPlayed && this.motionObjects.size > 0);
  }

  addMotionObject(el) {
    this.motionObjects.add(el);
    this.syncPlayButton();
    this.invalidate();
  }

  removeMotionObject(el) {
    this.motionObjects.delete(el);
    this.syncPlayButton();
  }

  invalidate() {
    if (!this.renderer || this.compiling || this.looping || document.hidden) return;
    this.looping = true;
    this.lastTime = performance.now();
    this.renderer.setAnimationLoop((now) => this.frame(now));
  }

  frame(now) {
    if (!this.renderer) return;
    // a pause (hidden tab, stage out of view) costs the lesson's time at most one step of 0.1 s
    const dt = Math.min(0.1, Math.max(0, (now - this.lastTime) / 1000));
    this.lastTime = now;
    const shown = this.onScreen && !document.hidden;
    const animating = shown && store.playing && this.motionObjects.size > 0;
    if (animating) store.time += dt * store.speed;
    this.frameNo += 1;
    for (const el of this.motionObjects) el.guard(() => el.ensureFrame(this.frameNo));
    if (animating) store.emit("tick", store.time);
    let moving = false;
    if (this.tween) {
      const k = Math.min(1, (now - this.tween.start) / this.tween.ms);
      const e = k < 0.5 ? 4 * k * k * k : 1 - Math.pow(-2 * k + 2, 3) / 2;
      this.camera.position.lerpVectors(this.tween.from.pos, this.tween.to.pos, e);
      this.controls.target.lerpVectors(this.tween.from.target, this.tween.to.target, e);
      if (k >= 1) this.tween = null;
      moving = true;
    }
    if (this.controls) moving = this.controls.update(dt) || moving || (this.controls.autoRotate && shown);
    // highlights pulse while the motions play (never with reduced motion), and hold still otherwise
    const pulsing = animating && !store.reducedMotion && this.highlights.size > 0;
    if (this.highlights.size > 0) {
      const k = pulsing ? 0.55 + 0.45 * Math.sin(now / 260) : 0.8;
      for (const el of this.highlights) el.pulseHighlight?.(HIGHLIGHT, k);
    }
    this.renderer.render(this.scene, this.camera);
    this.updateLabels();
    store.frame += 1;
    if (store.frame === 1) {
      store.firstFrameMs = Math.round(performance.now() - store.startedMs);
      resolveReady({ webgl: true });
      this.refreshDescription();
    }
    if (!shown || !(animating || pulsing || moving)) {
      this.looping = false;
      this.renderer.setAnimationLoop(null);
    }
  }

  updateLabels() {
    if (!this.labels.size) return;
    const w = this.canvasWrap.clientWidth, hgt = this.canvasWrap.clientHeight;
    const p = new THREE.Vector3();
    for (const label of this.labels) {
      const owner = label.owner;
      const node = label.node;
      if (!owner?.object3d || !node) continue;
      let shown = true;
      for (let o = owner.object3d; o; o = o.parent) if (!o.visible) { shown = false; break; }
      p.copy(label.anchorWorld());
      p.project(this.camera);
      if (!shown || p.z > 1 || p.z < -1) {
        node.hidden = true;
        continue;
      }
      node.hidden = false;
      node.style.setProperty("transform", `translate(${((p.x + 1) / 2) * w}px, ${((1 - p.y) / 2) * hgt}px) translate(-50%, -100%)`);
      const text = label.textContent.trim();
      if (node.textContent !== text) node.textContent = text;
    }
  }

  /** After parameters change (debounced): refresh the description and announce what changed. */
  queueDescription(changed) {
    this.pendingChanged = new Set([...(this.pendingChanged ?? []), ...(changed ?? [])]);
    clearTimeout(this.describeTimer);
    this.describeTimer = setTimeout(() => {
      this.refreshDescription();
      announce(describeChange(this.pendingChanged));
      this.pendingChanged = null;
    }, 600);
  }

  refreshDescription() {
    if (!this.descriptionText) return;
    const text = describeScene(this);
    if (this.descriptionText.textContent !== text) this.descriptionText.textContent = text;
  }
}

const LIGHTS = {
  ambient: () => new THREE.AmbientLight(),
  directional: () => new THREE.DirectionalLight(),
  point: () => new THREE.PointLight(),
  spot: () => new THREE.SpotLight(),
  hemisphere: () => new THREE.HemisphereLight(),
};
/** Physical intensities are scaled so that intensity="1" is normal daylight for every light type. */
const INTENSITY_SCALE = { ambient: 1, hemisphere: 1.2, directional: 2.5, point: 2.5, spot: 3 };

class ClLight extends ClElement {
  init() {
    this.build();
  }

  build() {
    this.teardown();
    const type = this.a("type");
    this.type = type;
    this.light = LIGHTS[type]();
    if (this.light.isPointLight || this.light.isSpotLight) this.light.decay = 0;
    this.update();
    const parent = this.parentElement;
    if (parent?.object3d) parent.object3d.add(this.light);
    if (this.light.target) this.light.parent?.add(this.light.target);
    store.scene?.lightsChanged?.();
  }

  update() {
    const l = this.light;
    l.color.set(this.a("color"));
    if (l.isHemisphereLight) l.groundColor.set(this.a("ground-color"));
    l.intensity = this.a("intensity") * INTENSITY_SCALE[this.type];
    l.visible = this.a("visible");
    l.position.copy(v3(this.a("position")));
    if (l.target) l.target.position.copy(v3(this.a("target")));
    if (l.isSpotLight) l.angle = (this.a("angle") * Math.PI) / 180;
    store.scene?.invalidate();
  }

  /** A light is not an object of the hierarchy (no transforms, no motions): parents adopt it via adoptInto. */
  get object3d() {
    return null;
  }

  /** Called by a parent object (or the scene) that is built after this light. */
  adoptInto(parentObject) {
    if (this.light && this.light.parent !== parentObject) {
      parentObject.add(this.light);
      if (this.light.target) parentObject.add(this.light.target);
    }
  }

  changed(name) {
    if (name === "type") this.build();
    else this.update();
  }

  teardown() {
    if (!this.light) return;
    this.light.removeFromParent();
    this.light.target?.removeFromParent();
    this.light.dispose?.();
    this.light = null;
    store.scene?.lightsChanged?.();
  }
}

export const ELEMENTS = { "cl-scene": ClScene, "cl-light": ClLight };
