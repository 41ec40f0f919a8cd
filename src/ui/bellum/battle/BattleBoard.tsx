/**
 * The Battle Map of a pitched battle or sally (BG 4.4.2, BG 4.5.4), drawn from `state.combat.board`:
 * both armies (attacker first) with Leaders box, wings, A/E boxes and Permanent Losses, the odds
 * preview of the next sequence, and the step-by-step record (pass recent `log` entries to show rolls).
 */
import type { LogEntry, TableCell } from '../../../engine/core/log';
import type { BellumAction, BellumState } from '../../../engine/bellum/state';
import { RuleLink } from '../../shell/common/Tooltip';
import { BattleSteps } from './BattleSteps';
import { BoardSideView } from './BoardSideView';
import { OddsPanel } from './OddsPanel';
import { otherSide, placeName, regionName, sideLabel } from './boardModel';
import { DragHint } from './DragHint';
import { useWingDrop } from './useWingDrop';
import './battle.css';

const KIND_NAME = { skirmish: 'Skirmish', battle: 'Pitched battle', siege: 'Siege' } as const;

export interface BattleBoardProps {
  state: BellumState;
  /** Recent log entries; the battle's rolls among them are shown in full. */
  log?: readonly LogEntry[];
  /** Called when a roll's table cell is clicked (e.g. to show the Tables view lit). */
  onCell?: (cell: TableCell) => void;
  /** The legal actions now (empty while the screen is handed over); its deploy/realign entries make counters draggable. */
  legal?: readonly BellumAction[];
  /** Applies an action of `legal` (a counter dropped on a wing, BG 4.4.2). */
  onAct?: (a: BellumAction) => void;
}

const NO_ACTIONS: readonly BellumAction[] = [];

export function BattleBoard({ state, log, onCell, legal = NO_ACTIONS, onAct }: BattleBoardProps) {
  const combat = state.combat;
  const board = combat?.board ?? null;
  const drop = useWingDrop(board, legal, onAct);
  if (!combat || !board) {
    const enc = combat?.encounters?.[combat.index];
    return (
      <div className="battle-board battle-none">
        <p>No battle in progress.</p>
        {enc && (
          <p className="battle-other">
            Current combat: {KIND_NAME[enc.kind] ?? enc.kind} in {regionName(enc.region)}
            {enc.place ? ` (${placeName(enc.place)})` : ''}.
          </p>
        )}
      </div>
    );
  }
  const sally = board.sally;
  const title = sally
    ? `Sally from ${placeName(sally)} in ${regionName(board.region)}`
    : `Pitched battle in ${regionName(board.region)}`;
  // the preview matters while the next roll is being prepared: deployment and realignment
  const preparing = combat.pending?.kind === 'deploy' || combat.pending?.kind === 'realign';
  const moreToFight = preparing && !board.winner && board.sequences.length < (sally ? 1 : 2);
  return (
    <section className={`battle-board${drop.dragging ? ' dragging' : ''}`} aria-labelledby="bb-title">
      <header className="battle-header">
        <h2 id="bb-title">
          {title} <RuleLink id={sally ? 'BG 4.5.4' : 'BG 4.4.2'} />
        </h2>
        <p>
          Attacker: <strong>{sideLabel(board.attacker)}</strong> · Defender: {sideLabel(otherSide(board.attacker))}
          {' · '}
          {board.winner
            ? <strong>Victor: {sideLabel(board.winner)}</strong>
            : `${board.sequences.length} of ${sally ? 1 : 2} sequence${sally ? '' : 's'} rolled`}
        </p>
      </header>
      {drop.enabled && <DragHint drop={drop} />}
      <div className="battle-sides">
        <BoardSideView state={state} board={board} side={board.attacker} drop={drop} />
        <BoardSideView state={state} board={board} side={otherSide(board.attacker)} drop={drop} />
      </div>
      {/* below the armies: the odds of the next roll beside the course of the battle */}
      <div className={`battle-lower${moreToFight ? ' with-odds' : ''}`}>
        {moreToFight && <OddsPanel state={state} board={board} />}
        <BattleSteps combat={combat} board={board} log={log} onCell={onCell} />
      </div>
    </section>
  );
}
