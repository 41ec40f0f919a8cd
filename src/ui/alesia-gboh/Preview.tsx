/**
 * The numbers behind the rolls the decision asked now may call for, each with its rule and its
 * chance: an entry beyond Zones I–II (AG 5.33, 5.42; +3 at night, AG 12.2 Night), a Seizure
 * (AG 5.21: d10 at or under the commander's Initiative), the Alesia force's first activation
 * (AG 5.63: 0–6, +3 at night). One d10, 0–9: a chance is the faces that succeed in ten.
 */
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { agLeader } from '../../engine/alesia-gboh/data';
import { alesiaOc } from '../../engine/alesia-gboh/commands';
import { ALESIA_FORCE_ENTRY_MAX, entryMaxDie, NIGHT_ENTRY_DRM } from '../../engine/alesia-gboh/tables/entry';
import type { AgState } from '../../engine/alesia-gboh/state';
import { RuleLink } from '../shell/common/Tooltip';

interface Line {
  key: string;
  what: string;
  faces: string;
  chance: number;
  rule: string;
  drm?: string;
}

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
      out.push({ key: `s${a.leader}`, what: `Seizure by ${l.name}`, faces: ini < 0 ? 'no face' : `0–${Math.min(9, ini)}`, chance: pct(ini + 1), rule: 'AG 5.21', drm: `Initiative ${ini}` });
    }
    if (a.t === 'activate' && a.leader === alesiaOc(s) && !s.alesiaEntered) {
      const max = ALESIA_FORCE_ENTRY_MAX - (night ? NIGHT_ENTRY_DRM : 0);
      out.push({ key: 'alesia', what: 'The Alesia force comes out', faces: max < 0 ? 'no face' : `0–${max}`, chance: pct(max + 1), rule: 'AG 5.63', drm: night ? `+${NIGHT_ENTRY_DRM} night (AG 12.2 Night)` : undefined });
    }
  }
  return out;
}

export function GbPreview({ state, legal }: { state: AgState; legal: readonly AgAction[] }) {
  const lines = previewLines(state, legal);
  if (!lines.length) return null;
  return (
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
  );
}
