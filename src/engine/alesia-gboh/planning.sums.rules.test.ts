/** AG 5.31, 5.43 — the legal list's one-pass zone sums give the same answers as the rule's own count. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { edit, fresh } from './testing';
import { assignable, assignEntries, mayAssign, planZones, plannedCpByZone } from './planning';
import type { AgAction } from './actions';
import type { EntryZone } from './state';

describe('AG 5.43 zone caps: mayAssign with the precomputed sums', () => {
  const s0 = fresh('12.3', 'sums');
  const tribes = Object.keys(s0.tribes);
  const zones = planZones(s0) as EntryZone[];
  it('agrees with the count per test, whatever the plan', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: tribes.length - 1 }), fc.integer({ min: 0, max: zones.length - 1 })), { maxLength: 30 }), (pairs) => {
      const s = edit(s0, (x) => { for (const [t, z] of pairs) x.plan.assign[tribes[t]] = zones[z]; });
      const sums = plannedCpByZone(s);
      for (const t of tribes) for (const z of zones) expect(mayAssign(s, t, z, sums)).toBe(mayAssign(s, t, z));
    }), { numRuns: 60 });
  });
});

describe('AG 5.31, 5.43: assignable (the legal list\'s assign entries) is mayAssign over every tribe and zone', () => {
  for (const sc of ['12.2', '12.3'] as const) {
    const s0 = fresh(sc, 'assignable');
    const tribes = Object.keys(s0.tribes);
    const zones = planZones(s0) as EntryZone[];
    it(`${sc}: same pairs in the same order, whatever the plan and the tribes' status`, () => {
      fc.assert(fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: tribes.length - 1 }), fc.integer({ min: 0, max: zones.length - 1 })), { maxLength: 30 }),
        fc.array(fc.integer({ min: 0, max: tribes.length - 1 }), { maxLength: 8 }),
        (pairs, gone) => {
          const s = edit(s0, (x) => {
            for (const [t, z] of pairs) x.plan.assign[tribes[t]] = zones[z];
            for (const t of gone) x.tribes[tribes[t]].status = 'gone';
          });
          const want = tribes.flatMap((tribe) => zones.filter((zone) => mayAssign(s, tribe, zone)).map((zone) => ({ tribe, zone })));
          expect(assignable(s)).toEqual(want);
          // The legal list's entries: the same pairs, as frozen `assign` actions.
          const out: AgAction[] = [];
          assignEntries(s, out);
          expect(out).toEqual(want.map(({ tribe, zone }) => ({ t: 'assign', tribe, zone })));
          for (const a of out) expect(Object.isFrozen(a)).toBe(true);
        },
      ), { numRuns: 80 });
    });
  }
});
