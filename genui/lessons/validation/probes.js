// Probes the validator runs inside a lesson page (or a free-HTML page's frame).
// Everything walks open shadow roots, since lesson elements are web components.
(() => {
  const CONTROL = 'input:not([type=hidden]), select, textarea, button, [role=slider], [role=switch], [role=checkbox], [role=button]';

  function* deepElements(root) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    let node = walker.currentNode;
    while (node) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        yield node;
        if (node.shadowRoot) yield* deepElements(node.shadowRoot);
      }
      node = walker.nextNode();
    }
  }

  function visible(el) {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  }

  function container(el) {
    // The custom element (catalog element) a control belongs to, else its parent.
    let node = el;
    while (node) {
      if (node.localName && node.localName.includes('-') && node !== el) return node;
      node = node.parentElement || (node.getRootNode() instanceof ShadowRoot ? node.getRootNode().host : null);
    }
    return el.parentElement || el;
  }

  function flatText(node) {
    // Text as a reader hears it: slotted content counts where it is projected.
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    if (node.localName === 'slot') {
      const assigned = node.assignedNodes({ flatten: true });
      return (assigned.length ? assigned : [...node.childNodes]).map(flatText).join('');
    }
    const children = node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
    return [...children].map(flatText).join('');
  }

  function accessibleName(el) {
    const root = el.getRootNode();
    const byId = (id) => (root.getElementById ? root.getElementById(id) : document.getElementById(id));
    const aria = el.getAttribute('aria-label');
    if (aria && aria.trim()) return aria.trim();
    const labelledby = el.getAttribute('aria-labelledby');
    if (labelledby) {
      const text = labelledby.split(/\s+/).map((id) => byId(id)?.textContent || '').join(' ').trim();
      if (text) return text;
    }
    if (el.labels && el.labels.length) {
      const text = [...el.labels].map(flatText).join(' ').trim();
      if (text) return text;
    }
    if (el.localName === 'button' || el.getAttribute('role') === 'button') {
      const text = flatText(el).trim();
      if (text) return text;
    }
    return (el.getAttribute('title') || '').trim();
  }

  const COMPOSITE = '[role=tablist], [role=radiogroup], [role=toolbar], [role=listbox], [role=menu], [role=menubar], [role=grid], [role=tree]';

  function keyboardReachable(el) {
    if (el.disabled) return false;
    if (el.tabIndex >= 0) return true;
    // Roving tabindex: one member of a composite widget takes Tab, arrows reach the rest.
    const group = el.closest(COMPOSITE);
    return Boolean(group && [...group.querySelectorAll(CONTROL)].some((item) => item.tabIndex >= 0));
  }

  function visibleTextOutside(exclude) {
    const parts = [];
    for (const el of deepElements(document.body || document.documentElement)) {
      if (exclude && (el === exclude || exclude.contains(el))) continue;
      for (const child of el.childNodes) {
        if (child.nodeType === Node.TEXT_NODE && child.textContent.trim()) parts.push(child.textContent.trim());
      }
      if (el.localName === 'input' || el.localName === 'output') parts.push(`[${el.value}]`);
    }
    return parts.join('|');
  }

  window.__cloverProbe = {
    controls() {
      const found = [];
      let index = 0;
      for (const el of deepElements(document.body || document.documentElement)) {
        // Pointer-only shortcuts hidden from assistive technology are not controls.
        if (!el.matches(CONTROL) || !visible(el) || el.closest('[aria-hidden=true]')) continue;
        el.setAttribute('data-cv-index', String(index));
        const host = container(el);
        found.push({
          index: index++,
          tag: el.localName,
          type: (el.getAttribute('type') || el.getAttribute('role') || '').toLowerCase(),
          name: accessibleName(el),
          focusable: keyboardReachable(el),
          disabled: Boolean(el.disabled || el.getAttribute('aria-disabled') === 'true'),
          container: host.localName,
          // The runtime's own tools (reset view, full screen, print) belong to it, not the lesson.
          tool: el.matches('.stage-tool, .print-button'),
          containerId: host.id || '',
          value: 'value' in el ? String(el.value) : '',
          min: el.getAttribute('min'),
          max: el.getAttribute('max'),
        });
      }
      return found;
    },
    // Before operating control `index`: is it usable now, can it take focus (it is
    // focused when this returns), and the page state to compare with afterwards.
    prepare(index) {
      const el = [...deepElements(document.body)].find((node) => node.getAttribute('data-cv-index') === String(index));
      if (!el || !visible(el) || el.disabled || el.getAttribute('aria-disabled') === 'true') {
        return { usable: false };
      }
      const state = this.state(index);
      el.focus();
      return { usable: true, focused: this.focusedIndex() === String(index), state };
    },
    // After operating it: wait for the next frame (the page asked for its redraw while
    // handling the key, so it draws first), then the same state.
    async settle(index) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return this.state(index);
    },
    // settle(index), then prepare(next) in the same round trip (null: no next control).
    async settleThenPrepare(index, next) {
      const after = await this.settle(index);
      return { after, next: next === null ? null : this.prepare(next) };
    },
    state(index) {
      const lesson = window.cloverLesson;
      return { snapshot: lesson ? lesson.snapshot() : null, text: this.textOutside(index) };
    },
    focusedIndex() {
      let el = document.activeElement;
      while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
      return el ? el.getAttribute('data-cv-index') : null;
    },
    textOutside(index) {
      const el = [...deepElements(document.body)].find((node) => node.getAttribute('data-cv-index') === String(index));
      return visibleTextOutside(el ? container(el) : null);
    },
    page() {
      const doc = document.documentElement;
      return {
        title: document.title.trim(),
        lang: (doc.getAttribute('lang') || '').trim(),
        overflow: doc.scrollWidth - window.innerWidth,
        rafCount: window.__cvRafCount || 0,
        hasRuntime: Boolean(window.cloverLesson),
      };
    },
    canvases() {
      return [...deepElements(document.body)]
        .filter((el) => el.localName === 'canvas' && visible(el))
        .map((el) => {
          const box = el.getBoundingClientRect();
          return { width: box.width, height: box.height, left: box.left, right: box.right };
        });
    },
    // The largest visible canvas, marked for screenshots, and its pixels as a PNG data URL
    // (null when the page may not read it: a tainted canvas). With `seekTime`, the lesson is
    // first shown at that page time. One round trip for what the validator needs per moment.
    async readLargestCanvas(seekTime) {
      if (seekTime !== undefined && seekTime !== null && window.cloverLesson) {
        await window.cloverLesson.seek(seekTime);
      }
      const canvas = this.markLargestCanvas();
      if (!canvas) return { found: false, dataUrl: null };
      try {
        return { found: true, dataUrl: canvas.toDataURL('image/png') };
      } catch {
        return { found: true, dataUrl: null };
      }
    },
    markLargestCanvas() {
      let best = null;
      let area = 0;
      for (const el of deepElements(document.body)) {
        if (el.localName !== 'canvas') continue;
        el.removeAttribute('data-cv-canvas');
        if (!visible(el)) continue;
        const box = el.getBoundingClientRect();
        if (box.width * box.height > area) { best = el; area = box.width * box.height; }
      }
      if (best) best.setAttribute('data-cv-canvas', '');
      return best;
    },
  };
})();
