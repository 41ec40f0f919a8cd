/**
 * unitIds.ts keeps a units record's ids: on random-game positions they are Object.keys of the record
 * in its order; an `apply`'s working copy reads its input's list until it writes units, then its own
 * map's keys (a unit added there shows), and the input's list stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { unitIds } from './unitIds';
import { cloneAg, ownUnits } from './ctx';
import { deployed, randomPlayout } from './testing';

describe('unitIds kept by the units record', () => {
  it('is Object.keys of the record, in its order', () => {
    let n = 0;
    randomPlayout(deployed('12.1', 'ids-12.1'), 'ids-12.1', 200, (s) => {
      expect(unitIds(s)).toBe(unitIds(s));
      expect([...unitIds(s)]).toEqual(Object.keys(s.units));
      n++;
    });
    expect(n).toBeGreaterThan(0);
  }, 120_000);

  it('a working copy that writes units reads its own keys; the input keeps its list', () => {
    const s = deployed('12.2', 'ids-cow');
    const before = unitIds(s);
    const w = cloneAg(s);
    expect(unitIds(w)).toBe(before); // unwritten: the input's list
    const units = ownUnits(w);
    const first = Object.keys(units)[0];
    units['test-extra'] = { ...units[first] };
    expect(unitIds(w)).toContain('test-extra');
    expect(unitIds(s)).toBe(before);
    expect(before).not.toContain('test-extra');
  });
});
