/**
 * The pieces of the inspected region, field and oppida/cities apart: leaders with rank, rating
 * and wounds; units with SPs, quality, reduced side and ranged fire. Each piece has a tooltip.
 */
import { LEADER_BY_ID } from '../../engine/bellum/data/leaders';
import { PLACE_BY_ID } from '../../engine/bellum/data/places';
import { REGION_BY_ID } from '../../engine/bellum/data/regions';
import { UNIT_BY_ID } from '../../engine/bellum/data/units';
import type { BellumState } from '../../engine/bellum/state';
import { leaderRating } from '../../engine/bellum/queries';
import { placesNow } from '../../engine/bellum/hiberna';
import { RuleLink, Tip } from '../shell/common/Tooltip';
import { CONTROL_WORDS, markersOf, sideAdj, stacksByRegion, type Stack } from './map/mapModel';
import { TERRAIN_WORD } from './map/TerrainLayers';
import { AboardBadge, ShipDetails } from './ShipCargo';
import { isSea, SEA_NAMES } from '../../engine/bellum/naval/geo';
import { counted } from '../../engine/bellum/words';

export const QUALITY_WORD = { E: 'élite', B: 'good', M: 'average', F: 'poor' } as const;

function LeaderItem({ state, id, picked }: { state: BellumState; id: string; picked: boolean }) {
  const d = LEADER_BY_ID[id];
  const l = state.leaders[id];
  const rating = leaderRating(state, id);
  const tip = `${d.name}: rank ${d.rank} (who commands, BG 4.4.2), rating ${rating}${l.wounded ? ' (wounded: one less)' : ''}.${d.indomitable ? ' Indomitable.' : ''}${d.reconstructed ? ` Reconstructed: ${d.reconstructed}.` : ''}`;
  return (
    <li className={`piece leader${picked ? ' picked' : ''}`}>
      <Tip rule="BG 0.2" text={tip}>
        <span>
          <strong>{d.name}</strong> <span className="stat">rank {d.rank}</span> <span className="stat">rating {rating}</span>
          {l.wounded && <span className="badge warn">wounded</span>}
          <AboardBadge state={state} id={id} />
          {picked && <span className="badge sel">moving</span>}
        </span>
      </Tip>
    </li>
  );
}

function UnitItem({ state, id, picked }: { state: BellumState; id: string; picked: boolean }) {
  const d = UNIT_BY_ID[id];
  const u = state.units[id];
  const sp = u.reduced ? d.reducedSp : d.sp;
  if (d.kind === 'ship') return <ShipItem state={state} id={id} />;
  const tip = `${d.name}: ${counted(sp, 'strength point')}${u.reduced ? ` (reduced; ${d.sp} at full strength)` : ` (${d.reducedSp} when reduced)`}, quality ${d.quality} (${QUALITY_WORD[d.quality]})${d.ranged ? ', ranged fire' : ''}, ${d.kind}.`;
  return (
    <li className={`piece unit${u.reduced ? ' reduced' : ''}${picked ? ' picked' : ''}`}>
      <Tip rule="BG 0.2" text={tip}>
        <span>
          {d.name} <span className="stat">{sp} SP</span> <span className="stat">{d.quality}</span>
          {u.reduced && <span className="badge warn">reduced</span>}
          {d.ranged && <span className="badge">ranged</span>}
          {d.kind === 'cavalry' && <span className="badge">cav</span>}
          <AboardBadge state={state} id={id} />
          {picked && <span className="badge sel">moving</span>}
        </span>
      </Tip>
    </li>
  );
}

/** A ship counter (BG 5): what it carries, who built it. */
function ShipItem({ state, id }: { state: BellumState; id: string }) {
  const d = UNIT_BY_ID[id];
  const tip = `${d.name}: a ${d.side === 'roman' ? 'Roman trireme' : 'Veneti ship'}; ships fight by the number of counters (BG 5.6.1).`;
  return (
    <li className="piece unit ship">
      <Tip rule="BG 5" text={tip}>
        <span>
          <strong>{d.name}</strong> <span className="badge">ship</span>
        </span>
      </Tip>
      <ShipDetails state={state} id={id} />
    </li>
  );
}

