/**
 * The Alesia fuzzer: seeded random playouts over the legal list, with every invariant checked after
 * each action, and replay from the action log reproducing the state exactly. (Its own file so that
 * mutation runs can leave it out: vitest.mutate.config.ts.)
 */
import { describe, expect, it } from 'vitest';
import { alesiaClassic } from './system';
import { deployed, randomPlayout } from './testing';
import { checkInvariants } from './invariants';

describe('Alesia (1983) — the fuzzer', () => {
  it('random playouts (the fuzzer) never dead-end or break an invariant, and replaying the actions reproduces the state exactly', () => {
    for (const [seed, fire, players] of [['f1', 'plan', 2], ['f2', 'ask', 3], ['f3', 'plan', 4]] as const) {
      const s0 = deployed(seed, { fire, players, recon: players === 4, trenchFill: players === 3 });
      const broken: string[] = [];
      const { state, actions } = randomPlayout(s0, seed, 1500, (st) => broken.push(...checkInvariants(st)));
      expect(broken.slice(0, 3)).toEqual([]);
      let s = s0;
      for (const a of actions) {
        const before = JSON.stringify(s);
        const x = alesiaClassic.apply(s, a);
        expect(x.ok).toBe(true);
        // States are values: applying an action never changes the state it started from.
        expect(JSON.stringify(s) === before, `apply changed its input at ${JSON.stringify(a)}`).toBe(true);
        if (x.ok) s = x.state;
      }
      expect(JSON.stringify(s)).toBe(JSON.stringify(state));
      expect(state.turn + (state.period - 1) * 12).toBeGreaterThan(1);
    }
  }, 60_000);
});
