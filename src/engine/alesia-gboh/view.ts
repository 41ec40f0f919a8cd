/**
 * What one side may see (AG 5.31, 5.34, 12.1 Gauls; issue 17 §6).
 *
 * The Gaul's plan is secret: the Roman's view holds no zone assignment and, in 12.1, no choice of
 * tribes — no `plan`, no tribal counter that has not arrived (its status would tell whether it was
 * picked), no relief unit still off the map, and no chief still off the map (whom the Gaul keeps
 * back is his business). A tribe is revealed by arriving (AG 5.34): placed, withdrawn and gone
 * counters are shown with their zone. The dice generator is in neither view. Once the game is over
 * both sides see everything (the sheets are shown at game over).
 */
import { agLeader } from './data';
import type { AgLeaderState, AgSide, AgState, AgTribeState, AgUnitState, GallicPlan } from './state';
import { forceOf } from './entry/escaped';

export interface AgView extends Omit<AgState, 'rng' | 'plan' | 'units' | 'tribes' | 'leaders' | 'orders'> {
  /** Reading X2 — the viewer's own standing Seizure order (both once the game is over). */
  orders: Partial<AgState['orders']>;
  side: AgSide;
  units: Record<string, AgUnitState>;
  leaders: Record<string, AgLeaderState>;
  tribes: Record<string, AgTribeState>;
  /** The Gaul's own plan; absent from the Roman's view while the game goes on. */
  plan?: GallicPlan;
}

export function viewFor(s: AgState, side: AgSide): AgView {
  const { rng: _rng, plan, units, tribes, leaders, orders: allOrders, reactOrders: allReact, combatOrders: allCombat, ...rest0 } = s;
  void _rng;
  // Reading X2 (AG 8.6, shock session): a player's standing reaction-fire and combat orders are his own too.
  const mineReact = s.outcome ? allReact : allReact?.[side] ? { [side]: allReact[side] } : undefined;
  const withReact = mineReact ? { ...rest0, reactOrders: mineReact } : rest0;
  // Only the viewer's own orders, and nothing at all when he has none: an empty slot of his own would
  // tell him that the other side has set some.
  const mineCombat = s.outcome ? allCombat : allCombat?.[side] ? { [side]: allCombat[side] } : undefined;
  const rest = mineCombat ? { ...withReact, combatOrders: mineCombat } : withReact;
  // Reading X2: a player's standing Seizure order is his own.
  const orders: AgView['orders'] = s.outcome ? allOrders : { [side]: allOrders[side] };
  if (side === 'gallic' || s.outcome) return { ...rest, orders, side, units, leaders, tribes, plan };
  const shownTribes: Record<string, AgTribeState> = {};
  for (const [t, st] of Object.entries(tribes)) if (st.status === 'placed' || st.status === 'withdrawn' || (st.status === 'gone' && st.zone)) shownTribes[t] = st;
  const shownUnits: Record<string, AgUnitState> = {};
  for (const [id, u] of Object.entries(units)) {
    if (forceOf(s, id) === 'relief' && u.loc.at === 'pool') continue; // AG 5.65: an escapee's new tribe is hidden too
    shownUnits[id] = u;
  }
  const shownLeaders: Record<string, AgLeaderState> = {};
  for (const [id, l] of Object.entries(leaders)) {
    if (agLeader(id).side === 'gallic' && l.loc.at === 'pool') continue;
    shownLeaders[id] = l;
  }
  // The forming Command's tribes are on the map already; an entry's zone is public once it succeeds.
  return { ...rest, orders, side, units: shownUnits, leaders: shownLeaders, tribes: shownTribes };
}
