/**
 * AG 4.11–4.12, 5.6–5.7 — commands.ts `onMapByCommand` is kept by the units record: a state with the
 * same record reads the kept sorting, a state whose units changed (a unit put out, one taken off the
 * map) never does, and an `apply`'s working copy that has written units reads afresh; an `apply` that
 * changed no unit's sorting (Hits, facing, a move from hex to hex) carries it over (unitsCarry.ts).
 */
import { describe, expect, it } from 'vitest';
import { onMapByCommand } from './commands';
import { cloneAg, ownUnit, ownUnits, settleAg } from './ctx';
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

  it('an apply that changes no unit’s sorting carries the entry over; one that takes a unit off the map does not', () => {
    const s = deployed('12.3', 'bycmd-carry');
    const before = onMapByCommand(s);
    const id = before.romanCavalry[0];
    const w = cloneAg(s);
    ownUnit(w, id).hits += 1; // Hits, not where it is
    ownUnit(w, id).facing = ((s.units[id].facing + 1) % 6) as 0;
    const next = settleAg(w);
    expect(next.units).not.toBe(s.units);
    expect(onMapByCommand(next)).toBe(before);
    const w2 = cloneAg(next);
    ownUnits(w2)[id] = { ...next.units[id], loc: { at: 'gone' } };
    const gone = settleAg(w2);
    expect(onMapByCommand(gone)).not.toBe(before);
    expect(onMapByCommand(gone).romanCavalry).not.toContain(id);
    expect(onMapByCommand(gone)).toEqual(fresh(gone));
  });

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
