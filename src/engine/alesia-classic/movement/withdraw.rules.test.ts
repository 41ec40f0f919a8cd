/** AC 20.3 — archers and slingers that begin the Roman turn in a Gallic ZOC must move out of it (frozen hand-built positions). */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { nbrs } from '../map/map';
import { alesiaClassic } from '../system';
import { unitOf } from '../state';
import { ix, play } from '../testing';
import { clearHex, labelOf } from '../combat/testkit';
import { position } from './testkit';
import { mustWithdraw, waysOut, withdrawalsDue } from './withdraw';

const X = clearHex(0, 3);
const [N0] = nbrs(X);
const legal = alesiaClassic.legalActions;

describe('AC 20.3 — the missile unit in a Gallic ZOC', () => {
  it('a slinger alone next to a Gaul must withdraw; the Roman may not end his movement until it has', () => {
    const s = deepFreeze(position({ 'r-sling-1': labelOf(X), 'gr-61': labelOf(N0) }, 'roman-move'));
    expect(withdrawalsDue(s)).toEqual(['r-sling-1']);
    expect(mustWithdraw(s, 'r-sling-1')).toBe(true);
    expect(legal(s).some((a) => a.t === 'end')).toBe(false);
  });

  it('a cohort in the same place has no such duty: it stays and fights', () => {
    const s = deepFreeze(position({ 'r-vii-1': labelOf(X), 'gr-61': labelOf(N0) }, 'roman-move'));
    expect(withdrawalsDue(s)).toEqual([]);
    expect(mustWithdraw(s, 'r-vii-1')).toBe(false);
    expect(legal(s).some((a) => a.t === 'end')).toBe(true);
  });

  it('an archer inverted by a Battle Rages stays where it is (the rule\'s own exception)', () => {
    const s = position({ 'r-arch-1': labelOf(X), 'r-vii-1': labelOf(X), 'gr-61': labelOf(N0) }, 'roman-move');
    for (const id of ['r-arch-1', 'r-vii-1', 'gr-61']) s.units[ix(id)] = { ...unitOf(s, id), raging: true };
    s.rages = [{ attackerSide: 'gallic', attackers: ['gr-61'], defenders: ['r-vii-1', 'r-arch-1'] }];
    const f = deepFreeze(s);
    expect(mustWithdraw(f, 'r-arch-1')).toBe(false);
    expect(withdrawalsDue(f)).toEqual([]);
  });

  it('the duty is the Roman\'s in his movement phase only', () => {
    const s = deepFreeze(position({ 'r-sling-1': labelOf(X), 'gr-61': labelOf(N0) }, 'gallic-move'));
    expect(withdrawalsDue(s)).toEqual([]);
    expect(mustWithdraw(s, 'r-sling-1')).toBe(false);
  });

  it('a slinger out of every Gallic ZOC need not move', () => {
    const far = nbrs(N0).find((k) => k !== X && !nbrs(X).includes(k))!;
    const beyond = nbrs(far).find((k) => k !== N0 && !nbrs(N0).includes(k) && !nbrs(X).includes(k))!;
    const s = deepFreeze(position({ 'r-sling-1': labelOf(X), 'gr-61': labelOf(beyond) }, 'roman-move'));
    expect(withdrawalsDue(s)).toEqual([]);
  });

  it('once it has stepped out it is free: the Roman may end his movement; its ways out were the hexes out of the ZOC', () => {
    let s = deepFreeze(position({ 'r-sling-1': labelOf(X), 'gr-61': labelOf(N0) }, 'roman-move'));
    const outs = waysOut(s, 'r-sling-1');
    expect(outs.length).toBeGreaterThan(0);
    expect(outs).not.toContain(N0);
    s = play(s, { t: 'select', unit: 'r-sling-1' });
    s = play(s, legal(s).find((a) => a.t === 'move' && a.to === outs[0])!);
    expect(withdrawalsDue(s)).toEqual([]);
    expect(legal(s).some((a) => a.t === 'end')).toBe(true);
  });
});
