/** The odds of the skirmish about to be fought (BG 4.3.2): strengths, column, modifiers, results. */
import { useId } from 'react';
import { skirmishPreview } from '../../../engine/bellum/combat/preview';
import type { BellumState } from '../../../engine/bellum/state';
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import { RuleLink } from '../../shell/common/Tooltip';
import { sideName } from '../stepInfo';
import { Modifiers, OddsTable, StrengthLine } from './parts';

const RESULT: Record<string, string> = {
  A1: 'attacker loses a unit',
  AR: 'attacker reduces a unit',
  D1: 'defender loses a unit',
  DR: 'defender reduces a unit',
  EX: 'each side reduces a unit',
  NE: 'no effect',
};

export function SkirmishPreview({ state, region }: { state: BellumState; region: string }) {
  const id = useId();
  const p = skirmishPreview(state, region);
  if (!p) return null;
  const att = sideName(p.attacker);
  const def = sideName(p.defender);
  return (
    <section className="combat-preview odds-panel" aria-labelledby={id}>
      <h3 id={id}>
        Skirmish odds in {REGION_BY_ID[region]?.name ?? region} <RuleLink id="BG 4.3.2" />
      </h3>
      <ul className="pv-strengths">
        <StrengthLine who={`${att} (attacker)`} s={p.attack} />
        <StrengthLine who={`${def} (defender)`} s={p.defence} />
      </ul>
      <p className="odds-line">
        {p.attack.total} : {p.defence.total} gives Skirmish Table column <strong>{p.column}</strong>{' '}
        <span className="odds-note">(rounded in the defender&apos;s favour)</span>
      </p>
      <Modifiers list={p.modifiers} total={p.drm} />
      <OddsTable
        caption={`Skirmish Table, column ${p.column}: results by die (${att} rolls)`}
        head={['Result', 'Loser']}
        rows={p.outcomes.map((o) => ({ dice: o.dice, chance: o.chance, cells: [`${o.code} — ${RESULT[o.code] ?? o.code}`, o.loser ? sideName(o.loser) : 'none'] }))}
      />
    </section>
  );
}
