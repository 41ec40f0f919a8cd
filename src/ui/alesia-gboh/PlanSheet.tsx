/**
 * The Gaul's assignment sheet (AG 5.31; AG 12.1 Gauls: the choice of tribes), shown only in the
 * Gaul's own screen: as the prompt's view of the planning group (the legal list says which tribe
 * may go to which zone, the CP caps of AG 5.43 included), and read-only beside the map while the
 * Assault Period is played. The Roman's screen never renders it: the planning decisions are the
 * Gaul's (his prompt only), and the Roman's view of the position holds no plan (engine view.ts).
 */
import type { AgAction } from '../../engine/alesia-gboh/actions';
import { agTribe } from '../../engine/alesia-gboh/data';
import { FINAL_ASSAULT_SIZE, isFreeZone, planZones, ZONE_CAP_CP } from '../../engine/alesia-gboh/planning';
import type { AgState, GallicPlan } from '../../engine/alesia-gboh/state';
import type { GroupViewProps } from '../shell/registry';
import './plan.css';

type Tribes = AgState['tribes'];

/** CP each zone of the plan receives. */
export function zoneTotals(plan: GallicPlan): Map<string, number> {
  const out = new Map<string, number>();
  for (const [t, z] of Object.entries(plan.assign)) out.set(z, (out.get(z) ?? 0) + agTribe(t).control);
  return out;
}

const sizeOf = (ids: readonly string[]) => ids.reduce((n, t) => n + agTribe(t).size, 0);

/** The sheet in the prompt while the Gaul plans: a zone to pick per tribe, or the tribes to choose (12.1). */
export function PlanSheetGroup({ state, actions, onAct }: GroupViewProps<AgState, AgAction>) {
  if (state.scenario === '12.1') return <FinalAssaultSheet state={state} actions={actions} onAct={onAct} />;
  const zones = planZones(state);
  const totals = zoneTotals(state.plan);
  const tribes = Object.keys(state.tribes).filter((t) => state.tribes[t].status === 'available');
  const byTribe = new Map<string, AgAction[]>();
  for (const a of actions) if (a.t === 'assign') byTribe.set(a.tribe, [...(byTribe.get(a.tribe) ?? []), a]);
  const left = tribes.filter((t) => !state.plan.assign[t]).length;
  return (
    <div className="gb-plan">
      <p className="small">
        {left ? `${left} tribe${left === 1 ? '' : 's'} still to assign.` : 'Every tribe has a zone.'} Zones I–II take any number; every other zone at most {ZONE_CAP_CP} Control points (AG 5.43).
      </p>
      <ZoneTotals zones={zones} totals={totals} />
      <table className="gb-plan-table">
        <caption className="sr-only">Tribes and their Entry Zones</caption>
        <thead>
          <tr>
            <th scope="col">Tribe</th>
            <th scope="col">Size</th>
            <th scope="col">CP</th>
            <th scope="col">Zone</th>
          </tr>
        </thead>
        <tbody>
          {tribes.map((t) => {
            const d = agTribe(t);
            const now = state.plan.assign[t] ?? '';
            const opts = byTribe.get(t) ?? [];
            return (
              <tr key={t}>
                <th scope="row">{d.name}{d.kind === 'cavalry' ? ' (cavalry)' : ''}</th>
                <td>{d.size}</td>
                <td>{d.control}</td>
                <td>
                  <select
                    aria-label={`Entry Zone of the ${d.name}`}
                    value={now}
                    onChange={(e) => {
                      const a = opts.find((x) => x.t === 'assign' && x.zone === e.target.value);
                      if (a) onAct(a);
                    }}
                  >
                    {!now && <option value="">—</option>}
                    {now && <option value={now}>Zone {now}</option>}
                    {opts.map((a) => a.t === 'assign' && (
                      <option key={a.zone} value={a.zone}>Zone {a.zone}</option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ZoneTotals({ zones, totals }: { zones: readonly string[]; totals: Map<string, number> }) {
  return (
    <ul className="gb-zone-totals" aria-label="Control points per zone">
      {zones.map((z) => {
        const n = totals.get(z) ?? 0;
        const cap = isFreeZone(z as never) ? null : ZONE_CAP_CP;
        return (
          <li key={z} className={cap !== null && n >= cap ? 'full' : ''}>
            Zone {z}: {n}{cap !== null ? `/${cap}` : ''} CP
          </li>
        );
      })}
    </ul>
  );
}

function FinalAssaultSheet({ state, actions, onAct }: { state: AgState; actions: readonly AgAction[]; onAct(a: AgAction): void }) {
  const picked = state.plan.picked;
  const size = sizeOf(picked);
  const tribes = Object.keys(state.tribes).filter((t) => state.tribes[t].status === 'available');
  return (
    <div className="gb-plan">
      <p className="small">
        Chosen: {size} of {FINAL_ASSAULT_SIZE} Size points ({picked.length} counter{picked.length === 1 ? '' : 's'}). They arrive up to three at a time in Zones III–VI (AG 12.1).
      </p>
      <ul className="gb-pick-list">
        {tribes.map((t) => {
          const d = agTribe(t);
          const on = picked.includes(t);
          const a = actions.find((x) => (x.t === 'choose' || x.t === 'unchoose') && x.tribe === t);
          return (
            <li key={t}>
              <button type="button" aria-pressed={on} disabled={!a} onClick={() => a && onAct(a)} title={a ? undefined : 'Over the 80 Size points'}>
                {on ? '✓ ' : ''}
                {d.name} — Size {d.size}, CP {d.control}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The plan read back to the Gaul beside the map (his screen only; the Roman's view has no plan). */
export function PlanSummary({ plan, tribes, scenario }: { plan: GallicPlan; tribes: Tribes; scenario: string }) {
  if (scenario === '12.1') {
    const waiting = plan.picked.filter((t) => tribes[t]?.status === 'available');
    return (
      <section className="gb-plan-summary" aria-labelledby="gb-plan-h">
        <h3 id="gb-plan-h">Your chosen tribes (secret)</h3>
        <p className="small">{waiting.length ? `Still to arrive: ${waiting.map((t) => agTribe(t).name).join(', ')}.` : 'All have arrived.'}</p>
      </section>
    );
  }
  const rows = Object.entries(plan.assign).filter(([t]) => tribes[t]?.status === 'available');
  return (
    <section className="gb-plan-summary" aria-labelledby="gb-plan-h">
      <h3 id="gb-plan-h">Your assignment sheet (secret)</h3>
      {rows.length ? (
        <ul className="small">
          {rows.map(([t, z]) => (
            <li key={t}>
              Zone {z}: {agTribe(t).name} ({agTribe(t).control} CP)
            </li>
          ))}
        </ul>
      ) : (
        <p className="small">{Object.keys(plan.assign).length ? 'Every assigned tribe is on the map.' : 'No tribe assigned.'}</p>
      )}
    </section>
  );
}
