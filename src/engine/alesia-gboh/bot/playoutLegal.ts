/**
 * The part of a Command step's list a playout chooses from (core/bot/adapter.ts `playoutLegal`):
 * the moves, turns and swaps of a few of the Command's units drawn at random, and every other entry
 * (releases, fire, rally, the leader, shock or the end of the phase) — legal.ts commandActions. A
 * Command's whole list holds every path of every unit (1,000–4,000 entries, 10–25 ms to make on the
 * bench's positions), of which the policy moves one unit; this part costs the few units' move
 * searches. Other steps: the whole list (null).
 */
import { nextIndex, type RngState } from '../../core/rng';
import type { AgAction } from '../actions';
import { commandActions } from '../legal';
import { movers } from '../movement/play';
import type { AgState } from '../state';

/** Units whose moves a playout step lists (the policy compares up to a dozen of its moves). */
export const PLAYOUT_MOVERS = 1;

export function playoutLegalAg(s: AgState, rng0: RngState): [readonly AgAction[] | null, RngState] {
  if (s.step !== 'command' || !s.command) return [null, rng0];
  const may = movers(s);
  if (may.length <= PLAYOUT_MOVERS) return [null, rng0];
  let rng = rng0;
  const pool = may.slice();
  const only = new Set<string>();
  while (only.size < PLAYOUT_MOVERS) {
    let i: number;
    [i, rng] = nextIndex(rng, pool.length);
    only.add(pool.splice(i, 1)[0]);
  }
  return [commandActions(s, only), rng];
}
