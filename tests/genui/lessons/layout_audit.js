// What a layout test measures in one page (or one frame), through every shadow root:
// horizontal overflow of the document and of elements not meant to scroll, controls cut off by
// the viewport or by an ancestor that hides overflow, controls that overlap, short words broken
// over two lines, and each control's touch target. Returns plain data, which
// tests/genui/lessons/test_small_screens.py judges.
(options) => {
  const SLACK = 1; // sub-pixel rounding
  const CONTROLS = [
    "a[href]", "button", "input:not([type=hidden])", "select", "textarea", "summary",
    "[role=button]", "[role=switch]", "[role=slider]", "[tabindex]:not([tabindex='-1'])",
  ].join(",");
  const all = [];
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      all.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);

  // The parent in the flat tree: a slotted element's slot, a shadow root's host.
  const parentOf = (el) => {
    if (el.assignedSlot) return el.assignedSlot;
    const p = el.parentNode;
    return p instanceof ShadowRoot ? p.host : p instanceof Element ? p : null;
  };
  const ancestors = (el) => {
    const out = [];
    for (let p = parentOf(el); p; p = parentOf(p)) out.push(p);
    return out;
  };
  const describe = (el) => {
    const host = el.getRootNode()?.host;
    const text = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || "").trim().replace(/\s+/g, " ").slice(0, 40);
    const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
    return `${host ? `${host.localName} > ` : ""}${el.localName}${cls}${text ? ` "${text}"` : ""}`;
  };
  const box = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height });
  const shown = (el) => {
    if (!el.getClientRects().length) return false;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden") return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 || r.height > 1;
  };
  // Elements drawn over the 3D view follow the camera (labels), and visually hidden text for
  // screen readers is clipped on purpose: neither is a layout that overflows.
  const exempt = (el) =>
    el.closest?.(".labels") || el.matches(".sr-only, .visually-hidden") ||
    ancestors(el).some((a) => a.matches(".sr-only, .visually-hidden, .labels"));

  const width = document.documentElement.clientWidth;
  const overflowing = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + SLACK) overflowing.push(`the document: ${doc.scrollWidth}px wide in ${doc.clientWidth}px`);
  for (const el of all) {
    if (el instanceof SVGElement || el.matches("input, select, textarea, canvas, img, iframe")) continue;
    if (!el.clientWidth || exempt(el)) continue;
    const style = getComputedStyle(el);
    if (["auto", "scroll"].includes(style.overflowX)) continue;
    if (el.scrollWidth > el.clientWidth + SLACK) {
      overflowing.push(`${describe(el)}: content ${el.scrollWidth}px wide in ${el.clientWidth}px`);
    }
  }

  const controls = [];
  for (const el of all) {
    if (!el.matches(CONTROLS) || !shown(el) || exempt(el)) continue;
    if (options.skip && el.matches(options.skip)) continue;
    // a control inside its label is reached through the whole label
    const target = el.closest("label") ?? el;
    controls.push({ el, target, name: describe(el), box: box(target.getBoundingClientRect()) });
  }
  const cut = [];
  for (const c of controls) {
    const b = c.box;
    if (b.left < -SLACK || b.right > width + SLACK) cut.push(`${c.name}: ${Math.round(b.left)}..${Math.round(b.right)} outside 0..${width}`);
    for (const a of ancestors(c.target)) {
      const style = getComputedStyle(a);
      const clipX = ["hidden", "clip"].includes(style.overflowX), clipY = ["hidden", "clip"].includes(style.overflowY);
      if (!clipX && !clipY) continue;
      const r = a.getBoundingClientRect();
      if ((clipX && (b.left < r.left - SLACK || b.right > r.right + SLACK)) || (clipY && (b.top < r.top - SLACK || b.bottom > r.bottom + SLACK))) {
        cut.push(`${c.name}: clipped by ${describe(a)}`);
        break;
      }
    }
  }
  const inside = (a, b) => a.left >= b.left - SLACK && a.right <= b.right + SLACK && a.top >= b.top - SLACK && a.bottom <= b.bottom + SLACK;
  const overlapping = [];
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i], b = controls[j];
      if (a.target === b.target || inside(a.box, b.box) || inside(b.box, a.box)) continue;
      const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const hgt = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (w > SLACK && hgt > SLACK) overlapping.push(`${a.name} and ${b.name}`);
    }
  }
  // A word or a number broken over two lines although it is short (a third of the screen or less):
  // its box was squeezed too narrow (overflow-wrap: anywhere breaks a word rather than let it
  // overflow; a long word in a narrow column may break, "0.0°" or "Previous" may not).
  const broken = [];
  for (const el of all) {
    if (exempt(el) || el.matches("style, script, template")) continue;
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      for (const word of node.data.matchAll(/[A-Za-z]{2,}|\d+(?:[.,]\d+)*/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top / 4)));
        const wide = rects.reduce((sum, r) => sum + r.width, 0);
        if (lines.size > 1 && wide <= width / 3) broken.push(`${describe(el)}: "${word[0]}"`);
      }
    }
  }
  const targets = controls.map((c) => ({ name: c.name, width: c.box.width, height: c.box.height }));
  return { width, overflowing, cut, overlapping, broken, targets };
}
