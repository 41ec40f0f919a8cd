/**
 * The numbers behind the rolls the decision asked now may call for, each with its rule and its
 * chance: an entry beyond Zones I–II (AG 5.33, 5.42; +3 at night, AG 12.2 Night), a Seizure
 * (AG 5.21: d10 at or under the commander's Initiative, with the Seizures left, AG 5.22–5.23), the
 * Roman OC's Seizure spent to move him (AG 5.25: no roll), the Alesia force's first activation
 * (AG 5.63: 0–6, +3 at night). One d10, 0–9: a chance is the faces that succeed in ten.
 */
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { agLeader } from '../../engine/alesia-gboh/data';
import { alesiaOc } from '../../engine/alesia-gboh/commands';
import { ALESIA_FORCE_ENTRY_MAX, entryMaxDie, NIGHT_ENTRY_DRM } from '../../engine/alesia-gboh/tables/entry';
import type { AgState } from '../../engine/alesia-gboh/state';
import { RuleLink } from '../shell/common/Tooltip';
import { useMemo } from 'react';
import { shockLines, shotPreviews, signed, type DrmLine, type ShockLine, type ShotPreview } from './combatPreview';

interface Line {
  key: string;
  what: string;
  faces: string;
  chance: number;
  rule: string;
  drm?: string;
}

/** AG 5.22: a commander's Seizures left this Assault Period. */
const seizuresLeft = (s: AgState, leader: string): number => Math.max(0, (agLeader(leader).seizures ?? 0) - (s.ap.seizuresUsed[leader] ?? 0));

const pct = (faces: number) => Math.max(0, Math.min(10, faces)) * 10;

export function previewLines(s: AgState, legal: readonly AgAction[]): Line[] {
  const out: Line[] = [];
  const night = s.ap.night;
  for (const a of legal) {
    if (a.t === 'entry') {
      const max = entryMaxDie(a.zone, night);
      if (max === null) out.push({ key: `e${a.zone}`, what: `Zone ${a.zone} entry`, faces: 'no roll', chance: 100, rule: 'AG 5.33' });
      else out.push({ key: `e${a.zone}`, what: `Zone ${a.zone} entry`, faces: max < 0 ? 'no face' : `0–${max}`, chance: pct(max + 1), rule: 'AG 5.42', drm: night ? `+${NIGHT_ENTRY_DRM} night (AG 12.2 Night)` : undefined });
    }
    if (a.t === 'seize' && !a.move) {
      const l = agLeader(a.leader);
      const ini = l.initiative ?? -1;
      out.push({ key: `s${a.leader}`, what: `Seizure by ${l.name}`, faces: ini < 0 ? 'no face' : `0–${Math.min(9, ini)}`, chance: pct(ini + 1), rule: 'AG 5.21', drm: `Initiative ${ini}; ${seizuresLeft(s, a.leader)} Seizure${seizuresLeft(s, a.leader) === 1 ? '' : 's'} left, a failure uses one (AG 5.22–5.23)` });
    }
    if (a.t === 'seize' && a.move) {
      // AG 5.25: the Roman OC's Seizure spent to move him: no roll, it always succeeds, and counts.
      const l = agLeader(a.leader);
      out.push({ key: `m${a.leader}`, what: `${l.name} spends a Seizure to move`, faces: 'no roll', chance: 100, rule: 'AG 5.25', drm: `${seizuresLeft(s, a.leader)} Seizure${seizuresLeft(s, a.leader) === 1 ? '' : 's'} left, this uses one` });
    }
    if (a.t === 'activate' && a.leader === alesiaOc(s) && !s.alesiaEntered) {
      const max = ALESIA_FORCE_ENTRY_MAX - (night ? NIGHT_ENTRY_DRM : 0);
      out.push({ key: 'alesia', what: 'The Alesia force comes out', faces: max < 0 ? 'no face' : `0–${max}`, chance: pct(max + 1), rule: 'AG 5.63', drm: night ? `+${NIGHT_ENTRY_DRM} night (AG 12.2 Night)` : undefined });
    }
  }
  return out;
}

