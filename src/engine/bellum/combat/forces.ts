/** Forces in combat (BG 2.1.2, 2.1.3, 4.1): who fights whom in a region, and small counts. */
import { LEADER_BY_ID } from '../data/leaders';
import { sortByMapOrder } from '../data/regions';
import { UNIT_BY_ID } from '../data/units';
import type { LeaderId, RegionId, UnitId } from '../data/types';
import { bestLeader, isArmy, leaderRating, leadersIn, occupancy, totalSp, unitsIn } from '../queries';
import { keptPlacementOf, type Placement } from '../placement';
import type { BellumState, Side } from '../state';

export const SIDES: readonly Side[] = ['roman', 'gallic'];

/** Field force of a side: units and leaders in the open of the region (BG 2.1.2; places excluded). */
export function fieldForce(s: BellumState, region: RegionId, side: Side): { units: UnitId[]; leaders: LeaderId[] } {
  return { units: unitsIn(s, region, side, 'field'), leaders: leadersIn(s, region, side, 'field') };
}

export const isCavalry = (u: UnitId) => UNIT_BY_ID[u].kind === 'cavalry';
export const isInfantry = (u: UnitId) => UNIT_BY_ID[u].kind === 'infantry';

export function cavalrySp(s: BellumState, units: readonly UnitId[]): number {
  return totalSp(s, units.filter(isCavalry));
}

/** BG 4.1 — field combat type in a region where both sides have units in the open. */
export function fieldCombatType(s: BellumState, region: RegionId): 'battle' | 'skirmish' | null {
  const r = unitsIn(s, region, 'roman', 'field');
  const g = unitsIn(s, region, 'gallic', 'field');
  if (r.length === 0 || g.length === 0) return null;
  return isArmy(r) && isArmy(g) ? 'battle' : 'skirmish';
}

/** BG 4.1 / 1.IV — field combats at the start of the phase: all skirmishes, then all pitched battles. */
export function listFieldCombats(s: BellumState): { kind: 'skirmish' | 'battle'; region: RegionId }[] {
  const kept = keptPlacementOf(s);
  // nobody on siege duty: the placement's lists in the open are the field forces
  if (kept !== null && s.siegeDuty.length === 0) return kept.contested.length === 0 ? [] : fieldCombatsOf(kept);
  const sk: RegionId[] = [];
  const pb: RegionId[] = [];
  const occ = occupancy(s);
  const both: RegionId[] = []; // a handful: where both sides stand in the open
  for (const r of occ.field.roman) if (occ.field.gallic.has(r)) both.push(r);
  if (both.length === 0) return [];
  for (const r of sortByMapOrder(both)) {
    const t = fieldCombatType(s, r);
    if (t === 'skirmish') sk.push(r);
    if (t === 'battle') pb.push(r);
  }
  return [...sk.map((region) => ({ kind: 'skirmish' as const, region })), ...pb.map((region) => ({ kind: 'battle' as const, region }))];
}

/** listFieldCombats read off a kept placement's regions where both sides stand in the open. */
function fieldCombatsOf(p: Placement): { kind: 'skirmish' | 'battle'; region: RegionId }[] {
  const out: { kind: 'skirmish' | 'battle'; region: RegionId }[] = [];
  const battles: RegionId[] = [];
  for (const region of p.contested) {
    if (isArmy(p.field.roman.get(region)!) && isArmy(p.field.gallic.get(region)!)) battles.push(region);
    else out.push({ kind: 'skirmish', region });
  }
  for (const region of battles) out.push({ kind: 'battle', region });
  return out;
}

/** Best leader's value for odds: highest rank, then rating; its current (wounded) rating (BG 4.3.2). */
export function leaderValue(s: BellumState, leaders: readonly LeaderId[]): { leader: LeaderId | null; value: number } {
  const best = bestLeader(s, leaders);
  return { leader: best, value: best ? leaderRating(s, best) : 0 };
}


/** BG 4.4.2 — candidates for Army Commander: every leader tied at the top for rank and rating. */
export function commanderCandidates(s: BellumState, leaders: readonly LeaderId[]): LeaderId[] {
  const best = bestLeader(s, leaders);
  if (!best) return [];
  const rank = LEADER_BY_ID[best].rank;
  const rating = leaderRating(s, best);
  return leaders.filter((l) => LEADER_BY_ID[l].rank === rank && leaderRating(s, l) === rating).sort();
}
