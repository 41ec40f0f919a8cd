/**
 * One game between two seats, for arenas and tests: each seat is asked for a move with its side's
 * view and the legal list only (never the state), and its answer must be an entry of that list.
 * Stops at the end of the game or after `maxActions` actions (then `outcome` is null).
 */
import type { GameSystem, Outcome } from '../contract';
import { nextIndex, seedRng, type RngState } from '../rng';
import type { BotAdapter, SearchOptions } from './adapter';
import { chooseAction } from './ismcts';

/** A player: a move from what its side sees. `ply` counts the game's actions so far. */
export type Seat<A, V, Side extends string> = (view: V, side: Side, legal: readonly A[], ply: number) => A;

export interface MatchResult<S, Side extends string> {
  state: S;
  actions: number;
  outcome: Outcome<Side> | null;
}

export function playMatch<S, A, V, Side extends string>(
  system: GameSystem<S, A, V, Side, never>,
  start: S,
  seats: Record<Side, Seat<A, V, Side>>,
  maxActions: number,
): MatchResult<S, Side> {
  let s = start;
  let n = 0;
  for (; n < maxActions; n++) {
    const side = system.toAct(s);
    if (side === null) break;
    const legal = system.legalActions(s);
    const a = seats[side](system.view(s, side), side, legal, n);
    if (!legal.includes(a)) throw new Error(`playMatch: the ${side} seat answered ${system.actionKey(a)}, not an entry of its legal list`);
    const r = system.apply(s, a);
    if (!r.ok) throw new Error(`playMatch: ${r.rejection.message}`);
    s = r.state;
  }
  return { state: s, actions: n, outcome: system.outcome(s) };
}

/** Uniformly random play from `seed`. */
export function randomSeat<A, V, Side extends string>(seed: string | number): Seat<A, V, Side> {
  let rng: RngState = seedRng(`random seat:${String(seed)}`);
  return (_v, _side, legal) => {
    let i: number;
    [i, rng] = nextIndex(rng, legal.length);
    return legal[i];
  };
}

/** The bot: SO-ISMCTS with these options, a fresh seed per decision (derived from `seed` and the ply). */
export function botSeat<S, A, V, Side extends string>(
  system: GameSystem<S, A, V, Side, never>,
  adapter: BotAdapter<S, A, V, Side>,
  opts: SearchOptions,
): Seat<A, V, Side> {
  return (view, side, legal, ply) => (legal.length === 1 ? legal[0] : chooseAction(system, adapter, view, side, legal, { ...opts, seed: `${String(opts.seed)}:${ply}` }));
}
