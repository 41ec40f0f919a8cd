/**
 * The invariants the fuzzer and the simulator check after every action (invariants.ts) see each
 * broken state they are meant to see, and pass a sound one: AC 5.5, 9.1, 10.1–10.2, 11.9, 12.3,
 * 18.1, 22.41.
 */
import { describe, expect, it } from 'vitest';
import { hexKey } from '../hex/coords';
import { clearHex, labelOf } from './combat/testkit';
import { checkInvariants } from './invariants';
import { acMap } from './map/map';
import { at, position } from './movement/testkit';
import type { AcState } from './state';
import { deployed, ix } from './testing';

const X = clearHex(0, 3);
const TOWN = hexKey(acMap().townHexes[0]);

/** A sound position (a Roman on X, a Gaul in a box, the chart showing it), broken by `tweak`. */
function broken(tweak: (s: AcState) => void, phase: AcState['phase'] = 'roman-move'): string[] {
  const s = position({ 'r-vii-1': labelOf(X), 'gr-1': 'obmc:IV', 'gb-1': 'town' }, phase);
  s.presence = ['IV'];
  tweak(s);
  return checkInvariants(s);
}

describe('the invariants of a position', () => {
  it('a deployed game and a sound hand-built position break none', () => {
    expect(checkInvariants(deployed('inv'))).toEqual([]);
    expect(broken(() => {})).toEqual([]);
  });

  it('a counter off the board’s hexes, in an unknown zone', () => {
    expect(broken((s) => { s.units[ix('r-vii-2')] = { loc: { at: 'hex', hex: '999,999' } }; })).toEqual(['r-vii-2 on 999,999, which is not a hex of the board']);
    expect(broken((s) => { s.units[ix('gr-2')] = { loc: { at: 'obmc', zone: 'XI' as never } }; })).toEqual(['gr-2 in an unknown zone XI']);
  });

  it('AC 9.1: no Roman in the town, on its hexes or in its box; AC 22.41: only a scouting squadron off the board, with the optional rule', () => {
    expect(broken((s) => { s.units[ix('r-vii-2')] = { loc: { at: 'town' } }; })).toEqual(['Roman r-vii-2 in town']);
    expect(broken((s) => { s.units[ix('r-vii-2')] = { loc: { at: 'hex', hex: TOWN } }; })).toEqual([`Roman r-vii-2 in the town at ${TOWN}`]);
    expect(broken((s) => { s.units[ix('r-vii-2')] = { loc: { at: 'obmc', zone: 'II' } }; })).toEqual(['Roman r-vii-2 in obmc']);
    expect(broken((s) => { s.units[ix('r-cav-1')] = { loc: { at: 'obmc', zone: 'II' } }; })).toEqual(['Roman r-cav-1 in obmc']);
    expect(broken((s) => { s.options = { ...s.options, recon: true }; s.units[ix('r-cav-1')] = { loc: { at: 'obmc', zone: 'II' } }; })).toEqual([]);
    expect(broken((s) => { s.options = { ...s.options, recon: true }; s.units[ix('r-vii-2')] = { loc: { at: 'obmc', zone: 'II' } }; })).toEqual(['Roman r-vii-2 in obmc']);
  });

  it('AC 5.5: both sides on one hex; two forts on one hex', () => {
    expect(broken((s) => { s.units[ix('gr-2')] = { loc: { at: 'hex', hex: X } }; })).toEqual([`both sides on ${X}: gr-2, r-vii-1`]);
    expect(broken((s) => { s.units[ix('fort-1')] = { loc: { at: 'hex', hex: X } }; s.units[ix('fort-2')] = { loc: { at: 'hex', hex: X } }; })).toEqual([`two forts on ${X}`]);
  });

  it('AC 10.1: a stack over its limit during the Gallic movement (not while a move waits on fire, not after: AC 10.2)', () => {
    const three = (s: AcState) => { for (const id of ['gr-2', 'gr-3', 'gr-4']) s.units[ix(id)] = { loc: { at: 'hex', hex: at('K50') } }; };
    expect(broken(three, 'gallic-move')).toEqual([`3 gallic units on ${at('K50')}`]);
    expect(broken(three, 'gallic-offboard')).toEqual([`3 gallic units on ${at('K50')}`]);
    expect(broken((s) => { three(s); s.fire = { ...s.fire, pending: {} as never }; }, 'gallic-move').filter((m) => m.includes('units on'))).toEqual([]);
    const four = (s: AcState) => { for (const id of ['r-vii-2', 'r-vii-3', 'r-vii-4']) s.units[ix(id)] = { loc: { at: 'hex', hex: X } }; };
    expect(broken(four, 'gallic-move')).toEqual([`4 roman units on ${X}`]);
    expect(broken((s) => { four(s); s.units[ix('r-vii-4')] = { loc: { at: 'gone', why: 'eliminated' } }; s.units[ix('caesar')] = { loc: { at: 'hex', hex: X } }; }, 'gallic-move')).toEqual([]);
  });

  it('AC 11.9: in the Roman’s turn the presence chart shows exactly the occupied boxes', () => {
    expect(broken((s) => { s.presence = ['IV', 'V']; })).toEqual(['presence chart shows zone V occupied but it is empty']);
    expect(broken((s) => { s.presence = []; })).toEqual(['presence chart shows zone IV empty but it is occupied']);
    expect(broken((s) => { s.presence = []; }, 'roman-redeploy')).toHaveLength(1);
    expect(broken((s) => { s.presence = []; s.revival = { side: 'roman', left: {} }; }, 'revival')).toHaveLength(1);
    expect(broken((s) => { s.presence = []; s.revival = { side: 'gallic', left: {} }; }, 'revival')).toEqual([]);
    expect(broken((s) => { s.presence = []; s.combat = null; }, 'gallic-offboard')).toEqual([]);
  });

  it('AC 18.1: the garrison released only after both the ten landings and a battle, and from a later turn', () => {
    expect(broken((s) => { s.coordination = { releaseTurn: 3, delay: null, landed: 2, fought: 2 }; })).toEqual([]);
    expect(broken((s) => { s.coordination = { releaseTurn: 2, delay: null, landed: 2, fought: 1 }; })).toEqual(['garrison released in turn 2 without both the landing and the battle before']);
    expect(broken((s) => { s.coordination = { releaseTurn: 3, delay: null, landed: 1, fought: 2 }; })).toEqual([]);
    expect(broken((s) => { s.coordination = { releaseTurn: 3, delay: null, fought: 2 }; })).toHaveLength(1);
    expect(broken((s) => { s.coordination = { releaseTurn: 3, delay: null, landed: 2 }; })).toHaveLength(1);
  });

  it('AC 12.3: choices of box only at nightfall, for relief units on the map or in the town as near to two zones', () => {
    const ask = (s: AcState, unit: string, zones: string[]) => { s.nightfall = [{ unit, zones: zones as never }]; s.revival = null; };
    expect(broken((s) => { s.units[ix('gr-2')] = { loc: { at: 'hex', hex: at('K50') } }; ask(s, 'gr-2', ['V', 'VI']); }, 'revival')).toEqual([]);
    expect(broken((s) => { s.units[ix('gr-2')] = { loc: { at: 'town' } }; ask(s, 'gr-2', ['V', 'VI']); }, 'revival')).toEqual([]);
    expect(broken((s) => { ask(s, 'gr-1', ['V', 'VI']); }, 'revival')).toEqual(['nightfall choice for gr-1 (obmc, zones V, VI)']);
    expect(broken((s) => { s.units[ix('gr-2')] = { loc: { at: 'hex', hex: at('K50') } }; ask(s, 'gr-2', ['V']); }, 'revival')).toEqual(['nightfall choice for gr-2 (hex, zones V)']);
    expect(broken((s) => { ask(s, 'gb-1', ['V', 'VI']); }, 'revival')).toEqual(['nightfall choice for gb-1 (town, zones V, VI)']);
    expect(broken((s) => { s.units[ix('gr-2')] = { loc: { at: 'hex', hex: at('K50') } }; ask(s, 'gr-2', ['V', 'VI']); s.revival = { side: 'gallic', left: {} }; }, 'revival')).toEqual(['nightfall choices pending in revival during revival']);
    expect(broken((s) => { s.units[ix('gr-2')] = { loc: { at: 'hex', hex: at('K50') } }; ask(s, 'gr-2', ['V', 'VI']); }, 'roman-move').filter((m) => m.startsWith('nightfall'))).toEqual(['nightfall choices pending in roman-move']);
    expect(broken((s) => { s.nightfall = []; }, 'roman-move')).toEqual([]);
  });

  it('a side to act with nothing to do is a dead end; a finished game is not', () => {
    expect(broken((s) => { s.outcome = { winner: 'roman', reason: 'x' } as never; s.phase = 'over'; })).toEqual([]);
    expect(broken((s) => { s.phase = 'gallic-combat'; s.combat = { side: 'gallic', battles: [], locked: true, fought: [], after: [] } as never; }, 'gallic-combat').some((m) => m.startsWith('dead end'))).toBe(true);
  });
});
