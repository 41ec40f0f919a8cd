import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, hex, hexAdd, hexEq, hexKey, hexS, hexScale, hexSub, parseHexKey, round } from './coords';
import { arbHex } from './testing';

describe('hex coordinates', () => {
  it('keys are "q,r" and parse back', () => {
    expect(hexKey(hex(3, -2))).toBe('3,-2');
    expect(hexKey(hex(-0, 0))).toBe('0,0');
    expect(parseHexKey('-7,12')).toEqual({ q: -7, r: 12 });
    for (const bad of ['', '1', '1,2,3', '1.5,2', 'a,b', ' 1,2', '1, 2']) expect(() => parseHexKey(bad)).toThrow(RangeError);
  });

  it('keys round-trip and tell hexes apart (property)', () => {
    fc.assert(fc.property(arbHex(), arbHex(), (a, b) => {
      expect(parseHexKey(hexKey(a))).toEqual(a);
      expect(hexKey(a) === hexKey(b)).toBe(hexEq(a, b));
    }));
  });

  it('arithmetic and the cube coordinate', () => {
    expect(hexAdd(hex(1, 2), hex(3, -5))).toEqual({ q: 4, r: -3 });
    expect(hexSub(hex(1, 2), hex(3, -5))).toEqual({ q: -2, r: 7 });
    expect(hexScale(hex(2, -1), 3)).toEqual({ q: 6, r: -3 });
    expect(hexS(hex(2, 5))).toBe(-7);
    expect(Object.is(hexScale(hex(0, 1), -1).q, 0)).toBe(true); // no -0
  });

  it('distance: concrete values', () => {
    expect(distance(hex(0, 0), hex(0, 0))).toBe(0);
    expect(distance(hex(0, 0), hex(3, 0))).toBe(3);
    expect(distance(hex(0, 0), hex(2, -1))).toBe(2);
    expect(distance(hex(0, 0), hex(2, 2))).toBe(4);
    expect(distance(hex(-2, 3), hex(1, -3))).toBe(6);
  });

  it('distance is a metric (property)', () => {
    fc.assert(fc.property(arbHex(), arbHex(), arbHex(), (a, b, c) => {
      expect(distance(a, b)).toBe(distance(b, a));
      expect(distance(a, b) === 0).toBe(hexEq(a, b));
      expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
      expect(Number.isInteger(distance(a, b))).toBe(true);
    }));
  });

  it('round: concrete values', () => {
    expect(round({ q: 0.4, r: 0.4 })).toEqual({ q: 0, r: 1 }); // q and r are equally far from whole, s nearest: r is recomputed
    expect(round({ q: 2.1, r: -0.9 })).toEqual({ q: 2, r: -1 });
    expect(round({ q: -0.2, r: 0.1 })).toEqual({ q: 0, r: 0 });
    expect(Object.is(round({ q: -0.2, r: -0.1 }).q, 0)).toBe(true);
  });

  it('round keeps whole hexes and finds the hex of any point well inside it (property)', () => {
    fc.assert(fc.property(arbHex(), fc.double({ min: -0.3, max: 0.3, noNaN: true }), fc.double({ min: -0.3, max: 0.3, noNaN: true }), (h, dq, dr) => {
      expect(round(h)).toEqual(h);
      // A point is inside the hex when its cube offset is less than 1/2 on every axis;
      // |dq|, |dr| ≤ 0.3 and |dq + dr| < 0.5 ensure it.
      fc.pre(Math.abs(dq + dr) < 0.49);
      expect(round({ q: h.q + dq, r: h.r + dr })).toEqual(h);
    }));
  });
});
