/**
 * What the Alesia (1983) screen derives from a position, derived ahead of the click that installs it
 * (the store's prefetch, in idle time): the view for the side to act, the moving unit's costs, the
 * stacks, the off-board boxes and the board's reading of the legal list. Each is kept per position
 * (WeakMap), so the click's render finds it made; nothing here is shown or changed.
 */
import { legalActions } from '../../engine/alesia-classic/system';
import type { AcState } from '../../engine/alesia-classic/state';
import { boardActions, offBoardOf, stacksOf } from './board/model';
import { shownCosts, shownState } from './board/shown';

export function warmAlesia(state: AcState): void {
  const shown = shownState(state);
  shownCosts(state);
  stacksOf(shown);
  offBoardOf(shown);
  // The engine keeps the legal list per position: the same array the screen is given.
  boardActions(legalActions(state), shown);
}
