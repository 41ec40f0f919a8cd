/**
 * Bounded random playouts of Alésia (GBoH) through the system contract (scripts/lib/agPlayout.ts,
 * the simulator's own runner): a game of each scenario, at most 150 actions each, every state
 * frozen; after every action the invariants of src/engine/alesia-gboh/invariants.ts (stacking AG 6.61,
 * Hits AG 10.1x, fixed tribal counters AG 4.4, zone caps AG 5.43, Fill AG 6.48, no dead end); at the
 * end a replay of the action log must give the same final state. The long runs are
 * `npm run sim -- --system alesia-gboh --scenario 12.x --games 500`.
 */
import { describe, expect, it } from 'vitest';
import { formatFailure } from '../../scripts/lib/playout';
import { playAgGame } from '../../scripts/lib/agPlayout';
import { deployed, edit, planAll } from '../../src/engine/alesia-gboh/testing';
import { H_DG_INNER, H_DG_OUTER, H_OUTSIDE, H_RAMPART, moveBoard } from '../../src/engine/alesia-gboh/movement/board';
import { agUnit } from '../../src/engine/alesia-gboh/data';
import type { AgState } from '../../src/engine/alesia-gboh/state';
import { distance, parseHexKey } from '../../src/engine/hex/coords';

describe.each([
  ['12.1', 'gfuzz-a'],
  ['12.2', 'gfuzz-b'],
  ['12.3', 'gfuzz-c'],
] as const)('Alésia (GBoH) %s, bounded random playouts', (scenario, seed) => {
  it('no crash, dead end, invariant violation or replay mismatch in 150 actions', () => {
    const r = playAgGame({ scenario, seed, maxActions: 150, callOffAfter: 6, placeByHand: scenario === '12.1' });
    expect(r.failures.map(formatFailure).join('\n')).toBe('');
    expect(r.crashed || r.deadEnd || r.replayMismatch).toBe(false);
    // The policy reaches play: an Assault Period is under way or over.
    expect(r.actions).toBeGreaterThan(20);
  }, 120_000);
});

/**
 * A hand-made assault (the Gallic units cannot reach the hexes by themselves until the tribal
 * counters' placement lines exist): ten Aedui BI outside the outer line of 12.2, facing its Death
 * Garden, every other one carrying Fill, in an activated Command; then random play. Exercises Fill
 * (AG 6.47–6.48), Death Garden Hits (AG 6.45), breaches and the reinforcements (AG 12.2) under the
 * invariants and the replay.
 */
describe('Alésia (GBoH) 12.2, a hand-made assault on the outer line, random play', () => {
  const base = planAll(deployed('12.2', 'assault'));
  const mb = moveBoard('12.2');
  const taken = new Set(Object.values(base.units).flatMap((u) => (u.loc.at === 'hex' ? [u.loc.hex] : [])));
  const spots: { hex: string; facing: number }[] = [];
  for (const want of ['rampart', 'garden'] as const) {
    for (let i = 0; i < mb.n && spots.length < (want === 'rampart' ? 5 : 10); i++) {
      // Five in outer Death Garden hexes under an empty Rampart hex, facing it; five outside the garden, facing it.
      if (!(mb.flags[i] & H_OUTSIDE) || taken.has(mb.keys[i])) continue;
      if (want === 'rampart' ? !(mb.flags[i] & H_DG_OUTER) : mb.flags[i] & (H_DG_OUTER | H_DG_INNER)) continue;
      const d = [0, 1, 2, 3, 4, 5].find((k) => {
        const j = mb.nb[i * 6 + k];
        return j >= 0 && (want === 'rampart' ? mb.flags[j] & H_RAMPART && !taken.has(mb.keys[j]) : mb.flags[j] & H_DG_OUTER);
      });
      if (d === undefined) continue;
      if (spots.some((p) => distance(parseHexKey(p.hex), parseHexKey(mb.keys[i])) < 3)) continue;
      spots.push({ hex: mb.keys[i], facing: d });
    }
  }
  const bis = Object.keys(base.units).filter((id) => agUnit(id).tribe === 'aedui' && agUnit(id).type === 'BI').slice(0, spots.length);
  const start = edit(base, (x) => {
    x.step = 'command';
    x.ap.owner = 'gallic';
    x.ap.phases = 2;
    x.ap.gallicPhases = 1;
    x.tribes.aedui = { status: 'placed', zone: 'I', hex: null, released: bis.length };
    x.leaders.eporedorix = { loc: { at: 'counter', tribe: 'aedui' } };
    x.command = { leader: 'eporedorix', kind: 'tribes', tribes: ['aedui'], units: bis, outOfRange: [] };
    bis.forEach((id, n) => {
      x.units[id] = { ...x.units[id], loc: { at: 'hex', hex: spots[n].hex }, facing: spots[n].facing as 0, ...(n % 2 === 0 ? { fill: true as const } : {}) };
    });
  });
  const finals: AgState[] = [];
  it.each(['assault-3', 'assault-6', 'assault-7'])('seed %s: no crash, dead end, invariant violation or replay mismatch', (seed) => {
    expect(spots.length).toBe(10);
    const r = playAgGame({ scenario: '12.2', seed, maxActions: 120, from: start, callOffAfter: 40 });
    expect(r.failures.map(formatFailure).join('\n')).toBe('');
    expect(r.crashed || r.deadEnd || r.replayMismatch).toBe(false);
    finals.push(r.final!);
  }, 120_000);
  // Since reaction fire and shock are in play (AG 8.6, 9), the random assault no longer reaches an empty
  // Rampart hex in these games: breaches and reinforcements are checked by flow/reinforcements.rules.test.ts.
  it('the games laid Fill and took Hits', () => {
    expect(finals).toHaveLength(3);
    expect(finals.some((f) => Object.keys(f.fill ?? {}).length > 0)).toBe(true);
    expect(finals.some((f) => bis.some((id) => f.units[id].hits >= 2))).toBe(true);
  });
});
