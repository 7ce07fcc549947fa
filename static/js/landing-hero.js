// The landing page's live scene: the Sun, the Earth and the Moon lining up for a
// solar eclipse, drawn with three.js served from our own static files.
import * as THREE from "three";

const canvas = document.getElementById("hero-scene");
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function webglAvailable() {
  try {
    const probe = document.createElement("canvas");
    return Boolean(probe.getContext("webgl2") || probe.getContext("webgl"));
  } catch {
    return false;
  }
}

function buildScene() {
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, alpha: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));

  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(40, 4 / 3, 0.1, 100);
  camera.position.set(-1, 6, 13);
  camera.lookAt(-1, 0, 0);

  scene.add(new THREE.AmbientLight(0xffffff, 0.12));
  const sunlight = new THREE.PointLight(0xfff4d6, 400, 0, 2);
  sunlight.position.set(-6, 0, 0);
  scene.add(sunlight);

  const sun = new THREE.Mesh(
    new THREE.SphereGeometry(1.6, 48, 32),
    new THREE.MeshBasicMaterial({ color: 0xffc44d }),
  );
  sun.position.copy(sunlight.position);
  scene.add(sun);

  const glow = new THREE.Mesh(
    new THREE.SphereGeometry(2.1, 48, 32),
    new THREE.MeshBasicMaterial({
      color: 0xffb020,
      transparent: true,
      opacity: 0.25,
      blending: THREE.AdditiveBlending,
      depthWrite: false,
    }),
  );
  glow.position.copy(sun.position);
  scene.add(glow);

  const earthPivot = new THREE.Group();
  earthPivot.position.copy(sun.position);
  scene.add(earthPivot);
  const earth = new THREE.Mesh(
    new THREE.SphereGeometry(0.75, 48, 32),
    new THREE.MeshStandardMaterial({ color: 0x3a7bd5, roughness: 0.7 }),
  );
  earth.position.set(9, 0, 0);
  earthPivot.add(earth);

  const moonPivot = new THREE.Group();
  earth.add(moonPivot);
  const moon = new THREE.Mesh(
    new THREE.SphereGeometry(0.22, 32, 16),
    new THREE.MeshStandardMaterial({ color: 0xd9d9d9, roughness: 0.9 }),
  );
  moon.position.set(-1.8, 0, 0);
  moonPivot.add(moon);

  const orbit = new THREE.Mesh(
    new THREE.RingGeometry(8.97, 9.03, 128),
    new THREE.MeshBasicMaterial({ color: 0x8fb3e6, side: THREE.DoubleSide, transparent: true, opacity: 0.5 }),
  );
  orbit.rotation.x = Math.PI / 2;
  orbit.position.copy(sun.position);
  scene.add(orbit);

  function resize() {
    const { clientWidth, clientHeight } = canvas;
    if (clientWidth && clientHeight) {
      renderer.setSize(clientWidth, clientHeight, false);
      camera.aspect = clientWidth / clientHeight;
      camera.updateProjectionMatrix();
    }
  }
  window.addEventListener("resize", resize);
  resize();

  const clock = new THREE.Clock();
  function frame() {
    const t = clock.getElapsedTime();
    earthPivot.rotation.y = -0.15 * t;
    moonPivot.rotation.y = -1.2 * t;
    earth.rotation.y = 2 * t;
    renderer.render(scene, camera);
  }
  if (reducedMotion) {
    earthPivot.rotation.y = 0;
    moonPivot.rotation.y = 0;
    renderer.render(scene, camera);
  } else {
    renderer.setAnimationLoop(frame);
  }
  canvas.dataset.state = "running";
}

if (canvas) {
  if (webglAvailable()) {
    buildScene();
  } else {
    canvas.dataset.state = "no-webgl";
    canvas.closest("figure")?.classList.add("no-webgl");
  }
}
