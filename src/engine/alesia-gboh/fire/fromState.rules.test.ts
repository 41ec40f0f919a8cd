/** The combat view built from the state and the counters (AG 2.21, 6.72, 10.13, 10.64), and GB-9.23 on the real counters. */
import { describe, expect, it } from 'vitest';
import { deployed } from '../testing';
import { AG_UNITS, BI_BEST_TQ, CO_TQ } from '../data';
import { combatUnitOf, stackOf } from './fromState';
import { flatGround, k } from './testing';
import { previewShock, resolveShock } from '../shock/resolve';
import type { AgState } from '../state';
import { deepFreeze } from '../tables/types';

function firstOnHex(s: AgState, type: string): string {
  const id = Object.keys(s.units).find((u) => s.units[u].loc.at === 'hex' && AG_UNITS.find((d) => d.id === u)?.type === type);
  if (!id) throw new Error(`no ${type} on the map`);
  return id;
}

describe('combatUnitOf', () => {
  const s = deployed('12.2');
  const co = firstOnHex(s, 'CO');
  it('reads TQ, MA, missile and place from the counter and the state', () => {
    const u = combatUnitOf(s, co);
    expect(u).toMatchObject({ type: 'CO', tq: CO_TQ, hasReducedSide: true, reduced: false, missile: 'J', hits: 0 });
    expect(u.hex).toBe((s.units[co].loc as { hex: string }).hex);
  });
  it('AG 10.64: a reduced unit shows its reduced TQ; AG 6.72: Disorder costs 1 MA', () => {
    const t = { ...s, units: { ...s.units, [co]: { ...s.units[co], reduced: true as const, disordered: true as const } } };
    const u = combatUnitOf(t, co);
    const def = AG_UNITS.find((d) => d.id === co)!;
    expect(u.tq).toBe(def.reducedTq);
    expect(u.ma).toBe(def.ma - 1);
  });
});

describe('GB-9.23 on the counters of data/', () => {
  it('the best relief BI against a cohort: −3 +3 +1 −2, a 5 reads 4, 2 Hits each', () => {
    const bis = AG_UNITS.filter((d) => d.type === 'BI' && d.force === 'relief' && d.tq === BI_BEST_TQ && !d.linked);
    // Two stacks of two, each of one tribe (AG 6.61).
    const tribes = [...new Set(bis.map((d) => d.tribe))].filter((t) => bis.filter((d) => d.tribe === t).length >= 2).slice(0, 2);
    expect(tribes).toHaveLength(2);
    const byTribe = tribes.flatMap((t) => bis.filter((d) => d.tribe === t).slice(0, 2));
    const coId = AG_UNITS.find((d) => d.type === 'CO')!.id;
    const base = deployed('12.2');
    const place = (hex: string, facing: 0 | 3, hits: number) => ({ loc: { at: 'hex' as const, hex }, facing, hits });
    const s: AgState = deepFreeze({
      ...base,
      units: {
        ...base.units,
        [coId]: place(k(0, 0), 3, 0),
        [byTribe[0].id]: place(k(-1, 0), 0, 3),
        [byTribe[1].id]: place(k(-1, 0), 0, 2),
        [byTribe[2].id]: place(k(-1, 1), 0, 2),
        [byTribe[3].id]: place(k(-1, 1), 0, 2),
      },
    });
    const g = flatGround({ ramparts: [k(0, 0)], deathGardens: [k(-1, 0), k(-1, 1)] });
    const attack = {
      attackers: [stackOf(s, k(-1, 0), [byTribe[0].id, byTribe[1].id]), stackOf(s, k(-1, 1), [byTribe[2].id, byTribe[3].id])],
      defenders: [stackOf(s, k(0, 0), [coId])], moved: true, mandatory: true, leaders: [],
    };
    expect(previewShock(g, attack).drms.map((d) => d.value)).toEqual([-3, 3, 1, -2]);
    const r = resolveShock(g, attack, 5);
    expect([r.modified, r.result.attackerHits, r.result.defenderHits, r.result.attackerRetreat, r.result.defenderRetreat]).toEqual([4, 2, 2, false, false]);
    expect(r.attackerHits.filter((h) => h.added === 1).map((h) => h.unit)).toEqual([byTribe[0].id, byTribe[2].id]);
  });
});
