/**
 * States are values (the store freezes every state it keeps): `apply` never writes into the state
 * it is given. A small property over seeded random games of several scenarios, two players (and
 * solo in 6.1), with replacements on: after every action the input state is deep-equal to what it was, and
 * deep-frozen states play on.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextIndex, seedRng, type RngState } from '../core/rng';
import { deepFreeze } from '../core/deepFreeze';
import { bellum } from './system';

describe('Bellum: apply never changes its input', () => {
  it('random games with frozen states play on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('aquitania', 'helvetii', 'belgica', 'last-uprising', 'veneti-fleet'),
        fc.boolean(),
        (n, scenario, solo) => {
          const r = bellum.setup({ scenario, seed: `pure-${n}`, options: { solo: solo && scenario === 'aquitania', gallicAuto: true, replacements: true } });
          if (!r.ok) throw new Error(r.rejection.message);
          let s = deepFreeze(r.state);
          let rng: RngState = seedRng(`pick-${n}`);
          for (let i = 0; i < 400 && !s.outcome; i++) {
            const legal = bellum.legalActions(s);
            expect(legal.length).toBeGreaterThan(0);
            let k: number;
            [k, rng] = nextIndex(rng, legal.length);
            const before = JSON.stringify(s);
            const x = bellum.apply(s, legal[k]);
            if (!x.ok) throw new Error(`${JSON.stringify(legal[k])} refused: ${x.rejection.message}`);
            expect(JSON.stringify(s) === before, `apply changed its input at ${JSON.stringify(legal[k])}`).toBe(true);
            s = deepFreeze(x.state);
          }
        },
      ),
      { numRuns: 8, seed: 16 },
    );
  }, 120_000);
});
