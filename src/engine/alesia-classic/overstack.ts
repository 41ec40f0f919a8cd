/**
 * AC 10.2 — stacks over the limit at the end of the turn. A retreat may end on a full friendly stack
 * (units may pass over and join their own stacks during the turn); when the turn ends (AC 4.7, after
 * the Roman combat phase) every stack still over its limit loses units until it is within it, and
 * the owner chooses which: one `cull` decision per unit, the first overfull hex first.
 */
import type { AcAction } from './actions';
import type { AcCtx } from './ctx';
import { acUnit } from './data/units';
import { countsForStacking } from './data/types';
import { occupancy, STACK_LIMIT } from './queries';
import type { AcSide, AcState } from './state';
import { combatDone } from './combat/phase';
import { eliminate } from './combat/resolve';

/** The hexes whose stacks are over their side's limit, in the order of the position. */
export function overfull(s: AcState): { hex: string; side: AcSide; units: string[]; over: number }[] {
  const out: { hex: string; side: AcSide; units: string[]; over: number }[] = [];
  for (const [hex, ids] of occupancy(s)) {
    const units = ids.filter((id) => countsForStacking(acUnit(id)));
    if (!units.length) continue;
    const side = acUnit(units[0]).side;
    const over = units.length - STACK_LIMIT[side];
    if (over > 0) out.push({ hex, side, units, over });
  }
  return out;
}

/** Is the turn waiting on an owner to cut an overfull stack down (AC 10.2)? */
export function cullPending(s: AcState): boolean {
  return !s.outcome && s.phase === 'roman-combat' && !s.fire.window && combatDone(s) && overfull(s).length > 0;
}

/** Who chooses now: the owner of the first overfull stack. */
export const cullToAct = (s: AcState): AcSide => overfull(s)[0].side;

/** One choice per unit of the first overfull stack: the one to eliminate. */
export function cullLegal(s: AcState): AcAction[] {
  return overfull(s)[0].units.map((unit) => ({ t: 'cull', unit }) as AcAction);
}

/** The owner's choice: this unit of the first overfull stack is eliminated. */
export function cull(ctx: AcCtx, unit: string): void {
  const first = overfull(ctx.s)[0];
  const left = first.over - 1;
  eliminate(ctx, [unit], 'AC 10.2', `The stack over the limit at the end of the turn${left ? ` (${left} more to go)` : ''}`);
}
