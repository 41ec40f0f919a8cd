/**
 * A leader's command range on the map (AG 4.11–4.12, 4.24): the hexes his range reaches from the hex
 * he stands on (his tribal counter's hex for a chief on one), and the outline of that area as
 * hexside segments. The range is the engine's own (movement/commandRange.ts: traced in MP, blocked
 * by enemy units, empty enemy-ZOC hexes and terrain a leader cannot cross), so the outline shows
 * exactly whom his activation reaches; the chain of adjacent units (AG 4.14) is the Command
 * preview's, not the outline's. Pure.
 */
import { agLeader } from '../../../engine/alesia-gboh/data';
import { commandRangeHexes, type RangeState } from '../../../engine/alesia-gboh/movement/commandRange';
import { posOf } from '../../../engine/alesia-gboh/positions';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { hexKey, parseHexKey } from '../../../engine/hex/coords';
import { neighbour } from '../../../engine/hex/directions';
import { hexsideAt } from '../../../engine/hex/hexside';

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
 * The range of `leader` in the position `v` (a side's view or the whole state: the map's units are
 * in both), on the hexes `has` accepts; null when he has no range or stands nowhere on the map.
 * Kept per position and leader (a position's board is one: `has` is the same for it).
 */
export function commandRangeOf(v: RangeState, leader: string, has: (k: string) => boolean): CommandRange | null {
  let byLeader = KEPT.get(v);
  if (!byLeader) KEPT.set(v, (byLeader = new Map()));
  if (!byLeader.has(leader)) byLeader.set(leader, rangeOf(v, leader, has));
  return byLeader.get(leader)!;
}

/** Each position's ranges made so far, by leader (the store's prefetch makes the Command leader's ahead: warm.ts). */
const KEPT = new WeakMap<RangeState, Map<string, CommandRange | null>>();

function rangeOf(v: RangeState, leader: string, has: (k: string) => boolean): CommandRange | null {
  const l = v.leaders[leader];
  const r = agLeader(leader).range;
  if (!l || !r) return null;
  const p = posOf(v as AgState, l.loc);
  if (!p || !('hex' in p)) return null;
  const reached = commandRangeHexes(v, leader);
  if (!reached) return null;
  const hexes = new Set<string>();
  for (const k of reached.keys()) if (has(k)) hexes.add(k);
  const edge: string[] = [];
  for (const k of hexes) {
    const h = parseHexKey(k);
    for (let d = 0; d < 6; d++) if (!hexes.has(hexKey(neighbour(h, d)))) edge.push(hexsideAt(h, d));
  }
  return { leader, from: p.hex, range: r, hexes, edge };
}
