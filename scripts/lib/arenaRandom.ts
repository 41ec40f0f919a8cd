/**
 * "Random play" in the arena for the two Alesia games (issue 18's baseline): the simulator's random
 * players, not a uniform pick over the legal list. A uniform pick never finishes an Alesia 1983
 * combat declaration of several battles — it takes back as many joins and battles as it makes
 * (attack / drop, join / unjoin), and a game ran past 6,000 actions in one Gallic combat phase —
 * and in Alésia (GBoH) it sets standing orders for ever in a stalled phase. These players draw at
 * random too, but only forward: a battle once joined is fought, a phase with nothing left is ended
 * (src/engine/alesia-classic/testing.ts `chooseAction`; scripts/lib/agPlayout.ts `chooseAgAction`
 * with its bias toward the lines switched off). Each reads a sample of its own side's view (the
 * adapter's determinize), never the true state.
 */
import type { BotAdapter } from '../../src/engine/core/bot/adapter';
import type { Seat } from '../../src/engine/core/bot/match';
import { nextIndex, seedRng, type RngState } from '../../src/engine/core/rng';
import type { AcAction } from '../../src/engine/alesia-classic/actions';
import type { AcState } from '../../src/engine/alesia-classic/state';
import { chooseAction as acRandom } from '../../src/engine/alesia-classic/testing';
import type { AgAction } from '../../src/engine/alesia-gboh/actions';
import type { AgState } from '../../src/engine/alesia-gboh/state';
import { chooseAgAction } from './agPlayout';

const MOVES = new Set(['move', 'shift', 'moveStack', 'shiftMany']);

/**
 * Alesia 1983: the simulator's random player (moves counted per phase, as the sim does). With
 * `policy`, a mix: each move is the simulator's random one with chance `policy.eps`, else the
 * adapter's playout policy's (scripts/acEvalArena.ts `policy:EPS`, a weakened policy player); its
 * generator is seeded from `policy.label` instead.
 */
export function acRandomSeat(adapter: BotAdapter<AcState, AcAction, unknown, string>, seed: string, policy?: { eps: number; label: string }): Seat<AcAction, unknown, string> {
  let rng: RngState = seedRng(`${policy?.label ?? 'random seat'}:${seed}`);
  let phase = '';
  let moves = 0;
  return (view, side, legal) => {
    let s: AcState;
    [s, rng] = adapter.determinize(view, side, rng);
    if (s.phase !== phase) [phase, moves] = [s.phase, 0];
    let r = 0;
    if (policy) [r, rng] = nextIndex(rng, 1000);
    let a: AcAction;
    if (!policy || r < policy.eps * 1000) [a, rng] = acRandom(s, legal, rng, moves);
    else [a, rng] = adapter.policy!(s, legal, rng);
    if (MOVES.has(a.t)) moves++;
    return a;
  };
}

/** Alésia (GBoH): the simulator's random player without its bias toward the lines. */
export function agRandomSeat(adapter: BotAdapter<AgState, AgAction, unknown, string>, seed: string): Seat<AgAction, unknown, string> {
  let rng: RngState = seedRng(`random seat:${seed}`);
  return (view, side, legal) => {
    let s: AgState;
    [s, rng] = adapter.determinize(view, side, rng);
    let a: AgAction;
    [a, rng] = chooseAgAction(s, legal, rng, { callOffAfter: 16, placeByHand: false, placed: 0, uniform: true });
    return a;
  };
}
