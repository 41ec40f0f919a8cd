/**
 * Bellum's battle board as the shell's second board (a pitched battle or a sally takes the main
 * area) and as the "Battle" side tab (the last battle's board and the siege in progress).
 */
import type { LogEntry, TableCell } from '../../../engine/core/log';
import type { BellumAction, BellumState } from '../../../engine/bellum/state';
import type { BoardProps } from '../../shell/registry';
import { BattleBoard } from '../battle/BattleBoard';
import { SiegePanel } from '../preview/SiegePanel';
import { NavalPanel } from '../preview/NavalPanel';

const NO_ACTIONS: readonly BellumAction[] = [];

/** The key of the battle board set up now, or null: a new key brings the board up (BG 4.4, 4.5.4). */
export function battleKey(state: BellumState): string | null {
  const board = state.combat?.board;
  return board ? `${state.year}-${state.turn}-${state.combat?.index}-${board.region}-${board.sally ?? ''}` : null;
}

export function BattleMain({ state, log, legal, onAct, onCell }: BoardProps<BellumState, BellumAction>) {
  return <BattleBoard state={state} log={log.slice(-120)} onCell={onCell} legal={legal} onAct={onAct} />;
}

/** The Battle tab: the siege in progress (if any), then the last battle's board. */
export function BattleTab({ state, log, onCell }: { state: BellumState; log: readonly LogEntry[]; onCell(c: TableCell): void }) {
  return (
    <>
      <NavalPanel state={state} />
      <SiegePanel state={state} log={log} />
      <BattleBoard state={state} log={log.slice(-120)} onCell={onCell} legal={NO_ACTIONS} />
    </>
  );
}
