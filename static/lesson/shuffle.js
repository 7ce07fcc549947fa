/**
 * Orders that look random but are the same every time for the same student: the quiz shows each
 * question's choices in an order of the student's own, stable on reload (quiz.js).
 *
 * The student is a random id this browser keeps: the one the site wrote into a served page
 * (<meta name="clover-student">, from a first-party cookie; a served lesson page is sandboxed and has
 * no storage of its own), else one kept in localStorage where the page may use it (an exported file
 * opened from disk), else one made for the page's lifetime.
 *
 *   const order = shuffledIndices(4, `${studentId()}\n${lessonTitle}\n${questionKey}`); // e.g. [2, 0, 3, 1]
 */
const STORAGE_KEY = "clover-student";
const STUDENT_ID = /^[\w-]{8,64}$/;

let student = null;

function randomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function storedId() {
  // A sandboxed document (an opaque origin) throws on the first touch of localStorage.
  try {
    let id = localStorage.getItem(STORAGE_KEY);
    if (!id || !STUDENT_ID.test(id)) {
      id = randomId();
      localStorage.setItem(STORAGE_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** This browser's student id (the same for the page's whole lifetime). */
export function studentId() {
  if (student) return student;
  const written = document.querySelector('meta[name="clover-student"]')?.getAttribute("content") ?? "";
  student = STUDENT_ID.test(written) ? written : storedId() ?? randomId();
  return student;
}

/** 32-bit FNV-1a hash of a string's UTF-16 code units. */
export function hashString(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic PRNG (mulberry32): floats in [0, 1), the same seed always gives the same numbers
 * (the quiz's orders here, the scene's particles in objects.js). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A permutation of 0 … n-1 drawn from `key` (Fisher-Yates): the same key gives the same order. */
export function shuffledIndices(n, key) {
  const order = Array.from({ length: n }, (_, i) => i);
  const random = seededRandom(hashString(key));
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
