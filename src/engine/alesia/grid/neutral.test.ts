import { describe, expect, it } from 'vitest';
import { distance, hex, hexKey, type Hex } from '../../hex/coords';
import { hexToPixel, hexsideSegment, pixelToHex, type Layout } from '../../hex/layout';
import { hexsideHexes, hexsideKey } from '../../hex/hexside';
import { area, dist, pt } from '../field/geometry';
import { GROUND } from '../field/ground';
import type { Ground, Pt } from '../field/types';
import { neutralGrid } from './neutral';
import type { GridSpec } from './types';

/** A plain pointy-top grid of `metres` hexes, `radius` hexes round hex (0, 0) at the origin of the ground. */
function plainGrid(metres: number, radius: number): GridSpec {
  const layout: Layout = { orientation: 'pointy', size: metres / Math.sqrt(3), origin: { x: 0, y: 0 } };
  const hexes: Hex[] = [];
  for (let q = -radius; q <= radius; q++) for (let r = -radius; r <= radius; r++) if (distance(hex(q, r), hex(0, 0)) <= radius) hexes.push(hex(q, r));
  const keys = new Set(hexes.map(hexKey));
  return {
    id: 'plain', hexMetres: metres, orientation: 'pointy', hexes,
    contains: (h) => keys.has(hexKey(h)),
    toMetres: (h) => { const p = hexToPixel(layout, h); return { e: p.x, n: -p.y }; },
    fromMetres: (p) => pixelToHex(layout, { x: p.e, y: -p.n }),
    label: (h) => hexKey(h),
  };
}

const layoutOf = (spec: GridSpec): Layout => ({ orientation: 'pointy', size: spec.hexMetres / Math.sqrt(3), origin: { x: 0, y: 0 } });
const toGround = (p: { x: number; y: number }): Pt => ({ e: p.x, n: -p.y });

