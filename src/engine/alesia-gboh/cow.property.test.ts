/**
 * `apply` copies on write (ctx.ts): the working copy shares the input's units, leaders and tribes
 * until rule code asks for a writable one. These tests hold it to purity: over random playouts of
 * every scenario, each input state is deep-frozen and still deep-equal after its `apply`, and the
 * game replayed from the same actions on frozen states gives the same states bit for bit.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepFreeze } from '../core/deepFreeze';
import { cloneAg, ownLeader, ownPlan, ownTribe, ownUnit, ownUnits, settleAg } from './ctx';
import { alesiaGboh } from './system';
import { carryUnits } from './unitsCarry';
import { deployed, fresh, randomPlayout } from './testing';
import type { AgState } from './state';

describe('copy on write (ctx.ts)', () => {
  it('a working copy shares the collections until one is written, then copies that map and record once', () => {
    const s = deepFreeze(deployed('12.3', 'cow'));
    const w = cloneAg(s);
    const id = Object.keys(s.units)[3];
    // The input's maps, read through a guard that refuses writes made without the helpers.
    expect(w.units[id]).toBe(s.units[id]);
    expect(Object.keys(w.leaders)).toEqual(Object.keys(s.leaders));
    expect(() => { w.units[id] = { ...s.units[id], hits: 1 }; }).toThrow(/ownUnits/);
    expect(() => { delete w.tribes[Object.keys(s.tribes)[0]]; }).toThrow(/ownTribes/);
    const u = ownUnit(w, id);
    u.hits += 1;
    expect(w.units).not.toBe(s.units);
    expect(Object.keys(w.units)).toEqual(Object.keys(s.units)); // the unit list's order is the stack order (AG 6.65)
    expect(ownUnit(w, id)).toBe(u); // copied once
    expect(w.units[id].hits).toBe(s.units[id].hits + 1);
    const other = Object.keys(s.units)[4];
    expect(w.units[other]).toBe(s.units[other]); // records not written stay shared
    ownUnits(w)[other] = { ...s.units[other], moved: true };
    expect(s.units[other].moved).toBeUndefined();
    const lid = Object.keys(s.leaders)[0];
    ownLeader(w, lid).loc = { at: 'gone' };
    expect(s.leaders[lid].loc.at).not.toBe('gone');
    const tid = Object.keys(s.tribes)[0];
    ownTribe(w, tid).released += 1;
    expect(w.tribes[tid].released).toBe(s.tribes[tid].released + 1);
    expect(w.leaders).not.toBe(s.leaders);
    // Once settled it is an ordinary state with plain maps.
    const w3 = cloneAg(s);
    ownTribe(w3, tid).released += 1;
    settleAg(w3);
    expect(w3.units).toBe(s.units); // never written: the input's own map, not the guard
    expect(w3.tribes).not.toBe(s.tribes);
    expect(() => { w3.units[id] = s.units[id]; }).toThrow(TypeError); // frozen input: only a working copy may be written
  });

  it('the plan is shared until ownPlan copies it (once); the input’s stays as it was', () => {
    const s = deepFreeze(deployed('12.2', 'cow-plan'));
    const w = cloneAg(s);
    expect(w.plan).toBe(s.plan);
    expect(() => { w.plan.assign.test = 'I'; }).toThrow(TypeError); // frozen input: only ownPlan's copy may be written
    const p = ownPlan(w);
    expect(p).not.toBe(s.plan);
    expect(ownPlan(w)).toBe(p);
    p.picked.push('test');
    expect(s.plan.picked).not.toContain('test');
    expect(settleAg(w).plan).toBe(p);
  });

  it('on a state that is not a working copy (set-up, a test edit) the helpers write the state itself', () => {
    const s = fresh('12.2', 'plain');
    const m = s.units;
    const id = Object.keys(m)[0];
    ownUnit(s, id).facing = 3;
    expect(s.units).toBe(m);
    expect(m[id].facing).toBe(3);
  });

  const SCENARIOS = ['12.1', '12.2', '12.3'] as const;
  it('the ids an apply is told it wrote (unitsCarry.ts) are every unit whose record changed, and no key comes or goes unnoted', () => {
    const got: { seen: { from: AgState['units']; to: AgState['units']; changed: Set<string>; sameKeys: boolean } | null } = { seen: null };
    carryUnits((from, to, changed, sameKeys) => (got.seen = { from, to, changed: new Set(changed), sameKeys }));
    let applies = 0;
    for (const sc of SCENARIOS) {
      let prev: AgState | null = null;
      randomPlayout(fresh(sc, `noted-${sc}`), `noted-${sc}`, 400, (x) => {
        if (prev && x.units !== prev.units) {
          expect(got.seen).not.toBeNull();
          const { from, to, changed, sameKeys } = got.seen!;
          expect(from).toBe(prev.units);
          expect(to).toBe(x.units);
          for (const id of new Set([...Object.keys(from), ...Object.keys(to)])) if (from[id] !== to[id]) expect(changed.has(id), id).toBe(true);
          if (sameKeys) expect(Object.keys(to)).toEqual(Object.keys(from));
          applies++;
        }
        got.seen = null;
        prev = x;
      });
    }
    expect(applies).toBeGreaterThan(100);
    // A write straight into the map through ownUnits is noted, and so is a new key.
    const s = deployed('12.2', 'noted');
    const w = cloneAg(s);
    const [a, b] = Object.keys(s.units);
    ownUnits(w)[a] = { ...s.units[a], hits: 1 };
    ownUnit(w, b).hits = 2;
    got.seen = null;
    settleAg(w);
    expect([...got.seen!.changed].sort()).toEqual([a, b].sort());
    expect(got.seen!.sameKeys).toBe(true);
    const w2 = cloneAg(w);
    ownUnits(w2)['test-extra'] = { ...w.units[a] };
    settleAg(w2);
    expect(got.seen!.sameKeys).toBe(false);
  }, 240_000);

  it('apply never writes its (deep-frozen) input, and a frozen replay is bit for bit the same game', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SCENARIOS), fc.integer({ min: 0, max: 1_000_000 }), (sc, n) => {
        const seed = `cow-${sc}-${n}`;
        const states: string[] = [];
        const { actions } = randomPlayout(fresh(sc, seed), seed, 300, (x) => states.push(JSON.stringify(x)));
        let s: AgState = deepFreeze(fresh(sc, seed));
        actions.forEach((a, i) => {
          const before = JSON.stringify(s);
          const r = alesiaGboh.apply(s, a);
          expect(r.ok).toBe(true);
          expect(JSON.stringify(s)).toBe(before);
          if (!r.ok) return;
          expect(JSON.stringify(r.state)).toBe(states[i]);
          s = deepFreeze(r.state);
        });
      }),
      { numRuns: 3 },
    );
  }, 240_000);
});
