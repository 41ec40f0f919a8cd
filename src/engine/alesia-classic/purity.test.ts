/**
 * States are values (the store freezes every state it keeps): `apply` never writes into the state
 * it is given. Property over seeded random games with every optional rule on (AC 8.4, 12.7, 17.6,
 * 17.7, 17.8, 19.7, 22.4, 25.7), with two and four players and both ways of deciding fire: after
 * every action the input state is deep-equal to what it was, and deep-frozen states play on.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seedRng, type RngState } from '../core/rng';
import { deepFreeze } from '../core/deepFreeze';
import type { AcAction } from './actions';
import { alesiaClassic } from './system';
import type { AcOptions, AcState } from './state';
import { chooseAction, deployed, ix } from './testing';

const ALL_OPTIONS = (players: 2 | 4, fire: 'plan' | 'ask'): Partial<AcOptions> => ({
  players, fire, periodTurns: 10, vercingetorixShielded: true, trenchFill: true, leaderOut: true,
  recon: true, secretSpheres: true, hiddenStacks: true, moveClock: { gallic: 10, roman: 10 },
});

function setUp(seed: string, options: Partial<AcOptions>): AcState {
  const r = alesiaClassic.setup({ scenario: 'standard', seed, options });
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

/** A random game from `start`, every state deep-frozen; returns where it got to. */
function frozenPlayout(seed: string, start: AcState, maxActions: number): AcState {
  let s = deepFreeze(start);
  let rng: RngState = seedRng(`pick:${seed}`);
  let moves = 0;
  let phase = s.phase;
  for (let i = 0; i < maxActions && !s.outcome; i++) {
    const legal = alesiaClassic.legalActions(s);
    expect(legal.length, `dead end in ${s.phase}`).toBeGreaterThan(0);
    if (s.phase !== phase) { phase = s.phase; moves = 0; }
    let a: AcAction;
    [a, rng] = chooseAction(s, legal, rng, moves);
    const before = JSON.stringify(s);
    const x = alesiaClassic.apply(s, a);
    if (!x.ok) throw new Error(`legal action refused at ${i}: ${JSON.stringify(a)}: ${x.rejection.message}`);
    expect(JSON.stringify(s) === before, `apply changed its input at action ${i} ${JSON.stringify(a)}`).toBe(true);
    s = deepFreeze(x.state);
    if (a.t === 'move' || a.t === 'shift') moves++;
  }
  return s;
}

describe('apply never changes its input (every optional rule on)', () => {
  it('random games with frozen states play on, two and four players, fire by plan and by asking', () => {
    let turns = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(2 as const, 4 as const), fc.constantFrom('plan' as const, 'ask' as const), (n, players, fire) => {
        const end = frozenPlayout(`pure-${n}`, setUp(`pure-${n}`, ALL_OPTIONS(players, fire)), 1200);
        turns += end.turn + (end.period - 1) * 10;
      }),
      { numRuns: 6, seed: 16 },
    );
    expect(turns).toBeGreaterThan(6 * 2); // the games get past turn 2, where the trench work is first carried over
  }, 240_000);

  it('with Roman reconnaissance off the board from the start (AC 22.4: screens, reports, messengers)', () => {
    let reports = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        // The deployed game, with squadrons scouting the box of the Gallic cavalry (zone I) and an empty box.
        const s = structuredClone(deployed(`recon-${n}`, ALL_OPTIONS(2, 'plan')));
        for (const [id, zone] of [['r-cav-1', 'I'], ['r-cav-2', 'I'], ['r-cav-3', 'IV'], ['r-cav-4', 'VII']] as const) s.units[ix(id)] = { loc: { at: 'obmc', zone } };
        const end = frozenPlayout(`recon-${n}`, s, 600);
        reports += (end.recon?.pending.length ?? 0) + (end.recon?.delivered.length ?? 0);
      }),
      { numRuns: 4, seed: 22 },
    );
    expect(reports).toBeGreaterThan(0);
  }, 240_000);
});
