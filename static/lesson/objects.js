/**
 * Scene objects: <cl-group>, the primitives (sphere, box, cylinder, cone, capsule, torus, ring, plane,
 * arrow, line, particles) and <cl-label>. Each element owns one three.js Object3D (`object3d`) that it adds
 * to its parent element's Object3D; transforms come from the attributes ("base") and motions on top.
 */
import * as THREE from "three";
import { ClElement, h } from "./base.js";
import { store } from "./state.js";
import { seededRandom } from "./shuffle.js";

const DEG = Math.PI / 180;
const TRANSFORM = new Set(["position", "rotation", "scale", "visible"]);
const MATERIAL = new Set(["color", "emissive", "emissive-intensity", "opacity", "wireframe", "roughness", "metalness", "flat", "glow"]);

/** Attach to `parentEl.object3d` every child element's Object3D (children may be built before their parent). */
export function adoptChildren(parentEl) {
  for (const child of parentEl.children) {
    if (child.object3d && child.object3d.parent !== parentEl.object3d) parentEl.object3d.add(child.object3d);
    child.adoptInto?.(parentEl.object3d);
  }
}

class ClObject extends ClElement {
  init() {
    this.motions = [];
    this.highlighted = false;
    this.object3d = this.build();
    this.object3d.userData.element = this;
    this.applyTransform();
    this.parentElement?.object3d?.add(this.object3d);
    adoptChildren(this);
    for (const m of this.querySelectorAll(":scope > cl-orbit, :scope > cl-spin, :scope > cl-oscillate, :scope > cl-follow-path")) {
      if (m.motionReady) this.addMotion(m);
    }
    store.scene?.invalidate();
  }

  teardown() {
    store.scene?.removeMotionObject(this);
    store.scene?.highlights.delete(this);
    if (!this.object3d) return;
    this.object3d.removeFromParent();
    this.object3d.traverse((o) => {
      if (o.userData.element && o.userData.element !== this) return;
      o.geometry?.dispose();
      if (o.material !== RIM) o.material?.dispose?.();
    });
    this.object3d = null;
  }

  changed(name) {
    if (!this.object3d) return;
    if (TRANSFORM.has(name)) this.applyTransform();
    else if (MATERIAL.has(name)) this.applyMaterial();
    else this.rebuildGeometry();
    store.scene?.invalidate();
  }

  /** Overridden: the Object3D of this element. */
  build() {
    return new THREE.Group();
  }

  rebuildGeometry() {}
  applyMaterial() {}

  applyTransform() {
    const p = this.a("position"), r = this.a("rotation"), s = this.a("scale");
    this.base = {
      position: new THREE.Vector3(...p),
      quaternion: new THREE.Quaternion().setFromEuler(new THREE.Euler(r[0] * DEG, r[1] * DEG, r[2] * DEG)),
      scale: new THREE.Vector3(...s.map((x) => (Math.abs(x) < 1e-6 ? 1e-6 : x))),
    };
    const o = this.object3d;
    o.position.copy(this.base.position);
    o.quaternion.copy(this.base.quaternion);
    o.scale.copy(this.base.scale);
    o.visible = this.a("visible");
    this._frame = -1;
  }

  addMotion(m) {
    if (!this.motions.includes(m)) this.motions.push(m);
    this.motions.sort((x, y) => (x.nodeType && y.nodeType ? (x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1) : 0));
    store.scene?.addMotionObject(this);
  }

  removeMotion(m) {
    this.motions = this.motions.filter((x) => x !== m);
    if (!this.motions.length) {
      store.scene?.removeMotionObject(this);
      if (this.object3d) this.applyTransform();
    }
  }

  /** Apply this object's motions for frame `frameNo` (ancestors first), once per frame. */
  ensureFrame(frameNo) {
    if (this._frame === frameNo || !this.object3d) return;
    this._frame = frameNo;
    const parent = this.parentElement;
    if (parent?.ensureFrame) parent.ensureFrame(frameNo);
    if (!this.motions.length) return;
    const o = this.object3d;
    o.position.copy(this.base.position);
    o.quaternion.copy(this.base.quaternion);
    o.scale.copy(this.base.scale);
    for (const m of this.motions) if (m.isConnected) m.guard(() => m.apply(this, store.time, frameNo));
  }

  worldPosition() {
    this.object3d.updateWorldMatrix(true, false);
    return new THREE.Vector3().setFromMatrixPosition(this.object3d.matrixWorld);
  }

  /** Radius of the object in world units, for placing labels. */
  worldRadius() {
    const box = new THREE.Box3().setFromObject(this.object3d);
    if (box.isEmpty()) return 0.3;
    return box.getSize(new THREE.Vector3()).y / 2;
  }

