/** The Alesia playout policy's priorities, on synthetic legal lists: winning moves first, Vercingetorix to the edge, Romans to him. */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng';
import { distance, parseHexKey } from '../../hex/coords';
import type { AcAction } from '../actions';
import { acMap } from '../map/map';
import type { AcState } from '../state';
import { deployed, ix } from '../testing';
import { boardIndex } from '../map/index';
import { escapeField } from './gallicPlan';
import { distanceToEdge } from './geometry';
import { policyAc } from './policy';

const start = deployed('policy');
const hexes = [...acMap().hexes.keys()];
const withV = (s: AcState, hex: string, phase: AcState['phase']): AcState => {
  const units = s.units.slice();
  units[ix('vercingetorix')] = { loc: { at: 'hex', hex } };
  return { ...s, units, phase };
};
const picks = (s: AcState, legal: AcAction[]) => [...Array(40).keys()].map((k) => policyAc(s, legal, seedRng(k))[0]);

describe('Alesia bot: playout policy', () => {
  it('takes Vercingetorix off the map whenever that is listed (AC 26.1)', () => {
    const out: AcAction = { t: 'move', unit: 'vercingetorix', to: 'obmc:III' };
    const legal: AcAction[] = [{ t: 'select', unit: 'gb-1' }, { t: 'move', unit: 'vercingetorix', to: hexes[0] }, out, { t: 'end' }];
    for (const a of picks(start, legal)) expect(a).toBe(out);
  });

  it('walks Vercingetorix along the safe way to the edge, out of the Romans\' reach (AC 26.2)', () => {
    const field = escapeField(start);
    const idx = (k: string) => boardIndex().index.get(k)!;
    const v = hexes.find((k) => field[idx(k)] < 1 << 20 && field[idx(k)] >= 6 && field[idx(k)] <= 12 && hexes.some((n) => distance(parseHexKey(n), parseHexKey(k)) <= 4 && field[idx(n)] > field[idx(k)] && field[idx(n)] < 1 << 20))!;
    const vh = parseHexKey(v);
    const near = hexes.find((k) => distance(parseHexKey(k), vh) <= 4 && field[idx(k)] < field[idx(v)] && field[idx(k)] >= 0)!;
    const far = hexes.find((k) => distance(parseHexKey(k), vh) <= 4 && field[idx(k)] > field[idx(v)] && field[idx(k)] < 1 << 20)!;
    const legal: AcAction[] = [{ t: 'move', unit: 'vercingetorix', to: far }, { t: 'move', unit: 'vercingetorix', to: near }, { t: 'end' }];
    const n = picks(withV(start, v, 'gallic-move'), legal).filter((a) => a === legal[1]).length;
    expect(n).toBe(40);
  });

  it('sends a Roman unit towards Vercingetorix on the map, at least half the time (AC 26.2)', () => {
    const v = hexes.find((k) => distanceToEdge(k) === 6)!;
    const vh = parseHexKey(v);
    const close = hexes.find((k) => distance(parseHexKey(k), vh) === 2)!;
    const away = hexes.find((k) => distance(parseHexKey(k), vh) === 9)!;
    const legal: AcAction[] = [{ t: 'move', unit: 'r-vii-1', to: away }, { t: 'move', unit: 'r-vii-1', to: close }, { t: 'end' }];
    const n = picks(withV(start, v, 'roman-move'), legal).filter((a) => a === legal[1]).length;
    expect(n).toBeGreaterThan(20);
  });

  it('answers an entry of the list it is given', () => {
    const legal: AcAction[] = [{ t: 'select', unit: 'gb-1' }, { t: 'end' }];
    for (const a of picks(start, legal)) expect(legal).toContain(a);
  });
});
