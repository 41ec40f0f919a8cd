/**
 * AG Opt.Aggressiveness (optional, AG 12.1, 12.2) — Gallic Aggressiveness, reading X11: a bound BI's
 * moves end as near as it can get to the nearest Roman unit or Rampart not already under attack.
 * The ground round W1225 (12.3 board) is clear and level for four hexes every way.
 */
import { describe, expect, it } from 'vitest';
import { distance, hexKey, parseHexKey } from '../../hex/coords';
import { neighbour } from '../../hex/directions';
import type { AgAction } from '../actions';
import { agUnit } from '../data';
import { firePosition, legal } from '../fire/kit';
import { key } from './testkit';
import { aggressivenessOn, boundBy, objectiveDistance } from './aggressiveness';
import { H_ALESIA, moveBoard } from './board';
import { deployed, edit, fresh, planAll, play, refusal } from '../testing';

const C = key('W1225');
const step = (from: string, d: number, n = 1): string => {
  let h = parseHexKey(from);
  for (let i = 0; i < n; i++) h = neighbour(h, d);
  return hexKey(h);
};

const BI = 'bi-sequani-1';
/** A Sequani BI at W1225 (activated), cohort A three hexes out (direction 0), cohort B four hexes out the other way; `more` units besides. */
function pos(option: boolean, more: Record<string, string> = {}) {
  return firePosition({ [BI]: { at: 'W1225', facing: 0 } }, 'gallic', [BI], {}, (x) => {
    const put = (id: string, hex: string, facing: number) => {
      x.units[id] = { ...x.units[id], loc: { at: 'hex', hex }, facing: facing as 0 };
    };
    put('co-vi-1', step(C, 0, 3), 3);
    put('co-vi-2', step(C, 3, 4), 0);
    for (const [id, hex] of Object.entries(more)) put(id, hex, 0);
    if (option) x.optional = { aggressiveness: true };
  });
}
const endsOf = (moves: AgAction[], unit: string): Set<string> =>
  new Set(moves.filter((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && a.unit === unit).map((a) => a.path[a.path.length - 1]));

describe('AG Opt.Aggressiveness — Gallic Aggressiveness (optional)', () => {
  it('off unless chosen at set-up; it binds Gallic BI only (relief and Alesia force), never cavalry, archers or Romans', () => {
    expect(aggressivenessOn(fresh('12.2', 'aggr'))).toBe(false);
    const s = fresh('12.2', 'aggr', { aggressiveness: true });
    expect(aggressivenessOn(s)).toBe(true);
    expect(boundBy(s, BI)).toBe('relief');
    expect(boundBy(s, 'bi-alesia-1')).toBe('alesia');
    const ar = Object.keys(s.units).find((id) => agUnit(id).side === 'gallic' && agUnit(id).type === 'AR')!;
    expect(boundBy(s, ar)).toBeNull();
    expect(boundBy(s, 'co-vi-1')).toBeNull();
    expect(boundBy(fresh('12.2', 'aggr'), BI)).toBeNull();
  });

  it('a BI ends its move as near as it can get to the nearest Roman unit; without the option it may go anywhere it reaches', () => {
    const free = endsOf(legal(pos(false)), BI);
    const bound = endsOf(legal(pos(true)), BI);
    expect(bound.size).toBeGreaterThan(0);
    expect(bound.size).toBeLessThan(free.size);
    for (const h of bound) expect(free.has(h)).toBe(true);
    // Every end it keeps is next to cohort A, the nearest target.
    for (const h of bound) expect(distance(parseHexKey(h), parseHexKey(step(C, 0, 3)))).toBe(1);
    const s = pos(true);
    expect(objectiveDistance(s, C)).toBe(3);
    // No turning in place while a move brings it nearer.
    expect(legal(s).some((a) => a.t === 'face' && a.unit === BI)).toBe(false);
    // A move it could make without the option is refused under the option's own rule id.
    const away = legal(pos(false)).find((a): a is Extract<AgAction, { t: 'move' }> => a.t === 'move' && a.unit === BI && !bound.has(a.path[a.path.length - 1]))!;
    expect(refusal(s, away)).toBe('AG Opt.Aggressiveness');
    expect(refusal(s, { t: 'face', unit: BI, facing: 3 })).toBe('AG Opt.Aggressiveness');
    expect(legal(pos(false)).some((a) => a.t === 'face' && a.unit === BI)).toBe(true);
  });

  it('a Roman unit already under attack (a Gaul next to it) is no target: the BI makes for the next nearest', () => {
    // Another Sequani BI beyond cohort A, next to it.
    const s = pos(true, { 'bi-sequani-2': step(C, 0, 4) });
    const bound = endsOf(legal(s), BI);
    expect(bound.size).toBeGreaterThan(0);
    for (const h of bound) expect(distance(parseHexKey(h), parseHexKey(step(C, 3, 4)))).toBe(1);
    expect(objectiveDistance(s, C)).toBe(4);
  });

  it('a BI already next to a Roman unit is at its objective and moves freely', () => {
    const s0 = pos(true);
    const next = step(C, 0, 2); // next to cohort A
    const s = edit(s0, (x) => {
      x.units[BI] = { ...x.units[BI], loc: { at: 'hex', hex: next }, facing: 0 };
    });
    const off = edit(s, (x) => {
      delete x.optional;
    });
    expect(endsOf(legal(s), BI)).toEqual(endsOf(legal(off), BI));
  });

  it('in play: BI released onto their counter (AG 5.48) take only the ends nearest their objective', () => {
    const run = (option: boolean) => {
      const s = play(planAll(deployed('12.2', option ? 'aggr' : 'aggr')), { t: 'placeTribe', tribe: 'sequani', zone: 'I' }, { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' }, { t: 'endPlacement' });
      const x = option ? edit(s, (y) => { y.optional = { aggressiveness: true }; }) : s;
      return play(x, { t: 'activate', leader: 'eporedorix' }, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' });
    };
    const on = run(true);
    const u = Object.keys(on.units).find((id) => on.units[id].loc.at === 'counter' && agUnit(id).type === 'BI')!;
    const bound = endsOf(legal(on), u);
    const free = endsOf(legal(run(false)), u);
    expect(bound.size).toBeGreaterThan(0);
    expect(bound.size).toBeLessThan(free.size);
    const best = Math.min(...[...free].map((h) => objectiveDistance(on, h)).filter((d) => d >= 0));
    for (const h of bound) expect(objectiveDistance(on, h)).toBe(best);
    expect(best).toBeLessThan(objectiveDistance(on, on.tribes.sequani.hex!));
  });

  it('the Alesia force’s BI may make for any inner Rampart hex: each end is nearer one of them than where it began', () => {
    const mb = moveBoard('12.3');
    const inner = mb.keys.filter((k) => mb.board.hexes.get(k)?.rampart === 'inner').map(parseHexKey);
    const town = mb.keys.find((_k, i) => (mb.flags[i] & H_ALESIA) !== 0 && [0, 1, 2, 3, 4, 5].every((d) => mb.nb[i * 6 + d] >= 0))!;
    const label = mb.board.hexes.get(town)!.label;
    const at = (option: boolean) => firePosition({ 'bi-alesia-1': { at: label, facing: 0 } }, 'gallic', ['bi-alesia-1'], {}, (x) => {
      x.alesiaEntered = true;
      if (option) x.optional = { aggressiveness: true };
    });
    const free = endsOf(legal(at(false)), 'bi-alesia-1');
    const bound = endsOf(legal(at(true)), 'bi-alesia-1');
    expect(bound.size).toBeGreaterThan(0);
    const start = parseHexKey(town);
    for (const h of bound) {
      expect(free.has(h)).toBe(true);
      const e = parseHexKey(h);
      expect(inner.some((r) => distance(e, r) < distance(start, r))).toBe(true);
    }
  });
});