  displayName() {
    return this.getAttribute("name") || this.querySelector(":scope > cl-label")?.textContent.trim() || "";
  }

  /** Meshes that a highlight lights up: a group's whole content, or an object's own parts only. */
  meshes() {
    const out = [];
    const walk = (o) => {
      const owner = o.userData.element;
      if (owner && owner !== this && this.localName !== "cl-group") return;
      if (o.material?.emissive) out.push(o);
      for (const c of o.children) walk(c);
    };
    if (this.object3d) walk(this.object3d);
    return out;
  }

  /**
   * A highlight keeps each mesh's own colour (a legend's red arrow stays red): the mesh glows in its
   * colour and a rim in the highlight colour, a few pixels wide, outlines it.
   */
  setHighlight(on) {
    this.highlighted = on;
    if (!on) this.applyMaterial();
    for (const m of this.meshes()) {
      const el = m.userData.element;
      if (el && el !== this && !on) el.applyMaterial?.();
      if (on) addRim(m);
      else removeRim(m);
    }
  }

  pulseHighlight(color, k) {
    RIM.uniforms.color.value.copy(color);
    RIM.uniforms.opacity.value = 0.45 + 0.55 * k;
    const renderer = store.scene?.renderer;
    if (renderer) {
      RIM.uniforms.resolution.value.copy(renderer.getDrawingBufferSize(RIM_SIZE));
      RIM.uniforms.width.value = 3 * renderer.getPixelRatio();
    }
    for (const m of this.meshes()) {
      m.material.emissive.copy(m.material.color);
      m.material.emissiveIntensity = 0.15 + 0.35 * k;
      const rim = m.userData.rim;
      if (rim && rim.geometry !== m.geometry) rim.geometry = m.geometry;
    }
  }
}

/**
 * The rim drawn around a highlighted mesh: its back faces pushed out along their normals by a constant
 * number of CSS pixels, in one flat colour (an inverted hull). Flat, double-sided meshes (planes, discs) have
 * no inside to draw, so they only glow.
 */
const RIM_SIZE = new THREE.Vector2();
const RIM = new THREE.ShaderMaterial({
  uniforms: {
    color: { value: new THREE.Color() },
    opacity: { value: 1 },
    width: { value: 3 },
    resolution: { value: new THREE.Vector2(1, 1) },
  },
  vertexShader: `
    uniform float width;
    uniform vec2 resolution;
    void main() {
      vec4 clip = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
      vec3 n = normalize(normalMatrix * normal);
      vec2 dir = (projectionMatrix * vec4(n, 0.0)).xy;
      float len = length(dir);
      if (len > 1e-5) clip.xy += dir / len * width * 2.0 / resolution * clip.w;
      gl_Position = clip;
    }`,
  fragmentShader: `
    uniform vec3 color;
    uniform float opacity;
    void main() { gl_FragColor = vec4(color, opacity); }`,
  side: THREE.BackSide,
  transparent: true,
  depthWrite: false,
});

function addRim(mesh) {
  if (mesh.userData.rim || !mesh.isMesh || mesh.material.side === THREE.DoubleSide || !mesh.geometry.attributes.normal) return;
  const rim = new THREE.Mesh(mesh.geometry, RIM);
  rim.userData.element = mesh.userData.element;
  rim.renderOrder = 1;
  rim.raycast = () => {};
  mesh.userData.rim = rim;
  mesh.add(rim);
}

function removeRim(mesh) {
  mesh.userData.rim?.removeFromParent();
  delete mesh.userData.rim;
}

class ClGroup extends ClObject {}

/** Objects drawn as one mesh with a standard material. */
class ClMesh extends ClObject {
  build() {
    this.material = new THREE.MeshStandardMaterial();
    const mesh = new THREE.Mesh(this.geometry(), this.material);
    this.mesh = mesh;
    this.applyMaterial();
    return mesh;
  }

  rebuildGeometry() {
    const old = this.mesh.geometry;
    this.mesh.geometry = this.geometry();
    old.dispose();
    if (this.halo) this.applyGlow();
  }

  applyMaterial() {
    const m = this.material;
    if (!m) return;
    const opacity = this.a("opacity");
    m.color.set(this.a("color"));
    m.emissive.set(this.a("emissive"));
    m.emissiveIntensity = this.a("emissive-intensity");
    m.roughness = this.a("roughness");
    m.metalness = this.a("metalness");
    m.wireframe = this.a("wireframe");
    m.flatShading = this.a("flat");
    m.opacity = opacity;
    m.transparent = opacity < 1;
    m.depthWrite = opacity >= 0.999;
    m.side = this.doubleSided ? THREE.DoubleSide : THREE.FrontSide;
    m.needsUpdate = true;
    this.applyGlow();
  }

