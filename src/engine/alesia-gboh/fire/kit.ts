/** Test positions for missile fire in play: 12.3 states with a Command activated and chosen units on the map. */
import { agUnit } from '../data';
import { edit } from '../testing';
import { key, position, type Placing } from '../movement/testkit';
import { deepFreeze } from '../tables/types';
import type { AgSide, AgState, ReactOrder } from '../state';
import { alesiaGboh } from '../system';
import type { AgAction } from '../actions';

export { key };

/** The first unit id of 12.3 matching. */
export function unitOf(side: AgSide, type: string, n = 0, force?: string): string {
  const ids = Object.keys(position({}).units).filter((id) => agUnit(id).side === side && agUnit(id).type === type && (!force || agUnit(id).force === force));
  if (!ids[n]) throw new Error(`no ${side} ${type} #${n}`);
  return ids[n];
}

/**
 * A deep-frozen 12.3 position: `units` on the map, `owner`'s phase with a Command of `active` in
 * the step 'command', and each side's reaction-fire standing order.
 */
export function firePosition(units: Record<string, Placing>, owner: AgSide, active: string[], orders: Partial<Record<AgSide, ReactOrder>> = {}, more?: (x: AgState) => void): AgState {
  const base = position(units);
  return deepFreeze(edit(base, (x) => {
    x.step = 'command';
    x.ap.owner = owner;
    x.ap.phases = 3;
    x.command = owner === 'roman'
      ? { leader: 'rebilus', kind: 'legion', tribes: [], units: active, outOfRange: [] }
      : { leader: 'vercassivellaunus', kind: 'tribes', tribes: [], units: active, outOfRange: [] };
    if (Object.keys(orders).length) x.reactOrders = orders;
    more?.(x);
  }));
}

export const legal = (s: AgState): AgAction[] => alesiaGboh.legalActions(s);
export const fires = (s: AgState, unit?: string): Extract<AgAction, { t: 'fire' }>[] =>
  legal(s).filter((a): a is Extract<AgAction, { t: 'fire' }> => a.t === 'fire' && (!unit || a.unit === unit));

export function applied(s: AgState, a: AgAction) {
  const r = alesiaGboh.apply(s, a);
  if (!r.ok) throw new Error(`${r.rejection.rule}: ${r.rejection.message}`);
  return { s: deepFreeze(r.state), log: r.log };
}

export function refused(s: AgState, a: AgAction): string {
  const r = alesiaGboh.apply(s, a);
  if (r.ok) throw new Error(`applied: ${JSON.stringify(a)}`);
  return r.rejection.rule;
}
