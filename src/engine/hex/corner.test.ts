import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, hex, hexKey } from './coords';
import { neighbour } from './directions';
import { cornerAt, cornerBetween, cornerHexes, cornerKey, cornersOf, hexsideCorners } from './corner';
import { hexsideAt, hexsideHexes } from './hexside';
import { arbDir, arbHex } from './testing';

describe('corners', () => {
  it('concrete keys', () => {
    expect(cornerKey(hex(0, 1), hex(1, 0), hex(0, 0))).toBe('0,0|0,1|1,0');
    expect(cornerAt(hex(0, 0), 0)).toBe('0,0|0,1|1,0'); // between SE and E
    expect(cornerAt(hex(0, 0), 1)).toBe('0,0|1,-1|1,0'); // between E and NE
    expect(cornerHexes('0,0|0,1|1,0')).toEqual([hex(0, 0), hex(0, 1), hex(1, 0)]);
    expect(hexsideCorners('0,0|1,0')).toEqual(['0,0|0,1|1,0', '0,0|1,-1|1,0']);
  });

  it('three hexes that do not all touch have no corner; bad keys are refused', () => {
    expect(cornerBetween(hex(0, 0), hex(1, 0), hex(2, 0))).toBeNull();
    expect(cornerBetween(hex(0, 0), hex(1, 0), hex(-1, 0))).toBeNull();
    expect(cornerBetween(hex(0, 0), hex(0, 0), hex(1, 0))).toBeNull();
    expect(() => cornerKey(hex(0, 0), hex(1, 0), hex(0, -1))).toThrow(RangeError);
    for (const bad of ['', '0,0|1,0', '0,1|0,0|1,0', '0,0|1,0|2,0', '0,0|0,1|1,0|1,1']) {
      expect(() => cornerHexes(bad)).toThrow(RangeError);
    }
  });

  it('the key does not depend on argument order and names three mutually adjacent hexes (property)', () => {
    fc.assert(fc.property(arbHex(), arbDir, (h, i) => {
      const a = h;
      const b = neighbour(h, i - 1);
      const c = neighbour(h, i);
      const k = cornerKey(a, b, c);
      for (const [x, y, z] of [[a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]]) expect(cornerKey(x, y, z)).toBe(k);
      const hs = cornerHexes(k);
      expect(hs.map(hexKey).sort()).toEqual([a, b, c].map(hexKey).sort());
      expect(distance(hs[0], hs[1]) + distance(hs[1], hs[2]) + distance(hs[0], hs[2])).toBe(3);
    }));
  });

  it('each corner belongs to exactly three hexes, and a hex has six distinct corners (property)', () => {
    fc.assert(fc.property(arbHex(), (h) => {
      const mine = cornersOf(h);
      expect(new Set(mine).size).toBe(6);
      for (const k of mine) {
        for (const x of cornerHexes(k)) expect(cornersOf(x)).toContain(k);
      }
    }));
  });

  it('a hexside runs between two corners that both its hexes own (property)', () => {
    fc.assert(fc.property(arbHex(), arbDir, (h, d) => {
      const side = hexsideAt(h, d);
      const [c1, c2] = hexsideCorners(side);
      expect(c1).not.toBe(c2);
      for (const x of hexsideHexes(side)) {
        const cs = cornersOf(x);
        expect(cs).toContain(c1);
        expect(cs).toContain(c2);
        // The two corners are consecutive around each hex.
        expect([1, 5]).toContain((cs.indexOf(c1) - cs.indexOf(c2) + 6) % 6);
      }
    }));
  });
});
