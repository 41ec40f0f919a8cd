/**
 * AG 9.31 with AG 6.45/8.43/10.4: after a shock that vacates two hexes, the attacker that advances
 * into the first may be routed or eliminated by the Hits of the hex it enters, or stands elsewhere
 * now; the advance into the second must be chosen among the attackers as they stand then (it
 * once read them from before the first advance and crashed: "… is not on a map hex"). The
 * 500-game simulation of 12.2 found it in these two games; each is played to past that shock.
 */
import { describe, expect, it } from 'vitest';
import { formatFailure } from '../../scripts/lib/playout';
import { playAgGame } from '../../scripts/lib/agPlayout';

describe('AG 9.31: an advance into a second vacated hex after the first advancer fell', () => {
  it.each([
    ['s7-500-190', false, 940],
    ['s7-500-264', true, 790],
  ] as const)('12.2 seed %s plays past the shock without a fault', (seed, placeByHand, maxActions) => {
    const r = playAgGame({ scenario: '12.2', seed, maxActions, placeByHand });
    expect(r.failures.map(formatFailure).join('\n')).toBe('');
    expect(r.crashed || r.deadEnd || r.replayMismatch).toBe(false);
    expect(r.events.shocks).toBeGreaterThan(0);
  }, 180_000);
});
