/**
 * AG 8.16, AG 9.41 — the Missile Range & Results Table: the cells and reaches the seed fixes
 * (GB-8.17, GB-9.23, AG 8.13, 8.19, 8.56, 8.61, 8.42, 8.14) and the shape of the rebuilt rows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MISSILE_HITS_PER_UNIT, MISSILE_ROWS, MISSILE_TABLE, MISSILE_TABLE_LEGEND, MISSILE_TABLE_NAME, hasWithdrawalFire, inMissileRange,
  missileHit, missileHitNumber, missileRef, missileUnitsStruck,
} from './missile';
import { MISSILE_CLASSES, type MissileClass } from './types';

describe('AG 8.17 / GB-8.17 — archers at range 3 hit on exactly 1', () => {
  it('a modified 2 misses and a modified 1 hits at range 3', () => {
    expect(missileHit('A', 3, 1 + 1)).toBe(false);
    expect(missileHit('A', 3, 0 + 1)).toBe(true);
    expect(missileHitNumber('A', 3)).toBe(1);
  });

  it('that cell is marked as fixed by the example', () => {
    expect(MISSILE_TABLE.A.cells[2]).toMatchObject({ range: 3, provenance: { reconstructed: false, source: expect.stringContaining('GB-8.17') } });
  });
});

describe('AG 9.23 / GB-9.23 — javelins at range 1 hit on a modified 4', () => {
  it('the hit number is at least 4', () => {
    expect(missileHitNumber('J', 1)).toBeGreaterThanOrEqual(4);
    expect(missileHit('J', 1, 5 - 1)).toBe(true);
  });
});

describe('reaches the seed fixes', () => {
  it('AG 8.19, AG 8.61: javelins reach 1 hex only', () => {
    expect(inMissileRange('J', 1)).toBe(true);
    for (let r = 2; r <= 12; r++) expect(inMissileRange('J', r), String(r)).toBe(false);
    expect(hasWithdrawalFire('J')).toBe(false);
    expect(MISSILE_TABLE.J.reach).toMatchObject({ reconstructed: false, source: expect.stringMatching(/AG 8\.19.*AG 8\.61/) });
  });

  it('AG 8.56: Palintonos never fire at an adjacent hex, and do at 2', () => {
    expect(missileHitNumber('Palintonos', 1)).toBeNull();
    expect(() => missileHit('Palintonos', 1, 0)).toThrow('Palintonos cannot fire at range 1');
    expect(inMissileRange('Palintonos', 2)).toBe(true);
    expect(MISSILE_TABLE.Palintonos.minRange).toBe(2);
  });

  it('AG 8.13: archers reach 3 hexes (the LOS example’s fan)', () => {
    expect(inMissileRange('A', 3)).toBe(true);
  });

  it('AG 8.61: units of range ≥ 2 (archers, artillery) get Withdrawal fire at range 2; javelins and fire arrows do not', () => {
    expect(hasWithdrawalFire('A')).toBe(true);
    expect(hasWithdrawalFire('Scorpion')).toBe(true);
    expect(hasWithdrawalFire('Palintonos')).toBe(true);
    expect(hasWithdrawalFire('AFire')).toBe(false);
  });

  it('AG 8.42: fire arrows share the archers’ reach and set fire instead of hitting', () => {
    expect([MISSILE_TABLE.AFire.minRange, MISSILE_TABLE.AFire.maxRange]).toEqual([MISSILE_TABLE.A.minRange, MISSILE_TABLE.A.maxRange]);
    expect(MISSILE_TABLE.AFire.sets).toBe('fire');
    for (const c of MISSILE_CLASSES.filter((x) => x !== 'AFire')) expect(MISSILE_TABLE[c].sets, c).toBe('hit');
  });

  it('AG 8.14: a hit strikes every unit for arrows and Palintonos, one for javelins and Scorpions, none for fire', () => {
    expect([1, 2, 3].map((n) => missileUnitsStruck('A', n))).toEqual([1, 2, 3]);
    expect(missileUnitsStruck('Palintonos', 3)).toBe(3);
    expect(missileUnitsStruck('J', 2)).toBe(1);
    expect(missileUnitsStruck('Scorpion', 3)).toBe(1);
    expect(missileUnitsStruck('AFire', 2)).toBe(0);
    expect(MISSILE_HITS_PER_UNIT).toBe(1);
    expect(() => missileUnitsStruck('A', 0)).toThrow('A target hex holds at least one combat unit, not 0');
  });

  it('AG 8.14: arrows and Palintonos strike every unit in the hex; javelins and Scorpions the top unit', () => {
    expect(MISSILE_TABLE.A.hitsEveryUnit).toBe(true);
    expect(MISSILE_TABLE.Palintonos.hitsEveryUnit).toBe(true);
    expect(MISSILE_TABLE.J.hitsEveryUnit).toBe(false);
    expect(MISSILE_TABLE.Scorpion.hitsEveryUnit).toBe(false);
  });
});

describe('shape of the rows', () => {
  it('every row holds one cell per range, contiguous from its minimum to its maximum', () => {
    for (const row of MISSILE_ROWS) {
      expect(row.minRange, row.cls).toBeGreaterThanOrEqual(1);
      expect(row.maxRange, row.cls).toBeGreaterThanOrEqual(row.minRange);
      expect(row.cells.map((c) => c.range), row.cls).toEqual(Array.from({ length: row.maxRange - row.minRange + 1 }, (_, i) => row.minRange + i));
    }
  });

  it('hit numbers never rise with range', () => {
    for (const row of MISSILE_ROWS) for (let i = 1; i < row.cells.length; i++) expect(row.cells[i].hitNumber, `${row.cls} r${row.cells[i].range}`).toBeLessThanOrEqual(row.cells[i - 1].hitNumber);
  });

  it('hit numbers lie within 0–8: every fire can miss on a 9, and a number below 0 would be a dead cell', () => {
    for (const row of MISSILE_ROWS) for (const c of row.cells) {
      expect(c.hitNumber).toBeGreaterThanOrEqual(0);
      expect(c.hitNumber).toBeLessThanOrEqual(8);
    }
  });

  it('fire arrows never set a fire more easily than arrows hit (AG 8.43–8.45: a fire may burn a Rampart down)', () => {
    for (const c of MISSILE_TABLE.AFire.cells) expect(c.hitNumber).toBeLessThanOrEqual(missileHitNumber('A', c.range) as number);
  });

  it('the Scorpion, the penetrating weapon (the historical note before AG 8.11), hits at least as well as arrows at every range both reach', () => {
    for (const c of MISSILE_TABLE.A.cells) expect(missileHitNumber('Scorpion', c.range) as number).toBeGreaterThanOrEqual(c.hitNumber);
  });

  it('the Palintonos, "not anti-personnel" (AG 2.23), outranges every other weapon but never out-hits the Scorpion', () => {
    for (const c of MISSILE_CLASSES.filter((x) => x !== 'Palintonos')) expect(MISSILE_TABLE.Palintonos.maxRange).toBeGreaterThan(MISSILE_TABLE[c].maxRange);
    for (const c of MISSILE_TABLE.Palintonos.cells) {
      const s = missileHitNumber('Scorpion', c.range);
      if (s !== null) expect(c.hitNumber).toBeLessThanOrEqual(s);
    }
  });
});

describe('AG 8.16 — the lookup', () => {
  it('hits exactly when the modified roll is at or under the number', () => {
    const classRange = fc.constantFrom(...MISSILE_ROWS.flatMap((r) => r.cells.map((c) => [r.cls, c.range] as [MissileClass, number])));
    fc.assert(fc.property(classRange, fc.integer({ min: -10, max: 20 }), ([cls, range], roll) =>
      missileHit(cls, range, roll) === roll <= (missileHitNumber(cls, range) as number)));
  });

  it('out of range reads null and refuses to resolve; a range that is no whole number of hexes is refused', () => {
    expect(missileHitNumber('A', 4)).toBeNull();
    expect(missileHitNumber('Scorpion', MISSILE_TABLE.Scorpion.maxRange + 1)).toBeNull();
    expect(() => missileHit('J', 2, 0)).toThrow('Javelins (J) cannot fire at range 2');
    expect(() => inMissileRange('A', 0)).toThrow('A missile range is a whole number of hexes ≥ 1, not 0');
    expect(() => inMissileRange('A', 1.5)).toThrow('not 1.5');
    expect(() => missileHit('A', 1, 0.5)).toThrow('A modified roll is a whole number');
  });

  it('names the table, says how to read it and gives a log reference', () => {
    expect(MISSILE_TABLE_NAME).toBe('Missile Range & Results Table');
    expect(MISSILE_TABLE_LEGEND).toMatch(/at or under/);
    expect(missileRef('Palintonos', 4)).toEqual({ table: 'gboh-missile', row: 'Palintonos', col: '4' });
  });

  it('is frozen to the cells', () => {
    expect(Object.isFrozen(MISSILE_TABLE)).toBe(true);
    for (const r of MISSILE_ROWS) {
      expect(Object.isFrozen(r.cells)).toBe(true);
      for (const c of r.cells) expect(Object.isFrozen(c) && Object.isFrozen(c.provenance)).toBe(true);
    }
  });
});
