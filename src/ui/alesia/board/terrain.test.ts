import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../engine/hex/coords';
import { parseAcLabel } from '../../../engine/alesia-classic/map/grid';
import { acMap } from '../../../engine/alesia-classic/map/map';
import { centre, hexPath } from './geometry';
import { TERRAIN_CLASSES, terrainClass, terrainPaths } from './terrain';

const moves = (d: string) => (d.match(/M/g) ?? []).length;

describe('terrain paths', () => {
  const t = terrainPaths();
  const map = acMap();

  it('is built once', () => {
    expect(terrainPaths()).toBe(t);
  });

  it('draws every hex in exactly one class path, one M command a hex', () => {
    let total = 0;
    for (const c of TERRAIN_CLASSES) {
      expect(moves(t.classes[c])).toBe(t.counts[c]);
      total += t.counts[c];
    }
    expect(total).toBe(2627);
    expect(total).toBe(map.hexes.size);
    for (const d of map.hexes.values()) {
      const path = hexPath(d.hex);
      const inClasses = TERRAIN_CLASSES.filter((c) => t.classes[c].includes(path));
      expect(inClasses).toEqual([terrainClass(d)]);
    }
  });

  it('has each class the board holds', () => {
    for (const c of TERRAIN_CLASSES) expect(t.counts[c]).toBeGreaterThan(0);
    expect(t.counts.town + t.counts.wall).toBe(map.townHexes.length);
    const z39 = map.hexes.get(hexKey(parseAcLabel('Z39')!))!;
    expect(terrainClass(z39)).toBe(z39.area === 'town' ? (z39.wall ? 'wall' : 'town') : z39.campInterior ? 'camp' : z39.elevation);
  });

  it('hatches the Outer Works and draws a dot per river and trench hex', () => {
    const hexes = [...map.hexes.values()];
    expect(moves(t.outerWorks)).toBe(hexes.filter((d) => d.outerWorks).length);
    expect(moves(t.river.dots) + moves(t.river.forks)).toBe(hexes.filter((d) => d.river).length);
    expect(moves(t.trench.dots)).toBe(hexes.filter((d) => d.trench).length);
    expect(moves(t.river.lines)).toBeGreaterThan(0);
    expect(moves(t.trench.lines)).toBeGreaterThan(0);
  });

  it('draws one rampart segment per rampart hexside, centre to centre', () => {
    const kinds = [...map.rampartSides.values()];
    expect(moves(t.ramparts.perimeter)).toBe(kinds.filter((k) => k === 'perimeter').length);
    expect(moves(t.ramparts.camp)).toBe(kinds.filter((k) => k === 'camp').length);
  });

  it('prints the ten zone numerals and ten Δ on their hexes', () => {
    expect(t.zones.map((z) => z.text)).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']);
    expect(t.zones[0]).toMatchObject(centre(parseAcLabel('VV26')!));
    expect(t.deltas).toHaveLength(10);
    expect(t.edgeLabels.some((l) => l.text === 'A1')).toBe(true);
  });
});
