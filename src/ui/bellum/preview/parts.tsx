/** Pieces shared by the combat previews: a strength with its terms, modifiers, a chance. */
import type { ReactNode } from 'react';
import type { Modifier } from '../../../engine/core/log';
import type { Strength } from '../../../engine/bellum/combat/preview';
import { modifierReason } from '../../shell/common/formatRoll';
import { RuleLink } from '../../shell/common/Tooltip';

export const signed = (n: number): string => (n >= 0 ? `+${n}` : `\u2212${-n}`);
export const pct = (p: number): string => `${Math.round(p * 100)}%`;
export const diceText = (dice: readonly number[]): string => (dice.length === 1 ? String(dice[0]) : dice.length === 6 ? '1–6' : isRun(dice) ? `${dice[0]}–${dice[dice.length - 1]}` : dice.join(', '));
const isRun = (d: readonly number[]) => d.every((x, i) => i === 0 || x === d[i - 1] + 1);

/** "Roman (attacker) 22: strength points 20 (BG 4.3.2) + Crassus, best leader 2 (BG 4.3.2)" */
export function StrengthLine({ who, s }: { who: string; s: Strength }) {
  return (
    <li>
      <strong>
        {who} {s.total}
      </strong>
      {': '}
      {s.terms.map((t, i) => (
        <span key={t.label}>
          {i > 0 && ' + '}
          {t.label} {t.value} (<RuleLink id={t.rule} />)
        </span>
      ))}
    </li>
  );
}

export function Modifiers({ list, total }: { list: readonly Modifier[]; total: number }) {
  return (
    <ul className="odds-drms" aria-label="Die roll modifiers">
      {list.length === 0 && <li>No modifier</li>}
      {list.map((m) => (
        <li key={m.reason}>
          <span className="mod-value">{signed(m.value)}</span> {modifierReason(m)} (<RuleLink id={m.rule} />)
        </li>
      ))}
      {list.length > 0 && (
        <li className="odds-drm-total">
          Total modifier <strong>{signed(total)}</strong>
        </li>
      )}
    </ul>
  );
}

/** A table of results by die: the die faces as row headers, then the given cells, then the chance. */
export function OddsTable({ caption, head, rows }: { caption: ReactNode; head: readonly string[]; rows: readonly { dice: readonly number[]; chance: number; cells: readonly ReactNode[] }[] }) {
  return (
    <table className="odds-outcomes">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Die</th>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
          <th scope="col">Chance</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.dice.join()}>
            <th scope="row">{diceText(r.dice)}</th>
            {r.cells.map((c, i) => (
              <td key={i}>{c}</td>
            ))}
            <td>{pct(r.chance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
