/**
 * The board as the shell's main board: it shows the position as the side to act may see it
 * (AC 9.2, 11.8 — the Roman sees neither the OBMC boxes nor the town's units), the whole position
 * once the game is over.
 */
import { useMemo } from 'react';
import type { AcAction } from '../../../engine/alesia-classic/actions';
import { toAct } from '../../../engine/alesia-classic/legal';
import type { AcState } from '../../../engine/alesia-classic/state';
import { viewFor } from '../../../engine/alesia-classic/view';
import type { BoardProps } from '../../shell/registry';
import { AlesiaBoard } from './AlesiaBoard';

export function ViewedBoard(props: BoardProps<AcState, AcAction>) {
  const { state } = props;
  const shown = useMemo(() => {
    const side = toAct(state);
    return side ? viewFor(state, side) : state;
  }, [state]);
  return <AlesiaBoard {...props} state={shown} />;
}
