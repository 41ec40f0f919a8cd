/** Why a hex is barred to the moving unit: the rule named for each case (AC 5.2, 5.3, 9, 10.1, 15.3, 21.1, 22.1). Frozen positions. */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { distance, parseHexKey } from '../../hex/coords';
import { acMap, nbrs } from '../map/map';
import { unitOf } from '../state';
import { ix } from '../testing';
import { clearHex, labelOf } from '../combat/testkit';
import { position } from './testkit';
import { unreachableWhy } from './why';

const X = clearHex(0, 3);
const [N0] = nbrs(X);

describe('unreachableWhy — the rule that bars the hex', () => {
  it('AC 5.2: the hex the unit stands on', () => {
    const s = deepFreeze(position({ 'r-vii-1': labelOf(X) }, 'roman-move'));
    expect(unreachableWhy(s, 'r-vii-1', X)).toEqual({ text: expect.stringMatching(/is already there/), rule: 'AC 5.2' });
  });

  it('AC 21.1 and AC 15.3: a disrupted unit, a unit locked in a raging battle', () => {
    const s = position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(X) }, 'roman-move');
    s.units[ix('r-vii-1')] = { ...unitOf(s, 'r-vii-1'), disrupted: true };
    s.units[ix('r-vii-2')] = { ...unitOf(s, 'r-vii-2'), raging: true };
    const f = deepFreeze(s);
    expect(unreachableWhy(f, 'r-vii-1', N0)).toEqual({ text: expect.stringMatching(/is disrupted: it may not move/), rule: 'AC 21.1' });
    expect(unreachableWhy(f, 'r-vii-2', N0)).toEqual({ text: expect.stringMatching(/locked in a battle that rages/), rule: 'AC 15.3' });
  });

  it('AC 22.1: cavalry and the Outer Works', () => {
    const ow = [...acMap().hexes.entries()].find(([k, d]) => d.outerWorks && nbrs(k).some((n) => { const e = acMap().hexes.get(n)!; return !e.outerWorks && !e.rampart && !e.trench && !e.river && e.area !== 'town'; }))!;
    const from = nbrs(ow[0]).find((n) => { const e = acMap().hexes.get(n)!; return !e.outerWorks && !e.rampart && !e.trench && !e.river && e.area !== 'town'; })!;
    const s = deepFreeze(position({ 'gc-1': labelOf(from) }, 'gallic-move'));
    expect(unreachableWhy(s, 'gc-1', ow[0])).toEqual({ text: 'Cavalry may not enter the Outer Works.', rule: 'AC 22.1' });
  });

  it('AC 9: a Gaul may not end on an inner town hex, only on the walls', () => {
    const inner = [...acMap().hexes.entries()].find(([, d]) => d.area === 'town' && !d.wall)![0];
    const wall = [...acMap().hexes.entries()].find(([, d]) => d.area === 'town' && d.wall)![0];
    const s = deepFreeze(position({ 'gb-1': labelOf(wall) }, 'gallic-move'));
    expect(unreachableWhy(s, 'gb-1', inner)).toEqual({ text: expect.stringMatching(/only the wall hexes are on the map/), rule: 'AC 9' });
  });

  it('AC 10.1: a full Roman hex in reach names the Roman limit of three', () => {
    const s = deepFreeze(position({ 'r-vii-1': labelOf(X), 'r-vii-2': labelOf(N0), 'r-vii-3': labelOf(N0), 'r-vii-4': labelOf(N0) }, 'roman-move'));
    expect(unreachableWhy(s, 'r-vii-1', N0)).toEqual({ text: 'The hex is full: at most 3 Roman units may end a move there.', rule: 'AC 10.1' });
  });

  it('AC 5.3: out of movement points, the cost and the allowance written as the rules write them', () => {
    const s = deepFreeze(position({ 'gr-1': labelOf(X) }, 'gallic-move'));
    // Hexes 7 to 9 away (the Gaul has 6 MF): the first barred for want of movement points.
    const near = [...acMap().hexes.keys()].filter((k) => [7, 8, 9].includes(distance(parseHexKey(k), parseHexKey(X))));
    const far = near.map((k) => [k, unreachableWhy(s, 'gr-1', k)] as const).find(([, w]) => w?.rule === 'AC 5.3');
    expect(far).toBeTruthy();
    expect(far![1]!.text).toMatch(/^Out of movement points: the cheapest way there costs ([1-9]\d*½?|½) MF; .+ has 6 MF for this move\.$/);
  });
});
