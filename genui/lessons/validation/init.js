// Runs in every frame before any page script. It counts the animation frames the
// page requests, reports requests that the CSP stopped before they reached the
// network, and keeps WebGL drawing buffers after each frame so the validator can
// read a canvas's pixels at any moment instead of taking a slow screenshot.
(() => {
  let calls = 0;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    calls += 1;
    return raf(callback);
  };
  Object.defineProperty(window, '__cvRafCount', { get: () => calls });

  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, options) {
    if (type === 'webgl' || type === 'webgl2' || type === 'experimental-webgl') {
      options = { ...(options || {}), preserveDrawingBuffer: true };
    }
    return getContext.call(this, type, options);
  };

  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.blockedURI && !['inline', 'eval'].includes(event.blockedURI)) {
      console.warn('clover-csp-blocked ' + event.blockedURI);
    }
  });
})();
