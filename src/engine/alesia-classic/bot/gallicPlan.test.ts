/**
 * The Gaul's plan in the playout policy (issue 18) on real legal lists and hand-built positions:
 * relief halts short of the Outer Works until the landing is on (AC 18.1), Vercingetorix never
 * goes next to a Roman or into a Roman ZOC (AC 19.1, 26.2), the free garrison rings him.
 */
import { describe, expect, it } from 'vitest';
import { distance, parseHexKey } from '../../hex/coords';
import type { AcAction } from '../actions';
import { AC_IDS, acUnit } from '../data/units';
import { acMap, distanceToTown } from '../map/map';
import { zocArray } from '../movement/arrays';
import { boardIndex } from '../map/index';
import type { AcState, UnitState } from '../state';
import { alesiaClassic } from '../system';
import { deployed, ix, play } from '../testing';
import { besiegedMove, escapeField, isRelief, isReliefFoot, landingOn, reliefMove, vercingetorixMove } from './gallicPlan';
import { distanceToEdge, owDistance } from './geometry';

type Move = Extract<AcAction, { t: 'move' }>;
const start = deployed('plan');
const withUnits = (s: AcState, change: (u: UnitState[]) => void): AcState => {
  const units = s.units.slice();
  change(units);
  return { ...s, units };
};
const movesOf = (s: AcState): Move[] => alesiaClassic.legalActions(s).filter((a): a is Move => a.t === 'move');
const romanHexes = start.units.flatMap((u, i) => (u.loc.at === 'hex' && acUnit(AC_IDS[i]).side === 'roman' && acUnit(AC_IDS[i]).kind !== 'fort' ? [parseHexKey(u.loc.hex)] : []));
const nearestRoman = (k: string) => Math.min(...romanHexes.map((h) => distance(h, parseHexKey(k))));
const idx = (k: string) => boardIndex().index.get(k)!;

describe('Alesia bot: the Gaul’s plan', () => {
  it('tells relief units (and relief infantry) by id as the order of battle does', () => {
    for (const id of AC_IDS) {
      expect(isRelief(id)).toBe(acUnit(id).force === 'relief');
      expect(isReliefFoot(id)).toBe(acUnit(id).force === 'relief' && acUnit(id).kind === 'infantry');
    }
  });

  it('relief entering before the landing halts short of the Outer Works and out of Roman ZOC; once it is on, it goes deeper', () => {
    const s = play(start, { t: 'select', unit: 'gr-1' });
    expect(landingOn(s)).toBe(false);
    const quiet = reliefMove(s, movesOf(s))!;
    expect(quiet).toBeDefined();
    expect(owDistance(quiet.to)).toBeGreaterThan(0);
    expect(zocArray(s, 'roman')[idx(quiet.to)]).toBe(0);
    const on = { ...s, owLanded: ['gr-2'] };
    expect(landingOn(on)).toBe(true);
    const bold = reliefMove(on, movesOf(s))!;
    expect(distanceToTown(parseHexKey(bold.to))).toBeLessThanOrEqual(distanceToTown(parseHexKey(quiet.to)));
  });

  it('Vercingetorix never moves next to a Roman counter nor within two of one; with no safe hex he stays', () => {
    const field = escapeField(start);
    const keys = [...acMap().hexes.keys()].filter((k) => acMap().hexes.get(k)!.area !== 'town');
    // He stands on a hex with a safe way out and Roman counters within four hexes.
    const vHex = keys.find((k) => field[idx(k)] < 1 << 20 && field[idx(k)] > 2 && nearestRoman(k) === 4 && keys.some((n) => distance(parseHexKey(n), parseHexKey(k)) <= 4 && field[idx(n)] < field[idx(k)]))!;
    const vh = parseHexKey(vHex);
    const around = keys.filter((k) => distance(parseHexKey(k), vh) <= 4); // his step out of the town (gallicPlan.ts V_STEP_OUT)
    const next = around.find((k) => nearestRoman(k) === 1)!;
    const two = around.find((k) => nearestRoman(k) === 2)!;
    const safer = around.find((k) => field[idx(k)] < field[idx(vHex)])!;
    expect([next, two, safer].every(Boolean)).toBe(true);
    const mv = (to: string): Move => ({ t: 'move', unit: 'vercingetorix', to });
    const s = withUnits(start, (u) => { u[ix('vercingetorix')] = { loc: { at: 'hex', hex: vHex } }; });
    expect(vercingetorixMove(s, [mv(next), mv(two), mv(safer)])).toEqual(mv(safer));
    expect(vercingetorixMove(s, [mv(next), mv(two)])).toBeUndefined();
  });

  it('he takes the way to the edge that keeps clear of the Romans', () => {
    const field = escapeField(start);
    const clear = [...acMap().hexes.keys()].filter((k) => field[idx(k)] < 1 << 20);
    expect(clear.length).toBeGreaterThan(0);
    for (const k of clear.slice(0, 200)) {
      expect(field[idx(k)]).toBeGreaterThanOrEqual(distanceToEdge(k));
      expect(nearestRoman(k)).toBeGreaterThanOrEqual(3);
    }
  });

  it('the free garrison goes to an empty hex next to Vercingetorix on the map', () => {
    const vHex = [...acMap().hexes.keys()].find((k) => nearestRoman(k) >= 8 && acMap().hexes.get(k)!.area !== 'town')!;
    const vh = parseHexKey(vHex);
    const ring = [...acMap().hexes.keys()].filter((k) => distance(parseHexKey(k), vh) === 1);
    const away = [...acMap().hexes.keys()].find((k) => distance(parseHexKey(k), vh) === 4)!;
    const s = withUnits(start, (u) => {
      u[ix('vercingetorix')] = { loc: { at: 'hex', hex: vHex } };
      u[ix('gb-2')] = { loc: { at: 'hex', hex: ring[0] } };
    });
    const mv = (to: string): Move => ({ t: 'move', unit: 'gb-1', to });
    // Not the hex another Gaul already holds, not the far one: an empty one next to him.
    expect(besiegedMove(s, [mv(away), mv(ring[0]), mv(ring[1])])).toEqual(mv(ring[1]));
  });
});
