/**
 * AC 12.3 — the off-board zone nearest to a hex: straight-line hexes to the zone's edge, terrain
 * ignored; when two or more are as near, each of them (the Gaul chooses).
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../hex/coords';
import { acMap } from './map/map';
import { EDGE_ZONES, entryHexes, ZONES } from './map/zones';
import { at } from './movement/testkit';
import { nearestZone, nearestZones } from './zonesNear';

/** The zones at the least distance from any of the hexes, worked out the long way. */
function byHand(...hexes: string[]): string[] {
  const d = ZONES.map((z) => Math.min(...entryHexes(z).flatMap((e) => hexes.map((h) => distance(e, parseHexKey(h))))));
  const best = Math.min(...d);
  return ZONES.filter((_, i) => d[i] === best);
}

describe('AC 12.3 — the nearest zone', () => {
  it('an edge hex of one zone is nearest that zone alone; a Δ hex is as near to both of its zones', () => {
    const [one] = [...EDGE_ZONES.entries()].find(([k, z]) => z.length === 1 && acMap().hexes.has(k))!;
    expect(nearestZones(one)).toEqual(EDGE_ZONES.get(one));
    expect(nearestZone(one)).toBe(EDGE_ZONES.get(one)![0]);
    const [delta, both] = [...EDGE_ZONES.entries()].find(([k, z]) => z.length === 2 && acMap().hexes.has(k))!;
    expect(nearestZones(delta)).toEqual([...both].sort((a, b) => ZONES.indexOf(a) - ZONES.indexOf(b)));
    expect(both).toContain(nearestZone(delta));
  });

  it('inland: K50 is nearest zone VI, N9 as near to II and III; the town’s nearest is reckoned from the town hex nearest each zone', () => {
    expect([nearestZone(at('K50')), nearestZones(at('K50'))]).toEqual(['VI', ['VI']]);
    expect([nearestZone(at('N9')), nearestZones(at('N9'))]).toEqual(['II', ['II', 'III']]); // as near to both: the first in ring order
    const town = acMap().townHexes.map(hexKey);
    expect(nearestZones(...town)).toEqual(byHand(...town));
    expect(nearestZones(at('K50'), at('N9'))).toEqual(byHand(at('K50'), at('N9')));
  });

  it('everywhere on the map: the one nearest zone is among the nearest, and the nearest are those at the least distance', () => {
    const keys = [...acMap().hexes.keys()].filter((_, i) => i % 7 === 0);
    for (const k of keys) {
      const all = nearestZones(k);
      expect(all, k).toEqual(byHand(k));
      expect(all, k).toContain(nearestZone(k));
    }
  });
});
