/**
 * Seeded pseudo-random generator (sfc32) whose whole state is four uint32 numbers kept
 * inside the game state, so a game replays bit for bit from its seed and action log.
 * Pure: every call returns the next state instead of mutating anything.
 */
export type RngState = readonly [number, number, number, number];

/** Hash any seed string to a 32-bit integer (cyrb-style mix). */
function hashSeed(seed: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function seedRng(seed: string | number): RngState {
  const s = String(seed);
  let state: RngState = [hashSeed(s, 1), hashSeed(s, 2), hashSeed(s, 3), hashSeed(s, 4) | 1];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** One step of sfc32: returns a uniform uint32 and the next state. */
export function nextUint32(st: RngState): [number, RngState] {
  let [a, b, c, d] = st;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b >>> 0, c >>> 0, d]];
}

/** Uniform integer in [1, sides] without modulo bias. */
export function nextDie(st: RngState, sides: number): [number, RngState] {
  const limit = Math.floor(0x100000000 / sides) * sides;
  let s = st;
  for (;;) {
    const [u, n] = nextUint32(s);
    s = n;
    if (u < limit) return [(u % sides) + 1, s];
  }
}

/** Uniform integer in [0, n). */
export function nextIndex(st: RngState, n: number): [number, RngState] {
  const [v, s] = nextDie(st, n);
  return [v - 1, s];
}
