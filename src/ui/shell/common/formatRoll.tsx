/**
 * One die roll of the log in full: purpose, dice, every modifier with its reason and rule,
 * total, table cell and result. Used by the log panel and the battle display.
 */
import type { DieRollEntry, Modifier, TableCell } from '../../../engine/core/log';
import { tableTitle } from '../books';
import { DiceRow } from './Dice';
import { RuleLink, Tip } from './Tooltip';
import './common.css';

const signed = (n: number): string => (n >= 0 ? `+${n}` : `\u2212${Math.abs(n)}`);

/**
 * A modifier's reason without the value it may repeat: the table definitions read
 * "+1 if the attacker has more leaders present (−1 if fewer)"; shown after the value that becomes
 * "if the attacker has more leaders present".
 */
export function modifierReason(m: Modifier): string {
  return m.reason
    .replace(/^\s*[+\-\u2212]\d+\s+/, '')
    .replace(/\s*\([+\-\u2212]\d+[^)]*\)\s*$/, '')
    .trim();
}

/** Plain-text version: "Pitched Battle: 4 +1 Army Commander (BG 4.4.2) = 5 → R / ½". */
export function rollText(e: DieRollEntry): string {
  const mods = e.modifiers.map((m) => ` ${signed(m.value)} ${modifierReason(m)} (${m.rule})`).join('');
  const cell = e.cell ? ` [${cellText(e.cell)}]` : '';
  return `${e.purpose}: ${e.dice.join('+')}${mods} = ${e.total}${cell} → ${plain(e.result)}`;
}

export function cellText(c: TableCell): string {
  return `${tableTitle(c.table)}, row ${c.row}, column ${c.col}`;
}

/** Results may mark the winning side in **bold** (Pitched Battle Table): render it bold. */
export function ResultText({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <>
      {parts.map((p, i) => (i % 2 === 1 ? <strong key={i} className="result-bold">{p}</strong> : p))}
    </>
  );
}

const plain = (text: string): string => text.replace(/\*\*(.+?)\*\*/g, '$1');

function ModifierItem({ m }: { m: Modifier }) {
  return (
    <li className={m.value < 0 ? 'mod mod-neg' : 'mod mod-pos'}>
      <span className="mod-value">{signed(m.value)}</span> {modifierReason(m)} (<RuleLink id={m.rule} />)
    </li>
  );
}

export interface RollDetailProps {
  entry: DieRollEntry;
  /** When given, the table cell becomes a button (e.g. "show it lit in the Tables view"). */
  onCell?: (cell: TableCell) => void;
  /** Hide the purpose line when the caller already shows it. */
  compact?: boolean;
}

export function RollDetail({ entry: e, onCell, compact }: RollDetailProps) {
  const diceSum = e.dice.reduce((a, b) => a + b, 0);
  return (
    <div className="roll" aria-label={`Roll: ${plain(e.purpose)}`} role="group">
      {!compact && (
        <div className="roll-purpose">
          {e.purpose} <RuleLink id={e.rule} />
          {e.auto && <span className="badge badge-auto"> (automatic)</span>}
        </div>
      )}
      <div className="roll-line">
        <Tip rule={e.rule} text={`${e.purpose}: rolled ${e.dice.join(' + ')}${e.modifiers.length ? `, modified to ${e.total}` : ''}.`}>
          <span className="roll-dice">
            <DiceRow values={e.dice} />
            {e.dice.length > 1 && <span className="roll-sum"> = {diceSum}</span>}
          </span>
        </Tip>
        {e.modifiers.length > 0 && (
          <ul className="roll-mods" aria-label="Die roll modifiers">
            {e.modifiers.map((m, i) => (
              <ModifierItem key={i} m={m} />
            ))}
          </ul>
        )}
        <span className="roll-total">
          Total <strong>{e.total}</strong>
        </span>
      </div>
      {e.cell && (
        <div className="roll-cell">
          <Tip rule={e.rule} text="The table cell read for this roll; open it in the Tables view.">
            {onCell ? (
              <button type="button" className="link-button" onClick={() => onCell(e.cell!)}>
                {cellText(e.cell)}
              </button>
            ) : (
              <span>{cellText(e.cell)}</span>
            )}
          </Tip>
        </div>
      )}
      <div className="roll-result">
        <span aria-hidden="true">→ </span>
        <span className="roll-result-text">
          <ResultText text={e.result} />
        </span>
      </div>
    </div>
  );
}
