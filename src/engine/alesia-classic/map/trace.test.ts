/**
 * AC 8.1, 8.3 — a course of the ground (a river, the trench, a rampart) traced across the hex grid:
 * the hexes it passes through, in order and each next to the last, with the metres of the course in
 * each; a hex the course only clips (less than a quarter of a hex width inside, between two hexes
 * that touch) is left out of the path and reported apart — it does not restrict movement (AC 8.3);
 * stretches off the board are dropped.
 */
import { describe, expect, it } from 'vitest';
import { distance, hex, hexKey, type Hex } from '../../hex/coords';
import type { Pt } from '../../alesia/field/types';
import type { GridSpec } from '../../alesia/grid/types';
import { AC_GRID, acLabel } from './grid';
import { CLIP, trace } from './trace';

const Z39 = AC_GRID.fromMetres({ e: 0, n: 0 });
const C = AC_GRID.toMetres(Z39);
const labels = (hs: readonly Hex[]) => hs.map(acLabel);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Every step of a path is a hex next to the one before (AC 8.1: a watercourse runs from hexside to hexside). */
function expectConnected(path: { hex: Hex }[]) {
  for (let i = 1; i < path.length; i++) expect(distance(path[i - 1].hex, path[i].hex), `step ${i}`).toBe(1);
}

/**
 * A test grid of 100 m squares read as axial hexes (square (x, y) is hex q = x, r = y, 10 × 10 on
 * the board): the diagonal neighbour (x+1, y+1) is two steps away, so a course through a square's
 * corner jumps a hex — the case the tracer fills in with the corner's hex nearer the course.
 */
const SQUARES: GridSpec = {
  id: 'squares',
  hexMetres: 100,
  orientation: 'pointy',
  hexes: [],
  contains: (h) => h.q >= 0 && h.q < 10 && h.r >= 0 && h.r < 10,
  toMetres: (h) => ({ e: h.q * 100 + 50, n: h.r * 100 + 50 }),
  fromMetres: (p: Pt) => hex(Math.floor(p.e / 100), Math.floor(p.n / 100)),
  label: (h) => hexKey(h),
};

