/**
 * The random playout's bias toward the lines (scripts/lib/agPlayout.ts): uniform random play no
 * longer reached the Ramparts, so breaches, fire arrows, Fill and shock were only rule-tested. With
 * the bias, bounded 12.1 games reach the works — Gauls onto Rampart hexes (AG 12.2 breaches), Fill
 * taken and laid (AG 6.47), fire arrows shot (AG 8.41), shocks resolved (AG 9.25) — under the
 * invariants and the replay, and the sim reports the counts.
 */
import { describe, expect, it } from 'vitest';
import { formatFailure } from '../../scripts/lib/playout';
import { playAgGame, zeroEvents, type AgEventCounts } from '../../scripts/lib/agPlayout';

describe('Alésia (GBoH) 12.1, the playout leans the Gaul toward the lines', () => {
  it('three bounded games: breaches, Fill, fire arrows and shocks happen; no failure', () => {
    const sum: AgEventCounts = zeroEvents();
    for (const seed of ['bias-0', 'bias-1', 'bias-2']) {
      const r = playAgGame({ scenario: '12.1', seed, maxActions: 400 });
      expect(r.failures.map(formatFailure).join('\n')).toBe('');
      for (const k of Object.keys(sum) as (keyof AgEventCounts)[]) sum[k] += r.events[k];
    }
    expect(sum.breaches).toBeGreaterThan(0);
    expect(sum.fillTaken).toBeGreaterThan(0);
    expect(sum.fillLaid).toBeGreaterThan(0);
    expect(sum.fireArrows).toBeGreaterThan(0);
    expect(sum.shocks).toBeGreaterThan(0);
    expect(sum.sorties).toBeGreaterThan(0);
  }, 180_000);
});
