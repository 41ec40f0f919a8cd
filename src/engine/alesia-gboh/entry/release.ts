/**
 * AG 5.48, 6.21, 5.7 — how many units a counter of the activated Command puts out.
 *
 * AG 5.48 each time a chief is activated, every tribal counter of his Command must have at least six
 *   combat units of the tribe set on top of it for this activation's movement — or all the units it
 *   still has, if fewer. AG 6.21 they all start from the counter's hex. AG 5.7 the same holds when a
 *   cavalry leader activates through a cavalry counter already placed (its Size 10 caps what it
 *   puts out over the AP).
 * Reading: the seed asks for six units ON the counter for the move, so units already waiting there
 *   (put out in an earlier activation and not yet moved off) count towards the six; the counter puts
 *   out only what is missing: max(0, 6 − waiting), and never more than it still has. More may come
 *   out by choice (`release`).
 */
import { unitsLeftFor } from '../commands';
import type { AgState } from '../state';
import { unitsToRead } from '../ctx';
import { unitIds } from '../unitIds';

/** AG 5.48 — the units a counter must have on it for the activation's move. */
export const RELEASE_MIN = 6;

/** AG 5.48, 6.21 — the units standing on `tribe`'s counter, not yet moved off it. */
export function waitingOn(s: AgState, tribe: string): string[] {
  const units = unitsToRead(s); // a plain map, not a working copy's guard (../ctx.ts)
  return unitIds(s).filter((id) => {
    const loc = units[id].loc;
    return loc.at === 'counter' && loc.tribe === tribe;
  });
}

/** AG 5.48 — how many more units `tribe`'s counter must put out now (`left`: unitsLeftFor(s, tribe), if the caller has it). */
export function releaseCount(s: AgState, tribe: string, left = unitsLeftFor(s, tribe)): number {
  return Math.max(0, Math.min(RELEASE_MIN - waitingOn(s, tribe).length, left));
}
