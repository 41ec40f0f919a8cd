/**
 * The standing orders (reading X2; issue 17 §5) as one small form in the prompt: for the player's
 * own Seizure (AG 5.21), reaction fire (AG 8.6) and combat decisions outside his phase (AG 9.22,
 * 10.24, 9.25, 10.21, 4.32), each order in force shown, and a choice of the others the legal list
 * offers — one `seizeOrder`, `reactOrder` or `combatOrder` action per change, never a list of every
 * combination. The summary line says every order in force while the form is closed.
 */
import { useId } from 'react';
import type { AgAction } from '../../engine/alesia-gboh/actions';
import type { AgState } from '../../engine/alesia-gboh/state';
import type { GroupViewProps } from '../shell/registry';
import { RuleLink } from '../shell/common/Tooltip';
import { orderRows } from './combat';

export function OrdersForm({ state, actions, onAct }: GroupViewProps<AgState, AgAction>) {
  const id = useId();
  const rows = orderRows(state, state.ap.owner, actions);
  if (!rows.length) return null;
  return (
    <details className="gb-orders">
      <summary>
        In force: {rows.map((r) => `${r.label} — ${r.current}`).join('; ')}
      </summary>
      <div className="gb-orders-form" role="group" aria-label="Change a standing order">
        {rows.map((r) => (
          <div key={r.id} className="gb-order-row">
            <label htmlFor={`${id}-${r.id}`}>{r.label}</label>{' '}
            <select
              id={`${id}-${r.id}`}
              value={r.currentKey}
              onChange={(e) => {
                const c = r.choices.find((x) => x.key === e.currentTarget.value);
                if (c) onAct(c.action);
              }}
            >
              <option value={r.currentKey}>{r.current} (in force)</option>
              {r.choices.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.words}
                </option>
              ))}
            </select>{' '}
            <RuleLink id={r.rule} />
          </div>
        ))}
      </div>
    </details>
  );
}
