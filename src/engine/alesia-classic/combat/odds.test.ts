/** Odds reduction and columns (AC 15.1, 15.2, 15.5, 15.6, 22.43) and the AH-* worked examples. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { h2hResult } from '../tables/h2h';
import { columnForRatio, oddsColumn, oddsRatio, shiftColumn } from './odds';

describe('AH-15.1 odds reduction, rounded in the defender\'s favour', () => {
  it('the four examples of the rule', () => {
    expect(oddsRatio(14, 8)).toEqual({ attacker: 1, defender: 1, label: '1-1' });
    expect(oddsRatio(8, 14)).toEqual({ attacker: 1, defender: 2, label: '1-2' });
    expect(oddsRatio(14, 6)).toEqual({ attacker: 2, defender: 1, label: '2-1' });
    expect(oddsRatio(4, 14)).toEqual({ attacker: 1, defender: 4, label: '1-4' });
  });
  it('exact ratios are not rounded', () => {
    expect(oddsRatio(9, 3).label).toBe('3-1');
    expect(oddsRatio(3, 9).label).toBe('1-3');
    expect(oddsRatio(7, 7).label).toBe('1-1');
    expect(oddsRatio(8, 9).label).toBe('1-2');
  });
});

describe('AH-15.2 basic battle: 22 v 7, die 4', () => {
  it('is 3-1 and the Roman units retreat one hex', () => {
    const attack = 8 + 8 + 6; // two 8-6s and a 6-6
    const defence = 5 + 2; // cohort and cavalry squadron
    expect(oddsRatio(attack, defence).label).toBe('3-1');
    const col = oddsColumn(attack, defence);
    expect(col).toBe('3-1');
    if (col === 'auto') throw new Error('unexpected');
    expect(h2hResult(col, 4)).toEqual({ kind: 'DR', retreat: 1, text: 'DR1' });
    expect(h2hResult(col, 4).attackerAdvance).toBeUndefined();
  });
});

describe('AH-14.3 three attacks', () => {
  it('15-4 → 3-1, 7-10 → 1-2, 15-6 → 2-1', () => {
    expect(oddsColumn(15, 4)).toBe('3-1');
    expect(oddsColumn(7, 10)).toBe('1-2');
    expect(oddsColumn(15, 6)).toBe('2-1');
  });
});

describe('AH-20.5 a lone 5-6 against 6', () => {
  it('is 1-2', () => expect(oddsColumn(5, 6)).toBe('1-2'));
});

describe('AH-APP-B assault on a fort', () => {
  it('48 v 8 is 6-1: automatic elimination (AC 15.5)', () => {
    expect(oddsRatio(48, 8).label).toBe('6-1');
    expect(oddsColumn(48, 8)).toBe('auto');
  });
  it('after the losses three 8-6s attack 24 v 8 at 3-1, and a 5 is a Melee', () => {
    expect(oddsColumn(3 * 8, 8)).toBe('3-1');
    expect(h2hResult('3-1', 5).kind).toBe('Melee');
  });
});

describe('AC 15.5 / 15.6 column limits', () => {
  it('worse than 1-4 reads 1-4', () => {
    expect(oddsRatio(1, 5).label).toBe('1-5');
    expect(oddsColumn(1, 5)).toBe('1-4');
    expect(oddsColumn(1, 40)).toBe('1-4');
    expect(oddsColumn(4, 17)).toBe('1-4'); // 1-4.25 → 1-5 → 1-4
  });
  it('exactly 5-1 is the 5-1 column; just under 6-1 too; 6-1 and more are automatic', () => {
    expect(oddsColumn(5, 1)).toBe('5-1');
    expect(oddsColumn(47, 8)).toBe('5-1');
    expect(oddsColumn(6, 1)).toBe('auto');
    expect(oddsColumn(100, 3)).toBe('auto');
  });
  it('a defence of 0 is automatic; an attack of 0 or fractions are refused', () => {
    expect(oddsRatio(3, 0)).toEqual({ attacker: 1, defender: 0, label: '1-0' });
    expect(oddsColumn(3, 0)).toBe('auto');
    expect(() => oddsRatio(0, 4)).toThrow(RangeError);
    expect(() => oddsRatio(2.5, 4)).toThrow(RangeError);
    expect(() => oddsRatio(2, -1)).toThrow(RangeError);
  });
});

describe('AC 22.43 column shift', () => {
  it('one column right, clamped to the printed table', () => {
    expect(shiftColumn('2-1', 1)).toBe('3-1');
    expect(shiftColumn('1-2', 1)).toBe('1-1');
    expect(shiftColumn('1-1', -2)).toBe('1-3');
    expect(shiftColumn('5-1', 1)).toBe('5-1');
    expect(shiftColumn('1-4', -1)).toBe('1-4');
    expect(shiftColumn('auto', -3)).toBe('auto');
    expect(shiftColumn('3-1', 0)).toBe('3-1');
  });
  it('AH-22.43: two Roman cavalry (4) v four Gallic cavalry (8) is 2-1, 3-1 with six infantry', () => {
    const recon = 2 + 2;
    const screen = 4 * 2;
    const base = oddsColumn(screen, recon);
    expect(base).toBe('2-1');
    const infantryUnits = 6;
    const romanCavalryUnits = 2;
    const shift = infantryUnits >= 3 * romanCavalryUnits ? 1 : 0;
    expect(shiftColumn(base, shift)).toBe('3-1');
  });
});

describe('AC 15.1 properties', () => {
  const factor = fc.integer({ min: 1, max: 500 });
  it('the reduced ratio never exceeds the true ratio for the attacker', () => {
    fc.assert(fc.property(factor, factor, (a, d) => {
      const r = oddsRatio(a, d);
      // r.attacker / r.defender ≤ a / d, in integers
      expect(r.attacker * d).toBeLessThanOrEqual(a * r.defender);
      expect(r.attacker === 1 || r.defender === 1).toBe(true);
      expect(r.label).toBe(`${r.attacker}-${r.defender}`);
    }));
  });
  it('and it is the best such ratio: one step better would exceed the true ratio', () => {
    fc.assert(fc.property(factor, factor, (a, d) => {
      const r = oddsRatio(a, d);
      if (r.defender === 1) expect((r.attacker + 1) * d).toBeGreaterThan(a); // (n+1)-1 too much
      if (r.defender > 1) expect(d).toBeLessThanOrEqual(a * r.defender); // 1-m reached …
      if (r.defender > 1) expect(d).toBeGreaterThan(a * (r.defender - 1)); // … 1-(m−1) too much
    }));
  });
  it('more attack never lowers the column, more defence never raises it', () => {
    const order = ['1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', 'auto'];
    fc.assert(fc.property(factor, factor, fc.integer({ min: 0, max: 50 }), (a, d, k) => {
      expect(order.indexOf(oddsColumn(a + k, d))).toBeGreaterThanOrEqual(order.indexOf(oddsColumn(a, d)));
      expect(order.indexOf(oddsColumn(a, d + k))).toBeLessThanOrEqual(order.indexOf(oddsColumn(a, d)));
    }));
  });
  it('columnForRatio agrees with oddsColumn', () => {
    fc.assert(fc.property(factor, fc.integer({ min: 0, max: 500 }), (a, d) => {
      expect(columnForRatio(oddsRatio(a, d))).toBe(oddsColumn(a, d));
    }));
  });
});
