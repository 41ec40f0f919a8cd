/**
 * What the GBoH screen derives from a position, derived ahead of the click that installs it (the
 * store's prefetch, in idle time): the view for the side to act, the tracker's facts, the Entry
 * Zones' lists, the stacks, the markers, the board's reading of the legal list with nothing
 * selected (model.ts: its per-list index too) and the Command leader's range with its outline. Each is kept per position (WeakMap), so the click's
 * render finds it made; nothing here is shown or changed.
 */
import type { AgState } from '../../engine/alesia-gboh/state';
import { shownView } from './board/shownView';
import { markersOf, type MarkerFields } from './board/markers';
import { boardActs, boardStacks, type BoardView } from './board/model';
import { alesiaGboh } from '../../engine/alesia-gboh/system';
import type { AgView } from '../../engine/alesia-gboh/view';
import { boardFrame } from './board/geometry';
import { sheetsOf } from './board/sheets';
import { commandRangeOf } from './board/commandRange';
import { outlineOf } from './board/CommandRangeLayer';
import { zoneFacts } from './board/ZonePanel';
import { trackFacts } from './Track';

export function warmGboh(state: AgState): void {
  const v = shownView(state);
  trackFacts(state);
  zoneFacts(v);
  boardStacks(v as unknown as BoardView, boardFrame(sheetsOf(state)).order);
  markersOf(v as MarkerFields);
  // The engine keeps the legal list per position: the same array the screen is given.
  boardActs(alesiaGboh.legalActions(state), v as unknown as BoardView, null);
  // AG 4.24: the active Command leader's range and its outline, which the map draws.
  const leader = (v as AgView).command?.leader;
  if (leader) {
    const frame = boardFrame(sheetsOf(state));
    const range = commandRangeOf(v, leader, frame.has);
    if (range) outlineOf(frame, range);
  }
}
