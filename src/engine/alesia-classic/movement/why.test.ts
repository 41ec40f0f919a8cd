/** Why a hex the moving unit cannot end on is barred (issue 16 §3: the board says why on a click). */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbours } from '../../hex/directions';
import { acMap } from '../map/map';
import { destinations, reachOf } from './moves';
import { at, position } from './testkit';
import { unreachableWhy } from './why';

/** The query only reads the position: a frozen one does. */
function frozen<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) frozen(x);
  }
  return v;
}

describe('unreachableWhy', () => {
  it('says nothing of a hex the unit may move to', () => {
    const s = frozen(position({ 'r-vii-1': 'D32' }, 'roman-move'));
    for (const to of destinations(s, 'r-vii-1').slice(0, 20)) expect(unreachableWhy(s, 'r-vii-1', to)).toBeNull();
  });

  it('names AC 5.5 for an enemy-held hex', () => {
    const s = frozen(position({ 'r-vii-1': 'M10', 'gr-1': 'M12' }, 'roman-move'));
    expect(unreachableWhy(s, 'r-vii-1', at('M12'))).toEqual({ text: expect.stringMatching(/Enemy units hold/), rule: 'AC 5.5' });
  });

  it('names AC 9.1 for a Roman and the town', () => {
    const s = frozen(position({ 'r-vii-1': 'D32' }, 'roman-move'));
    const town = [...acMap().hexes.entries()].find(([, d]) => d.area === 'town' && d.wall)![0];
    expect(unreachableWhy(s, 'r-vii-1', town)?.rule).toBe('AC 9.1');
  });

  it('names the movement points (AC 5.3) for a hex too far, with the cost and what the unit has', () => {
    const s = frozen(position({ 'gr-1': 'M14' }));
    const r = reachOf(s, 'gr-1');
    const far = [...acMap().hexes.keys()].find((k) => !r.cost.has(k) && distance(parseHexKey(k), parseHexKey(at('M14'))) === 8 && acMap().hexes.get(k)!.area !== 'town')!;
    const why = unreachableWhy(s, 'gr-1', far)!;
    expect(why.rule).toBe('AC 5.3');
    expect(why.text).toMatch(/Out of movement points: the cheapest way there costs \d+½? MF; .* has 6 MF/);
  });

  it('names the stacking limit (AC 10.1) for a full friendly hex in reach', () => {
    const s = frozen(position({ 'gr-1': 'M14', 'gr-2': 'M13', 'gr-3': 'M13' }));
    expect(unreachableWhy(s, 'gr-1', at('M13'))).toEqual({ text: expect.stringMatching(/at most 2 Gallic units/), rule: 'AC 10.1' });
  });

  it('names a stream that stops the unit on the way (AC 8.1)', () => {
    const s = frozen(position({ 'gr-1': 'C5' }));
    expect(reachOf(s, 'gr-1').cost.has(at('C2'))).toBe(false);
    expect(unreachableWhy(s, 'gr-1', at('C2'))?.rule).toBe('AC 8.1');
  });

  it('names enemy ZOC: ZOC to ZOC (AC 6.4), and a ring of ZOC that stops the unit (AC 6.2)', () => {
    const s = frozen(position({ 'r-vii-1': 'M10', 'gr-1': 'M11' }));
    const zoc = neighbours(parseHexKey(at('M10'))).map(hexKey);
    const barred = zoc.find((z) => z !== at('M11') && !destinations(s, 'gr-1').includes(z) && !reachOf(s, 'gr-1').cost.has(z));
    expect(barred).toBeTruthy();
    expect(unreachableWhy(s, 'gr-1', barred!)?.rule).toMatch(/AC 6\.[24]/);
  });

  it('says a disrupted unit may not move (AC 21.1)', () => {
    const s = position({ 'gr-1': 'M14' });
    s.units = s.units.map((u, i) => (i === s.units.findIndex((x) => x.loc.at === 'hex') ? { ...u, disrupted: true } : u));
    expect(unreachableWhy(frozen(s), 'gr-1', at('M12'))?.rule).toBe('AC 21.1');
  });
});
