/**
 * The position as the side to act may see it (AC 9.2, 11.8, 25.7), the whole position once the
 * game is over: what the board and the inspector are built from, so they never show more.
 */
import { toAct } from '../../../engine/alesia-classic/legal';
import type { AcState } from '../../../engine/alesia-classic/state';
import { viewFor } from '../../../engine/alesia-classic/view';
import type { BoardState } from './model';

export function shownState(state: AcState): BoardState {
  const side = toAct(state);
  return side ? viewFor(state, side) : state;
}
