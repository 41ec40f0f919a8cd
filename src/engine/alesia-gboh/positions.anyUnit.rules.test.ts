/**
 * AG 4.11, 4.24 — positions.ts anyUnitInCommandRange (the choice list's "has this Zone Commander or
 * Prefect a Command") says what anyInCommandRange says of the units' places (posOf), on random-game
 * positions, for every Roman leader with a range and the auxiliaries, the cavalry, and all units.
 */
import { describe, expect, it } from 'vitest';
import { agLeader } from './data';
import { onMapByCommand } from './commands';
import { anyInCommandRange, anyUnitInCommandRange, posOf } from './positions';
import { deployed, randomPlayout } from './testing';

describe('anyUnitInCommandRange = anyInCommandRange of the places', () => {
  it('on random-game positions', () => {
    let n = 0;
    randomPlayout(deployed('12.2', 'any-unit'), 'any-unit', 300, (s) => {
      if (s.step !== 'choose') return;
      const by = onMapByCommand(s);
      for (const leader of Object.keys(s.leaders)) {
        if (!agLeader(leader).range) continue;
        for (const ids of [by.auxiliaries, by.romanCavalry, by.gallicCavalry, Object.keys(s.units)]) {
          expect(anyUnitInCommandRange(s, leader, ids)).toBe(anyInCommandRange(s, leader, ids.map((id) => posOf(s, s.units[id].loc))));
          n++;
        }
      }
    });
    expect(n).toBeGreaterThan(50);
  }, 120_000);
});
