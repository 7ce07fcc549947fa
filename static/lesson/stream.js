/**
 * Live preview shell: the studio streams a lesson's committed markup into this page
 * while the model writes it. The document is reopened once, empty, and the browser's
 * own streaming HTML parser takes each chunk: complete elements render as they
 * arrive, an incomplete trailing element simply waits for the rest.
 *
 * Messages from the parent window only: {type: "append", text} and {type: "reset", lang}.
 * The page posts {type: "ready"} when it can take markup. The shell's CSP allows
 * scripts from the runtime's own static folders only, so markup cannot run script.
 */
import "./runtime.js";

const cssHref = new URL("./runtime.css", import.meta.url).href;

function reopen(lang) {
  document.open();
  document.write(
    `<!doctype html><html lang="${lang === "zh" ? "zh" : "en"}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Preview</title><link rel="stylesheet" href="${cssHref}"></head><body>`,
  );
  // Reopening a document drops the window's listeners: listen again.
  window.addEventListener("message", onMessage);
}

function onMessage(event) {
  if (event.source !== window.parent || !event.data || typeof event.data !== "object") return;
  const { type, text, lang } = event.data;
  if (type === "append" && typeof text === "string") document.write(text);
  else if (type === "reset") reopen(lang);
}

reopen(document.documentElement.lang);
window.parent.postMessage({ type: "ready" }, "*");
