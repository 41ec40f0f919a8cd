/**
 * Before a pitched battle is deployed (BG 4.4.1 avoid or stand): an estimate, clearly labelled,
 * from every unit in the open. The true odds come from the first lines once deployed.
 */
import { useId } from 'react';
import { battleEstimate } from '../../../engine/bellum/combat/preview';
import type { BellumState } from '../../../engine/bellum/state';
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import { RuleLink } from '../../shell/common/Tooltip';
import { sideName } from '../stepInfo';
import { OddsTable, StrengthLine, pct } from './parts';

export function BattleEstimate({ state, region }: { state: BellumState; region: string }) {
  const id = useId();
  const p = battleEstimate(state, region);
  if (!p) return null;
  const att = sideName(p.attacker);
  const wins = p.outcomes.filter((o) => o.winner === p.attacker).reduce((t, o) => t + o.chance, 0);
  return (
    <section className="combat-preview odds-panel" aria-labelledby={id}>
      <h3 id={id}>
        Estimate: pitched battle in {REGION_BY_ID[region]?.name ?? region} <RuleLink id="BG 4.4.2" />
      </h3>
      <p className="odds-note">
        An estimate before deployment: every unit counted in the first line and no modifier. Units kept in reserve (up to a quarter) will not
        count, and the commanders&apos; and deployment modifiers come once the lines stand; the battle board then shows the true odds.
      </p>
      <ul className="pv-strengths">
        <StrengthLine who={`${att} (attacker)`} s={p.attack} />
        <StrengthLine who={`${sideName(p.defender)} (defender)`} s={p.defence} />
      </ul>
      <p className="odds-line">
        Column about <strong>{p.column}</strong>; the {att} side would win the first sequence on {pct(wins)} of rolls.
      </p>
      <OddsTable
        caption={`Pitched Battle Table, column ${p.column}, without modifiers (estimate)`}
        head={['Result (attacker / defender)', 'Sequence won by']}
        rows={p.outcomes.map((o) => ({ dice: o.dice, chance: o.chance, cells: [o.text, sideName(o.winner)] }))}
      />
    </section>
  );
}
