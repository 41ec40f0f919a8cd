/**
 * Odds preview of the next Pitched Battle sequence (BG 4.4.2): first-line SPs → column, every
 * modifier with its reason and rule, and the column's results for each die with their chances.
 */
import type { BattleBoard } from '../../../engine/bellum/combat/types';
import { boardSide, firstLineSp } from '../../../engine/bellum/combat/battle/board';
import { battleModifiers } from '../../../engine/bellum/combat/battle/sequence';
import { battleCell, battleColumn } from '../../../engine/bellum/data/tables';
import type { BellumState } from '../../../engine/bellum/state';
import { sumModifiers } from '../../../engine/core/log';
import { modifierReason } from '../../shell/common/formatRoll';
import { RuleLink } from '../../shell/common/Tooltip';
import { otherSide, sideLabel } from './boardModel';

const signed = (n: number): string => (n >= 0 ? `+${n}` : `\u2212${-n}`);

interface Outcome {
  text: string;
  attackerWins: boolean;
  dice: number[];
}

function outcomes(col: string, drm: number): Outcome[] {
  const list: Outcome[] = [];
  for (let d = 1; d <= 6; d++) {
    const c = battleCell(col, d + drm);
    const text = `${c.attacker.code} / ${c.defender.code}`;
    const attackerWins = c.winner === 'attacker';
    const same = list.find((o) => o.text === text && o.attackerWins === attackerWins);
    if (same) same.dice.push(d);
    else list.push({ text, attackerWins, dice: [d] });
  }
  return list;
}

export function OddsPanel({ state, board }: { state: BellumState; board: BattleBoard }) {
  // the engine's own read-outs, so the preview is exactly what the roll will use
  const att = boardSide(board, board.attacker);
  const def = boardSide(board, otherSide(board.attacker));
  const a = firstLineSp(state, att);
  const d = firstLineSp(state, def);
  if (a === 0 && d === 0) return null;
  const col = battleColumn(a, d);
  const drms = battleModifiers(state, board);
  const drm = sumModifiers(drms);
  const res = outcomes(col, drm);
  const winChance = res.filter((o) => o.attackerWins).reduce((t, o) => t + o.dice.length, 0);
  const attName = sideLabel(board.attacker);
  const deployed = board.roman.ready && board.gallic.ready;
  return (
    <section className="odds-panel" aria-labelledby="bb-odds">
      <h3 id="bb-odds">
        {deployed ? 'Odds of the next sequence' : 'Estimate while deploying'} <RuleLink id="BG 4.4.2" />
      </h3>
      {!deployed && (
        <p className="odds-note">
          An estimate: deployment is not finished, so these odds count only the units placed in the first lines so far and change with each
          placement. Units kept in reserve never count.
        </p>
      )}
      <p className="odds-line">
        {attName} first line <strong>{a} SP</strong> : {sideLabel(def.side)} first line <strong>{d} SP</strong>
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> gives </span>
        column <strong>{col}</strong> <span className="odds-note">(rounded in the defender&apos;s favour; reserves excluded)</span>
      </p>
      <ul className="odds-drms" aria-label="Die roll modifiers">
        {drms.length === 0 && <li>No modifier</li>}
        {drms.map((m) => (
          <li key={m.reason}>
            <span className="mod-value">{signed(m.value)}</span> {modifierReason(m)} (<RuleLink id={m.rule} />)
          </li>
        ))}
        {drms.length > 0 && (
          <li className="odds-drm-total">
            Total modifier <strong>{signed(drm)}</strong>
          </li>
        )}
      </ul>
      <table className="odds-outcomes">
        <caption>
          Pitched Battle Table, column {col}: results by die ({attName} rolls)
        </caption>
        <thead>
          <tr>
            <th scope="col">Die</th>
            <th scope="col">Result (attacker / defender)</th>
            <th scope="col">Sequence won by</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {res.map((o) => (
            <tr key={o.dice.join()}>
              <th scope="row">{o.dice.join(', ')}</th>
              <td>{o.text}</td>
              <td>{o.attackerWins ? `${attName} (attacker)` : `${sideLabel(def.side)} (defender)`}</td>
              <td>{o.dice.length}/6</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="odds-summary">
        The attacker wins the sequence on {winChance} of 6 die results.
      </p>
    </section>
  );
}