function StackBlock({ state, st }: { state: BellumState; st: Stack }) {
  const sel = state.selection;
  const picked = (id: string) => !!sel && (sel.leaders.includes(id) || sel.units.includes(id));
  const place = st.place ? PLACE_BY_ID[st.place] : null;
  const where = place ? (place.kind === 'hiberna' ? 'in the hiberna (winter quarters)' : `in ${place.kind === 'city' ? 'the city' : 'the oppidum'} of ${place.name}`) : isSea(st.region) ? 'at sea' : 'in the field';
  return (
    <div className={`stack-block ${st.side}`}>
      <h4>
        {sideAdj(st.side)} {where} <span className="muted">({st.units.length} unit{st.units.length === 1 ? '' : 's'})</span>
      </h4>
      <ul aria-label={`${sideAdj(st.side)} pieces ${where}`}>
        {st.leaders.map((l) => (
          <LeaderItem key={l} state={state} id={l} picked={picked(l)} />
        ))}
        {st.units.map((u) => (
          <UnitItem key={u} state={state} id={u} picked={picked(u)} />
        ))}
      </ul>
    </div>
  );
}

export function StackInspector({ state, region, onClose }: { state: BellumState; region: string | null; onClose(): void }) {
  if (region && isSea(region)) return <SeaInspector state={state} sea={region} onClose={onClose} />;
  if (!region || !REGION_BY_ID[region]) {
    return (
      <section aria-label="Inspector" className="inspector empty">
        <p className="muted small">Click a region or a stack (or focus it and press Enter) to see its pieces.</p>
      </section>
    );
  }
  const r = REGION_BY_ID[region];
  const stacks = stacksByRegion(state).get(region) ?? [];
  const markers = markersOf(state, region);
  const places = placesNow(state, region);
  return (
    <section aria-label="Inspector" className="inspector">
      <div className="inspector-head">
        <h3>{r.name}</h3>
        <button type="button" className="close" aria-label="Close the inspector" onClick={onClose}>
          ×
        </button>
      </div>
      <p className="small">
        {CONTROL_WORDS[state.control[region] ?? 'gallic']} <RuleLink id="BG 2.2" /> · {TERRAIN_WORD[r.terrain]} <RuleLink id="BG 0.3" />
        {r.coast ? ` · ${r.coast} coast` : ''}
        {markers.map((m) => {
          const rule = /\((BG [^)]*)\)$/.exec(m.title)?.[1];
          return (
            <span key={m.title}>
              {' · '}
              {m.title.replace(/ \(BG[^)]*\)$/, '')} {rule && <RuleLink id={rule} />}
            </span>
          );
        })}
      </p>
      {places.length > 0 && (
        <p className="small">
          {places.map((p) => `${p.name} (${p.kind}, defence ${p.defence}${state.destroyed.includes(p.id) ? ', destroyed' : ''}${state.spared.includes(p.id) ? ', spared after its surrender' : ''})`).join('; ')}
        </p>
      )}
      {stacks.length === 0 ? <p className="muted small">No pieces.</p> : stacks.map((st) => <StackBlock key={st.key} state={state} st={st} />)}
    </section>
  );
}

/** A maritime zone (BG 5.3): the fleets out there and what they carry. */
function SeaInspector({ state, sea, onClose }: { state: BellumState; sea: 'atlantic' | 'mediterranean'; onClose(): void }) {
  const stacks = stacksByRegion(state).get(sea) ?? [];
  return (
    <section aria-label="Inspector" className="inspector">
      <div className="inspector-head">
        <h3>{SEA_NAMES[sea]} (maritime zone)</h3>
        <button type="button" className="close" aria-label="Close the inspector" onClick={onClose}>
          ×
        </button>
      </div>
      <p className="small">
        Ships here must make for a coastal region of this sea next movement phase <RuleLink id="BG 5.3" />; a fleet ending its move here rolls for attrition <RuleLink id="BG 5.4" />.
      </p>
      {stacks.length === 0 ? <p className="muted small">No ships at sea.</p> : stacks.map((st) => <StackBlock key={st.key} state={state} st={st} />)}
    </section>
  );
}
