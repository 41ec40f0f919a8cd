/** The fast action key agrees with the sorted-key JSON (stableStringify) on every action. */
import { describe, expect, it } from 'vitest';
import { stableStringify } from '../core/hash';
import type { AcAction } from './actions';
import { actionKey } from './actionKey';
import { alesiaClassic } from './system';
import { deployed, randomPlayout } from './testing';

describe('Alesia actionKey', () => {
  it('is stableStringify of every entry of every legal list met in random games (all kinds, optional rules on)', () => {
    const kinds = new Set<string>();
    const differ: string[] = [];
    const configs = [{}, { players: 4 as const, fire: 'ask' as const, recon: true, trenchFill: true, leaderOut: true, hiddenStacks: true }];
    for (const [n, options] of configs.entries()) {
      const start = deployed(`key-${n}`, options);
      const states = [start];
      randomPlayout(start, `key-walk-${n}`, 400, (s) => states.push(s));
      for (const s of states)
        for (const a of alesiaClassic.legalActions(s)) {
          kinds.add(a.t);
          if (actionKey(a) !== stableStringify(a)) differ.push(`${actionKey(a)} / ${stableStringify(a)}`);
        }
    }
    expect(differ).toEqual([]);
    // The games met the kinds the search keys most (not a vacuous pass).
    for (const t of ['select', 'move', 'shift', 'fire', 'attack', 'join', 'retreat', 'end', 'fight']) expect(kinds).toContain(t);
  });

  it('falls back to stableStringify for an action of an unexpected shape', () => {
    const odd = [
      { t: 'select', unit: 'gb-1', extra: 1 },
      { t: 'select', unit: 7 },
      { t: 'select' },
      { t: 'select', unit: 'gb-1', to: undefined },
      { t: 'move', unit: 'gb-1', to: '1,2', via: ['x'] },
      { t: 'fire', shooter: 'fort-1', target: 'gb-1' },
      { t: 'end', hex: '1,2' },
      { t: 'attack', hex: 'a"b\\c' },
      { t: 'retreat', to: null },
    ] as unknown as AcAction[];
    for (const a of odd) expect(actionKey(a)).toBe(stableStringify(a));
  });
});
