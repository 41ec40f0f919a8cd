/**
 * Hex corners (vertices) as ids: the point where three mutually adjacent hexes meet. A corner key
 * lists the three hexes in canonical order (by q, then r), `"q,r|q,r|q,r"`.
 *
 * Corner `i` of a hex (0..5) lies between its sides `i - 1` and `i` (directions as in
 * `DIRECTIONS`), so side `d` runs from corner `d` to corner `d + 1`; the layout draws corners in
 * this order too (see `hexCorners`).
 */
import { hexKey, parseHexKey, type Hex } from './coords';
import { directionTo, neighbour } from './directions';
import { hexBefore, hexsideHexes, type HexsideKey } from './hexside';

/** A corner's id, e.g. `"0,0|0,1|1,0"`. */
export type CornerKey = string;

function sortHexes(hs: Hex[]): Hex[] {
  return [...hs].sort((x, y) => (hexBefore(x, y) ? -1 : hexBefore(y, x) ? 1 : 0));
}

/** The corner where `a`, `b` and `c` meet, or null unless each is adjacent to the other two. */
export function cornerBetween(a: Hex, b: Hex, c: Hex): CornerKey | null {
  if (directionTo(a, b) < 0 || directionTo(b, c) < 0 || directionTo(a, c) < 0) return null;
  return sortHexes([a, b, c]).map(hexKey).join('|');
}

/** The corner where three mutually adjacent hexes meet, the same in any argument order; throws otherwise. */
export function cornerKey(a: Hex, b: Hex, c: Hex): CornerKey {
  const k = cornerBetween(a, b, c);
  if (k === null) throw new RangeError(`no corner shared by ${hexKey(a)}, ${hexKey(b)} and ${hexKey(c)}`);
  return k;
}

/** Corner `i` of `h` (taken modulo 6): where `h` meets its neighbours `i - 1` and `i`. */
export function cornerAt(h: Hex, i: number): CornerKey {
  return cornerKey(h, neighbour(h, i - 1), neighbour(h, i));
}

/** The six corners of `h`, corner 0 first. */
export function cornersOf(h: Hex): CornerKey[] {
  const out: CornerKey[] = [];
  for (let i = 0; i < 6; i++) out.push(cornerAt(h, i));
  return out;
}

/** The three hexes a corner key names, in key order; throws on a malformed or non-canonical key. */
export function cornerHexes(key: CornerKey): [Hex, Hex, Hex] {
  const parts = key.split('|');
  if (parts.length !== 3) throw new RangeError(`not a corner key: "${key}"`);
  const [a, b, c] = parts.map(parseHexKey);
  if (cornerBetween(a, b, c) !== key) throw new RangeError(`not a corner key: "${key}"`);
  return [a, b, c];
}

/**
 * The two ends of a hexside as corners. For the key's hexes `[a, b]`, with `b` in direction `d`
 * of `a`, these are corners `d` and `d + 1` of `a`, in that order.
 */
export function hexsideCorners(key: HexsideKey): [CornerKey, CornerKey] {
  const [a, b] = hexsideHexes(key);
  const d = directionTo(a, b);
  return [cornerAt(a, d), cornerAt(a, d + 1)];
}
