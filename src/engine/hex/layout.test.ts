import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hex, type Hex } from './coords';
import { cornersOf, hexsideCorners } from './corner';
import { FLAT_DIRECTION_NAMES, neighbour, POINTY_DIRECTION_NAMES } from './directions';
import { hexsideAt, hexsidesOf } from './hexside';
import { cornerPoint, hexCorners, hexPolygonPoints, hexsideSegment, hexToPixel, pixelToFractionalHex, pixelToHex, type Layout, type Point } from './layout';
import { arbDir, arbHex } from './testing';

const pointy: Layout = { orientation: 'pointy', size: 10, origin: { x: 0, y: 0 } };
const flat: Layout = { orientation: 'flat', size: 10, origin: { x: 0, y: 0 } };
const R3 = Math.sqrt(3);

const arbLayout: fc.Arbitrary<Layout> = fc.record({
  orientation: fc.constantFrom<'pointy' | 'flat'>('pointy', 'flat'),
  size: fc.integer({ min: 4, max: 200 }).map((s) => s / 4),
  origin: fc.record({ x: fc.integer({ min: -500, max: 500 }), y: fc.integer({ min: -500, max: 500 }) }),
});

const near = (p: Point, q: Point, eps = 1e-9) => Math.hypot(p.x - q.x, p.y - q.y) < eps;
const closeTo = (p: Point, q: Point) => { expect(p.x).toBeCloseTo(q.x, 9); expect(p.y).toBeCloseTo(q.y, 9); };

describe('layout', () => {
  it('concrete centres', () => {
    closeTo(hexToPixel(pointy, hex(1, 0)), { x: 10 * R3, y: 0 });
    closeTo(hexToPixel(pointy, hex(0, 1)), { x: 5 * R3, y: 15 });
    closeTo(hexToPixel(flat, hex(1, 0)), { x: 15, y: 5 * R3 });
    closeTo(hexToPixel(flat, hex(0, 1)), { x: 0, y: 10 * R3 });
    closeTo(hexToPixel({ ...pointy, origin: { x: 100, y: 50 } }, hex(-2, 2)), { x: 100 - 10 * R3, y: 80 });
    expect(pixelToHex(pointy, { x: 17, y: 1 })).toEqual(hex(1, 0));
    expect(pixelToHex(flat, { x: 1, y: 16 })).toEqual(hex(0, 1));
    expect(pixelToHex(pointy, { x: -0.1, y: -0.1 })).toEqual(hex(0, 0));
  });

  it('the direction names match the screen (y downwards)', () => {
    const angle = (l: Layout, d: number) => {
      const p = hexToPixel(l, neighbour(hex(0, 0), d));
      return Math.round((Math.atan2(p.y, p.x) * 180) / Math.PI);
    };
    const compass: Record<string, number> = { E: 0, SE: 60, S: 90, NE: -60, N: -90, NW: -120, W: 180, SW: 120 };
    const flatCompass: Record<string, number> = { SE: 30, NE: -30, N: -90, NW: -150, SW: 150, S: 90 };
    for (let d = 0; d < 6; d++) {
      expect(angle(pointy, d)).toBe(compass[POINTY_DIRECTION_NAMES[d]]);
      expect(angle(flat, d)).toBe(flatCompass[FLAT_DIRECTION_NAMES[d]]);
    }
  });

  it('SVG points for a pointy-top hex', () => {
    expect(hexPolygonPoints(pointy, hex(0, 0))).toBe('8.66,5 8.66,-5 0,-10 -8.66,-5 -8.66,5 0,10');
    expect(hexPolygonPoints(flat, hex(0, 0), 1)).toBe('5,8.7 10,0 5,-8.7 -5,-8.7 -10,0 -5,8.7');
  });

  it('concrete hexside segments', () => {
    const [p, q] = hexsideSegment(pointy, '0,0|1,0'); // the east side of (0,0)
    closeTo(p, { x: 5 * R3, y: 5 });
    closeTo(q, { x: 5 * R3, y: -5 });
    // The north side of (0,0): the key's first hex is (0,-1), and (0,0) is south (5) of it,
    // so the segment runs from its corner 5 to its corner 0.
    const [f1, f2] = hexsideSegment(flat, '0,-1|0,0');
    closeTo(f1, { x: -5, y: -5 * R3 });
    closeTo(f2, { x: 5, y: -5 * R3 });
  });

  it('pixelToHex(hexToPixel(h)) is h, and points well inside a hex map back to it (property)', () => {
    fc.assert(fc.property(arbLayout, arbHex(200), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 0.85, noNaN: true }), (l, h, a, f) => {
      expect(pixelToHex(l, hexToPixel(l, h))).toEqual(h);
      const fr = pixelToFractionalHex(l, hexToPixel(l, h));
      expect(fr.q).toBeCloseTo(h.q, 6);
      expect(fr.r).toBeCloseTo(h.r, 6);
      // Anywhere within the inscribed circle (radius size·√3/2), a little shrunk.
      const c = hexToPixel(l, h);
      const rad = f * l.size * (R3 / 2);
      expect(pixelToHex(l, { x: c.x + rad * Math.cos(a), y: c.y + rad * Math.sin(a) })).toEqual(h);
    }));
  });

  it('corners lie at size from the centre; neighbouring centres √3·size apart (property)', () => {
    fc.assert(fc.property(arbLayout, arbHex(), arbDir, (l, h, d) => {
      const c = hexToPixel(l, h);
      const cs = hexCorners(l, h);
      expect(cs).toHaveLength(6);
      cs.forEach((p, i) => {
        expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(l.size, 9);
        const nx = cs[(i + 1) % 6];
        expect(Math.hypot(p.x - nx.x, p.y - nx.y)).toBeCloseTo(l.size, 9);
      });
      const n = hexToPixel(l, neighbour(h, d));
      expect(Math.hypot(n.x - c.x, n.y - c.y)).toBeCloseTo(R3 * l.size, 9);
    }));
  });

  it('corner keys and hexside segments land on the drawn corners (property)', () => {
    fc.assert(fc.property(arbLayout, arbHex(), arbDir, (l, h, d) => {
      const cs = hexCorners(l, h);
      cornersOf(h).forEach((k, i) => expect(near(cornerPoint(l, k), cs[i], 1e-6)).toBe(true));
      const side = hexsideAt(h, d);
      const [p, q] = hexsideSegment(l, side);
      const [k1, k2] = hexsideCorners(side);
      expect(near(p, cornerPoint(l, k1), 1e-6) && near(q, cornerPoint(l, k2), 1e-6)).toBe(true);
      // Both ends are corners of both hexes, and the side's middle is halfway between the centres.
      const other = neighbour(h, d);
      for (const x of [h, other] as Hex[]) {
        const xs = hexCorners(l, x);
        expect(xs.some((c) => near(c, p, 1e-6))).toBe(true);
        expect(xs.some((c) => near(c, q, 1e-6))).toBe(true);
      }
      const a = hexToPixel(l, h);
      const b = hexToPixel(l, other);
      expect(near({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 }, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, 1e-6)).toBe(true);
      // The six sides of a hex are six different segments.
      const mids = hexsidesOf(h).map((k) => hexsideSegment(l, k)).map(([s, t]) => `${Math.round(s.x + t.x)},${Math.round(s.y + t.y)}`);
      expect(new Set(mids).size).toBe(6);
    }));
  });
});
