/** The next siege turn (BG 4.5.3): both strengths term by term, the difference, the column, results. */
import { useId } from 'react';
import { siegePreview } from '../../../engine/bellum/combat/preview';
import { PLACE_BY_ID } from '../../../engine/bellum/data/places';
import type { BellumState } from '../../../engine/bellum/state';
import { RuleLink } from '../../shell/common/Tooltip';
import { sideName } from '../stepInfo';
import { OddsTable, StrengthLine, signed } from './parts';

export function SiegePreview({ state, place, title = 'Siege odds' }: { state: BellumState; place: string; title?: string }) {
  const p = siegePreview(state, place);
  if (!p) return null;
  const id = useId();
  return (
    <section className="combat-preview odds-panel" aria-labelledby={id}>
      <h3 id={id}>
        {title}: {PLACE_BY_ID[place]?.name ?? place} <RuleLink id="BG 4.5.3" />
      </h3>
      <p className="odds-note">
        {p.running ? (
          <>
            Siege turn {p.turns + 1} of at most 4 <RuleLink id="BG 4.5.2" />
          </>
        ) : (
          'The siege has not begun: this would be its first turn.'
        )}
      </p>
      <ul className="pv-strengths">
        <StrengthLine who={`Besiegers (${sideName(p.besieger)})`} s={p.attack} />
        <StrengthLine who={`Besieged (${sideName(p.besieged)})`} s={p.defence} />
      </ul>
      <p className="odds-line">
        Difference {p.attack.total} − {p.defence.total} = <strong>{signed(p.diff)}</strong> → Siege Table column <strong>{p.column}</strong>
      </p>
      <OddsTable
        caption={`Siege Table, column ${p.column}: units each side reduces, by die (${sideName(p.besieger)} rolls)`}
        head={['Besiegers reduce', 'Besieged reduce']}
        rows={p.outcomes.map((o) => ({ dice: o.dice, chance: o.chance, cells: [o.besieger, o.besieged] }))}
      />
    </section>
  );
}
