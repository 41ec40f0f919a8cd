/**
 * The board as the shell's main board: it shows the position as the side to act may see it
 * (AC 9.2, 11.8 — the Roman sees neither the OBMC boxes nor the town's units) — or, given a
 * `viewer`, as that seat's side may (the person watching the computer play) — the whole position
 * once the game is over. The moving unit's costs come from the whole position, as its legal
 * destinations do, and only when the view shows that unit moving (its own side's); so does the
 * reason a hex it may not move to is barred (movement/why.ts).
 */
import { useCallback } from 'react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { unreachableWhy } from '../../../engine/alesia-classic/movement/why';
import type { AcState } from '../../../engine/alesia-classic/state';
import type { BoardProps } from '../../shell/registry';
import { AlesiaBoard } from './AlesiaBoard';
import { shownCosts, shownState } from './shown';

export function ViewedBoard(props: BoardProps<AcState, AcAction>) {
  const { state, viewer } = props;
  const shown = shownState(state, viewer);
  const costs = shownCosts(state, viewer);
  // Why the moving unit may not go to a hex, from the whole position as its destinations are.
  const why = useCallback((hex: string) => (shown.moving ? unreachableWhy(state, shown.moving, hex) : null), [state, shown.moving]);
  return <AlesiaBoard {...props} state={shown} costs={costs} why={why} />;
}
