/**
 * Motions, children of the object they move: <cl-orbit>, <cl-spin>, <cl-oscillate>, <cl-follow-path>.
 * Each is a pure function of the page time t (seconds x speed), so the same t always gives the same pose.
 */
import * as THREE from "three";
import { ClElement } from "./base.js";
import { store } from "./state.js";
import { t } from "./i18n.js";

const DEG = Math.PI / 180;
const TAU = Math.PI * 2;
const tmp = new THREE.Vector3();
const q = new THREE.Quaternion();

function axisOf(a) {
  const v = new THREE.Vector3(a[0], a[1], a[2]);
  return v.lengthSq() < 1e-12 ? new THREE.Vector3(0, 1, 0) : v.normalize();
}

class ClMotion extends ClElement {
  init() {
    this.motionReady = true;
    this.owner = this.parentElement;
    this.owner?.addMotion?.(this);
  }

  teardown() {
    this.motionReady = false;
    this.owner?.removeMotion?.(this);
    this.owner = null;
  }

  changed() {
    store.scene?.invalidate();
  }

  /** Angle in radians travelled at time `time` for a period in seconds. */
  turns(time, period) {
    return period > 0 ? (time / period) * TAU : 0;
  }

  apply(el, time, frameNo) {
    if (this.a("enabled")) this.move(el, time, frameNo);
  }
}

class ClOrbit extends ClMotion {
  move(el, time, frameNo) {
    const o = el.object3d;
    const center = new THREE.Vector3();
    const centerId = this.a("center");
    if (centerId) {
      const c = store.byId(centerId);
      if (!c?.object3d) {
        this.softNotice("ref:center", t("unknownRef", { id: centerId }));
        return;
      }
      this.clearSoft("ref:center");
      c.ensureFrame?.(frameNo);
      const world = c.worldPosition();
      if (o.parent) {
        o.parent.updateWorldMatrix(true, false);
        center.copy(o.parent.worldToLocal(world));
      }
    }
    let radius = this.a("radius");
    if (radius === undefined) radius = el.base.position.distanceTo(center) || 1;
    const axis = axisOf(this.a("axis"));
    // A unit vector perpendicular to the axis: +x for the default y axis.
    const u = new THREE.Vector3().crossVectors(axis, new THREE.Vector3(0, 0, 1));
    if (u.lengthSq() < 1e-8) u.set(0, 1, 0).cross(axis);
    u.normalize();
    const sign = this.a("clockwise") ? -1 : 1;
    const angle = this.a("phase") * DEG + sign * this.turns(time, this.a("period"));
    tmp.copy(u).multiplyScalar(radius).applyQuaternion(q.setFromAxisAngle(axis, angle));
    o.position.copy(center).add(tmp);
  }

  /** Current angle in degrees (0-360), used by the scene description. */
  angleDegrees() {
    const sign = this.a("clockwise") ? -1 : 1;
    const a = this.a("phase") + (sign * this.turns(store.time, this.a("period"))) / DEG;
    return ((a % 360) + 360) % 360;
  }
}

class ClSpin extends ClMotion {
  move(el, time) {
    const sign = this.a("clockwise") ? -1 : 1;
    el.object3d.quaternion.multiply(q.setFromAxisAngle(axisOf(this.a("axis")), sign * this.turns(time, this.a("period"))));
  }
}

class ClOscillate extends ClMotion {
  move(el, time) {
    const s = Math.sin(this.turns(time, this.a("period")) + this.a("phase") * DEG);
    const amp = this.a("amplitude"), axis = axisOf(this.a("axis")), o = el.object3d;
    const prop = this.a("property");
    if (prop === "position") o.position.addScaledVector(axis, amp * s);
    else if (prop === "rotation") o.quaternion.multiply(q.setFromAxisAngle(axis, amp * s * DEG));
    else o.scale.multiplyScalar(Math.max(1e-4, 1 + amp * s));
  }
}

class ClFollowPath extends ClMotion {
  curve() {
    const key = [this.getAttribute("points"), this.a("smooth"), this.a("closed")].join("|");
    if (this._curveKey !== key) {
      this._curveKey = key;
      const pts = (this.a("points") ?? []).map((p) => new THREE.Vector3(...p));
      this._curve = null;
      if (pts.length >= 2) {
        if (this.a("smooth") && pts.length > 2) this._curve = new THREE.CatmullRomCurve3(pts, this.a("closed"));
        else {
          const path = new THREE.CurvePath();
          const all = this.a("closed") ? [...pts, pts[0]] : pts;
          for (let i = 0; i + 1 < all.length; i++) path.add(new THREE.LineCurve3(all[i], all[i + 1]));
          this._curve = path;
        }
      }
    }
    return this._curve;
  }

  move(el, time) {
    const curve = this.curve();
    if (!curve) return;
    const period = this.a("period");
    const k = (period > 0 ? time / period : 0) + this.a("offset");
    const u = this.a("loop") ? k - Math.floor(k) : Math.min(1, Math.max(0, k));
    const o = el.object3d;
    o.position.copy(curve.getPointAt(u));
    if (this.a("orient")) {
      const tangent = curve.getTangentAt(Math.min(u, 0.9999));
      o.quaternion.setFromUnitVectors(new THREE.Vector3(1, 0, 0), tangent.normalize()).multiply(el.base.quaternion);
    }
  }
}

export const ELEMENTS = { "cl-orbit": ClOrbit, "cl-spin": ClSpin, "cl-oscillate": ClOscillate, "cl-follow-path": ClFollowPath };
