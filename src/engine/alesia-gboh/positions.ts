/**
 * Where things stand, as the command rules need it (AG 4.11–4.14, 4.24): a unit's or leader's hex,
 * or the zone of the tribal counter it stands on.
 *
 * Command Range (AG 4.24) is counted in Movement Points along a path that enemy units, empty hexes
 * in enemy ZOC and terrain a leader cannot cross block (movement/commandRange.ts traces it).
 * Tribal counters stand on hexes (AG 5.45, entry/placementHexes.ts); a counter with no hex
 * (hand-made test states) is read as in range of a leader standing on a counter of its zone.
 */
import { distance, parseHexKey } from '../hex/coords';
import { commandRangeHexes } from './movement/commandRange';
import type { AgLoc, AgState, EntryZone } from './state';

export type Pos = { hex: string } | { zone: EntryZone } | null;

export function posOf(s: AgState, loc: AgLoc): Pos {
  if (loc.at === 'hex') return { hex: loc.hex };
  if (loc.at === 'counter') {
    const t = s.tribes[loc.tribe];
    if (t?.hex) return { hex: t.hex };
    if (t?.zone) return { zone: t.zone };
  }
  return null;
}

export function tribePos(s: AgState, tribe: string): Pos {
  const t = s.tribes[tribe];
  if (!t || t.status !== 'placed') return null;
  if (t.hex) return { hex: t.hex };
  return t.zone ? { zone: t.zone } : null;
}

/** AG 4.24 — whether `target` lies within `leader`'s Command Range, traced in MP (see the header). */
export function inCommandRange(s: AgState, leader: string, target: Pos): boolean {
  const l = s.leaders[leader];
  const from = l ? posOf(s, l.loc) : null;
  if (!from || !target) return false;
  if ('hex' in from && 'hex' in target) return commandRangeHexes(s, leader)?.has(target.hex) ?? false;
  const za = 'zone' in from ? from.zone : null;
  const zb = 'zone' in target ? target.zone : null;
  return za !== null && za === zb;
}

export const adjacent = (a: Pos, b: Pos): boolean =>
  !!a && !!b && 'hex' in a && 'hex' in b && distance(parseHexKey(a.hex), parseHexKey(b.hex)) === 1;
