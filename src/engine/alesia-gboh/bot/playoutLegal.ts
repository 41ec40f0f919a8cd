/**
 * The part of a long list a playout chooses from (core/bot/adapter.ts `playoutLegal`):
 * - a Command step: the moves, turns and swaps of ONE of the Command's units drawn at random, and
 *   every other entry (releases, fire, leader, rally, shock or the end of the phase) — legal.ts
 *   commandActions. The whole list holds every path of every unit (1,000–4,000 entries, 10–25 ms
 *   to make on the bench's positions), of which the policy moves one unit;
 * - a step placing counters (AG 5.45: the initial placement, an entry, 12.1's arrivals): the
 *   placements of ONE counter drawn at random, and every other entry — legal.ts placingPart (12.1's
 *   arrivals list ~6,000 placements).
 * Other steps, or one unit / counter only: the whole list (null).
 */
import { nextIndex, type RngState } from '../../core/rng';
import type { AgAction } from '../actions';
import { placeableTribes } from '../entry';
import { commandActions, placingPart } from '../legal';
import { movers } from '../movement/play';
import type { AgState } from '../state';

const PLACING: ReadonlySet<AgState['step']> = new Set(['initial', 'entering', 'choose']);

export function playoutLegalAg(s: AgState, rng0: RngState): [readonly AgAction[] | null, RngState] {
  if (s.step === 'command' && s.command) {
    const may = movers(s);
    if (may.length < 2) return [null, rng0];
    const [i, rng] = nextIndex(rng0, may.length);
    return [commandActions(s, new Set([may[i]])), rng];
  }
  // placeableTribes lists nothing in a choose step but 12.1's arrivals.
  if (PLACING.has(s.step)) {
    const ts = placeableTribes(s);
    if (ts.length < 2) return [null, rng0];
    const [i, rng] = nextIndex(rng0, ts.length);
    const part = placingPart(s, new Set([ts[i].tribe]));
    // A counter with no hex to go to, and nothing else listed: the whole list.
    return [part.length ? part : null, rng];
  }
  return [null, rng0];
}
