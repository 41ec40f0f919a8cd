/**
 * AG 5.45 — where a tribal counter may be placed now: the zone's placement lines
 * (../map/placementLines.ts) cut by the Roman army.
 *
 * AG 5.45 (c) a Roman unit or its ZOC on the line: the counter stands on the line between the edge
 *   hex and that unit or ZOC (the first hex holding a Roman unit or in a Roman ZOC ends the line),
 *   and never next to a Roman unit. Counters may stack (no limit between them).
 *
 * Reading (a player would want the entry not to be lost): when the Roman army, or the works, bar every
 * hex of the zone (on the 12.3 board Zone IX's edge lies within 3 hexes of the circumvallation, so
 * its lines hold no open hex), the counter may stand on any edge hex of the zone outside the works
 * that holds no Roman unit and is next to none; failing that, on any such edge hex holding no Roman.
 */
import { hexKey } from '../../hex/coords';
import { AG_SCENARIO_FORCES } from '../data';
import { entryZones as zoneEdgeHexes } from '../map/zones';
import type { SheetId } from '../map/grid';
import { zoneLines } from '../map/placementLines';
import { H_OUTSIDE, moveBoard } from '../movement/board';
import { occupancy } from '../movement/occupancy';
import type { AgState, EntryZone } from '../state';

const CACHE = new WeakMap<AgState, Map<EntryZone, string[]>>();

export const sheetsOf = (s: AgState): readonly SheetId[] => AG_SCENARIO_FORCES[s.scenario].maps as readonly SheetId[];

/** AG 5.45 — the hexes (axial keys) where a counter of `zone` may be placed now, the default first. */
export function placementHexes(s: AgState, zone: EntryZone): string[] {
  let byZone = CACHE.get(s);
  if (!byZone) {
    byZone = new Map();
    CACHE.set(s, byZone);
  }
  const hit = byZone.get(zone);
  if (hit) return hit;
  const mb = moveBoard(s.scenario);
  // The Roman units and their ZOC as a Gallic unit meets them (AG 7.2).
  const occ = occupancy(mb, s, 'gallic', null);
  const nextToRoman = (i: number): boolean => {
    for (let d = 0; d < 6; d++) {
      const j = mb.nb[i * 6 + d];
      if (j >= 0 && occ.enemy[j]) return true;
    }
    return false;
  };
  const seen = new Set<string>();
  const out: string[] = [];
  for (const l of zoneLines(sheetsOf(s), zone)) {
    // Deepest hex first: the default placement is the one nearest the Ramparts on the middle line.
    const open: string[] = [];
    for (let k = 0; k < l.hexes.length; k++) {
      const i = mb.index.get(l.hexes[k])!;
      if (occ.enemy[i] || occ.zoc[i]) break; // AG 5.45 (c): the line ends before a Roman unit or ZOC
      if (l.open[k] && !nextToRoman(i)) open.push(l.hexes[k]);
    }
    for (const h of open.reverse()) if (!seen.has(h)) {
      seen.add(h);
      out.push(h);
    }
  }
  if (!out.length) out.push(...fallback(s, zone, occ.enemy, nextToRoman));
  byZone.set(zone, out);
  return out;
}

/** The reading above: the zone's edge hexes when the lines are all barred. */
function fallback(s: AgState, zone: EntryZone, enemy: Uint8Array, nextToRoman: (i: number) => boolean): string[] {
  const mb = moveBoard(s.scenario);
  const edge = (zoneEdgeHexes(sheetsOf(s)).get(zone) ?? []).map(hexKey).filter((k) => mb.index.has(k) && (mb.flags[mb.index.get(k)!] & H_OUTSIDE) !== 0);
  const free = edge.filter((k) => !enemy[mb.index.get(k)!]);
  const apart = free.filter((k) => !nextToRoman(mb.index.get(k)!));
  return apart.length ? apart : free;
}