describe('the neutral derivation (issue 17 §1)', () => {
  const spec = plainGrid(135, 40);
  const grid = neutralGrid(spec, GROUND);
  const hexArea = (Math.sqrt(3) / 2) * spec.hexMetres ** 2;

  it('gives each hex the share of each areal feature: the town’s shares add up to its 97 ha', () => {
    const centre = grid.hexes.get(hexKey(hex(0, 0)))!;
    expect(centre.shares.town).toBe(1);
    expect(centre.area).toBe('town');
    const sum = [...grid.hexes.values()].reduce((s, d) => s + (d.shares.town ?? 0), 0) * hexArea;
    expect(Math.abs(sum - area(GROUND.town)) / area(GROUND.town)).toBeLessThan(0.03);
    const rim = [...grid.hexes.values()].filter((d) => d.shares.town !== undefined && d.shares.town < 1);
    expect(rim.length).toBeGreaterThan(10);
    for (const d of grid.hexes.values()) {
      for (const v of Object.values(d.shares)) expect(v > 0 && v <= 1).toBe(true);
      // Nesting: the town inside the inner ring, the inner ring inside the outer, a hill's top inside its foot.
      expect(d.shares['ring:inner'] ?? 0).toBeGreaterThanOrEqual(d.shares.town ?? 0);
      expect(d.shares['ring:outer'] ?? 0).toBeGreaterThanOrEqual((d.shares['ring:inner'] ?? 0) - 1 / 24);
      expect(d.shares['foot:auxois'] ?? 0).toBeGreaterThanOrEqual(d.shares['top:auxois'] ?? 0);
    }
    // Camp D's ~11.5 ha, spread over the hexes it touches.
    const campD = [...grid.hexes.values()].reduce((s, d) => s + (d.shares['camp-d'] ?? 0), 0) * hexArea;
    expect(Math.abs(campD - 360 * 320) / (360 * 320)).toBeLessThan(0.15);
  });

  it('gives each hex its mean height in metres: the plateau at its top level, the plain at the valley floor', () => {
    expect(grid.hexes.get(hexKey(hex(0, 0)))!.metres).toBe(400);
    const plain = grid.hexes.get(hexKey(spec.fromMetres(pt(-2700, -250))))!;
    expect(plain.metres).toBe(GROUND.floorMetres);
    const rim = [...grid.hexes.values()].find((d) => d.shares.town !== undefined && d.shares.town < 1 && (d.shares['foot:auxois'] ?? 0) === 1)!;
    expect(rim.metres).toBeGreaterThan(GROUND.floorMetres);
    expect(rim.metres).toBeLessThan(400);
  });

  it('finds hex corners from centres: each hexside’s ends are the grid’s own corners', () => {
    const course = grid.courses.find((c) => c.id === 'ozerain')!;
    for (const k of course.crosses.slice(0, 10)) {
      const [a, b] = hexsideHexes(k);
      expect(distance(a, b)).toBe(1);
      const [p, q] = hexsideSegment(layoutOf(spec), k).map(toGround);
      // The course crosses the hexside: its two hexes' centres lie on either side of the segment joining the ends.
      const side = (c: Pt) => Math.sign((q.e - p.e) * (c.n - p.n) - (q.n - p.n) * (c.e - p.e));
      expect(side(spec.toMetres(a))).toBe(-side(spec.toMetres(b)));
    }
  });

  it('follows every course hex to hex: the hexsides crossed join consecutive hexes of its path', () => {
    for (const c of grid.courses) {
      for (let i = 1; i < c.path.length; i++) expect(distance(c.path[i - 1].hex, c.path[i].hex), c.id).toBe(1);
      const steps = new Set<string>();
      for (let i = 1; i < c.path.length; i++) if (spec.contains(c.path[i - 1].hex) && spec.contains(c.path[i].hex)) steps.add(hexsideKey(c.path[i - 1].hex, c.path[i].hex));
      for (const k of c.crosses) expect(steps.has(k), c.id).toBe(true);
      for (const k of c.crosses) expect(c.along.includes(k), c.id).toBe(false);
    }
    const kinds = new Set(grid.courses.map((c) => c.kind));
    for (const k of ['river', 'line', 'trench', 'wet-ditch', 'crest', 'camp-wall', 'gallic-wall', 'gallic-ditch']) expect(kinds.has(k as never), k).toBe(true);
    // Each line crosses each of the Ose and the Ozerain: some hexside is crossed by both.
    for (const line of ['inner', 'outer']) for (const river of ['ose', 'ozerain']) {
      const l = grid.courses.find((c) => c.id === line)!;
      const r = grid.courses.find((c) => c.id === river)!;
      const lh = new Set(l.path.map((s) => hexKey(s.hex)));
      expect(r.path.some((s) => lh.has(hexKey(s.hex))), `${line} × ${river}`).toBe(true);
    }
  });

  it('tells a course along a hexside from one across it', () => {
    // A straight ditch through a row of hex centres crosses the hexsides between them and runs along none.
    const a = hex(3, 0);
    const b = hex(6, 0);
    const straight: Ground = { ...GROUND, wetDitches: [{ id: 'straight', name: 'x', confidence: 'L', note: 'test', course: [spec.toMetres(a), spec.toMetres(b)] }] };
    const s = neutralGrid(spec, straight).courses.find((c) => c.id === 'straight')!;
    expect(s.along).toEqual([]);
    expect(s.crosses.sort()).toEqual([hexsideKey(hex(3, 0), hex(4, 0)), hexsideKey(hex(4, 0), hex(5, 0)), hexsideKey(hex(5, 0), hex(6, 0))].sort());
    // A wall from corner to corner of three hexsides runs along them and crosses none of them.
    const sides = [hexsideKey(hex(10, 0), hex(10, 1)), hexsideKey(hex(10, 1), hex(11, 0)), hexsideKey(hex(11, 0), hex(11, 1))];
    const ends = sides.map((k) => hexsideSegment(layoutOf(spec), k).map(toGround));
    const chain: Pt[] = [];
    for (const [p, q] of ends) for (const x of [p, q]) if (!chain.some((y) => dist(x, y) < 1e-6)) chain.push(x);
    chain.sort((x, y) => x.e - y.e);
    const walled: Ground = { ...GROUND, wetDitches: [{ id: 'wall', name: 'x', confidence: 'L', note: 'test', course: chain }] };
    const w = neutralGrid(spec, walled);
    const wc = w.courses.find((c) => c.id === 'wall')!;
    expect(wc.along.sort()).toEqual([...sides].sort());
    for (const k of sides) expect(wc.crosses).not.toContain(k);
    for (const k of sides) expect(w.hexsides.get(k)!.along).toContain('wall');
  });
});
