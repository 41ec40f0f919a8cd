/**
 * actionKey.ts writes the common kinds' keys out by hand: on every entry of the legal lists met in
 * random games of each scenario (set-up, planning, placements, Commands), and on hand-made actions
 * with extra, missing or odd fields, it gives stableStringify's string.
 */
import { describe, expect, it } from 'vitest';
import { stableStringify } from '../core/hash';
import type { AgAction } from './actions';
import { actionKey } from './actionKey';
import { alesiaGboh } from './system';
import type { AgScenarioId } from './state';
import { fresh, randomPlayout } from './testing';

describe('GBoH actionKey', { timeout: 120_000 }, () => {
  for (const scenario of ['12.1', '12.2', '12.3'] as AgScenarioId[]) {
    it(`${scenario}: the same string as stableStringify on every listed entry of a random game`, () => {
      const kinds = new Set<string>();
      let n = 0;
      randomPlayout(fresh(scenario, `key-${scenario}`), `key-${scenario}`, 300, (s) => {
        if (n > 40_000) return;
        for (const a of alesiaGboh.legalActions(s)) {
          expect(actionKey(a)).toBe(stableStringify(a));
          kinds.add(a.t);
          n++;
        }
      });
      expect(kinds).toContain('move');
    });
  }

  it('odd actions go to stableStringify', () => {
    const odd = [
      { t: 'move', unit: 'u', path: ['a', 'b'], facing: 2, rapid: true, with: ['v'], leaders: ['l'], fill: 3 },
      { t: 'move', unit: 'u', path: ['a'], facing: 2, extra: 1 },
      { t: 'move', unit: 'u', path: ['a', 1], facing: 2 },
      { t: 'move', unit: 'u', path: ['a'], facing: 2, fill: undefined, rapid: false },
      { t: 'move', unit: 'u', path: ['a'] },
      { t: 'face', unit: 'u', facing: '2' },
      { t: 'placeTribe', tribe: 'x', zone: 'II' },
      { t: 'placeTribe', tribe: 'x', zone: 'II', hex: 'h', more: 'y' },
      { t: 'activate', leader: 'a"b' },
      { t: 'assign', tribe: 'x', zone: 'IV' },
      { t: 'swap', unit: 'u', by: 'v' },
    ] as unknown as AgAction[];
    for (const a of odd) expect(actionKey(a)).toBe(stableStringify(a));
  });
});
