/**
 * What the GBoH screen derives from a position, derived ahead of the click that installs it (the
 * store's prefetch, in idle time): the view for the side to act, the tracker's facts, the Entry
 * Zones' lists, the stacks and the markers. Each is kept per position (WeakMap), so the click's
 * render finds it made; nothing here is shown or changed.
 */
import type { AgState } from '../../engine/alesia-gboh/state';
import { shownView } from './board/shownView';
import { markersOf, type MarkerFields } from './board/markers';
import { stacksOf, type BoardView } from './board/model';
import { zoneFacts } from './board/ZonePanel';
import { trackFacts } from './Track';

export function warmGboh(state: AgState): void {
  const v = shownView(state);
  trackFacts(state);
  zoneFacts(v);
  stacksOf(v as unknown as BoardView);
  markersOf(v as MarkerFields);
}
