/**
 * Deployment and realignment (BG 4.4.2): one row per unit with a short button per wing. Each
 * button's accessible name is the full action ("Deploy Civis on the Left"); other actions of the
 * group (auto-deploy) follow as ordinary buttons.
 */
import { actionRule, describeAction } from '../../../engine/bellum/describe';
import { pieceName } from '../../../engine/bellum/queries';
import type { BellumAction, BellumState } from '../../../engine/bellum/state';
import { Tip } from '../../shell/common/Tooltip';
import type { GroupViewProps } from '../../shell/registry';

const WING_ORDER = ['left', 'centre', 'right', 'reserve'] as const;
const WING_SHORT: Record<string, string> = { left: 'Left', centre: 'Centre', right: 'Right', reserve: 'Reserve' };

export function WingGrid({ state, actions, suggested, onAct, Buttons }: GroupViewProps<BellumState, BellumAction>) {
  const rows = new Map<string, Map<string, BellumAction>>();
  const rest: BellumAction[] = [];
  for (const a of actions) {
    if (a.t === 'deploy' || a.t === 'realign') {
      const row = rows.get(a.unit) ?? new Map<string, BellumAction>();
      row.set(a.wing, a);
      rows.set(a.unit, row);
    } else rest.push(a);
  }
  return (
    <>
      <table className="wing-grid">
        <tbody>
          {[...rows.entries()].map(([unit, byWing]) => (
            <tr key={unit}>
              <th scope="row">{pieceName(unit)}</th>
              {WING_ORDER.map((w) => {
                const a = byWing.get(w);
                return (
                  <td key={w}>
                    {a && (
                      <Tip rule={actionRule(state, a)}>
                        <button type="button" aria-label={describeAction(state, a)} className={`action act-${a.t}${suggested?.includes(a) ? ' suggested' : ''}`} onClick={() => onAct(a)}>
                          {WING_SHORT[w]}
                        </button>
                      </Tip>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {rest.length > 0 && <Buttons state={state} actions={rest} suggested={suggested} onAct={onAct} />}
    </>
  );
}
