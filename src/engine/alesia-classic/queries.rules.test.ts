/**
 * AC 6.1, 6.6, 10.1, 10.4, 10.5, 24.7 — questions about a position: how full a stack is, the order
 * of a stack, and which hexes a side's zone of control covers.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/deepFreeze';
import { hexKey } from '../hex/coords';
import { clearHex, labelOf } from './combat/testkit';
import { acMap, nbrs } from './map/map';
import { position } from './movement/testkit';
import { exertsZoc, fortHexes, occupancy, otherSide, stackCount, stackOrder, STACK_LIMIT, zocOf } from './queries';
import { setFlag, type AcState } from './state';
import { ix } from './testing';

const X = clearHex(0, 3);
const on = (hex: string, ...ids: string[]) => Object.fromEntries(ids.map((id) => [id, labelOf(hex)]));
const pos = (where: Record<string, string>, tweak?: (s: AcState) => void) => { const s = position(where, 'gallic-move'); tweak?.(s); return deepFreeze(s); };

describe('AC 10.1, AC 10.4 — stacks', () => {
  it('three Romans or two Gauls a hex; leaders and forts are not counted', () => {
    expect(STACK_LIMIT).toEqual({ roman: 3, gallic: 2 });
    const s = pos(on(X, 'r-vii-1', 'r-arch-1', 'caesar', 'fort-1'));
    expect(stackCount(s, X)).toBe(2);
    expect(stackCount(s, nbrs(X)[0])).toBe(0);
  });

  it('AC 10.5: bottom up, the fort, the other units, archers and slingers, leaders on top; otherwise as given', () => {
    expect(stackOrder(['caesar', 'r-sling-1', 'r-vii-2', 'fort-1', 'r-vii-1', 'r-arch-1'])).toEqual(['fort-1', 'r-vii-2', 'r-vii-1', 'r-sling-1', 'r-arch-1', 'caesar']);
    expect(stackOrder(['vercingetorix', 'gb-2', 'gb-1'])).toEqual(['gb-2', 'gb-1', 'vercingetorix']);
  });

  it('the counters on each hex, and the hexes with a fort standing', () => {
    const s = pos({ ...on(X, 'r-vii-1', 'fort-1'), 'gr-1': 'obmc:II', 'gb-1': 'town' });
    expect([...occupancy(s)]).toEqual([[X, ['r-vii-1', 'fort-1']]]);
    expect([...fortHexes(s)]).toEqual([X]);
  });
});

describe('AC 6.1, 6.6, 24.7 — zones of control', () => {
  it('a unit on the map covers the six hexes round it', () => {
    const s = pos(on(X, 'gr-1'));
    expect(exertsZoc(s, 'gr-1')).toBe(true);
    expect([...zocOf(s, 'gallic')].sort()).toEqual([...nbrs(X)].sort());
    expect(zocOf(s, 'roman').size).toBe(0);
  });

  it('not a leader, not a fort, not a disrupted unit, not a unit off the map', () => {
    expect(exertsZoc(pos(on(X, 'vercingetorix')), 'vercingetorix')).toBe(false);
    expect(exertsZoc(pos(on(X, 'fort-1')), 'fort-1')).toBe(false);
    const disrupted = pos(on(X, 'gr-1'), (s) => setFlag(s, 'gr-1', 'disrupted', true));
    expect(exertsZoc(disrupted, 'gr-1')).toBe(false);
    expect(zocOf(disrupted, 'gallic').size).toBe(0);
    expect(exertsZoc(pos({ 'gr-1': 'obmc:II' }), 'gr-1')).toBe(false);
    expect(zocOf(pos({ 'gr-1': 'obmc:II', 'gb-1': 'town' }), 'gallic').size).toBe(0);
  });

  it('AC 24.7: units in a fort project none, and none reaches into a fort’s hex', () => {
    expect(exertsZoc(pos(on(X, 'r-vii-1', 'fort-1')), 'r-vii-1')).toBe(false);
    const F = nbrs(X)[0];
    const s = pos({ ...on(X, 'gr-1'), ...on(F, 'fort-1') });
    expect(zocOf(s, 'gallic').has(F)).toBe(false);
    expect(zocOf(s, 'gallic').size).toBe(nbrs(X).length - 1);
  });

  it('none from a unit inside the town, and none into it', () => {
    const town = acMap().townHexes.map(hexKey);
    const t = town[0];
    expect(exertsZoc(pos({}, (s) => { s.units[ix('gb-1')] = { loc: { at: 'hex', hex: t } }; }), 'gb-1')).toBe(false);
  });

  it('the other side', () => {
    expect([otherSide('roman'), otherSide('gallic')]).toEqual(['gallic', 'roman']);
  });
});
