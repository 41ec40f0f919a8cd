/**
 * Beside the map: the tribal and cavalry counters on the Entry Zones (AG 4.4, 5.4: a counter stands
 * in its zone until the placement geometry of AG 5.45 puts it on a hex), with the units they have
 * put out (AG 5.48) and "No Units" (AG 5.47), the chiefs placed with them; the zones a placement or
 * an entry may name now, as buttons (the same choices as the lit zone numerals on the map's edge);
 * and the counters off the map (in Alesia, the Gallic Camp, eliminated). Only what the view holds:
 * the Roman's view has no counter that has not arrived (engine view.ts).
 * Every zone the scenario uses is listed, with a button that brings its numeral into view, so the
 * panel is not blank before the first arrival (the Roman's set-up: where will the Gauls come from?).
 * The zones in play are public (AG 12.1–12.3); which tribe goes where is not, and is not shown.
 */
import type { AgAction } from '../../../engine/alesia-gboh/actions';
import { agLeader, agTribe, agUnit } from '../../../engine/alesia-gboh/data';
import { planZones } from '../../../engine/alesia-gboh/planning';
import type { AgState } from '../../../engine/alesia-gboh/state';
import type { AgView } from '../../../engine/alesia-gboh/view';
import { describeAction } from '../describe';
import { perPosition } from '../../hexboard/perPosition';
import type { BoardActs } from './model';

interface ZoneFacts {
  placed: number;
  /** The tribes placed in each zone. */
  byZone: Map<string, string[]>;
  /** Per tribe, the units and the chiefs on its counter. */
  onCounter: Map<string, string[]>;
  chiefs: Map<string, string[]>;
  /** Units per location kind (alesia, gallic-camp, gone, …). */
  at: Map<string, number>;
}

const push = (m: Map<string, string[]>, k: string, v: string) => {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
};

/** What the panel lists, in one pass over the view, made once per view (and ahead of a click: zoneFacts is warmed by the store's prefetch). */
export const zoneFacts = perPosition((view: AgView | AgState): ZoneFacts => {
  const f: ZoneFacts = { placed: 0, byZone: new Map(), onCounter: new Map(), chiefs: new Map(), at: new Map() };
  for (const [id, t] of Object.entries(view.tribes)) {
    if (t.status !== 'placed' || !t.zone) continue;
    f.placed++;
    push(f.byZone, t.zone, id);
  }
  for (const [id, u] of Object.entries(view.units)) {
    f.at.set(u.loc.at, (f.at.get(u.loc.at) ?? 0) + 1);
    if (u.loc.at === 'counter') push(f.onCounter, u.loc.tribe, id);
  }
  for (const [id, l] of Object.entries(view.leaders)) if (l.loc.at === 'counter') push(f.chiefs, l.loc.tribe, id);
  return f;
});

export function ZonePanel({ view, acts, state, onZone, onShow }: { view: AgView | AgState; acts: BoardActs; state: AgState; onZone(zone: string): void; onShow?(zone: string): void }) {
  const facts = zoneFacts(view);
  const byZone = facts.byZone;
  const onCounter = (tribe: string) => facts.onCounter.get(tribe) ?? [];
  const chiefsWith = (tribe: string) => facts.chiefs.get(tribe) ?? [];
  const count = (at: string) => facts.at.get(at) ?? 0;
  const zonesLit = [...acts.zones.keys()];
  return (
    <section className="gb-zones-panel" aria-labelledby="gb-zones-h">
      <h3 id="gb-zones-h">Entry Zones</h3>
      {zonesLit.length > 0 && (
        <div className="gb-zone-choices" role="group" aria-label="Zones to choose now">
          {zonesLit.map((z) => (
            <button key={z} type="button" className="gb-zone-button" onClick={() => onZone(z)} title={acts.zones.get(z)!.map((a: AgAction) => describeAction(state, a)).join('; ')}>
              Zone {z} ({acts.zones.get(z)!.length})
            </button>
          ))}
        </div>
      )}
      <ul className="gb-zone-list">
        {planZones(state).map((zone) => {
          const tribes = byZone.get(zone) ?? [];
          return (
            <li key={zone} data-zone={zone}>
              <strong>Zone {zone}</strong>
              {onShow && (
                <button type="button" className="gb-zone-show" aria-label={`Show Zone ${zone} on the map`} onClick={() => onShow(zone)}>
                  Show
                </button>
              )}
              {tribes.length === 0 ? (
                <span className="small muted"> — no counter</span>
              ) : (
                <ul>
                  {tribes.map((t) => {
                    const st = view.tribes[t];
                    const out = onCounter(t);
                    const chiefs = chiefsWith(t);
                    return (
                      <li key={t} data-tribe={t}>
                        {agTribe(t).name} — {st.released} out{st.noUnits ? ', No Units' : ''}
                        {chiefs.length > 0 && <>; with {chiefs.map((c) => agLeader(c).name).join(', ')}</>}
                        {out.length > 0 && <span className="small muted"> (on the counter: {out.map((u) => agUnit(u).name).join(', ')})</span>}
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {facts.placed === 0 && <p className="small muted">No tribal counter on the map.</p>}
      <p className="small muted">
        In Alesia: {count('alesia')} · Gallic Camp: {count('gallic-camp')} · Eliminated: {count('gone')}
      </p>
    </section>
  );
}