function Drms({ drms, net, label }: { drms: readonly DrmLine[]; net: number; label: string }) {
  return (
    <ul className="gb-drms" aria-label={label}>
      {drms.length === 0 && <li>No modifier</li>}
      {drms.map((d, i) => (
        <li key={i}>
          <strong>{signed(d.value)}</strong> {d.reason} <RuleLink id={d.rule} />
        </li>
      ))}
      <li className="gb-drm-net">Net: {signed(net)}</li>
    </ul>
  );
}

/** One missile or reaction shot: the table's number, every DRM with its rule, the chance to hit. */
export function ShotBlock({ p }: { p: ShotPreview }) {
  return (
    <li className="gb-shot">
      <p>
        {p.what}: range {p.range}, hits at {p.hitNumber} or under (<RuleLink id="AG 8.16" />) — <strong>{p.chance}% to hit</strong> (die {p.faces})
        {p.struck.length > 0 && <> — a hit strikes {p.struck.join(', ')}</>}
      </p>
      <Drms drms={p.drms} net={p.net} label={`Modifiers: ${p.what}`} />
    </li>
  );
}

/** One shock: every DRM with its rule, and each result the d10 can reach with its chance. */
export function ShockBlock({ l }: { l: ShockLine }) {
  return (
    <li className="gb-shock">
      <p>
        {l.mandatory ? 'Mandatory' : 'Voluntary'} shock: {l.what} <RuleLink id={l.mandatory ? 'AG 9.11' : 'AG 9.12'} />
      </p>
      {l.unfought ? (
        <p>Archers or artillery alone: eliminated, not fought (<RuleLink id="AG 9.27" />).</p>
      ) : (
        <>
          <Drms drms={l.drms} net={l.net} label={`Shock modifiers: ${l.what}`} />
          <table className="gb-odds">
            <caption>
              Shock Results: each result’s chance <RuleLink id="AG 9.25" />
            </caption>
            <thead>
              <tr>
                <th scope="col">Die</th>
                <th scope="col">Result (Hits, R retreat, CS)</th>
                <th scope="col">Chance</th>
              </tr>
            </thead>
            <tbody>
              {l.rows.map((r) => (
                <tr key={r.faces}>
                  <td>{r.faces}</td>
                  <td>{r.result}</td>
                  <td>{r.chance}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </li>
  );
}

/** The combat previews of the decision open now: shots on offer and shocks to come. */
export function CombatPreview({ state, legal }: { state: AgState; legal: readonly AgAction[] }) {
  const shots = useMemo(() => shotPreviews(state, legal), [state, legal]);
  const shocks = useMemo(() => shockLines(state, legal), [state, legal]);
  if (!shots.shots.length && !shocks.length) return null;
  return (
    <>
      {shocks.length > 0 && (
        <section className="gb-preview gb-shock-preview" aria-labelledby="gb-shock-preview-h">
          <h3 id="gb-shock-preview-h">The shocks (one d10 for both sides, 0–9)</h3>
          <ul className="small">
            {shocks.map((l) => (
              <ShockBlock key={l.key} l={l} />
            ))}
          </ul>
        </section>
      )}
      {shots.shots.length > 0 && (
        <details className="gb-preview gb-fire-preview" open={state.step === 'react' || shots.shots.length <= 3}>
          <summary>The shots on offer (one d10, 0–9)</summary>
          <ul className="small">
            {shots.shots.map((p) => (
              <ShotBlock key={p.key} p={p} />
            ))}
          </ul>
          {shots.more > 0 && <p className="small muted">And {shots.more} more: each target’s chance is in its hex’s name on the map.</p>}
        </details>
      )}
    </>
  );
}

export function GbPreview({ state, legal }: { state: AgState; legal: readonly AgAction[] }) {
  const lines = previewLines(state, legal);
  return (
    <>
      {lines.length > 0 && (
        <section className="gb-preview" aria-labelledby="gb-preview-h">
          <h3 id="gb-preview-h">The rolls ahead (one d10, 0–9)</h3>
          <ul className="small">
            {lines.map((l) => (
              <li key={l.key}>
                {l.what}: {l.faces} — <strong>{l.chance}%</strong>
                {l.drm ? ` (${l.drm})` : ''} <RuleLink id={l.rule} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <CombatPreview state={state} legal={legal} />
    </>
  );
}
