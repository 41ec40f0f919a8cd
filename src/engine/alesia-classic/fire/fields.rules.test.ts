/** The fields of fire drawn on the board (AC 20.4, 20.5, 24.1, 24.2, 25.7): where Roman fire can reach. */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { ring } from '../../hex/shapes';
import { clearHex, labelOf } from '../combat/testkit';
import { nbrs } from '../map/map';
import { position } from '../movement/testkit';
import { unitOf } from '../state';
import { ix } from '../testing';
import { fireFields } from './fields';

const F = clearHex(0, 4);
const far = (a: string, b: string) => distance(parseHexKey(a), parseHexKey(b));

describe('fields of fire', () => {
  it('a fort and an archer two hexes apart: each hex takes the band of the closer shooter', () => {
    const arch = ring(parseHexKey(F), 2).map(hexKey)[0];
    const { band } = fireFields(position({ 'fort-1': labelOf(F), 'r-vii-1': labelOf(F), 'r-arch-1': labelOf(arch) }));
    expect(band.get(arch)).toBe(2); // the archer's own hex: 2 from the fort, not 0 from the archer
    const expected = (k: string) => Math.min(...[far(k, F)].filter((d) => d >= 1 && d <= 3), ...[far(k, arch)].filter((d) => d >= 1 && d <= 2));
    for (const [k, b] of band) expect(b, labelOf(k)).toBe(expected(k));
    // Hexes 3 from the fort but next to the archer are in the primary band.
    expect(nbrs(arch).some((n) => far(n, F) === 3 && band.get(n) === 1)).toBe(true);
  });

  it('a missile unit that may fire only at its attackers (AC 20.4) draws no field', () => {
    const X = clearHex(2, 3);
    const [n0] = nbrs(X);
    const s = position({ 'r-sling-1': labelOf(X), 'r-vii-1': labelOf(X), 'gr-1': labelOf(n0) });
    s.units[ix('r-sling-1')] = { ...unitOf(s, 'r-sling-1'), raging: true };
    s.rages = [{ attackerSide: 'gallic', attackers: ['gr-1'], defenders: ['r-sling-1', 'r-vii-1'] }];
    const f = fireFields(s);
    expect(f.shooters.map((x) => x.id)).toEqual(['r-sling-1']);
    expect(f.band.size).toBe(0);
  });

  it('an empty fort reported with nothing hidden in it draws no field (AC 24.1, 25.7)', () => {
    const s = position({ 'fort-1': labelOf(F) });
    expect(fireFields({ ...s, concealed: { [F]: 0 } }).band.size).toBe(0);
    expect(fireFields({ ...s, concealed: { [F]: 2 } }).band.size).toBeGreaterThan(0);
    // A concealed stack that is not on a fort is no shooter.
    expect(fireFields({ ...position({}), concealed: { [F]: 2 } }).band.size).toBe(0);
  });

  it('a held fort seen through a concealed count is counted once', () => {
    const s = position({ 'fort-1': labelOf(F), 'r-vii-1': labelOf(F) });
    expect(fireFields({ ...s, concealed: { [F]: 1 } }).shooters.map((x) => x.id)).toEqual(['fort-1']);
  });
});