  /** An additive halo sprite sized from the geometry's bounding sphere. */
  applyGlow() {
    const glow = this.a("glow") ?? 0;
    if (glow <= 0) {
      this.halo?.removeFromParent();
      this.halo?.material.dispose();
      this.halo = null;
      return;
    }
    if (!this.mesh) return;
    if (!this.halo) {
      this.halo = new THREE.Sprite(new THREE.SpriteMaterial({ map: glowTexture(), blending: THREE.AdditiveBlending, depthWrite: false, transparent: true }));
      this.halo.userData.element = this;
      this.mesh.add(this.halo);
    }
    const emissive = this.a("emissive");
    this.halo.material.color.set(emissive && emissive !== "#000000" ? emissive : this.a("color"));
    this.halo.material.opacity = Math.min(1, 0.35 + 0.25 * glow) * this.a("opacity");
    this.mesh.geometry.computeBoundingSphere();
    const r = this.mesh.geometry.boundingSphere?.radius ?? 1;
    this.halo.scale.setScalar(2 * r * (1 + glow));
  }

}

let haloTexture = null;
function glowTexture() {
  if (haloTexture) return haloTexture;
  const c = document.createElement("canvas");
  c.width = c.height = 128;
  const g = c.getContext("2d"), grad = g.createRadialGradient(64, 64, 0, 64, 64, 64);
  grad.addColorStop(0, "rgba(255,255,255,1)");
  grad.addColorStop(0.35, "rgba(255,255,255,0.55)");
  grad.addColorStop(0.7, "rgba(255,255,255,0.12)");
  grad.addColorStop(1, "rgba(255,255,255,0)");
  g.fillStyle = grad;
  g.fillRect(0, 0, 128, 128);
  haloTexture = new THREE.CanvasTexture(c);
  return haloTexture;
}

const flat = (g) => g.rotateX(-Math.PI / 2);

class ClSphere extends ClMesh {
  geometry() {
    const seg = this.a("segments");
    return new THREE.SphereGeometry(this.a("radius"), seg, Math.max(4, Math.round(seg / 2)));
  }
}
class ClBox extends ClMesh {
  geometry() {
    const [x, y, z] = this.a("size");
    return new THREE.BoxGeometry(Math.abs(x) || 1e-3, Math.abs(y) || 1e-3, Math.abs(z) || 1e-3);
  }
}
class ClCylinder extends ClMesh {
  get doubleSided() { return this.a("open"); }
  geometry() {
    const r = this.a("radius");
    return new THREE.CylinderGeometry(this.a("radius-top") ?? r, r, this.a("height"), 48, 1, this.a("open"));
  }
}
class ClCone extends ClMesh {
  get doubleSided() { return this.a("open"); }
  geometry() {
    return new THREE.ConeGeometry(this.a("radius"), this.a("height"), 48, 1, this.a("open"));
  }
}
class ClCapsule extends ClMesh {
  geometry() {
    return new THREE.CapsuleGeometry(this.a("radius"), this.a("length"), 12, 32);
  }
}
class ClTorus extends ClMesh {
  geometry() {
    return flat(new THREE.TorusGeometry(this.a("radius"), this.a("tube"), 24, 96, this.a("arc") * DEG));
  }
}
class ClRing extends ClMesh {
  get doubleSided() { return true; }
  geometry() {
    return flat(new THREE.RingGeometry(this.a("inner"), this.a("outer"), 96, 1));
  }
}
class ClPlane extends ClMesh {
  get doubleSided() { return true; }
  geometry() {
    return flat(new THREE.PlaneGeometry(this.a("width"), this.a("depth")));
  }
}

/** A vector: a shaft and a head, built along +y then turned to `direction`. */
class ClArrow extends ClMesh {
  build() {
    this.material = new THREE.MeshStandardMaterial();
    this.shaft = new THREE.Mesh(new THREE.CylinderGeometry(1, 1, 1, 16), this.material);
    this.head = new THREE.Mesh(new THREE.ConeGeometry(1, 1, 24), this.material);
    this.pivot = new THREE.Group();
    this.pivot.add(this.shaft, this.head);
    const outer = new THREE.Group();
    outer.add(this.pivot);
    this.applyMaterial();
    this.rebuildGeometry();
    return outer;
  }

