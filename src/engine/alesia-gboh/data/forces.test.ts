import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AG_SCENARIO_FORCES, ROMAN_POOLS, reliefTribesAllowed, romanReinforcementPool, romanStartUnits } from './forces';
import { AG_UNITS } from './units';
import { AG_LEGION_IDS } from './legions';
import { AG_LEADERS } from './leaders';
import { AG_TRIBES } from './tribes';
import type { AgUnitDef } from './types';

const DEP_LEGIONS = ['VI', 'VII', 'VIII', 'IX', 'X', 'XI'];
const count = (us: readonly AgUnitDef[], f: (u: AgUnitDef) => boolean) => us.filter(f).length;

describe('AG 12.1–12.3 — the counters each scenario uses', () => {
  it('12.1: six legions with their Scorpions, 4 Numidian LI, 6 archers, 4 GC, 4 Iberian LC, 1 Palintonos', () => {
    const us = romanStartUnits('12.1', DEP_LEGIONS);
    expect(count(us, (u) => u.type === 'CO')).toBe(60);
    expect(count(us, (u) => u.type === 'SC')).toBe(6);
    expect(count(us, (u) => u.type === 'LI' && u.origin === 'Numidian')).toBe(4);
    expect(count(us, (u) => u.type === 'AR')).toBe(6);
    expect(count(us, (u) => u.type === 'GC')).toBe(4);
    expect(count(us, (u) => u.type === 'LC' && u.origin === 'Iberian')).toBe(4);
    expect(count(us, (u) => u.type === 'PA')).toBe(1);
    expect(us.every((u) => u.side === 'roman')).toBe(true);
    const f = AG_SCENARIO_FORCES['12.1'];
    expect(f.roman).toMatchObject({ zoneCommanders: 1, prefects: 3, reinforcements: false });
    expect(f.maps).toEqual(['W']);
    expect(f.assaultPeriods).toBe(1);
  });

  it('12.2: as 12.1 but 6 GC — the force of the sample deployment (GB-DEP: legions VI–XI, 4 LI, 6 archers, 6 GC)', () => {
    const us = romanStartUnits('12.2', DEP_LEGIONS);
    expect(count(us, (u) => u.type === 'GC')).toBe(6);
    expect(count(us, (u) => u.type === 'CO')).toBe(60);
    expect(count(us, (u) => u.type === 'LI')).toBe(4);
    expect(count(us, (u) => u.type === 'AR')).toBe(6);
    expect(count(us, (u) => u.type === 'PA')).toBe(1);
    expect(AG_SCENARIO_FORCES['12.2'].assaultPeriods).toBe(3);
    expect(AG_SCENARIO_FORCES['12.2'].gallic.critognatus).toBe(true);
    expect(AG_SCENARIO_FORCES['12.1'].gallic.critognatus).toBe(false);
  });

  it('12.2 reinforcements: the four other legions (5-cohort groups) and the auxiliaries still off the map', () => {
    const pool = romanReinforcementPool('12.2', DEP_LEGIONS);
    expect(pool.legions).toEqual(['XII', 'XIII', 'XIV', 'XV']);
    expect(pool.cohorts).toHaveLength(40);
    expect(pool.cohorts.length % 5).toBe(0);
    expect(pool.auxiliaries.length).toBeGreaterThan(0); // "all remaining auxiliaries" exist
    expect(pool.auxiliaries.every((u) => u.type === 'LI' || u.type === 'AR')).toBe(true);
    const onMap = new Set(romanStartUnits('12.2', DEP_LEGIONS).map((u) => u.id));
    expect(pool.auxiliaries.some((u) => onMap.has(u.id))).toBe(false);
    expect(romanReinforcementPool('12.1', DEP_LEGIONS).cohorts).toHaveLength(0);
    expect(romanReinforcementPool('12.3', AG_LEGION_IDS).auxiliaries).toHaveLength(0);
  });

  it('12.3: the Roman deploys every unit he has, both maps, both zone commanders', () => {
    const us = romanStartUnits('12.3');
    expect(us).toHaveLength(count(AG_UNITS, (u) => u.side === 'roman'));
    expect(AG_SCENARIO_FORCES['12.3'].maps).toEqual(['W', 'E']);
    expect(AG_SCENARIO_FORCES['12.3'].roman.zoneCommanders).toBe(AG_LEADERS.filter((l) => l.role === 'zone').length);
    // Every infantry camp needs ≥5 cohorts of one legion (12.3) — five camps (6.43 note), ten legions.
    expect(AG_LEGION_IDS.length).toBeGreaterThanOrEqual(5);
  });

  it('the counter mix holds every scenario’s list (the largest: 6 GC, 4 LI, 6 archers, 1 Palintonos, 3 prefects)', () => {
    expect(ROMAN_POOLS.gc.length).toBeGreaterThanOrEqual(6);
    expect(ROMAN_POOLS.lc.length).toBeGreaterThanOrEqual(4);
    expect(ROMAN_POOLS.numidianLi.length).toBeGreaterThan(4); // more for 12.2's reinforcements
    expect(ROMAN_POOLS.archers.length).toBeGreaterThan(6);
    expect(ROMAN_POOLS.palintonos.length).toBeGreaterThanOrEqual(1);
    expect(AG_LEADERS.filter((l) => l.role === 'prefect').length).toBeGreaterThanOrEqual(3);
  });

  it('AG 11.0: every scenario fields at least four full legions, so the legions victory (≥4 legions with ≥6 of 10 cohorts broken) can happen', () => {
    for (const id of ['12.1', '12.2', '12.3'] as const) {
      const chosen = id === '12.3' ? AG_LEGION_IDS : DEP_LEGIONS;
      const us = romanStartUnits(id, chosen);
      const perLegion = new Map<string, number>();
      for (const u of us.filter((x) => x.type === 'CO')) perLegion.set(u.legion!, (perLegion.get(u.legion!) ?? 0) + 1);
      expect([...perLegion.values()].filter((n) => n === 10).length, id).toBeGreaterThanOrEqual(4);
    }
  });

  it('rejects an illegal choice of legions', () => {
    expect(() => romanStartUnits('12.1', ['VI', 'VII'])).toThrow();
    expect(() => romanStartUnits('12.1', ['VI', 'VI', 'VII', 'VIII', 'IX', 'X'])).toThrow();
    expect(() => romanStartUnits('12.1', ['VI', 'VII', 'VIII', 'IX', 'X', 'XX'])).toThrow();
  });

  it('12.1: the Gaul picks relief counters up to 80 Size points, cavalry counters included', () => {
    expect(AG_SCENARIO_FORCES['12.1'].gallic.maxReliefSize).toBe(80);
    expect(AG_SCENARIO_FORCES['12.1'].gallic.entryZones).toEqual([3, 4, 5, 6]);
    // Fill up to the cap, largest first: legal; any further counter breaks the cap.
    const bySize = [...AG_TRIBES].sort((a, b) => b.size - a.size);
    const pick: string[] = [];
    let size = 0;
    for (const t of bySize) if (size + t.size <= 80) { pick.push(t.id); size += t.size; }
    expect(size).toBeLessThanOrEqual(80);
    expect(reliefTribesAllowed('12.1', pick)).toEqual(pick);
    const rest = bySize.filter((t) => !pick.includes(t.id));
    expect(rest.length).toBeGreaterThan(0);
    for (const t of rest) if (size + t.size > 80) expect(() => reliefTribesAllowed('12.1', [...pick, t.id])).toThrow();
    expect(() => reliefTribesAllowed('12.1', AG_TRIBES.map((t) => t.id))).toThrow();
    expect(() => reliefTribesAllowed('12.1', ['arverni', 'arverni'])).toThrow();
    expect(reliefTribesAllowed('12.2')).toHaveLength(30);
  });

  it('property: any six distinct legions give 60 cohorts and 6 Scorpions; the other four are the reinforcements, disjoint from the start', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...AG_LEGION_IDS], { minLength: 6, maxLength: 6 }), (chosen) => {
        const start = romanStartUnits('12.2', chosen);
        const ids = new Set(start.map((u) => u.id));
        const pool = romanReinforcementPool('12.2', chosen);
        return (
          count(start, (u) => u.type === 'CO') === 60 &&
          count(start, (u) => u.type === 'SC') === 6 &&
          start.every((u) => u.legion === undefined || (chosen as readonly string[]).includes(u.legion)) &&
          pool.legions.length === 4 &&
          pool.cohorts.length === 40 &&
          [...pool.cohorts, ...pool.auxiliaries].every((u) => !ids.has(u.id))
        );
      }),
    );
  });

  it('property: a 12.1 pick is legal exactly when its Size is at most 80', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(AG_TRIBES.map((t) => t.id)), (pick) => {
        const size = pick.reduce((s, id) => s + AG_TRIBES.find((t) => t.id === id)!.size, 0);
        let ok = true;
        try {
          reliefTribesAllowed('12.1', pick);
        } catch {
          ok = false;
        }
        return ok === size <= 80;
      }),
    );
  });
});
