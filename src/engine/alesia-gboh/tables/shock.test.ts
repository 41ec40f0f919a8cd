/**
 * AG 9.25, AG 9.42 — the Shock Results Table: the one cell the seed prints (GB-9.23) and the shape
 * every reconstructed row must keep (one roll for both sides, higher favours the attacker, clamped ends).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHOCK_MAX_ROW, SHOCK_MIN_ROW, SHOCK_TABLE, SHOCK_TABLE_LEGEND, SHOCK_TABLE_NAME, shockRef, shockResult, shockResultText, shockRow,
} from './shock';

const rolls = (): number[] => Array.from({ length: SHOCK_MAX_ROW - SHOCK_MIN_ROW + 1 }, (_, i) => SHOCK_MIN_ROW + i);

describe('AG 9.23 / GB-9.23 — the printed cell: a modified 4', () => {
  it('gives 2 Hits to the attacker and 2 to the defender, and no one retreats', () => {
    const r = shockResult(4);
    expect(r.attackerHits).toBe(2);
    expect(r.defenderHits).toBe(2);
    expect(r.attackerRetreat).toBe(false);
    expect(r.defenderRetreat).toBe(false);
    expect(r.continuedShock).toBe(false);
  });

  it('is the only row marked as fixed by the seed, and it names the example', () => {
    const fixedRows = SHOCK_TABLE.filter((r) => !r.provenance.reconstructed);
    expect(fixedRows.map((r) => r.row)).toEqual(['4']);
    expect(fixedRows[0].provenance).toMatchObject({ source: expect.stringContaining('GB-9.23') });
    for (const r of SHOCK_TABLE.filter((x) => x.row !== '4')) {
      expect(r.provenance.reconstructed, r.row).toBe(true);
      expect(r.provenance.reconstructed && r.provenance.why.length > 10, r.row).toBe(true);
    }
  });
});

describe('AG 9.42 — one modified roll, read once for both sides', () => {
  it('every d10 face with every net DRM from −12 to +12 reads a row', () => {
    for (let die = 0; die <= 9; die++) for (let drm = -12; drm <= 12; drm++) expect(shockResult(die + drm)).toBeDefined();
  });

  it('rolls beyond either end read the end row (clamped)', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: SHOCK_MIN_ROW }), (r) => shockResult(r) === SHOCK_TABLE[0]));
    fc.assert(fc.property(fc.integer({ min: SHOCK_MAX_ROW, max: 1000 }), (r) => shockResult(r) === SHOCK_TABLE[SHOCK_TABLE.length - 1]));
    expect(shockRow(-7)).toBe(-1);
    expect(shockRow(15)).toBe(9);
    expect(shockRow(3)).toBe(3);
  });

  it('the end rows are labelled as open-ended', () => {
    expect(shockResult(-5).row).toBe('≤-1');
    expect(shockResult(20).row).toBe('≥9');
    expect(rolls().slice(1, -1).map((r) => shockResult(r).row)).toEqual(rolls().slice(1, -1).map(String));
  });

  it('a roll that is not a whole number is refused', () => {
    expect(() => shockResult(2.5)).toThrow('A modified roll is a whole number, not 2.5');
    expect(() => shockResult(Number.NaN)).toThrow('A modified roll is a whole number');
  });
});

describe('AG 9.25 — a higher roll favours the attacker (positive DRMs are his)', () => {
  it('the attacker’s Hits never rise and the defender’s never fall as the roll rises', () => {
    fc.assert(fc.property(fc.integer({ min: -20, max: 20 }), (r) => {
      const a = shockResult(r);
      const b = shockResult(r + 1);
      return b.attackerHits <= a.attackerHits && b.defenderHits >= a.defenderHits;
    }));
  });

  it('the attacker retreats only below the fixed row, the defender only above it, never both', () => {
    for (const r of rolls()) {
      const x = shockResult(r);
      expect(x.attackerRetreat && x.defenderRetreat, String(r)).toBe(false);
      if (x.attackerRetreat) expect(r).toBeLessThan(4);
      if (x.defenderRetreat) expect(r).toBeGreaterThan(4);
    }
  });

  it('once a side’s retreat appears it stays for every lower (attacker) or higher (defender) roll', () => {
    fc.assert(fc.property(fc.integer({ min: -20, max: 20 }), (r) => {
      const a = shockResult(r);
      const b = shockResult(r + 1);
      return (!b.attackerRetreat || a.attackerRetreat) && (!a.defenderRetreat || b.defenderRetreat) && (!a.continuedShock || b.continuedShock);
    }));
  });

  it('CS (AG 10.3) goes only with a defender’s retreat, and appears at the top', () => {
    for (const r of SHOCK_TABLE) if (r.continuedShock) expect(r.defenderRetreat, r.row).toBe(true);
    expect(shockResult(SHOCK_MAX_ROW).continuedShock).toBe(true);
    expect(shockResult(SHOCK_MIN_ROW).continuedShock).toBe(false);
  });

  it('each end of the table is decisive: the low end throws the attacker back, the high end the defender', () => {
    expect(shockResult(SHOCK_MIN_ROW)).toMatchObject({ attackerRetreat: true, defenderHits: 0 });
    expect(shockResult(SHOCK_MAX_ROW)).toMatchObject({ defenderRetreat: true, attackerHits: 0 });
  });
});

describe('shape: symmetric where it should be', () => {
  it('the rows span the fixed row 4 ± 5', () => {
    expect(4 - SHOCK_MIN_ROW).toBe(SHOCK_MAX_ROW - 4);
    expect(SHOCK_TABLE).toHaveLength(SHOCK_MAX_ROW - SHOCK_MIN_ROW + 1);
  });

  it('Hits mirror about row 4: the attacker’s at 4 − k are the defender’s at 4 + k', () => {
    for (let k = 0; k <= 4 - SHOCK_MIN_ROW; k++) {
      expect(shockResult(4 - k).attackerHits, `k=${k}`).toBe(shockResult(4 + k).defenderHits);
      expect(shockResult(4 - k).defenderHits, `k=${k}`).toBe(shockResult(4 + k).attackerHits);
    }
  });

  it('Hits stay within the 0–4 of a GBoH shock result', () => {
    for (const r of SHOCK_TABLE) {
      expect(r.attackerHits).toBeGreaterThanOrEqual(0);
      expect(r.attackerHits).toBeLessThanOrEqual(4);
      expect(r.defenderHits).toBeGreaterThanOrEqual(0);
      expect(r.defenderHits).toBeLessThanOrEqual(4);
    }
  });

  it('an even fight (no DRM, die 0–9) hurts the defender more and drives him back oftener than the attacker', () => {
    const even = Array.from({ length: 10 }, (_, die) => shockResult(die));
    const sum = (f: (r: (typeof even)[number]) => number) => even.reduce((a, r) => a + f(r), 0);
    expect(sum((r) => r.defenderHits)).toBeGreaterThan(sum((r) => r.attackerHits));
    expect(sum((r) => Number(r.defenderRetreat))).toBeGreaterThan(sum((r) => Number(r.attackerRetreat)));
  });
});

describe('the table as data', () => {
  it('is frozen, row by row, provenance included', () => {
    expect(Object.isFrozen(SHOCK_TABLE)).toBe(true);
    for (const r of SHOCK_TABLE) {
      expect(Object.isFrozen(r)).toBe(true);
      expect(Object.isFrozen(r.provenance)).toBe(true);
    }
    expect(() => {
      (SHOCK_TABLE[5] as { attackerHits: number }).attackerHits = 9;
    }).toThrow();
  });

  it('has a name, a legend in this edition’s words, a log reference and a printed form', () => {
    expect(SHOCK_TABLE_NAME).toBe('Shock Results Table');
    expect(SHOCK_TABLE_LEGEND).toMatch(/both sides/);
    expect(SHOCK_TABLE_LEGEND).toMatch(/CS/);
    expect(shockRef(12)).toEqual({ table: 'gboh-shock', row: '≥9', col: 'result' });
    expect(shockResultText(shockResult(4))).toBe('Att 2 / Def 2');
    expect(shockResultText(shockResult(99))).toBe(`Att 0 / Def ${shockResult(99).defenderHits} R CS`);
    expect(shockResultText(shockResult(-99))).toBe(`Att ${shockResult(-99).attackerHits} R / Def 0`);
  });
});
