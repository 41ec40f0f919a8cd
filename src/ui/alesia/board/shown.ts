/**
 * The position as one side may see it (AC 9.2, 11.8, 25.7) — the side to act's, or the viewer's
 * given (the person watching the computer play, from his own side) — the whole position once the
 * game is over: what the board, the inspector and the track are built from, so they never show more.
 */
import { toAct } from '../../../engine/alesia-classic/legal';
import type { AcSide, AcState } from '../../../engine/alesia-classic/state';
import { viewFor } from '../../../engine/alesia-classic/view';
import { moveCosts, type MoveCost } from '../../../engine/alesia-classic/movement/costs';
import type { BoardState } from './model';
import { perPositionAnd } from '../../hexboard/perPosition';
import { seatSide } from '../seats';

const viewAs = perPositionAnd((state: AcState, side: AcSide | null): BoardState => (side ? viewFor(state, side) : state));

/** The side whose view is shown: the viewer's, else the side to act's; none once the game is over. */
function sideShown(state: AcState, viewer: string | null | undefined): AcSide | null {
  const acting = toAct(state);
  return acting && ((viewer ? seatSide(viewer) : null) ?? acting);
}

/**
 * Kept per position and side: the board and the inspector read the same view, and the store's
 * prefetch makes the side to act's ahead (warm.ts). `viewer`: a seat (a side or a commander) whose
 * view is shown instead of the side to act's; the same side's view is the very same object.
 */
export function shownState(state: AcState, viewer?: string | null): BoardState {
  return viewAs(state, sideShown(state, viewer));
}

/**
 * What each destination of the unit the view shows moving costs, from the whole position (as its
 * destinations are); none when the view shows no unit moving. Kept per position (warm.ts).
 */
const costsOf = perPositionAnd((state: AcState, side: AcSide | null): ReadonlyMap<string, MoveCost> | undefined => {
  const moving = viewAs(state, side).moving;
  return moving ? moveCosts(state, moving) : undefined;
});

export function shownCosts(state: AcState, viewer?: string | null): ReadonlyMap<string, MoveCost> | undefined {
  return costsOf(state, sideShown(state, viewer));
}
