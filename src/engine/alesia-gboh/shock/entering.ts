/**
 * What a unit meets on entering a hex outside ordinary movement, during the shock segment: the
 * advance after shock (AG 9.31), the pursuit and the retreat before shock (AG 9.22).
 *
 * AG 6.45  entering a Death Garden hex costs 2 Hits (outer) or 3 (inner), from any direction and
 *          however the unit comes in (the rule names no exception; 10.11 lists "entering Death
 *          Gardens" among the sources of Hits) — less what Fill cancels (AG 6.48).
 * AG 8.43  entering a hex On Fire costs 1 Hit.
 * AG 10.22 a retreat (10.2) never enters a Death Garden, so it never pays these Hits; the hexes On
 *          Fire are barred to it (reading X63, shock/retreat.ts callers).
 * The Hits are read from the same place as an ordinary move's (movement/step.ts `entryHitsAt`).
 */
import type { AgCtx } from '../ctx';
import { agUnit } from '../data';
import { takeHits } from '../fire/cohesion';
import { combatUnitOf } from '../fire/fromState';
import { moveBoard } from '../movement/board';
import { fillReader } from '../movement/fill';
import { occupancy } from '../movement/occupancy';
import { entryHitsAt } from '../movement/step';
import type { ReachEnd } from '../movement/reach';
import type { AgState, Facing } from '../state';
import { applyFate } from './effects';

/** AG 6.45, 8.43: the Hits `id` takes entering `hex` (one step, as in the advance after shock). */
export function entryHitsInto(s: AgState, id: string, hex: string): number {
  const mb = moveBoard(s.scenario);
  const j = mb.index.get(hex);
  if (j === undefined) return 0;
  const hexFill = fillReader(s).hexFill;
  const occ = occupancy(mb, s, agUnit(id).side, id);
  return entryHitsAt(mb, occ, { hexFill: hexFill ? (i) => hexFill(mb.keys[i]) : () => 0 }, j);
}

/** AG 8.43: whether `hex` is On Fire. */
export const onFire = (s: AgState, hex: string): boolean => (s.burning ?? []).includes(hex);

/**
 * AG 6.45, 8.43: put the entry Hits of a shock-segment move on the unit (it may rout or die of them,
 * AG 10.4). `how` names the move for the log.
 */
export function takeEntryHits(ctx: AgCtx, id: string, hits: number, how: string, burning: boolean): void {
  if (hits <= 0 || ctx.s.units[id]?.loc.at !== 'hex') return;
  const cause = burning ? `, ${how} through Death Gardens or fire (AG 6.45, 8.43)` : `, ${how} into a Death Garden (AG 6.45)`;
  const h = takeHits(combatUnitOf(ctx.s, id), hits, { routedIsEliminated: ctx.s.scenario === '12.1' });
  applyFate(ctx, { ...h, rule: h.fate === 'steady' ? (burning ? 'AG 8.43' : 'AG 6.45') : h.rule }, cause);
}

/** Whether a path enters a hex On Fire (for the log). */
export const pathBurns = (s: AgState, path: readonly string[]): boolean => path.slice(1).some((h) => onFire(s, h));

/**
 * AG 9.22 pursuit (reading X61): the facing a pursuer ends with — the one it had when the move lets
 * it keep it, else the cheapest it may end with there.
 */
export function pursuitFacing(e: ReachEnd, was: Facing): Facing {
  if (e.facings.some((f) => f.facing === was)) return was;
  return [...e.facings].sort((a, b) => a.cost - b.cost || a.facing - b.facing)[0].facing;
}

/** AG 9.22: the retreat before shock a standing order `always` takes: the longest path, then the fewest Hits. */
export function farthestRbs(ends: ReadonlyMap<string, ReachEnd>): string | undefined {
  let best: ReachEnd | undefined;
  for (const e of ends.values()) {
    if (!best || e.path.length > best.path.length || (e.path.length === best.path.length && e.hits < best.hits)) best = e;
  }
  return best?.hex;
}
