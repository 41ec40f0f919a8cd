/**
 * The board as the shell's main board: it shows the position as the side to act may see it
 * (AC 9.2, 11.8 — the Roman sees neither the OBMC boxes nor the town's units), the whole position
 * once the game is over.
 */
import { useMemo } from 'react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import type { AcState } from '../../../engine/alesia-classic/state';
import type { BoardProps } from '../../shell/registry';
import { AlesiaBoard } from './AlesiaBoard';
import { shownState } from './shown';

export function ViewedBoard(props: BoardProps<AcState, AcAction>) {
  const { state } = props;
  const shown = useMemo(() => shownState(state), [state]);
  return <AlesiaBoard {...props} state={shown} />;
}
