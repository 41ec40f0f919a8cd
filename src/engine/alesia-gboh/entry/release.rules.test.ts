/** AG 5.48, 6.21, 5.7 — a counter of the activated Command has at least six units on it for the move; units already waiting count. */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/deepFreeze';
import { agUnit } from '../data';
import { deployed, edit, planAll, play } from '../testing';
import type { AgState } from '../state';
import { RELEASE_MIN, releaseCount, waitingOn } from './release';

/** 12.2: the Sequani (7 units) placed in Zone I with Eporedorix, his Command being formed; `waiting` of their units already on the counter. */
function forming(waiting: number): AgState {
  const s = play(planAll(deployed('12.2')),
    { t: 'placeTribe', tribe: 'sequani', zone: 'I' },
    { t: 'placeChief', leader: 'eporedorix', tribe: 'sequani' },
    { t: 'endPlacement' },
    { t: 'activate', leader: 'eporedorix' });
  return deepFreeze(edit(s, (x) => {
    const ids = Object.keys(x.units).filter((id) => agUnit(id).tribe === 'sequani' && agUnit(id).force === 'relief').slice(0, waiting);
    for (const id of ids) x.units[id] = { ...x.units[id], loc: { at: 'counter', tribe: 'sequani' } };
    x.tribes.sequani.released = waiting;
  }));
}
const sequani = (s: AgState) => Object.keys(s.units).filter((id) => agUnit(id).tribe === 'sequani' && agUnit(id).force === 'relief');

describe('AG 5.48 — six on the counter, those already waiting included', () => {
  it('the Sequani have 7 units (the test’s premise)', () => {
    expect(sequani(forming(0))).toHaveLength(7);
  });
  for (const [waiting, expectOn] of [[0, 6], [2, 6], [5, 6], [6, 6], [7, 7]] as const) {
    it(`${waiting} already waiting: ${expectOn} on the counter after the commit, ${Math.max(0, Math.min(RELEASE_MIN - waiting, 7 - waiting))} put out`, () => {
      const s0 = forming(waiting);
      expect(waitingOn(s0, 'sequani')).toHaveLength(waiting);
      const s = play(s0, { t: 'addTribe', tribe: 'sequani' }, { t: 'commit' });
      expect(waitingOn(s, 'sequani')).toHaveLength(expectOn);
      expect(s.tribes.sequani.released - waiting).toBe(Math.max(0, Math.min(RELEASE_MIN - waiting, 7 - waiting)));
      // Every unit on the counter is in the Command and may move off it (AG 6.21).
      for (const id of waitingOn(s, 'sequani')) expect(s.command!.units).toContain(id);
    });
  }
  it('releaseCount: never below 0, never more than the counter still has', () => {
    for (let w = 0; w <= 7; w++) {
      const n = releaseCount(forming(w), 'sequani');
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThanOrEqual(7 - w);
      expect(w + n).toBe(Math.min(Math.max(w, RELEASE_MIN), 7));
    }
  });
});

describe('AG 5.7 — a cavalry counter already placed: the same count', () => {
  it('two cavalry units waiting on the counter: four more come out, six on it', () => {
    let s = play(planAll(deployed('12.2'), { 'cavalry-1': 'II' }), { t: 'placeTribe', tribe: 'cavalry-1', zone: 'II' }, { t: 'endPlacement' });
    s = deepFreeze(edit(s, (x) => {
      const ids = Object.keys(x.units).filter((id) => agUnit(id).cavalryPool && agUnit(id).type === 'LN').slice(0, 2);
      for (const id of ids) x.units[id] = { ...x.units[id], loc: { at: 'counter', tribe: 'cavalry-1' }, via: 'cavalry-1' };
      x.tribes['cavalry-1'].released = 2;
    }));
    s = play(s, { t: 'activate', leader: 'gallic-cavalry-leader-1' });
    expect(waitingOn(s, 'cavalry-1')).toHaveLength(6);
    expect(s.tribes['cavalry-1'].released).toBe(6);
  });
});
