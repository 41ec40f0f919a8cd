/** Reconnaissance Chart and the report range of AC 22.45 (optional rule 22.4). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsColumn, shiftColumn } from '../combat/odds';
import { H2H_COLUMNS, type H2hColumn } from './h2h';
import { RECON_CHART, reconAccuracy, reconRow, reportRange } from './recon';

describe('AC 22.45 Reconnaissance Chart as printed', () => {
  it('accuracy per screen attack column', () => {
    const expected: Record<H2hColumn, number> = {
      '1-4': 0.9, '1-3': 0.9, '1-2': 0.9, '1-1': 0.75, '2-1': 0.5, '3-1': 0.5, '4-1': 0.33, '5-1': 0.25,
    };
    for (const c of H2H_COLUMNS) expect(reconAccuracy(c), c).toBe(expected[c]);
    expect(reconAccuracy(null)).toBe(1); // unscreened
    expect(reconAccuracy('auto')).toBe(0.25);
    expect(RECON_CHART.map((r) => r.percent)).toEqual([100, 90, 75, 50, 33, 25]);
    expect(RECON_CHART.map((r) => r.text)).toEqual(['—', '1-4, 1-3, 1-2', '1-1', '2-1, 3-1', '4-1', '5-1']);
    expect(reconRow('1-1').percent).toBe(75);
  });
});

describe('AH-22.43 / 22.45 the rule\'s example', () => {
  it('2-1 and 3-1 both give 50%: the infantry shift gains nothing', () => {
    const base = oddsColumn(8, 4);
    expect(reconAccuracy(base)).toBe(0.5);
    expect(reconAccuracy(shiftColumn(base, 1))).toBe(0.5);
  });
  it('50% of 4 cavalry → 2..6, of 6 infantry → 3..9', () => {
    expect(reportRange(4, 0.5)).toEqual({ min: 2, max: 6 });
    expect(reportRange(6, 0.5)).toEqual({ min: 3, max: 9 });
  });
});

describe('AC 22.45 rounding (.5 always up)', () => {
  it('margins', () => {
    expect(reportRange(3, 0.5)).toEqual({ min: 1, max: 5 }); // margin 1.5 → 2
    expect(reportRange(5, 0.9)).toEqual({ min: 4, max: 6 }); // margin 0.5 → 1
    expect(reportRange(4, 0.9)).toEqual({ min: 4, max: 4 }); // margin 0.4 → 0
    expect(reportRange(2, 0.75)).toEqual({ min: 1, max: 3 }); // margin 0.5 → 1
    expect(reportRange(3, 0.33)).toEqual({ min: 1, max: 5 }); // margin 2.01 → 2
    expect(reportRange(4, 0.25)).toEqual({ min: 1, max: 7 }); // margin 3
    expect(reportRange(7, 1)).toEqual({ min: 7, max: 7 });
    expect(reportRange(0, 0.25)).toEqual({ min: 0, max: 0 });
  });
  it('refuses nonsense', () => {
    expect(() => reportRange(-1, 0.5)).toThrow(RangeError);
    expect(() => reportRange(2.5, 0.5)).toThrow(RangeError);
    expect(() => reportRange(2, 1.5)).toThrow(RangeError);
  });
  it('property: the truth is always inside, never negative, and worse accuracy never narrows', () => {
    const pcts = RECON_CHART.map((r) => r.accuracy);
    fc.assert(fc.property(fc.integer({ min: 0, max: 300 }), (n) => {
      let prev = { min: n, max: n };
      for (const acc of pcts) {
        const r = reportRange(n, acc);
        expect(r.min).toBeGreaterThanOrEqual(0);
        expect(r.min).toBeLessThanOrEqual(n);
        expect(r.max).toBeGreaterThanOrEqual(n);
        expect(r.max - n).toBe(n - r.min);
        expect(r.min).toBeLessThanOrEqual(prev.min);
        expect(r.max).toBeGreaterThanOrEqual(prev.max);
        prev = r;
      }
    }));
  });
});
