/**
 * The step-by-step record of the battle: what the game waits for, each sequence's result, pursuit,
 * and the recent battle rolls in full (dice, modifiers, table cell, result).
 */
import type { BattleBoard, CombatState, Pending } from '../../../engine/bellum/combat/types';
import type { LogEntry, TableCell } from '../../../engine/core/log';
import { RollDetail } from '../../shell/common/formatRoll';
import { RuleLink } from '../../shell/common/Tooltip';
import { tableKey } from '../tables/tableNames';
import { sideLabel } from './boardModel';

function pendingText(p: Pending): { text: string; rule: string } {
  const who = `${sideLabel(p.side)} player`;
  switch (p.kind) {
    case 'commander':
      return { text: `${who} designates the Army Commander`, rule: 'BG 4.4.2' };
    case 'deploy':
      return { text: `${who} deploys on the Battle Map (at most a quarter of the units in Reserve)`, rule: 'BG 4.4.2' };
    case 'boardLoss':
      return {
        text: `${who} ${p.mode === 'weaken' ? 'weakens' : 'eliminates'} ${p.count} first-line unit${p.count === 1 ? '' : 's'}`,
        rule: p.rule,
      };
    case 'realign':
      return { text: `${who} may move units from the Reserve into the first line (realignment)`, rule: 'BG 4.4.2' };
    case 'testLeader':
      return { text: `${who} picks a leader to test on the Leader Table`, rule: 'BG 4.4.2' };
    case 'pursuit':
      return { text: `${who} pursues: eliminates enemy first-line units`, rule: 'BG 4.4.2' };
    case 'retreat':
      return { text: `${who} retreats into a neighbouring region`, rule: 'BG 4.4.2' };
    default:
      return { text: `${who}: ${p.kind}`, rule: 'BG 4' };
  }
}

const BATTLE_TABLES = new Set(['pitchedbattle', 'rout', 'rally', 'leader']);
const BATTLE_RULE = /^BG 4\.4(\.|$)|^BG 4\.5\.4|^BG T\.(PitchedBattle|Rout|Rally|Leader)/;

function aboutBattle(e: LogEntry): boolean {
  if (e.kind === 'roll') {
    return (e.cell !== undefined && BATTLE_TABLES.has(tableKey(e.cell.table) ?? '')) || BATTLE_RULE.test(e.rule);
  }
  return !!e.rule && BATTLE_RULE.test(e.rule);
}

/**
 * The battle's own log: every entry since the last heading (the engine opens each pitched battle,
 * and the siege a sally belongs to, with one); without a heading, the entries about battles.
 */
export function battleRecord(log: readonly LogEntry[] | undefined, max = 60): LogEntry[] {
  if (!log) return [];
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.kind === 'text' && e.heading) {
      start = i;
      break;
    }
  }
  const list = start >= 0 ? log.slice(start) : log.filter(aboutBattle);
  return list.slice(-max);
}

function RecordEntry({ e, onCell }: { e: LogEntry; onCell?: (cell: TableCell) => void }) {
  if (e.kind === 'roll') return <RollDetail entry={e} onCell={onCell} />;
  return (
    <p className={e.heading ? 'record-text record-heading' : 'record-text'}>
      {e.text} {e.rule && <RuleLink id={e.rule} />}
    </p>
  );
}

export interface BattleStepsProps {
  combat: CombatState;
  board: BattleBoard;
  log?: readonly LogEntry[];
  onCell?: (cell: TableCell) => void;
}

export function BattleSteps({ combat, board, log, onCell }: BattleStepsProps) {
  const enc = combat.encounters[combat.index];
  const pending = combat.pending ? pendingText(combat.pending) : null;
  const record = battleRecord(log);
  const maxSeq = board.sally ? 1 : 2;
  return (
    <section className="battle-steps" aria-labelledby="bb-steps">
      <h3 id="bb-steps">Course of the battle</h3>
      {pending && (
        <p className="battle-pending" role="status">
          <span aria-hidden="true">▶ </span>Now: {pending.text} (<RuleLink id={pending.rule} />)
        </p>
      )}
      <ol className="battle-sequences" aria-label="Sequences">
        {board.sequences.map((q) => (
          <li key={q.n}>
            Sequence {q.n} of {maxSeq}: odds {q.odds}, die {q.die}, total {q.total} → {q.attacker} / {q.defender},{' '}
            <strong>won by the {sideLabel(q.winner)} side</strong>
          </li>
        ))}
        {board.sequences.length < maxSeq && !board.winner && (
          <li className="seq-next">Sequence {board.sequences.length + 1} of {maxSeq}: to come</li>
        )}
      </ol>
      {board.lossQueue.length > 0 && (
        <div className="battle-losses">
          <p>Pitched Battle Table results still to take (rounded in the owner&apos;s favour):</p>
          <ul>
            {board.lossQueue.map((q, i) => (
              <li key={i}>
                {sideLabel(q.side)}: {q.mode === 'weaken' ? 'weaken' : 'eliminate'} {q.count} first-line unit
                {q.count === 1 ? '' : 's'}
              </li>
            ))}
          </ul>
        </div>
      )}
      {enc?.pursuitMax !== undefined && (
        <p className="battle-pursuit">
          Pursuit (<RuleLink id="BG 4.4.2" />): {enc.pursued ?? 0} of up to {enc.pursuitMax} enemy units eliminated
          (at least 1; reduced infantry first, then reduced cavalry, intact infantry, intact cavalry).
        </p>
      )}
      {record.length > 0 && (
        <section className="battle-record" aria-labelledby="bb-record">
          <h4 id="bb-record">Battle record, latest last</h4>
          {/* A reversed flex column: its scroll starts at the end, so the latest roll is in view
              and stays in view as entries are added, without a script. */}
          <div className="record-scroll" tabIndex={0} aria-label="Battle record (scrolls)">
            <ol>
              {record.map((e, i) => (
                <li key={i}>
                  <RecordEntry e={e} onCell={onCell} />
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}
    </section>
  );
}
