/**
 * AG 4.12, 5.48, 5.65 — what a chief's Command needs to know of its infantry tribes' units as it is
 * formed (system.ts `commit`), read in one pass over the units instead of several per counter:
 *
 * - `waiting`: per tribe, the units standing on its counter (release.ts `waitingOn`);
 * - `pool`: per tribe, its relief units off the map, in the units record's order (commands.ts
 *   `releasable`; for an infantry counter their number is `unitsLeftFor`);
 * - `mine`: every relief unit of the tribes in the pool, on a hex or on a counter, in that order (the
 *   Command's units once the counters have put theirs out). AG 5.65: escapees count by their new tribe.
 *
 * Only for counters of kind 'tribe' (a cavalry counter shares the Gallic cavalry pool, AG 5.7).
 */
import { unitsToRead } from '../ctx';
import { agUnit } from '../data';
import type { AgState } from '../state';
import { unitIds } from '../unitIds';

export interface TribesRead {
  waiting: Map<string, number>;
  pool: Map<string, string[]>;
  mine: string[];
}

export function readTribes(s: AgState, tribes: readonly string[]): TribesRead {
  const waiting = new Map<string, number>(tribes.map((t) => [t, 0]));
  const pool = new Map<string, string[]>(tribes.map((t) => [t, []]));
  const mine: string[] = [];
  const units = unitsToRead(s); // a plain map, not a working copy's guard (../ctx.ts)
  for (const id of unitIds(s)) {
    const u = units[id];
    const loc = u.loc;
    if (loc.at === 'counter') {
      const n = waiting.get(loc.tribe);
      if (n !== undefined) waiting.set(loc.tribe, n + 1);
    } else if (loc.at !== 'pool' && loc.at !== 'hex') continue;
    const d = agUnit(id);
    if ((u.joined ? 'relief' : d.force) !== 'relief') continue; // escaped.ts forceOf
    const list = pool.get(u.joined ?? d.tribe ?? ''); // escaped.ts tribeOf
    if (!list) continue;
    if (loc.at === 'pool') list.push(id);
    mine.push(id);
  }
  return { waiting, pool, mine };
}
