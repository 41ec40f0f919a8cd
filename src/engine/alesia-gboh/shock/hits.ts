/**
 * AG 9.25 (Hits), 6.67, 10.11: sharing a side's shock Hits among its units.
 *
 * The Hits go to the side's infantry and cavalry in the combat (archers and artillery stacked with
 * infantry take none, AG 6.67), evenly: each unit takes Hits ÷ units rounded down, and the Hits
 * left over are placed one to a unit by the player who INFLICTS them, top units of stacks before
 * any unit under them (AG 9.25; GB-9.23's "the Gaul places them" is the older practice, index
 * §GB-9.23: the rule wins). Within one stack an odd Hit goes to the top unit (AG 6.67), which the
 * top-first order already gives.
 */
import { isShockUnit, type Stack } from '../fire/combatUnit';

export interface HitShare {
  /** Unit id → Hits it takes. Every affected unit is listed, 0 included. */
  readonly perUnit: Readonly<Record<string, number>>;
  readonly each: number;
  readonly leftover: number;
}

/** The units that take the side's Hits, and which of them are top units. */
export function hitTakers(stacks: readonly Stack[]): { ids: string[]; tops: string[] } {
  const ids: string[] = [];
  const tops: string[] = [];
  for (const s of stacks) {
    const us = s.units.filter(isShockUnit);
    us.forEach((u, i) => {
      ids.push(u.id);
      if (i === 0) tops.push(u.id);
    });
  }
  return { ids, tops };
}

/**
 * The leftover placement when the rules leave no choice (none left over, or exactly as many as
 * there are top units, or as many as units), else null: the inflicting player must choose.
 */
export function forcedLeftover(stacks: readonly Stack[], hits: number): string[] | null {
  const { ids, tops } = hitTakers(stacks);
  if (ids.length === 0) return [];
  const r = hits % ids.length;
  if (r === 0) return [];
  if (r === tops.length) return [...tops];
  if (r < tops.length) return null;
  // More leftovers than tops: every top, then a choice among the units under them.
  const under = ids.filter((id) => !tops.includes(id));
  return r - tops.length === under.length ? [...tops, ...under] : null;
}

/** Checks a leftover placement: r distinct units of the side, no lower unit before every top unit. */
export function checkLeftover(stacks: readonly Stack[], hits: number, chosen: readonly string[]): void {
  const { ids, tops } = hitTakers(stacks);
  const r = ids.length === 0 ? 0 : hits % ids.length;
  if (chosen.length !== r) throw new RangeError(`AG 9.25: ${r} leftover Hit(s) to place, not ${chosen.length}`);
  if (new Set(chosen).size !== chosen.length) throw new RangeError('AG 9.25: one leftover Hit per unit');
  for (const id of chosen) if (!ids.includes(id)) throw new RangeError(`AG 9.25: ${id} takes no Hits in this shock`);
  const lower = chosen.filter((id) => !tops.includes(id));
  if (lower.length > 0 && !tops.every((t) => chosen.includes(t))) {
    throw new RangeError('AG 9.25: top units of stacks take leftover Hits before the units under them');
  }
}

/** AG 9.25: share `hits` among the side's units; `leftover` is the inflicting player's placement. */
export function shareHits(stacks: readonly Stack[], hits: number, leftover?: readonly string[]): HitShare {
  if (!Number.isInteger(hits) || hits < 0) throw new RangeError(`Hits are a whole number ≥ 0, not ${hits}`);
  const { ids } = hitTakers(stacks);
  const perUnit: Record<string, number> = {};
  if (ids.length === 0) return { perUnit, each: 0, leftover: 0 };
  const each = Math.floor(hits / ids.length);
  const r = hits - each * ids.length;
  const place = leftover ?? forcedLeftover(stacks, hits);
  if (place === null) throw new RangeError(`AG 9.25: the inflicting player must place ${r} leftover Hit(s)`);
  checkLeftover(stacks, hits, place);
  for (const id of ids) perUnit[id] = each + (place.includes(id) ? 1 : 0);
  return { perUnit, each, leftover: r };
}

/**
 * AG 6.67: Hits to ONE stack (pre-shock test, no retreat): shared among its infantry, an odd Hit
 * to the top unit.
 */
export function shareInStack(s: Stack, hits: number): Record<string, number> {
  const us = s.units.filter(isShockUnit);
  const out: Record<string, number> = {};
  if (us.length === 0) return out;
  const each = Math.floor(hits / us.length);
  us.forEach((u, i) => { out[u.id] = each + (i < hits - each * us.length ? 1 : 0); });
  return out;
}
