/**
 * AG 4.12, 5.48, 5.65 — what a chief's Command needs to know of its infantry tribes' units as it is
 * formed (system.ts `commit`), read in one pass over the units that can count (`candidates`, below)
 * instead of several passes over every unit, one per counter:
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
import { onMapByCommand } from '../commands';
import { AG_UNITS, agUnit } from '../data';
import type { AgState } from '../state';
import { unitIds, unitOrder } from '../unitIds';

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
  for (const id of candidates(s, tribes)) {
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

/** Each tribe's units by the data (AG 4.4), in the data's order. */
let BY_TRIBE: Map<string, string[]> | null = null;
function dataUnitsOf(tribe: string): readonly string[] {
  if (!BY_TRIBE) {
    BY_TRIBE = new Map();
    for (const u of AG_UNITS) {
      if (u.tribe === undefined) continue;
      let l = BY_TRIBE.get(u.tribe);
      if (!l) BY_TRIBE.set(u.tribe, (l = []));
      l.push(u.id);
    }
  }
  return BY_TRIBE.get(tribe) ?? [];
}

/**
 * The units the pass above can count, in the units record's order: a unit counts only when it stands
 * on one of the counters (the Command sorting's `onCounters`, ../commands.ts) or belongs to one of
 * the tribes — by the data, or by having joined it (AG 5.65: the sorting's `joined`). Every other unit
 * the pass would skip, so it walks these few instead of the ~370 of the record.
 */
function candidates(s: AgState, tribes: readonly string[]): readonly string[] {
  const order = unitOrder(s);
  const by = onMapByCommand(s);
  // Each candidate's place in the record's order (unitIds), sorted and read back without repeats.
  const at: number[] = [];
  const add = (id: string) => {
    const i = order.get(id);
    if (i !== undefined) at.push(i);
  };
  for (const t of tribes) for (const id of dataUnitsOf(t)) add(id);
  for (const id of by.joined) add(id);
  for (const { id } of by.onCounters) add(id);
  at.sort((a, b) => a - b);
  const ids = unitIds(s);
  const out: string[] = [];
  for (let k = 0; k < at.length; k++) if (k === 0 || at[k] !== at[k - 1]) out.push(ids[at[k]]);
  return out;
}
