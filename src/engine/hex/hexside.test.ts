import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hex, hexEq, hexKey } from './coords';
import { neighbour, neighbours } from './directions';
import { hexsideAt, hexsideBetween, hexsideHexes, hexsideKey, hexsidesOf } from './hexside';
import { arbDir, arbHex } from './testing';

describe('hexsides', () => {
  it('concrete keys', () => {
    expect(hexsideKey(hex(0, 0), hex(1, 0))).toBe('0,0|1,0');
    expect(hexsideKey(hex(1, 0), hex(0, 0))).toBe('0,0|1,0');
    expect(hexsideKey(hex(0, 1), hex(0, 0))).toBe('0,0|0,1');
    expect(hexsideKey(hex(-1, 1), hex(0, 0))).toBe('-1,1|0,0');
    expect(hexsideAt(hex(0, 0), 2)).toBe('0,-1|0,0');
    expect(hexsidesOf(hex(0, 0))).toEqual(['0,0|1,0', '0,0|1,-1', '0,-1|0,0', '-1,0|0,0', '-1,1|0,0', '0,0|0,1']);
    expect(hexsideHexes('-1,1|0,0')).toEqual([hex(-1, 1), hex(0, 0)]);
  });

  it('hexes that are not adjacent have no hexside', () => {
    expect(hexsideBetween(hex(0, 0), hex(0, 0))).toBeNull();
    expect(hexsideBetween(hex(0, 0), hex(1, 1))).toBeNull();
    expect(() => hexsideKey(hex(0, 0), hex(2, 0))).toThrow(RangeError);
  });

  it('malformed or non-canonical keys are refused', () => {
    for (const bad of ['', '0,0', '0,0|1,0|2,0', '1,0|0,0', '0,0|2,0', '0,0|0,0', 'x|y']) {
      expect(() => hexsideHexes(bad)).toThrow(RangeError);
    }
  });

  it('the key is the same from either side and round-trips to the two hexes (property)', () => {
    fc.assert(fc.property(arbHex(), arbDir, (h, d) => {
      const n = neighbour(h, d);
      const k = hexsideKey(h, n);
      expect(hexsideKey(n, h)).toBe(k);
      expect(hexsideAt(n, d + 3)).toBe(k);
      const [a, b] = hexsideHexes(k);
      expect((hexEq(a, h) && hexEq(b, n)) || (hexEq(a, n) && hexEq(b, h))).toBe(true);
    }));
  });

  it('a hex has six distinct hexsides, each shared with exactly one neighbour (property)', () => {
    fc.assert(fc.property(arbHex(), (h) => {
      const mine = hexsidesOf(h);
      expect(new Set(mine).size).toBe(6);
      neighbours(h).forEach((n, d) => {
        const theirs = hexsidesOf(n);
        expect(theirs.filter((k) => mine.includes(k))).toEqual([mine[d]]);
      });
      // Each of its hexsides names h itself.
      expect(mine.every((k) => hexsideHexes(k).some((x) => hexKey(x) === hexKey(h)))).toBe(true);
    }));
  });
});
