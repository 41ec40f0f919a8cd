/**
 * Reading X2 — the standing orders for the decisions combat gives a player outside his own phase
 * (AG 9.22 Retreat Before Shock, 4.32–4.33 leader escape, 10.24 holding the wall, 9.25 the defender's
 * weapon type and the leftover Hits he inflicts, 10.21 the hex a unit retreats into). A player sets
 * them in his own phase, as he sets his Seizure order; `ask` hands the screen over at each point,
 * the other orders answer at once and the log marks the answer as automatic.
 *
 * The phase owner's own decisions (his weapon type, the defenders' leftover Hits, his retreats, the
 * advance) are his to take in his phase: they are always asked when there is a real choice.
 */
import type { AgAction } from '../actions';
import type { AgSide, AgState } from '../state';
import { DEFAULT_COMBAT_ORDERS, type CombatOrders } from './segment';

export const COMBAT_ORDER_VALUES: { readonly [K in keyof CombatOrders]: readonly CombatOrders[K][] } = {
  rbs: ['ask', 'never', 'always'],
  hold: ['ask', 'hold', 'retreat'],
  weapon: ['ask', 'best'],
  leftover: ['ask', 'auto'],
  retreat: ['ask', 'auto'],
  escape: ['ask', 'always', 'never'],
};

export const COMBAT_ORDER_RULE: { readonly [K in keyof CombatOrders]: string } = {
  rbs: 'AG 9.22', hold: 'AG 10.24', weapon: 'AG 9.25', leftover: 'AG 9.25', retreat: 'AG 10.21', escape: 'AG 4.32',
};

/** The side's standing orders (the defaults where it set none). */
export function ordersOf(s: AgState, side: AgSide): CombatOrders {
  return { ...DEFAULT_COMBAT_ORDERS, ...(s.combatOrders?.[side] ?? {}) };
}

/** The `combatOrder` actions a player may take in his own phase: every value but the one in force. */
export function combatOrderActions(s: AgState, side: AgSide): AgAction[] {
  const cur = ordersOf(s, side);
  const out: AgAction[] = [];
  for (const key of Object.keys(COMBAT_ORDER_VALUES) as (keyof CombatOrders)[]) {
    for (const value of COMBAT_ORDER_VALUES[key]) if (cur[key] !== value) out.push({ t: 'combatOrder', key, value });
  }
  return out;
}

/** Set one standing order (a new record: the state is a value). */
export function setCombatOrder(s: AgState, side: AgSide, key: keyof CombatOrders, value: string): void {
  s.combatOrders = { ...(s.combatOrders ?? {}), [side]: { ...ordersOf(s, side), [key]: value } };
}
