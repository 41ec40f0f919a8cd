/** The Battle tab's naval panel: the rounds of this phase's naval combats, die by die (BG 5.6.1). */
import { REGION_BY_ID } from '../../../engine/bellum/data/regions';
import { UNIT_BY_ID } from '../../../engine/bellum/data/units';
import type { BellumState } from '../../../engine/bellum/state';
import { locName } from '../../../engine/bellum/naval/geo';
import { RuleLink } from '../../shell/common/Tooltip';
import { sideName } from '../stepInfo';

export function NavalPanel({ state }: { state: BellumState }) {
  const f = state.naval?.fight;
  if (!f || f.rounds.length === 0) return null;
  return (
    <section className="siege-panel naval-panel" aria-labelledby="naval-panel-title">
      <h2 id="naval-panel-title">
        Naval combat <RuleLink id="BG 5.6" />
      </h2>
      <table className="odds-outcomes">
        <caption>Rounds fought this combat phase</caption>
        <thead>
          <tr>
            <th scope="col">Where, round</th>
            <th scope="col">Wind</th>
            <th scope="col">Rome</th>
            <th scope="col">Gauls</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {f.rounds.map((r) => (
            <tr key={`${r.region}-${r.round}`}>
              <th scope="row">
                {REGION_BY_ID[r.region]?.name ?? r.region}, {r.round}
              </th>
              <td>
                {r.windDie}
                {r.windTotal !== r.windDie ? ` (${r.windTotal})` : ''} {r.light ? 'light' : 'strong'}
              </td>
              <td>{r.roman ? `${r.roman.die} → ${r.roman.total}` : '—'}</td>
              <td>{r.gallic ? `${r.gallic.die} → ${r.gallic.total}` : '—'}</td>
              <td>
                {r.escaped
                  ? `Roman fleet escaped to ${locName(r.escaped)}`
                  : r.loser === undefined
                    ? 'to decide'
                    : r.loser === null
                      ? 'tie, no loss'
                      : `${sideName(r.loser)} loses ${r.lost ? UNIT_BY_ID[r.lost]?.name ?? r.lost : 'a ship'}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
