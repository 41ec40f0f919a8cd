/**
 * What the shock segment's steps share (AG 9.2): the decision points and standing orders (reading
 * X2), the attackers' stacks as they stand, the leaders near, moving on to the next shock, and a
 * leader going with the last unit of his side to leave a hex (AG 10.26 reading).
 */
import { ownLeaders } from '../ctx';
import type { AgCtx } from '../ctx';
import { agLeader, agUnit } from '../data';
import { topFirst } from '../stacking';
import { type CombatUnit, type Stack } from '../fire/combatUnit';
import { combatUnitOf } from '../fire/fromState';
import type { AgSide, AgState } from '../state';
import { hexOf } from './hexChoices';
import type { ShockLeader } from './attack';
import { ordersOf } from './orders';
import type { CombatOrders, Pending, ShockSegment } from './segment';
import { unitEntries, unitValues } from '../unitIds';

export const name = (id: string): string => agUnit(id).name;
export const present = (s: AgState, id: string): boolean => hexOf(s, id) !== null && !s.units[id].routed;
export const routedIsEliminated = (s: AgState) => ({ routedIsEliminated: s.scenario === '12.1' });


export const keyOf = (p: Pick<Pending, 'kind' | 'subject'>): string => `${p.kind}:${p.subject ?? ''}`;

/**
 * A decision point. Returns the choice when it is known (answered, forced, or by standing order),
 * or null after setting `pending` (the driver then stops). `order` is the standing order's answer for
 * the inactive side, or undefined when it says `ask` or the decision is the phase owner's.
 */
export function decide(ctx: AgCtx, p: Pending, order?: string): string | null {
  const seg = ctx.s.shock!;
  const k = keyOf(p);
  if (k in seg.answers) return seg.answers[k];
  if (p.options.length === 1) return (seg.answers[k] = p.options[0].id);
  if (order !== undefined && p.options.some((o) => o.id === order)) {
    seg.answers[k] = order;
    const label = p.options.find((o) => o.id === order)!.label;
    ctx.text(p.side, `Standing order — ${p.prompt}: ${label}.`, p.rule, { auto: true });
    return order;
  }
  seg.pending = p;
  return null;
}

/** The standing order of `side` for `key`, when `side` is not the phase owner (reading X2). */
export function orderFor<K extends keyof CombatOrders>(s: AgState, side: AgSide, key: K): CombatOrders[K] | undefined {
  if (side === s.ap.owner) return undefined;
  const v = ordersOf(s, side)[key];
  return v === 'ask' ? undefined : v;
}


export function stackView(s: AgState, ids: readonly string[]): Stack[] {
  const by = new Map<string, CombatUnit[]>();
  // AG 6.65, 6.67: each hex's units top first, in the order the state keeps (../stacking.ts).
  for (const id of topFirst(s, ids)) {
    const h = hexOf(s, id);
    if (!h) continue;
    const list = by.get(h) ?? [];
    list.push(combatUnitOf(s, id));
    by.set(h, list);
  }
  return [...by].map(([hex, units]) => ({ hex, units }));
}

export function leadersNear(s: AgState): ShockLeader[] {
  const out: ShockLeader[] = [];
  for (const [id, l] of Object.entries(s.leaders)) {
    if (l.loc.at !== 'hex') continue;
    const d = agLeader(id);
    out.push({ id, side: d.side, hex: l.loc.hex, charisma: d.charisma ?? 0 });
  }
  return out;
}


/** Move on to the next shock of the stage, or to the next stage. */
export function nextShock(seg: ShockSegment, then: ShockSegment['stage']): void {
  seg.cur += 1;
  seg.sub = 0;
  if (seg.cur >= seg.shocks.length) {
    seg.stage = then;
    seg.cur = 0;
  }
}


export const hexOccupied = (s: AgState, hex: string): boolean => unitValues(s).some((u) => u.loc.at === 'hex' && u.loc.hex === hex);


/** AG 10.26 (reading): a leader goes with the last unit of his side to leave his hex. */
export function carryLeaders(s: AgState, id: string, from: string, to: string): void {
  const side = agUnit(id).side;
  const friendsLeft = unitEntries(s).some(([o, u]) => o !== id && u.loc.at === 'hex' && u.loc.hex === from && agUnit(o).side === side);
  if (friendsLeft) return;
  for (const [lid, l] of Object.entries(s.leaders)) if (l.loc.at === 'hex' && l.loc.hex === from && agLeader(lid).side === side) ownLeaders(s)[lid] = { ...l, loc: { at: 'hex', hex: to } };
}
