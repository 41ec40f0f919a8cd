/**
 * Bounded random playouts of Alésia (GBoH) through the system contract (scripts/lib/agPlayout.ts,
 * the simulator's own runner): a few games of each scenario, at most 200 actions each, every state
 * frozen; after every action the invariants of src/engine/alesia-gboh/invariants.ts (stacking AG 6.61,
 * Hits AG 10.1x, fixed tribal counters AG 4.4, zone caps AG 5.43, Fill AG 6.48, no dead end); at the
 * end a replay of the action log must give the same final state. The long runs are
 * `npm run sim -- --system alesia-gboh --scenario 12.x --games 500`.
 */
import { describe, expect, it } from 'vitest';
import { formatFailure } from '../../scripts/lib/playout';
import { playAgGame } from '../../scripts/lib/agPlayout';

describe.each([
  ['12.1', 'gfuzz-a'],
  ['12.2', 'gfuzz-b'],
  ['12.3', 'gfuzz-c'],
] as const)('Alésia (GBoH) %s, bounded random playouts', (scenario, seed) => {
  it('no crash, dead end, invariant violation or replay mismatch in 200 actions', () => {
    const r = playAgGame({ scenario, seed, maxActions: 200, callOffAfter: 6, placeByHand: scenario === '12.1' });
    expect(r.failures.map(formatFailure).join('\n')).toBe('');
    expect(r.crashed || r.deadEnd || r.replayMismatch).toBe(false);
    // The policy reaches play: an Assault Period is under way or over.
    expect(r.actions).toBeGreaterThan(20);
  }, 120_000);
});
