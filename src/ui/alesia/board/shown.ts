/**
 * The position as the side to act may see it (AC 9.2, 11.8, 25.7), the whole position once the
 * game is over: what the board and the inspector are built from, so they never show more.
 */
import { toAct } from '../../../engine/alesia-classic/legal';
import type { AcState } from '../../../engine/alesia-classic/state';
import { viewFor } from '../../../engine/alesia-classic/view';
import { moveCosts, type MoveCost } from '../../../engine/alesia-classic/movement/costs';
import type { BoardState } from './model';
import { perPosition } from '../../hexboard/perPosition';

/** Kept per position: the board and the inspector read the same view, and the store's prefetch makes it ahead (warm.ts). */
export const shownState: (state: AcState) => BoardState = perPosition((state: AcState): BoardState => {
  const side = toAct(state);
  return side ? viewFor(state, side) : state;
});

/**
 * What each destination of the unit the view shows moving costs, from the whole position (as its
 * destinations are); none when the view shows no unit moving. Kept per position (warm.ts).
 */
export const shownCosts: (state: AcState) => ReadonlyMap<string, MoveCost> | undefined = perPosition((state: AcState) => {
  const moving = shownState(state).moving;
  return moving ? moveCosts(state, moving) : undefined;
});
