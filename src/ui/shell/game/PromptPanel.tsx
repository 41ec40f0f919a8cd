/**
 * The prompt: who acts and what to do now (live region, with its rule), the last refusal as an
 * alert, and one button per legal action, grouped (leaders, force, destinations, …, finish).
 * Each button's tooltip (hover and focus) names the rule behind it.
 */
import { memo } from 'react';
import { actionRule, describeAction } from '../../../engine/bellum/describe';
import { pieceName } from '../../../engine/bellum/queries';
import type { BellumAction, BellumState, Side } from '../../../engine/bellum/state';
import { RuleLink, Tip } from '../common/Tooltip';
import { groupActions } from '../../bellum/actionModel';
import { instruction, sideName } from '../../bellum/stepInfo';

export interface PromptProps {
  state: BellumState;
  legal: readonly BellumAction[];
  toAct: Side | null;
  /** Actions a map click pointed at but could not choose among: shown as suggested. */
  suggested?: readonly BellumAction[];
  message: { kind: string; text: string } | null;
  onAct(a: BellumAction): void;
  onDismiss(): void;
}

export const PromptPanel = memo(function PromptPanel({ state, legal, toAct, suggested, message, onAct, onDismiss }: PromptProps) {
  const how = instruction(state);
  const groups = groupActions(legal);
  const auto = toAct === 'gallic' && state.options.solo && state.options.gallicAuto;
  return (
    <section id="prompt" tabIndex={-1} aria-label="Prompt" className={`prompt side-${toAct ?? 'none'}`}>
      <div className="prompt-status" role="status" aria-live="polite">
        <span className={`who badge side-badge ${toAct ?? 'none'}`}>{toAct ? `${sideName(toAct)} player` : 'Game over'}</span>{' '}
        <span className="prompt-text">{how.text}</span> <RuleLink id={how.rule} />
        {auto && <span className="badge badge-auto">automatic</span>}
      </div>
      {message && (
        <div role={message.kind === 'error' ? 'alert' : 'status'} className={`alert alert-${message.kind}`}>
          <span>
            <strong>{message.kind === 'error' ? 'Not allowed: ' : 'Note: '}</strong>
            {message.text}
          </span>
          <button type="button" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
      <div className="prompt-actions">
        {groups.map((g) => (
          <div key={g.id} role="group" aria-labelledby={`pg-${g.id}`} className={`action-group group-${g.id}`}>
            <h3 id={`pg-${g.id}`}>{g.title}</h3>
            {g.id === 'deploy' || g.id === 'realign' ? (
              <WingGrid state={state} actions={g.actions} suggested={suggested} onAct={onAct} />
            ) : g.folded ? (
              <details open={g.actions.some((a) => suggested?.includes(a)) || undefined}>
                <summary>Show {g.actions.length} choices</summary>
                <ActionButtons state={state} actions={g.actions} suggested={suggested} onAct={onAct} />
              </details>
            ) : (
              <ActionButtons state={state} actions={g.actions} suggested={suggested} onAct={onAct} />
            )}
          </div>
        ))}
      </div>
      <p className="muted small keys">Keys: U undo · Y redo · E end/done · Esc cancel · +/− zoom</p>
    </section>
  );
});

function ActionButtons({ state, actions, suggested, onAct }: { state: BellumState; actions: readonly BellumAction[]; suggested?: readonly BellumAction[]; onAct(a: BellumAction): void }) {
  return (
    <div className="buttons">
      {actions.map((a, i) => {
        const hint = suggested?.includes(a);
        return (
          <Tip key={i} rule={actionRule(state, a)}>
            <button type="button" className={`action act-${a.t}${hint ? ' suggested' : ''}`} onClick={() => onAct(a)}>
              {describeAction(state, a)}
            </button>
          </Tip>
        );
      })}
    </div>
  );
}

const WING_ORDER = ['left', 'centre', 'right', 'reserve'] as const;
const WING_SHORT: Record<string, string> = { left: 'Left', centre: 'Centre', right: 'Right', reserve: 'Reserve' };

/**
 * Deployment and realignment (BG 4.4.2): one row per unit with a short button per wing. Each
 * button's accessible name is the full action ("Deploy Civis on the Left"); other actions of the
 * group (auto-deploy) follow as ordinary buttons.
 */
function WingGrid({ state, actions, suggested, onAct }: { state: BellumState; actions: readonly BellumAction[]; suggested?: readonly BellumAction[]; onAct(a: BellumAction): void }) {
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
      {rest.length > 0 && <ActionButtons state={state} actions={rest} suggested={suggested} onAct={onAct} />}
    </>
  );
}
