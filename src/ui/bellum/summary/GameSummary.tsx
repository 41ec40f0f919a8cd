/** The game-over dialog's Bellum part: losses by side, leaders lost, and every combat's result. */
import { useMemo } from 'react';
import type { BellumState } from '../../../engine/bellum/state';
import type { LogEntry } from '../../../engine/core/log';
import { RuleLink } from '../../shell/common/Tooltip';
import { sideName } from '../stepInfo';
import { gameSummary } from './gameSummary';
import './summary.css';

const KIND_NAME = { skirmish: 'Skirmish', battle: 'Pitched battle', siege: 'Siege' } as const;

export function BellumSummary({ state, log }: { state: BellumState; log: readonly LogEntry[] }) {
  const sum = useMemo(() => gameSummary(state, log), [state, log]);
  return (
    <section className="game-summary" aria-labelledby="summary-title">
      <h3 id="summary-title">Summary</h3>
      <table className="summary-losses">
        <caption>Losses by side</caption>
        <thead>
          <tr>
            <th scope="col">Side</th>
            <th scope="col">Units eliminated</th>
            <th scope="col">Units reduced</th>
          </tr>
        </thead>
        <tbody>
          {(['roman', 'gallic'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{sideName(side)}</th>
              <td>{sum.losses[side].eliminated}</td>
              <td>{sum.losses[side].reduced}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>
        Leaders lost <RuleLink id="BG 4.2.2" />
      </h4>
      {sum.leaders.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul aria-label="Leaders lost">
          {sum.leaders.map((l) => (
            <li key={l.name}>
              {l.name} ({sideName(l.side)}) — {l.fate}
            </li>
          ))}
        </ul>
      )}
      <h4>Battles and sieges</h4>
      {sum.combats.length === 0 ? (
        <p className="muted">No combat was fought.</p>
      ) : (
        <ol className="summary-combats" aria-label="Battles and sieges">
          {sum.combats.map((c) => (
            <li key={c.at}>
              <strong>{KIND_NAME[c.kind]}</strong>: {c.title.replace(/^(Skirmish|Pitched battle|Siege) (in|of) /, '').replace(/[.;].*$/, '')} — {c.result} <RuleLink id={c.rule} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
