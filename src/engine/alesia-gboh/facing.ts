/**
 * AG 7.1, 7.11 — facing. A counter points at a vertex of its hex (state.ts `Facing`, 0–5): vertex
 * `v` lies between the hexsides towards neighbours `v` and `v + 1` of ../hex/directions.ts. The two
 * hexes ahead are its front hexes, the two beside its flank hexes, the two behind its rear hexes.
 */
import { parseHexKey, hexKey } from '../hex/coords';
import { directionTo, neighbour, normDir } from '../hex/directions';
import type { Facing } from './state';

export type Aspect = 'front' | 'flank' | 'rear';

/** Which aspect of a unit facing `f` the neighbour in direction `d` lies on. */
export function aspectOfDirection(f: Facing, d: number): Aspect {
  const k = normDir(d - f);
  return k === 0 || k === 1 ? 'front' : k === 2 || k === 5 ? 'flank' : 'rear';
}

/** The two hexes of an aspect, as hex keys. */
export function aspectHexes(hex: string, f: Facing, aspect: Aspect): string[] {
  const h = parseHexKey(hex);
  const dirs = aspect === 'front' ? [f, f + 1] : aspect === 'flank' ? [f + 2, f + 5] : [f + 3, f + 4];
  return dirs.map((d) => hexKey(neighbour(h, d)));
}

/** The aspect of the adjacent hex `other` seen from a unit on `hex` facing `f`, or null if not adjacent. */
export function aspectOf(hex: string, f: Facing, other: string): Aspect | null {
  const d = directionTo(parseHexKey(hex), parseHexKey(other));
  return d < 0 ? null : aspectOfDirection(f, d);
}

/** AG 7.12 — vertices turned between two facings (0–3). */
export function turnSteps(from: Facing, to: Facing): number {
  const k = normDir(to - from);
  return Math.min(k, 6 - k);
}