  rebuildGeometry() {
    const len = this.a("length"), th = this.a("thickness");
    const headLen = Math.min(len * 0.35, th * 8), headR = th * 3;
    const shaftLen = Math.max(len - headLen, 1e-4);
    this.shaft.scale.set(th, shaftLen, th);
    this.shaft.position.y = shaftLen / 2;
    this.head.scale.set(headR, headLen, headR);
    this.head.position.y = shaftLen + headLen / 2;
    this.pivot.visible = len > 1e-6;
    const d = new THREE.Vector3(...this.a("direction"));
    if (d.lengthSq() < 1e-12) d.set(1, 0, 0);
    this.pivot.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), d.normalize());
  }
}

class ClLine extends ClObject {
  build() {
    this.line = new THREE.Line(new THREE.BufferGeometry(), new THREE.LineBasicMaterial());
    this.rebuildGeometry();
    return this.line;
  }

  points() {
    const radius = this.a("radius");
    const segments = this.a("segments");
    if (radius !== undefined && !this.hasAttribute("points")) {
      const pts = [];
      for (let i = 0; i <= segments; i++) {
        const a = (i / segments) * Math.PI * 2;
        pts.push(new THREE.Vector3(radius * Math.cos(a), 0, -radius * Math.sin(a)));
      }
      return pts;
    }
    const raw = this.a("points");
    if (!raw) return [];
    let pts = raw.map((p) => new THREE.Vector3(...p));
    const closed = this.a("closed");
    if (this.a("smooth") && pts.length > 2) pts = new THREE.CatmullRomCurve3(pts, closed).getPoints(segments);
    else if (closed) pts.push(pts[0].clone());
    return pts;
  }

  rebuildGeometry() {
    const old = this.line.geometry;
    this.line.geometry = new THREE.BufferGeometry().setFromPoints(this.points());
    old.dispose();
    this.applyMaterial();
  }

  applyMaterial() {
    const dashed = this.a("dashed");
    if (!this.line.material || dashed !== !!this.line.material.isLineDashedMaterial) {
      this.line.material?.dispose();
      this.line.material = dashed ? new THREE.LineDashedMaterial({ dashSize: 0.3, gapSize: 0.2 }) : new THREE.LineBasicMaterial();
    }
    if (dashed) this.line.computeLineDistances();
    const m = this.line.material, opacity = this.a("opacity");
    m.color.set(this.a("color"));
    m.opacity = opacity;
    // three.js compiles an opaque material's shader to ignore alpha: recompile on the switch
    if (m.transparent !== opacity < 1) m.needsUpdate = true;
    m.transparent = opacity < 1;
  }

  meshes() { return []; }
}

let dotTexture = null;
function roundDot() {
  if (dotTexture) return dotTexture;
  const c = document.createElement("canvas");
  c.width = c.height = 64;
  const g = c.getContext("2d"), grad = g.createRadialGradient(32, 32, 0, 32, 32, 32);
  grad.addColorStop(0, "rgba(255,255,255,1)");
  grad.addColorStop(0.5, "rgba(255,255,255,0.9)");
  grad.addColorStop(1, "rgba(255,255,255,0)");
  g.fillStyle = grad;
  g.fillRect(0, 0, 64, 64);
  dotTexture = new THREE.CanvasTexture(c);
  return dotTexture;
}

