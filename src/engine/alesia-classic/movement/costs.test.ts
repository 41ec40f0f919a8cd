/** The cost query behind the board's "move here, n MF" (AC 5, 6.2, 7.1, 11.5). */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { acHex } from '../map/map';
import { play } from '../testing';
import { moveCosts } from './costs';
import { destinations, reachOf } from './moves';
import { EDGE_ZONES } from '../map/zones';
import { at, position } from './testkit';

describe('moveCosts', () => {
  it('names every destination of the legal list, and no other', () => {
    const s = play(position({ 'r-vii-1': 'D32' }, 'roman-move'), { t: 'select', unit: 'r-vii-1' });
    const costs = moveCosts(s, 'r-vii-1');
    expect([...costs.keys()].sort()).toEqual([...destinations(s, 'r-vii-1')].sort());
    expect(costs.size).toBeGreaterThan(20);
  });

  it('an ordinary step costs 1 MF, a step along a connected rampart ½ MF (AC 7.1)', () => {
    const s = position({ 'r-vii-1': 'D32' }, 'roman-move');
    const costs = moveCosts(s, 'r-vii-1');
    const from = parseHexKey(at('D32'));
    for (const [to, c] of costs) {
      expect(c.budget).toBe(8);
      expect(c.left).toBe(c.budget - c.mf);
      expect(c.mf).toBeGreaterThan(0);
      // Never cheaper than half an MF per hex of distance.
      expect(c.mf * 2).toBeGreaterThanOrEqual(distance(from, parseHexKey(to)));
    }
    const plainStep = neighbours(from).map(hexKey).find((k) => costs.get(k)?.mf === 1);
    expect(plainStep).toBeTruthy();
    const halfStep = [...costs].find(([, c]) => c.mf === 0.5);
    expect(halfStep, 'a rampart neighbour at ½ MF').toBeTruthy();
    expect(acHex(parseHexKey(halfStep![0]))!.rampart).toBeTruthy();
  });

  it('agrees with what the move really leaves the unit', () => {
    let s = play(position({ 'r-vii-1': 'D32' }, 'roman-move'), { t: 'select', unit: 'r-vii-1' });
    const costs = moveCosts(s, 'r-vii-1');
    const [to, c] = [...costs].find(([, x]) => x.mf === 3.5) ?? [...costs].sort((a, b) => b[1].mf - a[1].mf)[0];
    s = play(s, { t: 'move', unit: 'r-vii-1', to });
    expect(s.moves['r-vii-1'].left / 2).toBe(c.left);
    // The costs of the next leg start from what is left.
    if (s.moving === 'r-vii-1') for (const x of moveCosts(s, 'r-vii-1').values()) expect(x.budget).toBe(c.left);
  });

  it('marks the hexes where the unit must stop: enemy ZOC (AC 6.2)', () => {
    const s = position({ 'gr-1': 'M12', 'r-vii-1': 'M10' });
    const costs = moveCosts(s, 'gr-1');
    const zoc = neighbours(parseHexKey(at('M10'))).map(hexKey).filter((k) => costs.has(k));
    expect(zoc.length).toBeGreaterThan(0);
    for (const k of zoc) expect(costs.get(k)!.stops, k).toBe(true);
    const free = [...costs].filter(([k]) => distance(parseHexKey(k), parseHexKey(at('M10'))) > 3);
    expect(free.some(([, c]) => !c.stops)).toBe(true);
  });

  it('leaving the board costs one MF beyond the edge hex (AC 11.5)', () => {
    const s = position({ 'gr-2': 'WW27' });
    const costs = moveCosts(s, 'gr-2');
    const off = costs.get('obmc:I');
    expect(off).toBeTruthy();
    expect(off!.stops).toBe(true);
    const r = reachOf(s, 'gr-2');
    const edge = [...r.cost].filter(([k]) => EDGE_ZONES.get(k)?.includes('I') && !r.halted.has(k)).map(([, c]) => c / 2);
    expect(off!.mf).toBe(Math.min(...edge) + 1);
    expect(off!.left).toBe(6 - off!.mf);
  });

  it('is empty for a unit that is not on the board or in a box', () => {
    expect(moveCosts(position({ 'gr-1': 'M12' }), 'nobody').size).toBe(0);
  });
});
