import { toAct } from '../../../engine/alesia-gboh/legal';
import type { AgSide, AgState } from '../../../engine/alesia-gboh/state';
import { viewFor, type AgView } from '../../../engine/alesia-gboh/view';
import { perPositionAnd } from '../../hexboard/perPosition';

const viewAs = perPositionAnd((s: AgState, side: AgSide | null): AgView | AgState => (side ? viewFor(s, side) : s));

/** The side whose view is shown: `viewer`'s (the person watching the computer play), else the side to act's; none once the game is over. */
export function sideShown(s: AgState, viewer?: string | null): AgSide | null {
  const acting = toAct(s);
  return acting && (viewer === 'roman' || viewer === 'gallic' ? viewer : acting);
}

/**
 * The position as the side to act may see it, or as `viewer` may; the whole once the game is over.
 * Made once per position and side (the board, inspector and track share it; the store's prefetch
 * makes the side to act's ahead).
 */
export const shownView = (s: AgState, viewer?: string | null): AgView | AgState => viewAs(s, sideShown(s, viewer));
