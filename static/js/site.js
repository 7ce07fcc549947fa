// Small behaviours shared by every page (no inline handlers, so a strict CSP holds).
for (const select of document.querySelectorAll("select[data-autosubmit]")) {
  select.addEventListener("change", () => select.form.requestSubmit());
}
