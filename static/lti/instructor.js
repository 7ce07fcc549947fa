// An instructor's launch page. In an LMS's frame the class view opens in a tab of its own (the
// studio's pages refuse to be framed by another site); where the launch already has the whole
// window, it opens right here.
const link = document.getElementById("open-class");
if (link && window.top === window.self) link.removeAttribute("target");
