import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng';
import { bellum } from './system';
import { gallicPolicy } from './solo/policy';
import { aquitania } from './testing/states';

describe('view and solo policy see no future dice (contract: view; BG 6.1 solo)', () => {
  it('a side\'s view carries everything but the dice generator', () => {
    const s = aquitania();
    for (const side of ['roman', 'gallic'] as const) {
      const v = bellum.view(s, side) as unknown as Record<string, unknown>;
      expect('rng' in v).toBe(false);
      expect(v.viewer).toBe(side);
      expect(v.units).toEqual(s.units);
    }
  });

  it('the automatic Gallic player makes the same choice whatever the dice to come', () => {
    const s = aquitania(); // two players: the Gaul is to decide (Scorched Earth)
    expect(bellum.toAct(s)).toBe('gallic');
    const legal = bellum.legalActions(s);
    const choices = ['a', 'b', 'c', 'd'].map((seed) => gallicPolicy(bellum.view({ ...s, rng: seedRng(seed) }, 'gallic'), legal));
    for (const c of choices) expect(c).toEqual(choices[0]);
  });
});
