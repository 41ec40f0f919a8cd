/**
 * Hexsides as ids of their own: the border between two adjacent hexes, for rivers, walls,
 * ramparts and the like. A hexside key names its two hexes in a fixed order (smaller q first,
 * then smaller r), `"q,r|q,r"`, so it is the same whichever hex it is reached from.
 */
import { hexKey, parseHexKey, type Hex } from './coords';
import { directionTo, neighbour } from './directions';

/** A hexside's id, e.g. `"0,0|1,0"`. */
export type HexsideKey = string;

/** Whether `a` comes before `b` in the canonical order: by q, then by r. */
export function hexBefore(a: Hex, b: Hex): boolean {
  return a.q < b.q || (a.q === b.q && a.r < b.r);
}

/** The hexside between two adjacent hexes, or null if they are not adjacent. */
export function hexsideBetween(a: Hex, b: Hex): HexsideKey | null {
  if (directionTo(a, b) < 0) return null;
  return hexBefore(a, b) ? `${hexKey(a)}|${hexKey(b)}` : `${hexKey(b)}|${hexKey(a)}`;
}

/** The hexside between two adjacent hexes, the same for `(a, b)` and `(b, a)`; throws if they are not adjacent. */
export function hexsideKey(a: Hex, b: Hex): HexsideKey {
  const k = hexsideBetween(a, b);
  if (k === null) throw new RangeError(`no hexside between ${hexKey(a)} and ${hexKey(b)}: not adjacent`);
  return k;
}

/** The hexside of `h` facing direction `dir`. */
export function hexsideAt(h: Hex, dir: number): HexsideKey {
  return hexsideKey(h, neighbour(h, dir));
}

/** The six hexsides of `h`, in `DIRECTIONS` order. */
export function hexsidesOf(h: Hex): HexsideKey[] {
  const out: HexsideKey[] = [];
  for (let d = 0; d < 6; d++) out.push(hexsideAt(h, d));
  return out;
}

/** The two hexes a hexside key names, in key order; throws on a malformed or non-canonical key. */
export function hexsideHexes(key: HexsideKey): [Hex, Hex] {
  const parts = key.split('|');
  if (parts.length !== 2) throw new RangeError(`not a hexside key: "${key}"`);
  const a = parseHexKey(parts[0]);
  const b = parseHexKey(parts[1]);
  if (hexsideBetween(a, b) !== key) throw new RangeError(`not a hexside key: "${key}"`);
  return [a, b];
}
