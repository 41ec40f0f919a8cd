/**
 * The board's reading of the legal list (model.ts) for kinds it has no code of its own for — a
 * missile shot at a hex, a reaction at a unit, a leader's move along a path, a unit's own act —
 * and the facing picker's grouping when a facing carries several choices.
 */
import { describe, expect, it } from 'vitest';
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { parseGbohLabel } from '../../../engine/alesia-gboh/map/grid';
import { hexKey } from '../../../engine/hex/coords';
import { apply } from '../testing/positions';
import { fresh } from '../../../engine/alesia-gboh/testing';
import { boardActs, byFacing, hexOf, startHexOf, type BoardView } from './model';

const key = (label: string) => hexKey(parseGbohLabel(label)!);
const as = (x: object) => x as unknown as AgAction;

describe('the board model', () => {
  const s = apply(fresh('12.1', 'm1'), { t: 'sample' });
  const v = s as unknown as BoardView;
  const [a, b] = Object.keys(s.units).filter((id) => s.units[id].loc.at === 'hex');
  const leader = Object.keys(s.leaders).find((id) => s.leaders[id].loc.at === 'hex')!;

  it('lights a shot’s target hex and a reaction’s target unit for the selected unit only', () => {
    const fire = as({ t: 'fire', unit: a, target: key('W3911') });
    const fire2 = as({ t: 'fire', unit: a, target: key('W3911'), fireArrows: true });
    const react = as({ t: 'react', unit: b, kind: 'entry', target: a });
    const none = boardActs([fire, fire2, react], v, null);
    expect([...none.selectable].sort()).toEqual([a, b].sort());
    expect(none.actor).toBeNull();
    expect(none.toHex.size).toBe(0);
    const withA = boardActs([fire, fire2, react], v, a);
    expect(withA.toHex.get(key('W3911'))).toEqual([fire, fire2]);
    const withB = boardActs([fire, fire2, react], v, b);
    expect(withB.toHex.get(hexOf(v, a)!)).toEqual([react]);
  });

  it('reads a leader’s move by where its path ends, and a unit’s own act on its counter', () => {
    const path = [hexOf(v, leader)!, key('W3911'), key('W4012')];
    const move = as({ t: 'moveLeader', leader, path });
    const rally = as({ t: 'rally', unit: a });
    const m = boardActs([move, rally], v, leader);
    expect(m.actor).toBe(leader);
    expect([...m.toHex.keys()]).toEqual([key('W4012')]);
    const r = boardActs([move, rally], v, a);
    expect(r.onCounter.get(hexOf(v, a)!)).toEqual([rally]);
  });

  it('AG 5.48: a unit put out on its tribal counter is selectable and moves from the counter’s hex (found in Chromium: it was not)', () => {
    const bi = Object.keys(s.units).find((id) => id.startsWith('bi-arverni-'))!;
    const at = key('W5410');
    const w = { ...v, units: { ...v.units, [bi]: { loc: { at: 'counter', tribe: 'arverni' }, facing: 0, hits: 0 } }, tribes: { arverni: { hex: at } } } as unknown as BoardView;
    expect(hexOf(w, bi)).toBeNull();
    expect(startHexOf(w, bi)).toBe(at);
    const move = as({ t: 'move', unit: bi, path: [at, key('W5411')], facing: 0 });
    const r = boardActs([move], w, null);
    expect([...r.selectable]).toEqual([bi]);
    expect(r.actor).toBe(bi);
    expect(r.toHex.get(key('W5411'))).toEqual([move]);
    // Without its counter on the map it is not offered.
    expect(boardActs([move], { ...w, tribes: {} }, null).selectable.size).toBe(0);
  });

  it('activations and Seizures are taken on the leader’s counter, not as his own act', () => {
    const act = as({ t: 'activate', leader });
    const r = boardActs([act], v, null);
    expect(r.selectable.size).toBe(0);
    expect(r.onCounter.get(hexOf(v, leader)!)).toEqual([act]);
  });

  it('during set-up, a placed counter is taken back on its hex — not while another is being placed', () => {
    const back = as({ t: 'unplace', id: a });
    expect(boardActs([back], v, null).onCounter.get(hexOf(v, a)!)).toEqual([back]);
    expect(boardActs([back], { ...v, picking: b }, null).onCounter.size).toBe(0);
  });

  it('groups a hex’s choices by facing, several to a facing when a move also lays Fill', () => {
    const m = (facing: number, fill?: string) => as({ t: 'move', unit: a, path: ['0,0', '1,0'], facing, ...(fill ? { fill } : {}) });
    const g = byFacing([m(0), m(0, 'hex'), m(1)])!;
    expect([...g.keys()]).toEqual([0, 1]);
    expect(g.get(0)).toHaveLength(2);
    expect(byFacing([m(2)])).toBeNull();
    expect(byFacing([m(2), as({ t: 'fire', unit: a, target: '1,0' })])).toBeNull();
  });
});
