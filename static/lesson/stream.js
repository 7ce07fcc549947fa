/**
 * Live preview shell: the studio streams a lesson's committed markup into this page
 * while the model writes it.
 *
 * Chunks go to a detached document's streaming HTML parser (which holds an
 * incomplete trailing element until the rest arrives); after each chunk the new
 * right edge of that tree is mirrored into this page, keeping only catalog elements
 * and attributes: complete elements render as they arrive, nothing else is copied.
 * The page's CSP allows scripts from the runtime's own static folders only.
 *
 * Chunks arrive once per denoising step, hundreds a lesson, and in a burst when the studio
 * catches up after a reconnect: the parser takes each at once, the page is brought up to date
 * once per animation frame, however many chunks came in between.
 *
 * The page follows the writing: after each update the newest element is scrolled into view,
 * unless the teacher scrolled away from the end (scrolling back to it follows again).
 *
 * The scene budget holds here too (budget.js): once the lesson's scene would pass it, no more
 * element that costs something is let in, and the page says so in one line.
 *
 * Messages from the parent window only: {type: "append", text}, {type: "reset", lang}.
 * The page posts {type: "ready"} once it can take markup.
 */
import "./runtime.js";
import { StreamBudget } from "./budget.js";
import { setLanguage, t } from "./i18n.js";
import { catalog } from "./values.js";

const allowed = new Map([
  ...Object.entries(catalog.elements).map(([tag, el]) => [
    tag,
    new Set([...Object.keys(el.attributes), ...Object.keys(catalog.global_attributes)]),
  ]),
  ...Object.entries(catalog.text_elements).map(([tag, attrs]) => [tag, new Set(attrs)]),
]);

let source = null;
// the scene budget of the lesson being written: past it, no costed element is let in
let budget = new StreamBudget();
// the animation frame that brings the page up to date with the parsed chunks (0: none due)
let update = 0;
// Source and mirror children pair up in order; skipped (disallowed) nodes are
// remembered so later siblings still line up.
const pairs = new WeakMap();

function reset(lang) {
  cancelAnimationFrame(update);
  update = 0;
  source = document.implementation.createHTMLDocument("");
  source.open();
  document.documentElement.lang = lang === "zh" ? "zh" : "en";
  document.body.replaceChildren();
  pairs.delete(document.body);
  budget = new StreamBudget();
}

// Said once, at the top of the page, when the budget first leaves an element out.
function overBudget() {
  if (document.getElementById("over-budget")) return;
  setLanguage(document.documentElement.lang);
  const notice = document.createElement("p");
  notice.id = "over-budget";
  notice.setAttribute("role", "status");
  notice.textContent = t("overBudget");
  document.body.prepend(notice);
}

function copyOf(node) {
  if (node.nodeType === Node.TEXT_NODE) return document.createTextNode(node.data);
  if (node.nodeType !== Node.ELEMENT_NODE || !allowed.has(node.localName)) return null;
  const names = allowed.get(node.localName);
  const attributes = {};
  for (const { name, value } of node.attributes) if (names.has(name)) attributes[name] = value;
  if (!budget.admit(node.localName, attributes)) {
    overBudget();
    return null;
  }
  const copy = document.createElement(node.localName);
  for (const [name, value] of Object.entries(attributes)) copy.setAttribute(name, value);
  return copy;
}

function mirror(from, to) {
  let list = pairs.get(to);
  if (!list) pairs.set(to, (list = []));
  // The last source child seen may still be growing: start there.
  for (let i = Math.max(list.length - 1, 0); i < from.childNodes.length; i += 1) {
    const node = from.childNodes[i];
    if (list[i] === undefined) {
      const copy = copyOf(node);
      if (copy) to.appendChild(copy);
      list[i] = copy;
    }
    const copy = list[i];
    if (!copy) continue;
    if (node.nodeType === Node.TEXT_NODE) {
      if (copy.data !== node.data) copy.data = node.data;
    } else {
      mirror(node, copy);
    }
  }
}

let following = true;
// Where the page's own last scroll left it: a scroll event that finds the page elsewhere is
// the teacher's (events of both may arrive together, after the same frame).
let followedTo = null;

window.addEventListener(
  "scroll",
  () => {
    if (window.scrollY === followedTo) return;
    const fromEnd = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
    following = fromEnd < 48;
  },
  { passive: true },
);

// The deepest last element that has a box: the part of the lesson being written.
function newest(root) {
  let node = root;
  let found = null;
  while (node.lastElementChild) {
    node = node.lastElementChild;
    if (node.getClientRects().length) found = node;
  }
  return found;
}

function follow() {
  const target = following ? newest(document.body) : null;
  if (!target) return;
  target.scrollIntoView({ block: "end", inline: "nearest" });
  followedTo = window.scrollY;
}

function render() {
  update = 0;
  // until the first tag is complete the detached document has no body yet
  if (!source.body) return;
  mirror(source.body, document.body);
  follow();
}

function onMessage(event) {
  if (event.source !== window.parent || !event.data || typeof event.data !== "object") return;
  const { type, text, lang } = event.data;
  if (type === "reset") {
    reset(lang);
    following = true;
    window.scrollTo(0, 0);
    followedTo = window.scrollY;
  } else if (type === "append" && typeof text === "string") {
    source.write(text);
    if (!update) update = requestAnimationFrame(render);
  }
}

reset(document.documentElement.lang);
window.addEventListener("message", onMessage);
window.parent.postMessage({ type: "ready" }, "*");
