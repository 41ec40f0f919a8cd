import { toAct } from '../../../engine/alesia-gboh/legal';
import type { AgState } from '../../../engine/alesia-gboh/state';
import { viewFor, type AgView } from '../../../engine/alesia-gboh/view';
import { perPosition } from '../../hexboard/perPosition';

/** The position as the side to act may see it; the whole once the game is over. Made once per position (the board, inspector and track share it). */
export const shownView = perPosition((s: AgState): AgView | AgState => {
  const side = toAct(s);
  return side ? viewFor(s, side) : s;
});
