/**
 * The Battle tab's siege panel: the siege being resolved now (else every siege under way), its
 * turn count, both strengths for the next turn, and the last siege result from the log.
 */
import { currentEncounter } from '../../../engine/bellum/combat/preview';
import { PLACE_BY_ID } from '../../../engine/bellum/data/places';
import type { BellumState } from '../../../engine/bellum/state';
import type { LogEntry } from '../../../engine/core/log';
import { RuleLink } from '../../shell/common/Tooltip';
import { SiegePreview } from './SiegePreview';
import './preview.css';

function lastResult(log: readonly LogEntry[], place: string): string | null {
  const name = PLACE_BY_ID[place]?.name;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.kind === 'roll' && e.purpose.startsWith(`Siege turn at ${name}:`)) return `die ${e.dice.join('+')}: ${e.result}`;
  }
  return null;
}

export function SiegePanel({ state, log }: { state: BellumState; log: readonly LogEntry[] }) {
  const enc = currentEncounter(state);
  const places = enc?.kind === 'siege' && enc.place ? [enc.place] : state.sieges.map((x) => x.place);
  if (places.length === 0) return null;
  return (
    <section className="siege-panel" aria-labelledby="siege-panel-title">
      <h2 id="siege-panel-title">
        {enc?.kind === 'siege' ? 'Siege now' : 'Sieges under way'} <RuleLink id="BG 4.5" />
      </h2>
      {places.map((place) => {
        const siege = state.sieges.find((x) => x.place === place);
        const last = lastResult(log, place);
        return (
          <div key={place} className="siege-entry">
            <p>
              <strong>{PLACE_BY_ID[place]?.name ?? place}</strong>: {siege ? `${siege.turns} siege turn${siege.turns === 1 ? '' : 's'} taken of at most 4` : 'not begun'}.{' '}
              Last result: {last ?? 'none yet'}.
            </p>
            <SiegePreview state={state} place={place} title="Next siege turn" />
          </div>
        );
      })}
    </section>
  );
}
