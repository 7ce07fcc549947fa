// Copy buttons of the lesson page's share links: the link goes to the clipboard, and the
// page says so (or, where the browser refuses, what to do instead).
const strings = JSON.parse(document.getElementById("share-strings").textContent);
const status = document.getElementById("copy-status");

for (const button of document.querySelectorAll("[data-copy]")) {
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(button.dataset.copy);
      status.textContent = strings.copied;
    } catch {
      status.textContent = strings.copy_failed;
    }
  });
}
