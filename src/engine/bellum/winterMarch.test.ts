import { describe, expect, it } from 'vitest';
import { addLeader, addUnit, emptyAtRomanMove, logOf } from './testing/states';
import type { BellumState } from './state';

const FIVE = ['legio-vii', 'legio-viii', 'legio-ix', 'legio-x', 'legio-xi'];

/** Crassus and `units` in Tarbelli at the Roman movement step; Bigerriones (mountain) next door. */
function atTarbelli(turn: number, units: string[]): BellumState {
  const s = emptyAtRomanMove('winter-march');
  s.turn = turn;
  for (const u of units) addUnit(s, u, 'tarbelli');
  addLeader(s, 'crassus', 'tarbelli');
  s.mayMove = units.slice().sort();
  s.moved = [];
  return s;
}

const mountainRolls = (s: BellumState) =>
  logOf(s, [{ t: 'select', leader: 'crassus' }, { t: 'move', to: 'bigerriones' }]).log.filter((e) => e.kind === 'roll' && e.rule === 'BG 3.3.3');

describe('BG 3.3.3 — an army entering a mountain region in Winter rolls attrition at once', () => {
  it('an army of five in the Winter turn rolls, for the mountain terrain', () => {
    const r = mountainRolls(atTarbelli(1, FIVE));
    expect(r).toHaveLength(1);
    expect(r[0].kind === 'roll' && r[0].purpose).toMatch(/mountain/);
  });
  it('not in March', () => {
    expect(mountainRolls(atTarbelli(2, FIVE))).toHaveLength(0);
  });
  it('not for a force of four (not an army)', () => {
    expect(mountainRolls(atTarbelli(1, FIVE.slice(0, 4)))).toHaveLength(0);
  });
});
