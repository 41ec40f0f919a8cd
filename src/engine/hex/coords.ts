/**
 * Axial hex coordinates (Red Blob Games, "Hexagonal Grids"): a hex is `{ q, r }`, and the third
 * cube coordinate is `s = -q - r`. Keys, equality, arithmetic, distance and cube rounding.
 * Every function returns fresh objects and never produces `-0`, so results compare with
 * `toEqual` and print as plain keys.
 */

/** A hex in axial coordinates. Integer for a real hex; fractional only on the way to `round`. */
export interface Hex {
  q: number;
  r: number;
}

/** A hex's string id, `"q,r"`, e.g. `"3,-2"`. */
export type HexKey = string;

/** A hex from its two axial coordinates (turns `-0` into `0`). */
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
}

/** The third cube coordinate, `s = -q - r`. */
export function hexS(h: Hex): number {
  return -h.q - h.r + 0;
}

export function hexKey(h: Hex): HexKey {
  return `${h.q},${h.r}`;
}

const KEY = /^(-?\d+),(-?\d+)$/;

/** The hex a `hexKey` names; throws on anything that is not two integers joined by a comma. */
export function parseHexKey(key: string): Hex {
  const m = KEY.exec(key);
  if (!m) throw new RangeError(`not a hex key: "${key}"`);
  return hex(Number(m[1]), Number(m[2]));
}

export function hexEq(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

export function hexSub(a: Hex, b: Hex): Hex {
  return hex(a.q - b.q, a.r - b.r);
}

export function hexScale(h: Hex, k: number): Hex {
  return hex(h.q * k, h.r * k);
}

/** Hex steps from `a` to `b` (cube distance). */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * The hex containing a fractional hex (cube rounding): round all three cube coordinates, then
 * recompute the one that moved most so that `q + r + s = 0` again.
 */
export function round(f: Hex): Hex {
  const fs = -f.q - f.r;
  let q = Math.round(f.q);
  let r = Math.round(f.r);
  const s = Math.round(fs);
  const dq = Math.abs(q - f.q);
  const dr = Math.abs(r - f.r);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return hex(q, r);
}
