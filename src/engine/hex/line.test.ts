import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, hex, hexEq, hexKey, type Hex } from './coords';
import { firstBlocking, line, lineOfSight } from './line';
import { arbHex } from './testing';

const keys = (hs: Hex[]) => hs.map(hexKey);

describe('line', () => {
  it('concrete lines', () => {
    expect(line(hex(2, 2), hex(2, 2))).toEqual([hex(2, 2)]);
    expect(keys(line(hex(0, 0), hex(3, 0)))).toEqual(['0,0', '1,0', '2,0', '3,0']);
    expect(keys(line(hex(0, 0), hex(3, -3)))).toEqual(['0,0', '1,-1', '2,-2', '3,-3']);
    expect(keys(line(hex(0, 0), hex(5, -2)))).toEqual(['0,0', '1,0', '2,-1', '3,-1', '4,-2', '5,-2']);
  });

  it('ties along a hexside go to the lower hex, or the right-hand one on a vertical border (pointy-top)', () => {
    // (0,0)→(1,1) runs along the border of E (1,0) and SE (0,1): SE is lower.
    expect(keys(line(hex(0, 0), hex(1, 1)))).toEqual(['0,0', '0,1', '1,1']);
    // (0,0)→(2,-1) runs between E (1,0) and NE (1,-1): E is lower.
    expect(keys(line(hex(0, 0), hex(2, -1)))).toEqual(['0,0', '1,0', '2,-1']);
    // (0,0)→(1,-2) runs straight up between NW (0,-1) and NE (1,-1): NE is on the right.
    expect(keys(line(hex(0, 0), hex(1, -2)))).toEqual(['0,0', '1,-1', '1,-2']);
    // (0,0)→(4,-1) passes the border of (2,0) and (2,-1) halfway: (2,0) is lower.
    expect(keys(line(hex(0, 0), hex(4, -1)))).toEqual(['0,0', '1,0', '2,0', '3,-1', '4,-1']);
    // Reversed, the same hexes are picked.
    expect(keys(line(hex(1, -2), hex(0, 0)))).toEqual(['1,-2', '1,-1', '0,0']);
    expect(keys(line(hex(-3, 6), hex(3, -6)))).toEqual(['-3,6', '-2,5', '-2,4', '-1,3', '-1,2', '0,1', '0,0', '1,-1', '1,-2', '2,-3', '2,-4', '3,-5', '3,-6']);
  });

  it('has distance+1 hexes, starts at a, ends at b, each adjacent to the next (property)', () => {
    fc.assert(fc.property(arbHex(), arbHex(), (a, b) => {
      const hs = line(a, b);
      const n = distance(a, b);
      expect(hs).toHaveLength(n + 1);
      expect(hs[0]).toEqual(a);
      expect(hs[n]).toEqual(b);
      for (let i = 0; i < n; i++) expect(distance(hs[i], hs[i + 1])).toBe(1);
      // Every hex of the line lies i steps from a and n - i from b: the line is a shortest path.
      hs.forEach((h, i) => { expect(distance(a, h)).toBe(i); expect(distance(h, b)).toBe(n - i); });
    }));
  });

  it('line(b, a) is line(a, b) reversed, ties included (property)', () => {
    fc.assert(fc.property(arbHex(), arbHex(), (a, b) => {
      expect(line(b, a)).toEqual(line(a, b).reverse());
    }));
    // Lines along hexsides are the tie cases; check them all on a band of lengths.
    for (let k = 1; k <= 30; k++) {
      for (const [dq, dr] of [[1, 1], [2, -1], [1, -2], [-1, -1], [-2, 1], [-1, 2]]) {
        const a = hex(3, -7);
        const b = hex(3 + dq * k, -7 + dr * k);
        expect(line(b, a)).toEqual(line(a, b).reverse());
      }
    }
  });

  it('is unchanged by translation (property)', () => {
    fc.assert(fc.property(arbHex(), arbHex(), arbHex(), (a, b, t) => {
      const moved = line(hex(a.q + t.q, a.r + t.r), hex(b.q + t.q, b.r + t.r));
      expect(moved).toEqual(line(a, b).map((h) => hex(h.q + t.q, h.r + t.r)));
    }));
  });
});

describe('line of sight', () => {
  const wall = new Set(['2,0']);
  const blocks = (h: Hex) => wall.has(hexKey(h));

  it('a hex between blocks; the end hexes never do', () => {
    expect(lineOfSight(hex(0, 0), hex(4, 0), blocks)).toBe(false);
    expect(firstBlocking(hex(0, 0), hex(4, 0), blocks)).toEqual(hex(2, 0));
    expect(lineOfSight(hex(0, 0), hex(2, 0), blocks)).toBe(true); // the target itself is the wall
    expect(lineOfSight(hex(2, 0), hex(5, 0), blocks)).toBe(true); // so is the viewer
    expect(lineOfSight(hex(0, 0), hex(0, 4), blocks)).toBe(true);
    expect(lineOfSight(hex(1, 0), hex(1, 0), () => true)).toBe(true);
    expect(lineOfSight(hex(1, 0), hex(2, 0), () => true)).toBe(true);
  });

  it('the first blocking hex is the one nearest the viewer', () => {
    const two = (h: Hex) => h.q === 2 || h.q === 4;
    expect(firstBlocking(hex(0, 0), hex(6, 0), two)).toEqual(hex(2, 0));
    expect(firstBlocking(hex(6, 0), hex(0, 0), two)).toEqual(hex(4, 0));
  });

  it('sight is blocked exactly when some inner hex of the line blocks (property)', () => {
    fc.assert(fc.property(arbHex(8), arbHex(8), fc.array(arbHex(8), { maxLength: 30 }), (a, b, ws) => {
      const set = new Set(ws.map(hexKey));
      const bl = (h: Hex) => set.has(hexKey(h));
      const inner = line(a, b).slice(1, -1);
      const hit = firstBlocking(a, b, bl);
      expect(lineOfSight(a, b, bl)).toBe(hit === null);
      expect(hit).toEqual(inner.find(bl) ?? null);
      if (hit) expect(hexEq(hit, a) || hexEq(hit, b)).toBe(false);
    }));
  });
});
