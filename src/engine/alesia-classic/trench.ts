/**
 * AC 8.4 (optional) — filling in the Isolated Trench. Two Gallic units standing together on a
 * trench hex at the end of a turn work at it; four turns running, with different units each turn,
 * fill it in. A filled hex no longer stops infantry (cavalry still stops); a defender behind it is
 * still doubled (the doubling reads the trench, which is still drawn).
 */
import type { AcCtx } from './ctx';
import { acUnit } from './data/units';
import { acLabel } from './map/grid';
import { hexAt } from './map/map';
import { occupancy } from './queries';
import { parseHexKey } from '../hex/coords';


export function workOnTrench(ctx: AcCtx): void {
  const s = ctx.s;
  if (!s.options.trenchFill) return;
  const t = (s.trench ??= { work: {}, filled: [] });
  const next: Record<string, { turns: number; units: string[] }> = {};
  for (const [hex, ids] of occupancy(s)) {
    // Stryker disable next-line OptionalChaining: a hex with counters on it is always a hex of the map
    if (!hexAt(hex)?.trench || t.filled.includes(hex)) continue;
    // The workers in board order: only who they are is read (a later turn's must all be others).
    const gauls = ids.filter((x) => acUnit(x).side === 'gallic' && acUnit(x).kind !== 'leader');
    if (gauls.length < 2) continue;
    const before = t.work[hex];
    const fresh = !before || gauls.every((g) => !before.units.includes(g));
    const turns = before && fresh ? before.turns + 1 : 1;
    if (turns >= 4) {
      t.filled.push(hex);
      ctx.text('gallic', `The Isolated Trench at ${acLabel(parseHexKey(hex))} is filled in.`, 'AC 8.4', [{ kind: 'hex', id: hex }]);
    } else next[hex] = { turns, units: gauls };
  }
  t.work = next;
}
