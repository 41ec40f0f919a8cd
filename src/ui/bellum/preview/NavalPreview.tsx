/**
 * The naval combat round waiting for the Roman decision (BG 5.6.1): the wind just rolled, both
 * fleets and what they carry, each side's modifiers with their rule, and the chances of the round
 * — shown before the Roman player fights or escapes.
 */
import { useId } from 'react';
import { sumModifiers } from '../../../engine/core/log';
import { navalPreview } from '../../../engine/bellum/naval/preview';
import { locName } from '../../../engine/bellum/naval/geo';
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import { UNIT_BY_ID } from '../../../engine/bellum/data/units';
import type { BellumState, Side } from '../../../engine/bellum/state';
import { pieceName } from '../../../engine/bellum/queries';
import { RuleLink } from '../../shell/common/Tooltip';
import { sideName } from '../stepInfo';
import { Modifiers, pct } from './parts';

function Fleet({ side, ships, cargo }: { side: Side; ships: readonly string[]; cargo: Record<string, string[]> }) {
  return (
    <li>
      <strong>
        {sideName(side)} fleet: {ships.length} ship{ships.length === 1 ? '' : 's'}
      </strong>
      {' — '}
      {ships.map((id, i) => (
        <span key={id}>
          {i > 0 && '; '}
          {UNIT_BY_ID[id]?.name ?? id}
          {cargo[id]?.length ? ` (carrying ${cargo[id].map(pieceName).join(', ')})` : ''}
        </span>
      ))}
    </li>
  );
}

export function NavalPreview({ state }: { state: BellumState }) {
  const id = useId();
  const p = navalPreview(state);
  if (!p) return null;
  const r = sumModifiers(p.modifiers.roman);
  const g = sumModifiers(p.modifiers.gallic);
  return (
    <section className="combat-preview odds-panel naval-preview" aria-labelledby={id}>
      <h3 id={id}>
        Naval combat in {REGION_BY_ID[p.region]?.name ?? p.region}, round {p.round} <RuleLink id="BG 5.6.1" />
      </h3>
      <p className="odds-line">
        Wind (Gallic roll): die {p.windDie}
        {p.windTotal !== p.windDie ? `, −1 in turns 1, 2, 9 and 10 = ${p.windTotal}` : ''} — <strong>{p.light ? 'light wind' : 'strong wind'}</strong>
        {p.light ? ': the Roman fleet may escape, and adds +1 if it fights.' : ': no escape this round.'}
      </p>
      <ul className="pv-strengths">
        <Fleet side="roman" ships={p.ships.roman} cargo={p.cargo} />
        <Fleet side="gallic" ships={p.ships.gallic} cargo={p.cargo} />
      </ul>
      <h4 className="small">Roman roll: 1d6 {r >= 0 ? '+' : '−'} {Math.abs(r)}</h4>
      <Modifiers list={p.modifiers.roman} total={r} />
      <h4 className="small">Gallic roll: 1d6 {g >= 0 ? '+' : '−'} {Math.abs(g)}</h4>
      <Modifiers list={p.modifiers.gallic} total={g} />
      <table className="odds-outcomes">
        <caption>This round, if fought (the lower total loses a ship; a tie loses none)</caption>
        <thead>
          <tr>
            <th scope="col">Outcome</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">A Gallic ship is lost</th>
            <td>{pct(p.odds.romanWins / 36)}</td>
          </tr>
          <tr>
            <th scope="row">Tie: no loss</th>
            <td>{pct(p.odds.tie / 36)}</td>
          </tr>
          <tr>
            <th scope="row">A Roman ship is lost</th>
            <td>{pct(p.odds.gallicWins / 36)}</td>
          </tr>
        </tbody>
      </table>
      {p.escapes.length > 0 && (
        <p className="small">
          Escape open to: {p.escapes.map(locName).join(', ')}; the Gallic fleet stays <RuleLink id="BG 5.6.1" />.
        </p>
      )}
      <p className="small muted">
        A lost ship takes its passengers, and a trireme the legion that built it <RuleLink id="BG 5.6.2" />.
      </p>
    </section>
  );
}
