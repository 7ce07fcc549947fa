// The class view of one lesson, live: the class's websocket (genui/classroom/consumers.py) says
// when a record of the class changed, and the page fetches its figures again, rendered on the
// server as the page's first view was.
const box = document.getElementById("class-figures");
const status = document.getElementById("live-status");
let timer = null;
let retry = 1000;

function refresh() {
  clearTimeout(timer);
  timer = setTimeout(async () => {
    const response = await fetch(box.dataset.figures, { credentials: "same-origin" });
    if (response.ok) box.innerHTML = await response.text();
  }, 300);
}

function connect() {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${window.location.host}${box.dataset.socket}`);
  socket.addEventListener("open", () => {
    retry = 1000;
    status.dataset.live = "true";
    // what changed while the socket was away
    refresh();
  });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.type !== "record") return;
    if (message.assignment === null || String(message.assignment) === box.dataset.assignment) refresh();
  });
  socket.addEventListener("close", () => {
    status.dataset.live = "false";
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 30000);
  });
}

connect();
