import { describe, expect, it } from 'vitest';
import { GEOMETRY, MAP_VERTICES, project, REGION_CYCLES } from '../../../engine/bellum/data/geometry';
import type { Point } from '../../../engine/bellum/data/types';
import { RIVERS, RIVERS_BY_REGION, riverPath, riverPoints } from './rivers';

function inside(poly: readonly Point[], p: Point): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
}
const regionOf = (p: Point) => Object.entries(REGION_CYCLES).find(([, cycle]) => inside(cycle.map((v) => MAP_VERTICES[v]), p))?.[0];

describe('rivers (decoration, reconstructed)', () => {
  it('draws the major rivers, each marked reconstructed and named in Latin and modern', () => {
    const names = RIVERS.map((r) => r.modern);
    for (const n of ['Loire', 'Seine', 'Marne', 'Rhône', 'Saône', 'Garonne', 'Dordogne', 'Meuse', 'Moselle', 'Aisne', 'Allier', 'Doubs']) expect(names).toContain(n);
    for (const r of RIVERS) {
      expect(r.reconstructed).toBe(true);
      expect(r.latin.length).toBeGreaterThan(2);
      expect(r.course.length).toBeGreaterThanOrEqual(3);
      expect(riverPath(riverPoints(r))).toMatch(/^M[\d.]+ [\d.]+ /);
    }
  });

  it('every course point named by a vertex id exists, and every other point lies on land inside a region', () => {
    for (const r of RIVERS) {
      for (const p of r.course) {
        if (typeof p === 'string') expect(MAP_VERTICES[p], `${r.id}: ${p}`).toBeDefined();
        else expect(regionOf(project(p[0], p[1])), `${r.id}: ${p.join(',')}`).toBeDefined();
      }
      for (const q of riverPoints(r)) {
        expect(q.x).toBeGreaterThanOrEqual(0);
        expect(q.x).toBeLessThanOrEqual(GEOMETRY.width);
        expect(q.y).toBeGreaterThanOrEqual(0);
        expect(q.y).toBeLessThanOrEqual(GEOMETRY.height);
      }
    }
  });

  it('runs along the borders history gives them (Loire: Bituriges/Carnutes; Saône: Aedui/Sequani; Garonne: Aquitania)', () => {
    const has = (region: string, name: string) => RIVERS_BY_REGION[region]?.some((n) => n.includes(name));
    for (const region of ['bituriges', 'carnutes', 'veneti', 'pictones']) expect(has(region, 'Loire'), region).toBe(true);
    for (const region of ['aedui', 'sequani']) expect(has(region, 'Saône'), region).toBe(true);
    for (const region of ['tarbelli', 'nitiobriges', 'santones']) expect(has(region, 'Garonne'), region).toBe(true);
    for (const region of ['provincia-1', 'provincia-2', 'helvetii']) expect(has(region, 'Rhône'), region).toBe(true);
    for (const region of ['mediomatrici', 'treveri']) expect(has(region, 'Moselle'), region).toBe(true);
    expect(has('senones', 'Seine')).toBe(true);
    expect(has('suessiones', 'Marne')).toBe(true);
    // a river that only touches a corner does not count
    expect(has('germania', 'Moselle')).toBe(false);
    expect(has('britannia', 'Loire')).toBe(false);
  });
});
