/**
 * Reading X2 (AG 5.21, 8.6, 9.22, 10.24, 9.25, 10.21, 4.32) — orderEntries.ts keeps the standing-order
 * entries of the choice list: on random-game positions, and on the same positions with each order
 * changed, they are what seizure.ts orderChoices, fire/reactionPlay.ts reactOrderActions and
 * shock/orders.ts combatOrderActions give, in that order; the shared entries are frozen. And the
 * choice list after a standing order was set, made from the list before it (system.ts, legal.ts
 * chooseAfterOrder), is the list read afresh.
 */
import { describe, expect, it } from 'vitest';
import type { AgAction } from './actions';
import { orderEntries } from './orderEntries';
import { orderChoices } from './seizure';
import { reactOrderActions } from './fire/reactionPlay';
import { combatOrderActions, setCombatOrder } from './shock/orders';
import { deployed, randomPlayout } from './testing';
import { alesiaGboh } from './system';
import { computeLegal } from './legal';
import type { AgSide, AgState } from './state';

function fresh(s: AgState, side: AgSide): AgAction[] {
  const out: AgAction[] = [];
  for (const o of orderChoices(s, side)) out.push(o.seize === 'try' ? { t: 'seizeOrder', seize: 'try', leader: o.leader } : { t: 'seizeOrder', seize: o.seize });
  out.push(...reactOrderActions({ ...s, ap: { ...s.ap, owner: side } }));
  out.push(...combatOrderActions(s, side));
  return out;
}
const kept = (s: AgState, side: AgSide): AgAction[] => {
  const out: AgAction[] = [];
  orderEntries(s, side, out);
  return out;
};

function variants(s: AgState, side: AgSide): AgState[] {
  const out: AgState[] = [
    { ...s, orders: { ...s.orders, [side]: { seize: 'never' } } },
    { ...s, orders: { ...s.orders, [side]: { seize: 'ask' } } },
    { ...s, reactOrders: { ...s.reactOrders, [side]: 'always' } },
    { ...s, leaders: { ...s.leaders, caesar: { loc: { at: 'reserve' } } } },
  ];
  for (const leader of Object.keys(s.leaders)) out.push({ ...s, orders: { ...s.orders, [side]: { seize: 'try', leader } } });
  const c = { ...s };
  setCombatOrder(c, side, 'rbs', 'always');
  out.push(c);
  const d = { ...c };
  setCombatOrder(d, side, 'escape', 'ask');
  out.push(d);
  return out;
}

describe('orderEntries kept by what it reads', () => {
  it('on random-game positions and their order variants: the entries the reference functions give', () => {
    let asked = 0;
    for (const sc of ['12.1', '12.2', '12.3'] as const) {
      randomPlayout(deployed(sc, `orders-${sc}`), `orders-${sc}`, 300, (s) => {
        if (asked % 7 === 0) {
          for (const side of ['roman', 'gallic'] as const) {
            expect(kept(s, side)).toEqual(fresh(s, side));
            for (const v of variants(s, side)) expect(kept(v, side)).toEqual(fresh(v, side));
            expect(kept(s, side)).toEqual(fresh(s, side));
            for (const a of kept(s, side)) expect(Object.isFrozen(a)).toBe(true);
          }
        }
        asked++;
      });
    }
    expect(asked).toBeGreaterThan(100);
  }, 120_000);
});

describe('the choice list after an order was set', () => {
  it('on random games: made from the list before it, it is the list read afresh', () => {
    let derived = 0;
    for (const sc of ['12.1', '12.2', '12.3'] as const) {
      let prev: AgState | null = null;
      randomPlayout(deployed(sc, `after-order-${sc}`), `after-order-${sc}`, 600, (s, a) => {
        if (prev && prev.step === 'choose' && s.step === 'choose' && (a.t === 'seizeOrder' || a.t === 'reactOrder' || a.t === 'combatOrder')) {
          alesiaGboh.legalActions(prev);
          expect(alesiaGboh.legalActions(s)).toEqual(computeLegal(s));
          derived++;
        }
        prev = s;
      });
    }
    expect(derived).toBeGreaterThan(20);
  }, 120_000);
});