function gaussian(rand) {
  const u = Math.max(rand(), 1e-9), v = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** One particle position (scaled to `spread`) for each distribution shape. */
const SHAPES = {
  sphere(rand, s) { const d = dir(rand), r = s * Math.cbrt(rand()); return d.map((x) => x * r); },
  shell(rand, s) { return dir(rand).map((x) => x * s * (0.97 + 0.06 * rand())); },
  box(rand, s) { return [(rand() * 2 - 1) * s, (rand() * 2 - 1) * s, (rand() * 2 - 1) * s]; },
  disc(rand, s) { const r = s * Math.sqrt(rand()), a = rand() * Math.PI * 2; return [r * Math.cos(a), (rand() - 0.5) * s * 0.04, r * Math.sin(a)]; },
  ring(rand, s) { const r = s * (0.85 + 0.15 * rand()), a = rand() * Math.PI * 2; return [r * Math.cos(a), (rand() - 0.5) * s * 0.04, r * Math.sin(a)]; },
  gaussian(rand, s) { return [gaussian(rand) * s / 2, gaussian(rand) * s / 2, gaussian(rand) * s / 2]; },
  dumbbell(rand, s) {
    // Two lobes along y (like a 2p orbital): |psi|^2 ~ cos^2(theta) by rejection sampling.
    for (;;) {
      const p = [gaussian(rand) * s / 2.5, gaussian(rand) * s / 2.5, gaussian(rand) * s / 2.5];
      const r = Math.hypot(...p) || 1;
      if (rand() < (p[1] / r) ** 2) return [p[0], p[1] + Math.sign(p[1]) * s * 0.25, p[2]];
    }
  },
};
function dir(rand) {
  const u = rand() * 2 - 1, a = rand() * Math.PI * 2, s = Math.sqrt(1 - u * u);
  return [s * Math.cos(a), u, s * Math.sin(a)];
}

class ClParticles extends ClObject {
  build() {
    this.material = new THREE.PointsMaterial({ map: roundDot(), transparent: true, depthWrite: false, alphaTest: 0.02 });
    this.points = new THREE.Points(new THREE.BufferGeometry(), this.material);
    this.rebuildGeometry();
    this.applyMaterial();
    return this.points;
  }

  rebuildGeometry() {
    const n = this.a("count"), s = this.a("spread"), shape = SHAPES[this.a("shape")], rand = seededRandom(this.a("seed"));
    this.home = new Float32Array(n * 3);
    for (let i = 0; i < n; i++) this.home.set(shape(rand, s), i * 3);
    const g = new THREE.BufferGeometry();
    g.setAttribute("position", new THREE.BufferAttribute(this.home.slice(), 3));
    const old = this.points.geometry;
    this.points.geometry = g;
    old.dispose();
    this.material.size = this.a("size");
    this.syncJitter();
  }

  syncJitter() {
    const jitter = this.a("jitter");
    if (jitter > 0 && !store.reducedMotion) {
      this.jitterMotion ??= { isConnected: true, guard: (fn) => fn(), apply: (el, time, frameNo) => this.shimmer(jitter, frameNo) };
      this.addMotion(this.jitterMotion);
    } else if (this.jitterMotion) {
      this.removeMotion(this.jitterMotion);
    }
  }

  shimmer(jitter, frameNo) {
    if (!store.playing) return;
    const pos = this.points.geometry.attributes.position, rand = seededRandom(frameNo * 7919 + 1);
    for (let i = 0; i < pos.array.length; i++) pos.array[i] = this.home[i] + (rand() - 0.5) * 2 * jitter;
    pos.needsUpdate = true;
  }

  changed(name) {
    if (name === "size") { this.material.size = this.a("size"); store.scene?.invalidate(); return; }
    super.changed(name);
  }

  applyMaterial() {
    const opacity = this.a("opacity");
    this.material.color.set(this.a("color"));
    this.material.opacity = opacity;
  }

  meshes() { return []; }
}

/** Text attached to its parent object, drawn as an HTML overlay by the scene. */
class ClLabel extends ClElement {
  init() {
    this.owner = this.parentElement;
    this.node = h("span", { class: `label size-${this.a("size")}` });
    this.node.style.setProperty("color", this.a("color"));
    this.attach();
    this.observer = new MutationObserver(() => store.scene?.invalidate());
    this.observer.observe(this, { childList: true, characterData: true, subtree: true });
  }

  /** Called now, or by the scene when it is built after this label. */
  attach() {
    const scene = store.scene;
    if (!scene?.labelLayer || !this.node) return;
    // a label outside a scene object (a misspelt one, the scene itself) has nothing to follow:
    // the runtime reports where it stands, and it is not drawn (nor asked every frame where it is)
    if (typeof this.owner?.worldPosition !== "function") return;
    scene.labelLayer.append(this.node);
    scene.labels.add(this);
    scene.invalidate();
  }

  anchorWorld() {
    const offset = this.a("offset");
    const base = this.owner.worldPosition();
    if (offset) return base.add(new THREE.Vector3(...offset));
    return base.add(new THREE.Vector3(0, this.owner.worldRadius() + 0.15, 0));
  }

  changed() {
    this.node.className = `label size-${this.a("size")}`;
    this.node.style.setProperty("color", this.a("color"));
    store.scene?.invalidate();
  }

  teardown() {
    this.observer?.disconnect();
    this.node?.remove();
    store.scene?.labels.delete(this);
  }
}

export const ELEMENTS = {
  "cl-group": ClGroup, "cl-sphere": ClSphere, "cl-box": ClBox, "cl-cylinder": ClCylinder, "cl-cone": ClCone,
  "cl-capsule": ClCapsule, "cl-torus": ClTorus, "cl-ring": ClRing, "cl-plane": ClPlane, "cl-arrow": ClArrow,
  "cl-line": ClLine, "cl-particles": ClParticles, "cl-label": ClLabel,
};
