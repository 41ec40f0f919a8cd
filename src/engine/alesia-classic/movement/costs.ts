/**
 * What each destination of a moving unit costs (AC 5, 7, 9, 11), for the board to show before the
 * player commits: the movement factors the cheapest route spends, what is left after it, and
 * whether the unit must stop there (enemy ZOC, a stream entered from off its course). A query on
 * the search the legal list already made (moves.ts `reachOf`): it adds no rule of its own.
 */
import { NORMAL } from './terrain';
import { destinations, reachOf, targetHex } from './moves';
import type { Destination } from '../actions';
import { unitOf, type AcState } from '../state';

export interface MoveCost {
  /** MF the cheapest route spends (halves as .5: a rampart step costs ½, AC 7.1). */
  mf: number;
  /** MF the unit had for this move, before it. */
  budget: number;
  /** MF left on arriving. */
  left: number;
  /** The unit must stop there (AC 6.2, 8.1), or the destination ends its move (the town, the OBMC). */
  stops: boolean;
}

/**
 * Every destination `unit` may move to now, with its cost. Leaving the board into an OBMC box
 * takes one more MF beyond the edge hex (AC 11.5); going into the town from a wall hex takes
 * nothing more (AC 9.4). Empty when the unit may not move.
 */
export function moveCosts(s: AcState, unit: string): Map<Destination, MoveCost> {
  const out = new Map<Destination, MoveCost>();
  if (!unitOf(s, unit)) return out;
  const r = reachOf(s, unit);
  for (const to of destinations(s, unit)) {
    const hex = targetHex(r, to);
    const half = r.cost.get(hex);
    if (half === undefined) continue;
    const off = to.startsWith('obmc:');
    const spent = off ? half + NORMAL : half;
    out.set(to, { mf: spent / 2, budget: r.budget / 2, left: (r.budget - spent) / 2, stops: off || to === 'town' || r.halted.has(hex) });
  }
  return out;
}
