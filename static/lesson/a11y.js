/**
 * Parallel description of the scene for screen readers (after PhET): which named objects are shown, where
 * they are relative to each other from the viewer's point of view, and the current parameter values.
 * announce() speaks through one polite live region.
 */
import * as THREE from "three";
import { store } from "./state.js";
import { t, relationText, formatNumber, withUnit } from "./i18n.js";

let region = null;
let lastAnnounced = "";

export function setLiveRegion(node) {
  region = node;
}

export function announce(text) {
  if (!region || !text || text === lastAnnounced) return;
  lastAnnounced = text;
  region.textContent = "";
  setTimeout(() => { region.textContent = text; }, 50);
}

/** Named objects, one per name (a group and the sphere inside it may share a name). */
function named(scene) {
  const out = [];
  const seen = new Set();
  for (const el of scene.querySelectorAll("*")) {
    if (!el.object3d || !el.displayName) continue;
    // A part known only by its label is described through its named ancestor.
    if (!el.hasAttribute("name") && el.parentElement?.closest("[name]") !== scene.closest("[name]")) continue;
    const name = el.displayName();
    if (name && !seen.has(name)) {
      seen.add(name);
      out.push({ el, name });
    }
  }
  return out;
}

function visible(el) {
  for (let o = el.object3d; o; o = o.parent) if (!o.visible) return false;
  return true;
}

/** Direction of b -> a in the camera's frame, as an i18n key. */
function direction(a, b, camera) {
  const d = a.clone().sub(b);
  const dist = d.length();
  if (dist < 1e-3) return { key: "sameAs", dist };
  const right = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
  const up = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
  const back = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 2);
  const x = d.dot(right), y = d.dot(up), z = d.dot(back);
  const ax = Math.abs(x), ay = Math.abs(y), az = Math.abs(z);
  if (ax >= ay && ax >= az) return { key: x > 0 ? "rightOf" : "leftOf", dist };
  if (ay >= az) return { key: y > 0 ? "above" : "below", dist };
  return { key: z > 0 ? "inFrontOf" : "behind", dist };
}

export function describeScene(scene) {
  const parts = [];
  const label = scene.getAttribute("label");
  const list = (items) => items.join(t("listSep"));
  if (label) parts.push(end(label));
  const objs = named(scene);
  const shown = objs.filter((o) => visible(o.el));
  if (shown.length) {
    parts.push(end(`${t("objects")}${t("colon")}${list(shown.map((o) => o.name))}`));
    const hidden = objs.filter((o) => !visible(o.el));
    if (hidden.length) parts.push(end(`${list(hidden.map((o) => o.name))}${t("colon")}${t("hidden")}`));
    const anchor = shown[0];
    const anchorPos = anchor.el.worldPosition();
    const relations = [];
    for (const o of shown.slice(1, 8)) {
      // Describe each object relative to the nearest other named object shown before it.
      let best = anchor, bestPos = anchorPos, bestD = Infinity;
      const p = o.el.worldPosition();
      for (const other of shown) {
        if (other === o) break;
        const q = other.el.worldPosition();
        const dd = q.distanceTo(p);
        if (dd < bestD) { best = other; bestPos = q; bestD = dd; }
      }
      const { key, dist } = direction(p, bestPos, scene.camera);
      relations.push(relationText(o.name, best.name, key, formatNumber(dist, 1)));
    }
    if (relations.length) parts.push(end(relations.join(t("and"))));
  }
  const settings = store.paramControls().map(([id, c]) => paramText(id, c));
  if (settings.length) parts.push(end(`${t("parameters")}${t("colon")}${settings.join(t("and"))}`));
  if (scene.motionObjects?.size) parts.push(end(store.playing ? t("playing") : t("paused")));
  const highlighted = [...(scene.highlights ?? [])].map((el) => el.displayName?.()).filter(Boolean);
  if (highlighted.length) parts.push(t("highlighted", { names: list(highlighted) }));
  return parts.join(t("space"));
}

function end(text) {
  return /[.。!?！？]$/.test(text) ? text : `${text}${t("period")}`;
}

/** "Label: value unit" of one parameter control. */
function paramText(id, c) {
  const v = store.param(id);
  const label = c.getAttribute("label") || id;
  if (typeof v === "boolean") return `${label}${t("colon")}${v ? t("on") : t("off")}`;
  if (c.localName === "cl-select") {
    const opt = [...c.querySelectorAll("cl-option")].find((o) => parseFloat(o.getAttribute("value")) === v);
    return `${label}${t("colon")}${opt?.textContent.trim() || v}`;
  }
  const unit = c.getAttribute("unit");
  return `${label}${t("colon")}${withUnit(formatNumber(v, c.digits ? c.digits() : 2), unit)}`;
}

/**
 * What to announce after parameters change: the changed settings and every read-out, e.g.
 * "Days since new moon: 7.4 days. Lit part we can see: 50%." (the full description stays in the page).
 */
export function describeChange(changedIds) {
  const parts = [];
  for (const id of changedIds) {
    const c = store.control(id);
    if (c?.isConnected) parts.push(end(paramText(id, c)));
  }
  for (const r of document.querySelectorAll("cl-readout")) {
    const value = r.shadowRoot?.querySelector("output")?.textContent;
    const label = r.getAttribute("label");
    if (label && value) parts.push(end(`${label}${t("colon")}${value}`));
  }
  return parts.join(t("space"));
}