describe('tracing a course across the 1983 grid', () => {
  it('a course along a row runs through each hex of it in turn, with the metres inside each', () => {
    const course = [{ e: C.e + 1, n: C.n }, { e: C.e + 1 + 5 * 135, n: C.n }];
    const { path, clipped } = trace(AC_GRID, course);
    expect(labels(path.map((s) => s.hex))).toEqual(['Z39', 'Z40', 'Z41', 'Z42', 'Z43', 'Z44']);
    expectConnected(path);
    expect(clipped).toEqual([]);
    // All of the course is counted once: 675 m, a whole hex width in each hex between the ends.
    expect(sum(path.map((s) => s.length))).toBeCloseTo(675, 6);
    const step = 135 / 20;
    expect(path[0].length).toBeGreaterThan(66.5 - step);
    expect(path[0].length).toBeLessThan(66.5 + step);
    for (const s of path.slice(1, -1)) expect(Math.abs(s.length - 135), acLabel(s.hex)).toBeLessThanOrEqual(step);
    expect(path[5].length).toBeGreaterThan(68.5 - step);
  });

  it('AC 8.3: hexes a course only grazes are left out of the path and reported as clipped', () => {
    // 45 m north of the row's centres the course cuts through the tips of the next row's hexes: some 21 m in each.
    const course = [{ e: C.e, n: C.n + 45 }, { e: C.e + 4 * 135, n: C.n + 45 }];
    const { path, clipped } = trace(AC_GRID, course);
    expect(labels(path.map((s) => s.hex))).toEqual(['Z39', 'Z40', 'Z41', 'Z42', 'Z43']);
    expectConnected(path);
    expect(labels(clipped)).toEqual(['Y39', 'Y40', 'Y41', 'Y42']);
    // What lies in the clipped hexes is not counted in the path: less than a quarter hex each.
    const inPath = sum(path.map((s) => s.length));
    expect(inPath).toBeLessThan(540);
    expect(540 - inPath).toBeLessThan(4 * CLIP * 135);
    expect(540 - inPath).toBeGreaterThan(4 * 10);
    // 60 m north the tips are wider than a quarter hex: every hex crossed is in the path.
    const wide = trace(AC_GRID, [{ e: C.e, n: C.n + 60 }, { e: C.e + 4 * 135, n: C.n + 60 }]);
    expect(wide.clipped).toEqual([]);
    expect(wide.path.length).toBe(9);
    expectConnected(wide.path);
    expect(sum(wide.path.map((s) => s.length))).toBeCloseTo(540, 6);
  });

  it('AC 8.3: a hex is only clipped between two hexes that touch; the first and last hexes are never clipped', () => {
    // A course ending just inside a hex: its last few metres stay in the path.
    const { path } = trace(AC_GRID, [{ e: C.e, n: C.n }, { e: C.e + 67.5 + 5, n: C.n }]);
    expect(labels(path.map((s) => s.hex))).toEqual(['Z39', 'Z40']);
    expect(path[1].length).toBeLessThan(CLIP * 135);
    const start = trace(AC_GRID, [{ e: C.e + 67.5 - 5, n: C.n }, { e: C.e + 135, n: C.n }]);
    expect(labels(start.path.map((s) => s.hex))).toEqual(['Z39', 'Z40']);
  });

  it('drops the stretches off the board, and never reports a clipped hex off it', () => {
    const east = AC_GRID.toMetres(AC_GRID.fromMetres({ e: 3400, n: 0 }));
    const { path, clipped } = trace(AC_GRID, [{ e: east.e - 300, n: east.n + 45 }, { e: east.e + 600, n: east.n + 45 }]);
    expect(path.length).toBeGreaterThan(2);
    for (const s of path) expect(AC_GRID.contains(s.hex)).toBe(true);
    for (const h of clipped) expect(AC_GRID.contains(h)).toBe(true);
    expect(clipped.length).toBeGreaterThan(0);
    expect(acLabel(path[path.length - 1].hex)).toBe('Z64');
    expectConnected(path);
  });

  it('a clipped hex the course also runs through is in the path only, not reported as clipped', () => {
    // A course that grazes Y40's tip, then turns back north through Y40's middle.
    const course = [{ e: C.e, n: C.n + 45 }, { e: C.e + 2 * 135, n: C.n + 45 }, { e: C.e + 135 / 2 + 135, n: C.n + 135 }];
    const { path, clipped } = trace(AC_GRID, course);
    const onPath = new Set(path.map((s) => hexKey(s.hex)));
    for (const h of clipped) expect(onPath.has(hexKey(h)), acLabel(h)).toBe(false);
    expect(labels(clipped)).toEqual(['Y39']);
    expect(onPath.has(hexKey(AC_GRID.fromMetres({ e: C.e + 135 / 2 + 135, n: C.n + 135 })))).toBe(true);
  });
});

describe('tracing through a corner', () => {
  it('steps through the hex of the corner nearer the course, so the path stays connected', () => {
    // Through the corner (100, 100) of square (0, 0) (between two samples of the course), shallow: the course passes nearer square (1, 0).
    const shallow = trace(SQUARES, [{ e: 20, n: 60 }, { e: 190, n: 145 }]);
    expect(shallow.path.map((s) => hexKey(s.hex))).toEqual(['0,0', '1,0', '1,1']);
    expect(shallow.path[1].length).toBe(0);
    expectConnected(shallow.path);
    // Steep: nearer square (0, 1).
    const steep = trace(SQUARES, [{ e: 60, n: 20 }, { e: 145, n: 190 }]);
    expect(steep.path.map((s) => hexKey(s.hex))).toEqual(['0,0', '0,1', '1,1']);
    expectConnected(steep.path);
    expect(sum(steep.path.map((s) => s.length))).toBeCloseTo(Math.hypot(85, 170), 6);
  });
  it('AC 8.3: a quarter of a hex width in a hex is not "less than a quarter": the hex stays in the path', () => {
    // 25 m of the course (exactly CLIP × 100 m, the samples falling on the square's sides) in square (1, 1),
    // between squares (0, 1) and (1, 0), which touch.
    const exact = trace(SQUARES, [{ e: 75, n: 105 }, { e: 115, n: 105 }, { e: 115, n: 85 }]);
    expect(exact.path.map((s) => hexKey(s.hex))).toEqual(['0,1', '1,1', '1,0']);
    expect(exact.path[1].length).toBe(CLIP * 100);
    expect(exact.clipped).toEqual([]);
    // 5 m less and it only clips the square.
    const less = trace(SQUARES, [{ e: 75, n: 105 }, { e: 110, n: 105 }, { e: 110, n: 85 }]);
    expect(less.path.map((s) => hexKey(s.hex))).toEqual(['0,1', '1,0']);
    expect(less.clipped.map(hexKey)).toEqual(['1,1']);
  });
});
