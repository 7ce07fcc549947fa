// Small behaviours shared by every page (no inline handlers, so a strict CSP holds).
// A select that submits its form (the language switch) does so on a pointer's choice. By
// keyboard, arrow keys change a closed select's value at once: submitting then would leave
// the page at the first option passed over, so the keyboard submits with Enter.
for (const select of document.querySelectorAll("select[data-autosubmit]")) {
  let byKeyboard = false;
  select.addEventListener("pointerdown", () => { byKeyboard = false; });
  select.addEventListener("keydown", (event) => {
    byKeyboard = true;
    if (event.key === "Enter") {
      event.preventDefault();
      select.form.requestSubmit();
    }
  });
  select.addEventListener("change", () => { if (!byKeyboard) select.form.requestSubmit(); });
}
