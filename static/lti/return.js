// The deep linking response: the signed message goes back to the LMS at once; the button is
// there for a browser that runs no script.
document.getElementById("deep-link-return")?.submit();
