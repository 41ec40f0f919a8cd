import { describe, expect, it } from 'vitest';
import { distance, hexKey } from '../../hex/coords';
import { acLabel, parseAcLabel } from './grid';
import { adjacentZones, DELTAS, EDGE_HEXES, EDGE_ZONES, entryHexes, entryKeys, ZONE_NUMERALS, ZONES } from './zones';

describe('AC 11.1 / AC 11.4 — the off-board zones', () => {
  it('form a ring I…X in which X touches IX and I', () => {
    expect(adjacentZones('X')).toEqual(['IX', 'I']);
    expect(adjacentZones('I')).toEqual(['X', 'II']);
    expect(adjacentZones('V')).toEqual(['IV', 'VI']);
  });

  it('cover the whole edge: 10 arcs in ring order, Δ hexes in two neighbouring zones', () => {
    expect(EDGE_HEXES.length).toBe(2 * 52 + 2 * 49); // top and bottom rows, plus the ends of rows B…XX
    for (const h of EDGE_HEXES) expect(EDGE_ZONES.get(hexKey(h)), acLabel(h)).toBeDefined();
    for (const d of DELTAS) {
      const zs = EDGE_ZONES.get(hexKey(parseAcLabel(d.at)!))!;
      expect(zs.length, d.at).toBe(2);
      expect(adjacentZones(zs[0])).toContain(zs[1]);
    }
    for (const z of ZONES) expect(entryHexes(z).length, z).toBeGreaterThan(10);
  });

  it('put each printed numeral (VV26, AA14, D4, A20, A34, D50, AA65, VV72) next to its own zone’s edge', () => {
    for (const z of ZONES) {
      const at = parseAcLabel(ZONE_NUMERALS[z])!;
      const near = Math.min(...EDGE_HEXES.map((h) => distance(h, at)));
      const nearest = EDGE_HEXES.filter((h) => distance(h, at) === near);
      for (const h of nearest) expect(EDGE_ZONES.get(hexKey(h)), `${z} at ${ZONE_NUMERALS[z]}: ${acLabel(h)}`).toContain(z);
    }
  });

  it('give the corner zones two edges each: I the south-west, III the north-west, VI the north-east, VIII the south-east', () => {
    const has = (z: string, l: string) => EDGE_ZONES.get(hexKey(parseAcLabel(l)!))!.includes(z as never);
    expect(has('I', 'YY26') && has('I', 'XX26')).toBe(true);
    expect(has('III', 'A1') && has('III', 'C2')).toBe(true);
    expect(has('VI', 'A52') && has('VI', 'C53')).toBe(true);
    expect(has('VIII', 'YY77') && has('VIII', 'WW76')).toBe(true);
  });
  it('AC 11.1: a zone’s entry hexes are the edge hexes of that zone, by hex and by key, the same list each time', () => {
    for (const z of ZONES) {
      const want = EDGE_HEXES.filter((h) => EDGE_ZONES.get(hexKey(h))!.includes(z));
      expect(entryHexes(z), z).toEqual(want);
      expect(entryKeys(z), z).toEqual(want.map(hexKey));
      expect(entryKeys(z)).toBe(entryKeys(z));
      expect(entryHexes(z)).toBe(entryHexes(z));
    }
  });
});
