/**
 * AG 4.11–4.12, 5.6–5.7 — commands.ts `onMapByCommand` is kept by the units record: a state with the
 * same record reads the kept sorting, a state whose units changed (a unit put out, one taken off the
 * map) never does, and an `apply`'s working copy that has written units reads afresh.
 */
import { describe, expect, it } from 'vitest';
import { onMapByCommand } from './commands';
import { cloneAg, ownUnit, ownUnits } from './ctx';
import { deployed, randomPlayout } from './testing';
import type { AgState } from './state';

const fresh = (s: AgState) => onMapByCommand({ ...s, units: { ...s.units } });

describe('onMapByCommand cache (kept by the units record)', () => {
  it('equals a fresh read on random-game positions, and a changed units record is read afresh', () => {
    let n = 0;
    randomPlayout(deployed('12.2', 'bycmd-12.2'), 'bycmd-12.2', 400, (s) => {
      const kept = onMapByCommand(s);
      expect(onMapByCommand(s)).toBe(kept); // same record: kept
      expect(kept).toEqual(fresh(s));
      n++;
    });
    expect(n).toBeGreaterThan(0);
  }, 120_000);

  it('a working copy that writes a unit off the map does not read the input’s entry', () => {
    const s = deployed('12.3', 'bycmd-12.3');
    const before = onMapByCommand(s);
    const id = before.romanCavalry[0];
    expect(id).toBeDefined();
    const w = cloneAg(s);
    expect(onMapByCommand(w)).toBe(before); // unwritten: the input's units, kept
    ownUnit(w, id).loc = { at: 'gone' };
    const after = onMapByCommand(w);
    expect(after.romanCavalry).not.toContain(id);
    expect(onMapByCommand(s).romanCavalry).toContain(id); // the input's entry untouched
    const next = { ...s, units: { ...ownUnits(w) } };
    expect(onMapByCommand(next).romanCavalry).not.toContain(id);
  });
});
