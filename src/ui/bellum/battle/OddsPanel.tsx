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
import { Modifiers, OddsTable } from '../preview/parts';
import { RuleLink } from '../../shell/common/Tooltip';
import { otherSide, sideLabel } from './boardModel';


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
      <Modifiers list={drms} total={drm} />
      <OddsTable
        caption={`Pitched Battle Table, column ${col}: results by die (${attName} rolls)`}
        head={['Result (attacker / defender)', 'Sequence won by']}
        rows={res.map((o) => ({ dice: o.dice, chance: o.dice.length / 6, cells: [o.text, o.attackerWins ? `${attName} (attacker)` : `${sideLabel(def.side)} (defender)`] }))}
      />
      <p className="odds-summary">
        The attacker wins the sequence on {winChance} of 6 die results.
      </p>
    </section>
  );
}
