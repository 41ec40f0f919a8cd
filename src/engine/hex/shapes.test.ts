import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, hex, hexKey } from './coords';
import { range, ring } from './shapes';
import { arbHex } from './testing';

describe('ring and range', () => {
  it('concrete rings', () => {
    expect(ring(hex(5, 5), 0)).toEqual([hex(5, 5)]);
    expect(ring(hex(0, 0), 1).map(hexKey)).toEqual(['-1,1', '0,1', '1,0', '1,-1', '0,-1', '-1,0']);
    expect(ring(hex(0, 0), 2)).toHaveLength(12);
    expect(() => ring(hex(0, 0), -1)).toThrow(RangeError);
    expect(() => range(hex(0, 0), 1.5)).toThrow(RangeError);
  });

  it('concrete ranges', () => {
    expect(range(hex(0, 0), 0)).toEqual([hex(0, 0)]);
    expect(range(hex(1, 1), 1).map(hexKey).sort()).toEqual(['0,1', '0,2', '1,0', '1,1', '1,2', '2,0', '2,1'].sort());
  });

  it('ring(c, n) has 6n distinct hexes, all at distance n, each adjacent to the next (property)', () => {
    fc.assert(fc.property(arbHex(), fc.integer({ min: 1, max: 12 }), (c, n) => {
      const hs = ring(c, n);
      expect(hs).toHaveLength(6 * n);
      expect(new Set(hs.map(hexKey)).size).toBe(6 * n);
      hs.forEach((h, i) => {
        expect(distance(h, c)).toBe(n);
        expect(distance(h, hs[(i + 1) % hs.length])).toBe(1);
      });
    }));
  });

  it('range(c, n) is exactly the 3n(n+1)+1 hexes within n, the union of rings 0..n (property)', () => {
    fc.assert(fc.property(arbHex(), fc.integer({ min: 0, max: 10 }), (c, n) => {
      const hs = range(c, n);
      const keys = new Set(hs.map(hexKey));
      expect(hs).toHaveLength(3 * n * (n + 1) + 1);
      expect(keys.size).toBe(hs.length);
      for (const h of hs) expect(distance(h, c)).toBeLessThanOrEqual(n);
      const fromRings = new Set<string>();
      for (let k = 0; k <= n; k++) for (const h of ring(c, k)) fromRings.add(hexKey(h));
      expect(fromRings).toEqual(keys);
    }));
  });
});
