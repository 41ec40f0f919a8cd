/** The fields of fire the board's overlay draws (AC 20.5, 20.7, 24.1, 25.7). */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { range } from '../../hex/shapes';
import { acMap } from '../map/map';
import { acLabel } from '../map/grid';
import { at, position } from '../movement/testkit';
import { viewFor } from '../view';
import { clearShot } from './fire';
import { fireFields } from './fields';

const d = (a: string, b: string) => distance(parseHexKey(a), parseHexKey(b));

describe('fireFields', () => {
  it('a held fort reaches 3 hexes, each hex in the band of its distance (AC 24.2)', () => {
    const s = position({ 'fort-1': 'D32', 'r-vii-1': 'D32' }, 'roman-move');
    const { band, shooters } = fireFields(s);
    expect(shooters.map((x) => x.id)).toEqual(['fort-1']);
    expect(band.size).toBeGreaterThan(20);
    for (const [k, b] of band) expect(b).toBe(d(k, at('D32')));
    expect([...band.values()]).toContain(3);
    expect(band.has(at('D32'))).toBe(false);
  });

  it('an empty fort has no field; a leader alone does not hold it (AC 24.1)', () => {
    expect(fireFields(position({ 'fort-1': 'D32' }, 'roman-move')).band.size).toBe(0);
    expect(fireFields(position({ 'fort-1': 'D32', caesar: 'D32' }, 'roman-move')).band.size).toBe(0);
  });

  it('archers and slingers reach 2 hexes; the nearest shooter sets the band', () => {
    const s = position({ 'r-sling-1': 'M10', 'r-arch-1': 'M12' }, 'roman-move');
    const { band } = fireFields(s);
    for (const [k, b] of band) {
      expect(b).toBeLessThanOrEqual(2);
      expect(b).toBe(Math.min(...[d(k, at('M10')), d(k, at('M12'))].filter((x) => x > 0)));
    }
    expect(band.get(at('M11'))).toBe(1);
  });

  it('nothing but the walls of Alesia stops a shot (AC 20.7)', () => {
    // A slinger beside the town: some hexes 2 away lie beyond a town hex, out of its field.
    const town = new Set(acMap().townHexes.map(hexKey));
    const spot = [...acMap().hexes.keys()].find((k) => !town.has(k) && neighbours(parseHexKey(k)).some((n) => town.has(hexKey(n))))!;
    const { band } = fireFields(position({ 'r-sling-1': acLabel(parseHexKey(spot)) }, 'roman-move'));
    const ring = range(parseHexKey(spot), 2).map(hexKey).filter((k) => k !== spot && acMap().hexes.has(k));
    const shadowed = ring.filter((k) => !clearShot(spot, k));
    expect(shadowed.length).toBeGreaterThan(0);
    for (const k of shadowed) expect(band.has(k), k).toBe(false);
    for (const k of ring.filter((x) => clearShot(spot, x))) expect(band.has(k), k).toBe(true);
  });

  it('a fort stack hidden from the Gaul (AC 25.7) is taken to be held', () => {
    const s = position({ 'fort-1': 'D32', caesar: 'D32', 'r-vii-1': 'D32' }, 'gallic-move');
    s.options.hiddenStacks = true;
    const v = viewFor(s, 'gallic');
    expect(v.concealed[at('D32')]).toBe(1);
    expect(v.units['r-vii-1']).toBeUndefined();
    expect(fireFields(v).band.size).toBe(fireFields(s).band.size);
    expect(fireFields(v).band.size).toBeGreaterThan(0);
  });
});
