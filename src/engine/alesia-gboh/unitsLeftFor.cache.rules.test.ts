/**
 * AG 5.48, 5.7, 5.65 — commands.ts `unitsLeftFor` counts the units off the map once per units record
 * (kept): on random-game positions it says what a count over the units says for every counter, and a
 * units record that changed (a unit put out in an `apply`'s working copy) is counted afresh.
 */
import { describe, expect, it } from 'vitest';
import { agTribe, agUnit } from './data';
import { unitsLeftFor } from './commands';
import { cloneAg, ownUnit } from './ctx';
import { forceOf, tribeOf } from './entry/escaped';
import { deployed, randomPlayout } from './testing';
import type { AgState } from './state';

/** The count before it was kept: a pass over the units (the definition). */
function counted(s: AgState, tribe: string): number {
  const def = agTribe(tribe);
  if (def.kind === 'cavalry') {
    const pool = Object.keys(s.units).filter((id) => agUnit(id).cavalryPool && s.units[id].loc.at === 'pool').length;
    return Math.max(0, Math.min(def.size - s.tribes[tribe].released, pool));
  }
  return Object.keys(s.units).filter((id) => tribeOf(s, id) === tribe && forceOf(s, id) === 'relief' && s.units[id].loc.at === 'pool').length;
}

describe('unitsLeftFor kept by the units record', () => {
  it('equals the count over the units on random-game positions', () => {
    let n = 0;
    for (const sc of ['12.1', '12.2'] as const) {
      randomPlayout(deployed(sc, `left-${sc}`), `left-${sc}`, 300, (s) => {
        for (const t of Object.keys(s.tribes)) expect(unitsLeftFor(s, t)).toBe(counted(s, t));
        n++;
      });
    }
    expect(n).toBeGreaterThan(0);
  }, 120_000);

  it('a working copy that puts a unit out counts afresh; the input keeps its count', () => {
    const s = deployed('12.2', 'left-cow');
    const tribe = Object.keys(s.tribes).find((t) => agTribe(t).kind === 'tribe' && unitsLeftFor(s, t) > 1)!;
    expect(tribe).toBeDefined();
    const before = unitsLeftFor(s, tribe);
    const id = Object.keys(s.units).find((u) => tribeOf(s, u) === tribe && s.units[u].loc.at === 'pool')!;
    const w = cloneAg(s);
    expect(unitsLeftFor(w, tribe)).toBe(before); // unwritten: the input's units
    ownUnit(w, id).loc = { at: 'counter', tribe };
    expect(unitsLeftFor(w, tribe)).toBe(before - 1);
    expect(unitsLeftFor(s, tribe)).toBe(before);
    const next = { ...s, units: { ...s.units, [id]: { ...s.units[id], loc: { at: 'counter' as const, tribe } } } };
    expect(unitsLeftFor(next, tribe)).toBe(before - 1);
  });
});
