/**
 * A leader's command range on the map (AG 4.11–4.12, 4.24): the hexes within his range of the hex
 * he stands on (his tribal counter's hex for a chief on one, AG 4.24), and the outline of that area
 * as hexside segments. The range is counted as the engine counts it (positions.ts `withinRange`:
 * the hex distance, over clear ground), so the outline shows exactly whom his activation reaches;
 * the chain of adjacent units (AG 4.14) is the Command preview's, not the outline's. Pure.
 */
import { agLeader } from '../../../engine/alesia-gboh/data';
import { posOf } from '../../../engine/alesia-gboh/positions';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { distance, hexKey, parseHexKey } from '../../../engine/hex/coords';
import { neighbour } from '../../../engine/hex/directions';
import { hexsideAt } from '../../../engine/hex/hexside';
import { range } from '../../../engine/hex/shapes';

export interface CommandRange {
  leader: string;
  /** The hex the range is counted from. */
  from: string;
  range: number;
  /** The hexes on the board within range. */
  hexes: Set<string>;
  /** The hexsides between a hex in range and one out of it (or off the board): the outline. */
  edge: string[];
}

/**
 * The range of `leader` in the position `v` (a side's view or the whole state), on the hexes `has`
 * accepts; null when he has no range or stands nowhere on the map.
 */
export function commandRangeOf(v: Pick<AgState, 'leaders' | 'tribes'>, leader: string, has: (k: string) => boolean): CommandRange | null {
  const l = v.leaders[leader];
  const r = agLeader(leader).range;
  if (!l || !r) return null;
  const p = posOf(v as AgState, l.loc);
  if (!p || !('hex' in p)) return null;
  const c = parseHexKey(p.hex);
  const hexes = new Set<string>();
  for (const h of range(c, r)) {
    const k = hexKey(h);
    if (has(k)) hexes.add(k);
  }
  const edge: string[] = [];
  for (const k of hexes) {
    const h = parseHexKey(k);
    for (let d = 0; d < 6; d++) {
      const n = neighbour(h, d);
      if (!hexes.has(hexKey(n)) || distance(c, n) > r) edge.push(hexsideAt(h, d));
    }
  }
  return { leader, from: p.hex, range: r, hexes, edge };
}
